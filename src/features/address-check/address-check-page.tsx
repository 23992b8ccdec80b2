import { useEffect } from 'react';
import './address-check.css';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AddressKey } from '../../api/broadband-basic/keys.ts';
import { paths } from '../../app/paths.ts';
import { useTranslations } from '../../i18n/locale.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { addressFromSearch, formatAddressKey, searchOf } from './address.ts';
import { AddressForm } from './address-form.tsx';
import { CheckResults } from './check-results.tsx';
import { rememberCheck, useRecentChecks } from './recent-checks.ts';
import { addressCheckMessages } from './messages.ts';

function RecentChecks() {
  const text = useTranslations(addressCheckMessages);
  const recent = useRecentChecks();
  if (recent.length === 0) return null;
  return (
    <aside className="recent-checks" aria-labelledby="recent-checks-heading">
      <h2 id="recent-checks-heading">{text.recent}</h2>
      <p className="field__help">{text.recentHint}</p>
      <ul>
        {recent.map((address) => (
          <li key={formatAddressKey(address)}>
            <Link
              to={`${paths.addressCheck}?${searchOf(address).toString()}`}
              aria-label={text.repeat(formatAddressKey(address))}
            >
              {formatAddressKey(address)}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The whole check lives in the URL: a link or a reload repeats it. */
export function AddressCheckPage() {
  const text = useTranslations(addressCheckMessages);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const address = addressFromSearch(searchParams);
  const addressKey = address ? formatAddressKey(address) : null;

  useEffect(() => {
    if (address) rememberCheck(address);
    // the formatted key identifies the address; the object is new on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey]);

  const check = (next: AddressKey) => void navigate(`${paths.addressCheck}?${searchOf(next).toString()}`);

  return (
    <section className="page address-check">
      <PageHeading title={text.title}>{text.title}</PageHeading>
      <p>{text.intro}</p>
      <div className="address-check__layout">
        <div>
          <AddressForm key={addressKey ?? 'empty'} initial={address} onCheck={check} />
          {address ? <CheckResults address={address} /> : null}
        </div>
        <RecentChecks />
      </div>
    </section>
  );
}

export { AddressCheckPage as Component };

import { useEffect, useState } from 'react';
import './address-check.css';
import {
  Link,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { carriercheckQueryOptions } from '../../api/broadband/carriercheck.ts';
import type { AddressKey } from '../../api/broadband-basic/keys.ts';
import { rememberCheck, useRecentChecks } from '../../api/broadband-basic/recent-checks.ts';
import { providersQueryOptions } from '../../api/broadband-basic/list-providers.ts';
import {
  availabilityQueryOptions,
  everyProviderAvailabilityQueryOptions,
} from '../../api/broadband-basic/zipcode.ts';
import { NotOfferedError, ReplyShapeError } from '../../api/errors.ts';
import { queryClient } from '../../api/query-client.ts';
import { currentSession, hasPermission } from '../../api/session.ts';
import { paths } from '../../ui/paths.ts';
import { waitForRouteData } from '../../api/route-data.ts';
import { preloadSchemaForm } from '../../forms/lazy-schema-form.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { PlugIn } from '../../ui/plug-ins.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { addressFromSearch, formatAddressKey, sameAddress, searchOf } from './address.ts';
import { AddressForm } from './address-form.tsx';
import { CheckResults } from './check-results.tsx';
import { useAddressCheckMessages } from './messages.ts';

/** In one column the recent checks stand above the result, folded, so the result grows below them. */
const ONE_COLUMN = '(max-width: 60rem)';

function RecentChecks() {
  const text = useAddressCheckMessages();
  const recent = useRecentChecks();
  if (recent.length === 0) return null;
  return (
    <aside className="recent-checks" aria-labelledby="recent-checks-heading" data-print="hide">
      <h2 id="recent-checks-heading">{text.recent}</h2>
      <RecentCheckList recent={recent} />
    </aside>
  );
}

function FoldedRecentChecks() {
  const text = useAddressCheckMessages();
  const recent = useRecentChecks();
  if (recent.length === 0) return null;
  return (
    <details className="recent-checks recent-checks--folded" data-print="hide">
      <summary>{text.recentFolded(recent.length)}</summary>
      <RecentCheckList recent={recent} />
    </details>
  );
}

function RecentCheckList({ recent }: { recent: readonly AddressKey[] }) {
  const text = useAddressCheckMessages();
  return (
    <>
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
    </>
  );
}

/**
 * Every provider's answer and the carrier checks for one address, into the cache: each provider of
 * the service's list on its own, or all at once when that list cannot be used (as the page asks).
 */
async function warmCheck(address: AddressKey) {
  const carriers = hasPermission(currentSession(), '#broadband-r') ? (['Fiber', 'Copper'] as const) : [];
  const answers = queryClient.ensureQueryData(providersQueryOptions()).then(
    ({ providers }) =>
      Promise.all(
        providers.map((provider) => queryClient.prefetchQuery(availabilityQueryOptions(provider, address))),
      ),
    (error: unknown) =>
      error instanceof ReplyShapeError || error instanceof NotOfferedError
        ? queryClient.prefetchQuery(everyProviderAvailabilityQueryOptions(address))
        : undefined,
  );
  await Promise.all([
    answers,
    ...carriers.map((carrier) => queryClient.prefetchQuery(carriercheckQueryOptions(carrier, address))),
  ]);
}

/**
 * The address form's code comes with the page, and the check of the URL's address with its
 * result: the cards then appear filled in, instead of each answer moving the ones below it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const address = addressFromSearch(new URL(request.url).searchParams);
  await waitForRouteData(request.signal, [
    preloadSchemaForm(),
    ...(address && currentSession().token ? [warmCheck(address)] : []),
  ]);
  return null;
}

/** Another address is another check; an emptied form is not. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const next = addressFromSearch(nextUrl.searchParams);
  const current = addressFromSearch(currentUrl.searchParams);
  return next !== null && (current === null || !sameAddress(current, next));
}

/** The whole check lives in the URL: a link or a reload repeats it. */
export function AddressCheckPage() {
  const text = useAddressCheckMessages();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const address = addressFromSearch(searchParams);
  const addressKey = address ? formatAddressKey(address) : null;
  const oneColumn = useMediaQuery(ONE_COLUMN);

  useEffect(() => {
    if (address) rememberCheck(address);
    // the formatted key identifies the address; the object is new on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey]);

  // The form starts afresh when the address comes from elsewhere (a link, back, a recent check),
  // not when the URL follows what was typed in it.
  const [form, setForm] = useState({ seen: addressKey, typed: null as string | null, generation: 0 });
  if (addressKey !== form.seen)
    setForm(
      addressKey === form.typed
        ? { ...form, seen: addressKey }
        : { seen: addressKey, typed: null, generation: form.generation + 1 },
    );

  const check = (next: AddressKey) => {
    setForm((current) => ({ ...current, typed: formatAddressKey(next) }));
    void navigate(`${paths.addressCheck}?${searchOf(next).toString()}`);
  };

  return (
    <section className="page address-check">
      <PageHeading title={text.title}>{text.title}</PageHeading>
      <p data-print="hide">{text.intro}</p>
      <p data-print="hide">
        <Link to={paths.manySites}>{text.manyAddresses}</Link>
      </p>
      <div className="address-check__layout">
        <div>
          <AddressForm key={form.generation} initial={address} onCheck={check} />
          {oneColumn ? (
            <>
              <PlugIn place="addressCheckExamples" props={{ open: address === null }} />
              <FoldedRecentChecks />
            </>
          ) : null}
          {/* a new address gets new results, not the last ones rearranged (which would be seen to move) */}
          {address ? <CheckResults key={addressKey} address={address} /> : null}
        </div>
        {oneColumn ? null : (
          <div className="address-check__side">
            <PlugIn place="addressCheckExamples" props={{ open: true }} />
            <RecentChecks />
          </div>
        )}
      </div>
    </section>
  );
}

export { AddressCheckPage as Component };

/** The page's own texts: the router loads them with the page, in the language in use. */
export { addressCheckMessages as texts } from './messages.ts';

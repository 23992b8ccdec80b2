import { Link } from 'react-router';
import { formatAddressKey, searchOf } from '../../api/broadband-basic/address-key.ts';
import { useRecentChecks } from '../../api/broadband-basic/recent-checks.ts';
import { paths } from '../../ui/paths.ts';
import { useHomeMessages } from './messages.ts';
import { Card } from './overview-card.tsx';

/** The addresses checked in this session, each a link to check it again. */
export function RecentChecksCard() {
  const text = useHomeMessages();
  const recent = useRecentChecks();
  return (
    <Card
      id="overview-recent"
      title={text.recent.title}
      intro={recent.length > 0 ? text.recent.intro : undefined}
      resetKey={recent}
    >
      {recent.length > 0 ? (
        <ul className="overview-recent">
          {recent.map((address) => (
            <li key={formatAddressKey(address)}>
              <Link
                to={`${paths.addressCheck}?${searchOf(address).toString()}`}
                aria-label={text.recent.repeat(formatAddressKey(address))}
              >
                {formatAddressKey(address)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p>{text.recent.none}</p>
          <p>
            <Link to={paths.addressCheck}>{text.recent.start}</Link>
          </p>
        </>
      )}
    </Card>
  );
}

import { Link, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../api/query-client.ts';
import { currentSession, hasPermission, useSession } from '../../api/session.ts';
import { profileQueryOptions, useProfile } from '../../api/user/get-profile.ts';
import { paths } from '../../app/paths.ts';
import { revalidateOnEntry, waitForRouteData } from '../../app/route-data.ts';
import { useMessages } from '../../i18n/locale.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';

/** The greeting's name comes with the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (hasPermission(currentSession(), '#user-r'))
    await waitForRouteData(request.signal, [queryClient.prefetchQuery(profileQueryOptions())]);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

export function HomePage() {
  const messages = useMessages();
  const session = useSession();
  const profile = useProfile(hasPermission(session, '#user-r'));
  const name = profile.data?.name ?? session.username ?? '';
  const areas = [
    { to: paths.addressCheck, title: messages.nav.addressCheck, text: messages.home.areas.addressCheck },
    { to: paths.products, title: messages.nav.products, text: messages.home.areas.products },
    { to: paths.transactions, title: messages.nav.transactions, text: messages.home.areas.transactions },
    { to: paths.profile, title: messages.nav.profile, text: messages.home.areas.profile },
    { to: paths.mail, title: messages.nav.mail, text: messages.home.areas.mail },
    { to: paths.console, title: messages.nav.console, text: messages.home.areas.console },
  ];
  return (
    <section className="page">
      <PageHeading title={messages.home.title}>{messages.home.title}</PageHeading>
      <p>{messages.home.greeting(name)}</p>
      <p>{messages.home.intro}</p>
      <ul className="area-list">
        {areas.map((area) => (
          <li key={area.to} className="area-list__item">
            <Link to={area.to} className="area-list__link">
              {area.title}
            </Link>
            <p>{area.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { HomePage as Component };

import './overview.css';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { carrierCountQueryOptions } from '../../api/broadband/carrier-count.ts';
import { transactionCountsQueryOptions } from '../../api/broadband/transaction-counts.ts';
import { queryClient } from '../../api/query-client.ts';
import { currentSession, hasPermission, useSession } from '../../api/session.ts';
import { profileQueryOptions, useProfile } from '../../api/user/get-profile.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { useHomeMessages } from './messages.ts';
import { CancellationsCard } from './cancellations-card.tsx';
import { OpenCard } from './open-card.tsx';
import { PlannedCard } from './planned-card.tsx';
import { CARRIER_FILTERS, ProductsCard } from './products-card.tsx';
import { RecentChecksCard } from './recent-checks-card.tsx';
import { SlippedCard } from './slipped-card.tsx';
import { localToday, overviewQueries } from './overview-data.ts';

/** The greeting's name and the charts' numbers come with the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = currentSession();
  const work: Promise<unknown>[] = [];
  if (hasPermission(session, '#user-r')) work.push(queryClient.prefetchQuery(profileQueryOptions()));
  if (hasPermission(session, '#broadband-r')) {
    for (const query of Object.values(overviewQueries(localToday())))
      work.push(queryClient.prefetchQuery(transactionCountsQueryOptions(query)));
    for (const filter of CARRIER_FILTERS)
      work.push(queryClient.prefetchQuery(carrierCountQueryOptions(filter)));
  }
  await waitForRouteData(request.signal, work);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

/** What the account's staff want at a glance, each number a link to the list behind it. */
export function HomePage() {
  const text = useHomeMessages();
  const session = useSession();
  const profile = useProfile(hasPermission(session, '#user-r'));
  const name = profile.data?.name ?? session.username ?? '';
  const [today] = useState(localToday);
  const queries = overviewQueries(today);
  const canSeeFigures = hasPermission(session, '#broadband-r');
  return (
    <section className="page overview">
      <PageHeading title={text.title}>{text.title}</PageHeading>
      {/* the greeting's name comes with the profile; the introduction is the same in the page the server draws */}
      <p>{text.greeting(name)}</p>
      {canSeeFigures ? <p>{text.intro}</p> : null}
      {canSeeFigures ? null : <p className="notice notice--info">{text.noPermission}</p>}
      <div className="overview__grid">
        {canSeeFigures ? (
          <>
            <OpenCard queries={queries} />
            <SlippedCard queries={queries} />
            <PlannedCard queries={queries} today={today} />
            <CancellationsCard queries={queries} />
            <ProductsCard />
          </>
        ) : null}
        <RecentChecksCard />
      </div>
    </section>
  );
}

export { HomePage as Component };

/** The page's own texts: the router loads them with the page, in the language in use. */
export { homeMessages as texts } from './messages.ts';

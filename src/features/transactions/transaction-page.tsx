/** The route of one transaction: its data, styles and texts load with it; the page is transaction-view.tsx. */
import './transactions.css';
import type { LoaderFunctionArgs } from 'react-router';
import { transactionQueryOptions, transactionRefOf } from '../../api/broadband/get-transaction.ts';
import { queryClient } from '../../api/query-client.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import { currentSession } from '../../api/session.ts';
import { TransactionView } from './transaction-view.tsx';

/** The transaction comes with the page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ref = transactionRefOf(params.id ?? '');
  if (!currentSession().token || ref === null) return null;
  await waitForRouteData(request.signal, [queryClient.prefetchQuery(transactionQueryOptions(ref))]);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

export { TransactionView as Component };

/** The page's own texts: the router loads them with the page, in the language in use. */
export { transactionMessages as texts } from './messages.ts';

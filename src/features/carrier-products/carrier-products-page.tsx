import './carrier-products.css';
import type { LoaderFunctionArgs } from 'react-router';
import { carriersQueryOptions } from '../../api/broadband/list-carriers.ts';
import { queryClient } from '../../api/query-client.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import { currentSession } from '../../api/session.ts';
import { readListParams } from '../../ui/list-params.ts';
import { PRODUCTS_LIST } from './list-spec.ts';

/** The listing of the URL comes with the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!currentSession().token) return null;
  const listing = readListParams(PRODUCTS_LIST, new URL(request.url).searchParams);
  await waitForRouteData(request.signal, [queryClient.prefetchQuery(carriersQueryOptions(listing))]);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

export { CarrierProductsPage as Component } from './carrier-products-view.tsx';

/** The page's own texts: the router loads them with the page, in the language in use. */
export { productMessages as texts } from './messages.ts';

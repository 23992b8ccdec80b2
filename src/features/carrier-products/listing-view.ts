/**
 * What the products page shows of its listing: rows, that they are on their way, or that they could
 * not be had. A listing that failed is never shown as an empty one: no "no products", no zero.
 */
import type { BroadbandListCarriersReply } from '../../contract/types.gen.ts';
import type { ProductMessages } from './messages-nl.ts';

export type ListingView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'shown'; reply: BroadbandListCarriersReply };

export function listingView(query: {
  data: BroadbandListCarriersReply | undefined;
  isError: boolean;
  error: unknown;
}): ListingView {
  // A refetch that failed keeps the previous answer in the cache; it is no longer the listing asked for.
  if (query.isError) return { kind: 'failed', error: query.error };
  return query.data === undefined ? { kind: 'loading' } : { kind: 'shown', reply: query.data };
}

/** The line above the table: which products are shown, of how many. */
export function listingStatus(
  view: ListingView,
  page: { page: number; perPage: number },
  texts: ProductMessages,
  format: (value: number) => string,
): string {
  if (view.kind === 'loading') return texts.status.loading;
  if (view.kind === 'failed') return '';
  const { carriers, pagination } = view.reply;
  const total = pagination.total_items;
  if (total === 0) return texts.status.none;
  if (carriers.length === 0) return texts.status.pastEnd(format(total));
  const first = page.perPage === 0 ? 1 : (page.page - 1) * page.perPage + 1;
  return texts.status.range(format(first), format(first + carriers.length - 1), format(total));
}

/**
 * What the transactions list says about its answer. A listing that could not be read, or did not
 * come, shows its notice in the table's place: no rows, no count and no pages, not even those of
 * an earlier answer kept on view while the next one loads.
 */
import type { TransactionMessages } from './messages.ts';

export function shownListing<Reply>(query: { isError: boolean; data: Reply | undefined }): Reply | undefined {
  return query.isError ? undefined : query.data;
}

/** "12 transactions found.", "Loading…", or nothing when the listing failed. */
export function listingCountText(
  query: { isError: boolean; data: { pagination: { total_items: number } } | undefined },
  text: TransactionMessages['list'],
  formatNumber: (value: number) => string,
): string | null {
  if (query.isError) return null;
  const total = query.data?.pagination.total_items;
  if (total === undefined) return text.loading;
  if (total === 0) return text.none;
  return total === 1 ? text.one : text.count(formatNumber(total));
}

/**
 * `list_transactions` asked for numbers only: how many transactions match a filter, and how many
 * of those have each value of the members named in `countBy` (the service counts every match; the
 * one row of the page is not used).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BroadbandListTransactionsRequest } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { broadbandKeys } from './keys.ts';
import { type TransactionFilter, listTransactionsRequest } from './list-transactions.ts';

export type TransactionCountMember = NonNullable<BroadbandListTransactionsRequest['count_by']>[number];

export interface TransactionCountQuery {
  filter: TransactionFilter;
  countBy: readonly TransactionCountMember[];
}

export interface TransactionCounts {
  total: number;
  /**
   * Per member asked for: value → number of matching transactions (values without any left out),
   * each value as the service named it, known or not. A member the service sent no counts for is
   * absent: it was not counted, which is not the same as none.
   */
  by: Partial<Record<TransactionCountMember, ReadonlyMap<string | null, number>>>;
}

export async function countTransactions(
  query: TransactionCountQuery,
  signal?: AbortSignal,
): Promise<TransactionCounts> {
  const reply = await call(
    'broadband/v1',
    'list_transactions',
    {
      ...listTransactionsRequest({ filter: query.filter, sort: [], page: 1, perPage: 1 }),
      ...(query.countBy.length > 0 ? { count_by: [...query.countBy] } : {}),
    },
    { signal },
  );
  const by: TransactionCounts['by'] = {};
  for (const member of query.countBy) {
    const buckets: readonly { value: string | null; count: number }[] | undefined = reply.counts?.[member];
    if (!buckets) continue;
    const counts = new Map<string | null, number>();
    for (const { value, count } of buckets) counts.set(value, (counts.get(value) ?? 0) + count);
    by[member] = counts;
  }
  return { total: reply.pagination.total_items, by };
}

export const transactionCountsQueryOptions = (query: TransactionCountQuery) =>
  queryOptions({
    queryKey: broadbandKeys.transactionCounts(query),
    queryFn: ({ signal }) => countTransactions(query, signal),
    staleTime: 10_000,
  });

export const useTransactionCounts = (query: TransactionCountQuery, enabled = true) =>
  useQuery({ ...transactionCountsQueryOptions(query), enabled });

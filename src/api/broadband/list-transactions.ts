/**
 * `list_transactions`. Sort precedence is the member order of the JSON `sort` object, but query keys
 * hash objects with their members sorted: a listing therefore names its sort as an ordered list and
 * the request object is built from it.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { liveUpdateInterval } from '../../config/demo.ts';
import type { BroadbandListTransactionsRequest } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { broadbandKeys } from './keys.ts';

export type TransactionFilter = NonNullable<BroadbandListTransactionsRequest['filter']>;
export type TransactionSortMember = keyof NonNullable<BroadbandListTransactionsRequest['sort']>;
export type TransactionSortDirection = 'ASC' | 'DESC';

export interface TransactionListing {
  /** Empty members are left out of the request. */
  filter: TransactionFilter;
  /** Sort members in order of precedence; empty = the service's default (newest first). */
  sort: readonly { member: TransactionSortMember; direction: TransactionSortDirection }[];
  page: number;
  perPage: number;
}

export function listTransactionsRequest(listing: TransactionListing): BroadbandListTransactionsRequest {
  const filter = Object.entries(listing.filter).filter(
    ([, value]) => typeof value === 'boolean' || (typeof value === 'string' && value.trim() !== ''),
  );
  return {
    ...(filter.length > 0 ? { filter: Object.fromEntries(filter) as TransactionFilter } : {}),
    ...(listing.sort.length > 0
      ? {
          sort: Object.fromEntries(
            listing.sort.map(({ member, direction }) => [member, direction]),
          ) as BroadbandListTransactionsRequest['sort'],
        }
      : {}),
    pagination: { page: listing.page, per_page: listing.perPage },
  };
}

export const listTransactions = (listing: TransactionListing, signal?: AbortSignal) =>
  call('broadband/v1', 'list_transactions', listTransactionsRequest(listing), { signal });

export const transactionsQueryOptions = (listing: TransactionListing) =>
  queryOptions({
    queryKey: broadbandKeys.transactions(listing),
    queryFn: ({ signal }) => listTransactions(listing, signal),
    staleTime: 10_000,
  });

/**
 * The page asked for; while the next one loads, the previous stays (`isPlaceholderData`). In demo
 * mode it is read again as often as the backoffice moves.
 */
export const useTransactions = (listing: TransactionListing) =>
  useQuery({
    ...transactionsQueryOptions(listing),
    placeholderData: keepPreviousData,
    refetchInterval: liveUpdateInterval(),
  });

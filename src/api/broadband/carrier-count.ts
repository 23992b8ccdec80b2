/** How many carrier products a `list_carriers` filter matches (the pagination's total; one row is read). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../rpc-client.ts';
import { broadbandKeys } from './keys.ts';
import { listCarriersRequest } from './list-carriers.ts';

export const countCarriers = async (filter: Readonly<Record<string, string>>, signal?: AbortSignal) =>
  (
    await call(
      'broadband/v1',
      'list_carriers',
      listCarriersRequest({ filter, sort: [], page: 1, perPage: 1 }),
      { signal },
    )
  ).pagination.total_items;

export const carrierCountQueryOptions = (filter: Readonly<Record<string, string>>) =>
  queryOptions({
    queryKey: broadbandKeys.carrierCount(filter),
    queryFn: ({ signal }) => countCarriers(filter, signal),
    staleTime: 5 * 60_000,
  });

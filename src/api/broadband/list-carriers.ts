/**
 * `list_carriers`. Sort precedence is the member order of the JSON `sort` object, but query keys
 * hash objects with their members sorted: the portal therefore describes a listing with `sort` as
 * an ordered list and builds the request object from it. Pages of more than a thousand rows skip
 * structural sharing (a deep compare of 10,000 rows costs more than it saves); smaller ones share as
 * every query does (`shareUnchangedParts`).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BroadbandListCarriersReply,
  BroadbandListCarriersRequest,
  CarrierListingProduct,
} from '../../contract/types.gen.ts';
import { shareUnchangedParts } from '../query-client.ts';
import { call } from '../rpc-client.ts';
import { broadbandKeys } from './keys.ts';

export type CarrierSortDirection = 'ASC' | 'DESC';

export interface CarrierListing {
  /** Filter member → value, exactly as the service takes it; empty values are left out. */
  filter: Readonly<Record<string, string>>;
  /** Sort members in order of precedence. */
  sort: readonly { member: string; direction: CarrierSortDirection }[];
  page: number;
  /** 0 = every matching product on one page. */
  perPage: number;
}

/** Marked when a listing arrives, so the page can measure the time until its rows are painted. */
export const CARRIERS_RESOLVED_MARK = 'list_carriers:resolved';
const SHARING_LIMIT = 1000;

export function listCarriersRequest(listing: CarrierListing): BroadbandListCarriersRequest {
  const filter = Object.entries(listing.filter).filter(([, value]) => value !== '');
  return {
    ...(filter.length > 0
      ? { filter: Object.fromEntries(filter) as BroadbandListCarriersRequest['filter'] }
      : {}),
    ...(listing.sort.length > 0
      ? {
          sort: Object.fromEntries(
            listing.sort.map(({ member, direction }) => [member, direction]),
          ) as BroadbandListCarriersRequest['sort'],
        }
      : {}),
    pagination: { page: listing.page, per_page: listing.perPage },
  };
}

const shareable = (next: unknown) => (next as BroadbandListCarriersReply).carriers.length <= SHARING_LIMIT;

export const listCarriers = (listing: CarrierListing, signal?: AbortSignal) =>
  call('broadband/v1', 'list_carriers', listCarriersRequest(listing), { signal });

export const carriersQueryOptions = (listing: CarrierListing) =>
  queryOptions({
    queryKey: broadbandKeys.carriers(listing),
    queryFn: async ({ signal }) => {
      const reply = await listCarriers(listing, signal);
      performance.mark(CARRIERS_RESOLVED_MARK);
      return reply;
    },
    structuralSharing: (previous: unknown, next: unknown) =>
      shareable(next) ? shareUnchangedParts(previous, next) : next,
  });

/** The page asked for; while the next one loads, the previous stays (`isPlaceholderData`). */
export const useCarriers = (listing: CarrierListing, enabled = true) =>
  useQuery({ ...carriersQueryOptions(listing), placeholderData: keepPreviousData, enabled });

/** Every product of a listing, whatever its page, fetched page by page so progress can be shown. */
export async function fetchAllCarriers(
  listing: Omit<CarrierListing, 'page' | 'perPage'>,
  options: { pageSize: number; signal?: AbortSignal; onProgress?: (loaded: number, total: number) => void },
): Promise<CarrierListingProduct[]> {
  const products: CarrierListingProduct[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await listCarriers({ ...listing, page, perPage: options.pageSize }, options.signal);
    products.push(...reply.carriers);
    options.onProgress?.(products.length, reply.pagination.total_items);
    if (page >= reply.pagination.total_pages || reply.carriers.length === 0) return products;
  }
}

/**
 * The listing's state in the URL: one parameter per filter member (`state=new`, `nid=1012AB`,
 * `text=damrak`, `open=true`, `expected_completion_from=2025-06-01`; see transaction-filter-params.ts), `sort=-created_at,nid` (a leading `-` is descending, members in order of
 * precedence), `page` and `per_page`. Defaults are left out; an invalid value falls back to its
 * default; unknown parameters are dropped when the state is written.
 */
import type {
  TransactionFilter,
  TransactionListing,
  TransactionSortDirection,
  TransactionSortMember,
} from '../../api/broadband/list-transactions.ts';
import {
  readTransactionFilter,
  withoutEmptyMembers,
  writeTransactionFilter,
} from '../../api/broadband/transaction-filter-params.ts';
import { readPositiveInteger, readSortParam, writeSortParam } from '../../ui/url-params.ts';

export { TEXT_LIMITS } from '../../api/broadband/transaction-filter-params.ts';
export const SORT_MEMBERS = [
  'nid',
  'action',
  'state',
  'created_at',
  'last_updated',
  'expected_completion_date',
] as const satisfies readonly TransactionSortMember[];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export type ListState = TransactionListing;

export const DEFAULT_STATE: ListState = { filter: {}, sort: [], page: 1, perPage: DEFAULT_PAGE_SIZE };

/** Without a sort of its own, the service lists the newest first. */
export const DEFAULT_SORT = { member: 'created_at', direction: 'DESC' } as const;

export function readListState(params: URLSearchParams): ListState {
  const perPage = readPositiveInteger(params.get('per_page'));
  return {
    filter: readTransactionFilter(params),
    sort: readSortParam(params.get('sort'), (name) => SORT_MEMBERS.find((member) => member === name)),
    page: readPositiveInteger(params.get('page')) ?? 1,
    perPage:
      perPage !== null && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

export function writeListState(state: ListState): URLSearchParams {
  const params = writeTransactionFilter(state.filter);
  if (state.sort.length > 0) {
    params.set('sort', writeSortParam(state.sort));
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PAGE_SIZE) params.set('per_page', String(state.perPage));
  return params;
}

/** New filters start again at page 1. */
export function withFilter(state: ListState, filter: TransactionFilter): ListState {
  return { ...state, filter: withoutEmptyMembers(filter), page: 1 };
}

/** The order the list is in, the service's default included. */
export function effectiveSort(state: ListState): ListState['sort'] {
  return state.sort.length > 0 ? state.sort : [DEFAULT_SORT];
}

/**
 * A column heading sorts by its column alone: the column already leading the order turns around;
 * another one starts ascending. Page 1 again.
 */
export function withSortBy(state: ListState, member: TransactionSortMember): ListState {
  const leading = effectiveSort(state)[0];
  const direction: TransactionSortDirection =
    leading?.member === member ? (leading.direction === 'ASC' ? 'DESC' : 'ASC') : 'ASC';
  return { ...state, sort: [{ member, direction }], page: 1 };
}

/** A member and a direction chosen outright, as the sort menu of the narrow list does. Page 1 again. */
export function withSort(
  state: ListState,
  member: TransactionSortMember,
  direction: TransactionSortDirection,
): ListState {
  return { ...state, sort: [{ member, direction }], page: 1 };
}

export function withPage(state: ListState, page: number): ListState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export function withPageSize(state: ListState, perPage: number): ListState {
  return { ...state, perPage, page: 1 };
}

/**
 * The listing's state in the URL: `sort=-download,name` (a leading `-` is descending, members in
 * order of precedence), one parameter per filter member (`supplier=kpn`, `download=>=102400`),
 * `page` and `per_page` (`all` = every product on one page). Defaults are left out; an invalid
 * value falls back to its default; unknown parameters are dropped when the state is written.
 */
import type { CarrierListing } from '../../api/broadband/list-carriers.ts';
import { readPositiveInteger, readSortParam, writeSortParam } from '../../ui/url-params.ts';
import { FILTERS, SORT_MEMBERS, normaliseFilter } from './columns.ts';

export const PAGE_SIZES = [25, 50, 100, 500, 1000, 10000, 0] as const;
export const DEFAULT_PAGE_SIZE = 100;
const ALL = 'all';

export type ListState = CarrierListing;

export const DEFAULT_STATE: ListState = { filter: {}, sort: [], page: 1, perPage: DEFAULT_PAGE_SIZE };

const sortMember = (name: string) => (SORT_MEMBERS.has(name) ? name : undefined);

function readPageSize(value: string | null): number {
  if (value === ALL) return 0;
  const number = readPositiveInteger(value);
  return number !== null && (PAGE_SIZES as readonly number[]).includes(number) ? number : DEFAULT_PAGE_SIZE;
}

export function readListState(params: URLSearchParams): ListState {
  const filter: Record<string, string> = {};
  for (const { member } of FILTERS) {
    const value = normaliseFilter(member, params.get(member) ?? '');
    if (value !== null) filter[member] = value;
  }
  return {
    filter,
    sort: readSortParam(params.get('sort'), sortMember),
    page: readPositiveInteger(params.get('page')) ?? 1,
    perPage: readPageSize(params.get('per_page')),
  };
}

export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort.length > 0) {
    params.set('sort', writeSortParam(state.sort));
  }
  for (const { member } of FILTERS) {
    const value = state.filter[member];
    if (value) params.set(member, value);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PAGE_SIZE)
    params.set('per_page', state.perPage === 0 ? ALL : String(state.perPage));
  return params;
}

/** Changing the order or the filters starts again at page 1. */
export function withSort(state: ListState, sort: ListState['sort']): ListState {
  return { ...state, sort, page: 1 };
}

export function withFilter(state: ListState, member: string, value: string): ListState {
  const normalised = normaliseFilter(member, value);
  const others = Object.entries(state.filter).filter(([other]) => other !== member);
  const filter = Object.fromEntries(normalised === null ? others : [...others, [member, normalised]]);
  return { ...state, filter, page: 1 };
}

export function withoutFilters(state: ListState): ListState {
  return { ...state, filter: {}, page: 1 };
}

export function withPage(state: ListState, page: number): ListState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export function withPageSize(state: ListState, perPage: number): ListState {
  return { ...state, perPage, page: 1 };
}

/**
 * A list's state in its URL: the filter (one parameter per member, as the list's spec writes them),
 * `sort=-created_at,nid` (a leading `-` is descending, members in order of precedence), `page` and
 * `per_page` (`all` = everything on one page, where a list offers it). Defaults are left out; an
 * invalid value falls back to its default; parameters the spec does not know are dropped when the
 * state is written. Changing the order, the filter or the page size starts again at page 1.
 */

export type SortDirection = 'ASC' | 'DESC';

export interface SortTerm<M extends string = string> {
  member: M;
  direction: SortDirection;
}

export interface ListParams<F, M extends string = string> {
  filter: F;
  /** Members in order of precedence; empty = the service's own order. */
  sort: readonly SortTerm<M>[];
  page: number;
  /** 0 = every row on one page. */
  perPage: number;
}

export interface ListSpec<F, M extends string = string> {
  /** The filter in the URL; a value the service would refuse is left out. */
  readFilter: (params: URLSearchParams) => F;
  /** Sets the filter's members on `params`; empty members are left out. */
  writeFilter: (filter: F, params: URLSearchParams) => void;
  /** What a filter that was set is kept as (empty members left out); as given when absent. */
  cleanFilter?: (filter: F) => F;
  /** The members the list sorts by; a list without them is not sorted. */
  sortMembers?: readonly M[];
  /** The order the service lists in when none is asked for. */
  defaultSort?: readonly SortTerm<M>[];
  /** The page sizes offered (0 = all); a list without them is not paged. */
  pageSizes?: readonly number[];
  defaultPerPage?: number;
  /** Whether `sort` comes before the filter in the URL (`?sort=name&supplier=ziggo`). */
  sortFirst?: boolean;
}

export type ListAction<F, M extends string = string> =
  /** An order chosen outright, whole. */
  | { type: 'sort'; sort: readonly SortTerm<M>[] }
  /** A column heading: the column already leading the order turns around, another starts ascending. */
  | { type: 'sortBy'; member: M }
  | { type: 'page'; page: number }
  | { type: 'perPage'; perPage: number }
  | { type: 'filter'; filter: F }
  /** A change to the filter the URL holds when it happens. */
  | { type: 'changeFilter'; change: (filter: F) => F };

const ALL = 'all';

/** A whole number from 1 up, of at most nine digits; anything else is null. */
export function readPositiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** `-download,name`: members `memberOf` does not know, and repeated ones, are left out. */
export function readSortParam<M extends string>(
  value: string | null,
  memberOf: (name: string) => M | undefined,
): SortTerm<M>[] {
  const sort: SortTerm<M>[] = [];
  for (const term of (value ?? '').split(',')) {
    const member = memberOf(term.replace(/^-/, ''));
    if (!member || sort.some((entry) => entry.member === member)) continue;
    sort.push({ member, direction: term.startsWith('-') ? 'DESC' : 'ASC' });
  }
  return sort;
}

export function writeSortParam(sort: readonly SortTerm[]): string {
  return sort.map(({ member, direction }) => `${direction === 'DESC' ? '-' : ''}${member}`).join(',');
}

type Paging = Pick<ListSpec<unknown>, 'pageSizes' | 'defaultPerPage'>;

const defaultPerPageOf = (spec: Paging) => spec.defaultPerPage ?? spec.pageSizes?.[0] ?? 0;

function readPerPage(spec: Paging, value: string | null): number {
  const sizes = spec.pageSizes ?? [];
  if (value === ALL && sizes.includes(0)) return 0;
  const number = readPositiveInteger(value);
  return number !== null && sizes.includes(number) ? number : defaultPerPageOf(spec);
}

export function defaultListParams<F, M extends string>(spec: ListSpec<F, M>): ListParams<F, M> {
  return {
    filter: spec.readFilter(new URLSearchParams()),
    sort: [],
    page: 1,
    perPage: defaultPerPageOf(spec),
  };
}

export function readListParams<F, M extends string>(
  spec: ListSpec<F, M>,
  params: URLSearchParams,
): ListParams<F, M> {
  const members = spec.sortMembers ?? [];
  const paged = spec.pageSizes !== undefined;
  return {
    filter: spec.readFilter(params),
    sort: readSortParam(params.get('sort'), (name) => members.find((member) => member === name)),
    page: paged ? (readPositiveInteger(params.get('page')) ?? 1) : 1,
    perPage: readPerPage(spec, params.get('per_page')),
  };
}

export function writeListParams<F, M extends string>(
  spec: ListSpec<F, M>,
  state: ListParams<F, M>,
): URLSearchParams {
  const params = new URLSearchParams();
  const sort = state.sort.length > 0 ? writeSortParam(state.sort) : null;
  if (sort !== null && spec.sortFirst) params.set('sort', sort);
  spec.writeFilter(state.filter, params);
  if (sort !== null && !spec.sortFirst) params.set('sort', sort);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== defaultPerPageOf(spec))
    params.set('per_page', state.perPage === 0 ? ALL : String(state.perPage));
  return params;
}

/** The URL search (without `?`) of a list's first page with `filter`, as a link to it writes it. */
export function listSearchFor<F, M extends string>(spec: ListSpec<F, M>, filter: F): string {
  return writeListParams(spec, { ...defaultListParams(spec), filter }).toString();
}

/** The order the list is in: the one asked for, else the service's own. */
export function effectiveSort<M extends string>(
  spec: Pick<ListSpec<unknown, M>, 'defaultSort'>,
  state: Pick<ListParams<unknown, M>, 'sort'>,
): readonly SortTerm<M>[] {
  return state.sort.length > 0 ? state.sort : (spec.defaultSort ?? []);
}

/** One change to a list's state, as react-admin's query reducer does it. */
export function reduceListParams<F, M extends string>(
  spec: ListSpec<F, M>,
  state: ListParams<F, M>,
  action: ListAction<F, M>,
): ListParams<F, M> {
  switch (action.type) {
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
    case 'sortBy': {
      const leading = effectiveSort(spec, state)[0];
      const direction: SortDirection =
        leading?.member === action.member && leading.direction === 'ASC' ? 'DESC' : 'ASC';
      return { ...state, sort: [{ member: action.member, direction }], page: 1 };
    }
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'perPage':
      return { ...state, perPage: action.perPage, page: 1 };
    case 'filter':
      return {
        ...state,
        filter: spec.cleanFilter ? spec.cleanFilter(action.filter) : action.filter,
        page: 1,
      };
    case 'changeFilter':
      return reduceListParams(spec, state, { type: 'filter', filter: action.change(state.filter) });
  }
}

/** The URL after a change: read, changed and written again, so it holds only what the spec knows. */
export function changeListSearch<F, M extends string>(
  spec: ListSpec<F, M>,
  search: URLSearchParams,
  action: ListAction<F, M>,
): URLSearchParams {
  return writeListParams(spec, reduceListParams(spec, readListParams(spec, search), action));
}

/**
 * The carrier products list in the URL: `sort=-download,name` first, then one parameter per filter
 * member as the service takes it (`supplier=kpn`, `download=>=102400`), `page` and `per_page`
 * (`all` = every product on one page; src/ui/list-params.ts).
 */
import type { ListParams, ListSpec } from '../../ui/list-params.ts';
import { FILTERS, SORT_MEMBERS, normaliseFilter } from './columns.ts';

export type ProductFilter = Readonly<Record<string, string>>;
export type ProductsListParams = ListParams<ProductFilter>;

/** The members the service takes, normalised; empty and refused values left out. */
function cleanFilter(filter: ProductFilter): ProductFilter {
  const clean: Record<string, string> = {};
  for (const { member } of FILTERS) {
    const value = normaliseFilter(member, filter[member] ?? '');
    if (value !== null) clean[member] = value;
  }
  return clean;
}

export const PRODUCTS_LIST: ListSpec<ProductFilter> = {
  readFilter: (params) =>
    cleanFilter(Object.fromEntries(FILTERS.map(({ member }) => [member, params.get(member) ?? '']))),
  writeFilter: (filter, params) => {
    for (const [member, value] of Object.entries(cleanFilter(filter))) params.set(member, value);
  },
  cleanFilter,
  sortMembers: [...SORT_MEMBERS],
  pageSizes: [25, 50, 100, 500, 1000, 10000, 0],
  defaultPerPage: 100,
  sortFirst: true,
};

/** One filter member set (or cleared, with ''), from page 1. */
export const withFilterMember =
  (member: string, value: string) =>
  (filter: ProductFilter): ProductFilter => ({ ...filter, [member]: value });

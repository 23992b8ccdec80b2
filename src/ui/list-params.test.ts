import { describe, expect, it } from 'vitest';
import {
  type ListParams,
  type ListSpec,
  changeListSearch,
  defaultListParams,
  effectiveSort,
  listSearchFor,
  readListParams,
  reduceListParams,
  writeListParams,
} from './list-params.ts';
import { atUrl, renderHookOnce } from './testing/render-hook-once.ts';
import { useListParams } from './use-list-params.ts';

type Filter = { city?: string };
type Member = 'name' | 'size';

const SPEC: ListSpec<Filter, Member> = {
  readFilter: (params) => (params.get('city')?.trim() ? { city: params.get('city')!.trim() } : {}),
  writeFilter: (filter, params) => {
    if (filter.city?.trim()) params.set('city', filter.city.trim());
  },
  cleanFilter: (filter) => (filter.city?.trim() ? { city: filter.city.trim() } : {}),
  sortMembers: ['name', 'size'],
  defaultSort: [{ member: 'size', direction: 'DESC' }],
  pageSizes: [10, 50, 0],
  defaultPerPage: 50,
};

const read = (search: string) => readListParams(SPEC, new URLSearchParams(search));
const START = defaultListParams(SPEC);
const onPage3: ListParams<Filter, Member> = {
  filter: { city: 'Delft' },
  sort: [{ member: 'name', direction: 'ASC' }],
  page: 3,
  perPage: 10,
};

describe('list state in the URL', () => {
  it('starts on page 1 of the default size, in the service’s order, unfiltered', () => {
    expect(START).toEqual({ filter: {}, sort: [], page: 1, perPage: 50 });
    expect(read('')).toEqual(START);
    expect(writeListParams(SPEC, START).toString()).toBe('');
  });

  it('reads and writes filter, sort, page and page size (`all` for everything)', () => {
    const search = 'city=Delft&sort=-size%2Cname&page=2&per_page=all';
    const state = read(search);
    expect(state).toEqual({
      filter: { city: 'Delft' },
      sort: [
        { member: 'size', direction: 'DESC' },
        { member: 'name', direction: 'ASC' },
      ],
      page: 2,
      perPage: 0,
    });
    expect(writeListParams(SPEC, state).toString()).toBe(search);
    expect(writeListParams({ ...SPEC, sortFirst: true }, state).toString()).toBe(
      'sort=-size%2Cname&city=Delft&page=2&per_page=all',
    );
  });

  it('falls back to the default for anything it does not know', () => {
    expect(read('sort=colour,-name,name&page=0&per_page=25&city=%20')).toEqual({
      ...START,
      sort: [{ member: 'name', direction: 'DESC' }],
    });
    expect(read('page=1e3').page).toBe(1);
    expect(read('page=1234567890').page).toBe(1);
    expect(read('per_page=all').perPage).toBe(0);
    expect(
      readListParams({ ...SPEC, pageSizes: [10, 50] }, new URLSearchParams('per_page=all')).perPage,
    ).toBe(50);
  });

  it('does not page or sort a list whose spec has no page sizes or sort members', () => {
    const plain: ListSpec<Filter> = { readFilter: SPEC.readFilter, writeFilter: SPEC.writeFilter };
    const state = readListParams(plain, new URLSearchParams('city=Delft&sort=name&page=4&per_page=10'));
    expect(state).toEqual({ filter: { city: 'Delft' }, sort: [], page: 1, perPage: 0 });
    expect(writeListParams(plain, state).toString()).toBe('city=Delft');
  });
});

describe('the list reducer', () => {
  it('keeps the filter, order and size when paging, and never goes below page 1', () => {
    expect(reduceListParams(SPEC, onPage3, { type: 'page', page: 4 })).toEqual({ ...onPage3, page: 4 });
    expect(reduceListParams(SPEC, onPage3, { type: 'page', page: 0 }).page).toBe(1);
    expect(reduceListParams(SPEC, onPage3, { type: 'page', page: 2.7 }).page).toBe(2);
  });

  it('starts again at page 1 when the order, the filter or the page size changes', () => {
    const sorted = reduceListParams(SPEC, onPage3, {
      type: 'sort',
      sort: [{ member: 'size', direction: 'ASC' }],
    });
    expect(sorted).toEqual({ ...onPage3, sort: [{ member: 'size', direction: 'ASC' }], page: 1 });
    expect(reduceListParams(SPEC, onPage3, { type: 'perPage', perPage: 0 })).toEqual({
      ...onPage3,
      perPage: 0,
      page: 1,
    });
    expect(reduceListParams(SPEC, onPage3, { type: 'filter', filter: { city: ' Gouda ' } })).toEqual({
      ...onPage3,
      filter: { city: 'Gouda' },
      page: 1,
    });
    expect(
      reduceListParams(SPEC, onPage3, {
        type: 'changeFilter',
        change: (filter) => ({ ...filter, city: '' }),
      }),
    ).toEqual({ ...onPage3, filter: {}, page: 1 });
  });

  it('sorts by a column: the leading one turns around, another starts ascending', () => {
    expect(effectiveSort(SPEC, START)).toEqual([{ member: 'size', direction: 'DESC' }]);
    const bySize = reduceListParams(SPEC, START, { type: 'sortBy', member: 'size' });
    expect(bySize.sort).toEqual([{ member: 'size', direction: 'ASC' }]);
    expect(reduceListParams(SPEC, bySize, { type: 'sortBy', member: 'size' }).sort).toEqual([
      { member: 'size', direction: 'DESC' },
    ]);
    expect(reduceListParams(SPEC, onPage3, { type: 'sortBy', member: 'size' })).toEqual({
      ...onPage3,
      sort: [{ member: 'size', direction: 'ASC' }],
      page: 1,
    });
  });

  it('writes a change onto the URL it read, dropping what the spec does not know', () => {
    const search = new URLSearchParams('city=Delft&page=3&utm=x');
    expect(changeListSearch(SPEC, search, { type: 'page', page: 4 }).toString()).toBe('city=Delft&page=4');
    expect(changeListSearch(SPEC, search, { type: 'perPage', perPage: 10 }).toString()).toBe(
      'city=Delft&per_page=10',
    );
    expect(listSearchFor(SPEC, { city: 'Gouda' })).toBe('city=Gouda');
  });
});

describe('useListParams', () => {
  it('reads the list from the router’s URL', () => {
    const list = renderHookOnce(() => useListParams(SPEC), atUrl('/things?city=Delft&sort=-name&page=2'));
    expect(list.params).toEqual({
      filter: { city: 'Delft' },
      sort: [{ member: 'name', direction: 'DESC' }],
      page: 2,
      perPage: 50,
    });
  });
});

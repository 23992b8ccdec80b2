import { describe, expect, it } from 'vitest';
import {
  changeListSearch,
  defaultListParams,
  readListParams,
  reduceListParams,
  writeListParams,
} from '../../ui/list-params.ts';
import { COLUMNS, FILTERS, STANDALONE_FILTERS } from './columns.ts';
import { PRODUCTS_LIST, withFilterMember } from './list-spec.ts';

const read = (query: string) => readListParams(PRODUCTS_LIST, new URLSearchParams(query));
const DEFAULT_STATE = defaultListParams(PRODUCTS_LIST);

describe('the listing in the URL', () => {
  it('leaves defaults out', () => {
    expect(DEFAULT_STATE).toEqual({ filter: {}, sort: [], page: 1, perPage: 100 });
    expect(writeListParams(PRODUCTS_LIST, DEFAULT_STATE).toString()).toBe('');
    expect(read('')).toEqual(DEFAULT_STATE);
  });

  it('round-trips sort order, filters, page and page size, the order first', () => {
    const query =
      'sort=-download%2Cname&supplier=kpn&download=%3E%3D102400&network_match=KPN&page=3&per_page=all';
    const state = read(query);
    expect(state).toEqual({
      sort: [
        { member: 'download', direction: 'DESC' },
        { member: 'name', direction: 'ASC' },
      ],
      filter: { supplier: 'kpn', download: '>=102400', network_match: 'KPN' },
      page: 3,
      perPage: 0,
    });
    expect(writeListParams(PRODUCTS_LIST, state).toString()).toBe(query);
  });

  it('falls back to the default for every invalid value', () => {
    expect(
      read('sort=-nonsense,name,name,invoice_description&page=0&per_page=7&download=fast&supplier='),
    ).toEqual({
      ...DEFAULT_STATE,
      sort: [{ member: 'name', direction: 'ASC' }],
    });
    expect(read('page=2.5&per_page=-25').page).toBe(1);
    expect(read(`name=${'x'.repeat(101)}`).filter).toEqual({});
  });

  it('normalises numeric filters as the service reads them', () => {
    expect(read('download=%3E%3D%2010&upload=%3C%3D5&product_id=%2042%20').filter).toEqual({
      download: '>=10',
      upload: '<=5',
      product_id: '42',
    });
    expect(read('download=%3E10&upload=1e3').filter).toEqual({});
  });

  it('starts again at page 1 when the order or the filters change, not when the page does', () => {
    const onPage4 = reduceListParams(PRODUCTS_LIST, DEFAULT_STATE, { type: 'page', page: 4 });
    expect(onPage4.page).toBe(4);
    expect(
      reduceListParams(PRODUCTS_LIST, onPage4, { type: 'sort', sort: [{ member: 'name', direction: 'ASC' }] })
        .page,
    ).toBe(1);
    const bySupplier = reduceListParams(PRODUCTS_LIST, onPage4, {
      type: 'changeFilter',
      change: withFilterMember('supplier', 'kpn'),
    });
    expect(bySupplier).toEqual({ ...DEFAULT_STATE, filter: { supplier: 'kpn' } });
    expect(
      reduceListParams(PRODUCTS_LIST, bySupplier, {
        type: 'changeFilter',
        change: withFilterMember('supplier', ' '),
      }).filter,
    ).toEqual({});
  });

  it('writes a change onto the URL with the order before the filter', () => {
    const search = new URLSearchParams('supplier=ziggo&page=2&junk=1');
    expect(
      changeListSearch(PRODUCTS_LIST, search, {
        type: 'sort',
        sort: [{ member: 'name', direction: 'ASC' }],
      }).toString(),
    ).toBe('sort=name&supplier=ziggo');
  });
});

describe('the model read from the contract', () => {
  it('has a column for every product attribute and every sort and filter member but network_match', () => {
    const ids = COLUMNS.map((column) => column.id);
    expect(ids).toHaveLength(22);
    expect(ids).not.toContain('network_match');
    expect(COLUMNS.find((column) => column.id === 'invoice_description')).toMatchObject({
      sortable: false,
      filter: 'text',
    });
    expect(COLUMNS.find((column) => column.id === 'active')).toMatchObject({ sortable: false, filter: null });
  });

  it('derives numeric filters from integer attributes', () => {
    const numeric = FILTERS.filter((filter) => filter.kind === 'numeric').map((filter) => filter.member);
    expect(numeric.sort()).toEqual([
      'copper_pairs',
      'distance',
      'download',
      'netcode_id',
      'product_id',
      'upload',
    ]);
    expect(STANDALONE_FILTERS.map((filter) => filter.member)).toEqual(['network_match']);
  });
});

import { describe, expect, it } from 'vitest';
import { listTransactionsRequest } from '../../api/broadband/list-transactions.ts';
import {
  type ListAction,
  defaultListParams,
  effectiveSort,
  readListParams,
  reduceListParams,
  writeListParams,
} from '../../ui/list-params.ts';
import { TRANSACTIONS_LIST, type TransactionsListParams } from './list-spec.ts';

const read = (search: string) => readListParams(TRANSACTIONS_LIST, new URLSearchParams(search));
const write = (state: TransactionsListParams) => writeListParams(TRANSACTIONS_LIST, state).toString();
const change = (
  state: TransactionsListParams,
  action: ListAction<TransactionsListParams['filter'], TransactionsListParams['sort'][number]['member']>,
) => reduceListParams(TRANSACTIONS_LIST, state, action);
const DEFAULT_STATE = defaultListParams(TRANSACTIONS_LIST);

describe('transaction list state in the URL', () => {
  it('reads filters, sort, page and page size, and writes them back the same way', () => {
    const search =
      'text=damrak&nid=1012AB&state=new&action=migrate_out&sort=-created_at,nid&page=3&per_page=50';
    const state = read(search);
    expect(state).toEqual({
      filter: { text: 'damrak', nid: '1012AB', state: 'new', action: 'migrate_out' },
      sort: [
        { member: 'created_at', direction: 'DESC' },
        { member: 'nid', direction: 'ASC' },
      ],
      page: 3,
      perPage: 50,
    });
    expect(write(state)).toBe(new URLSearchParams(search).toString());
  });

  it('falls back to defaults for values the service would refuse, and leaves defaults out of the URL', () => {
    expect(DEFAULT_STATE).toEqual({ filter: {}, sort: [], page: 1, perPage: 25 });
    const state = read('state=open&action=x&sort=street,-nid,nid&page=0&per_page=7&uuid=%20%20&other=1');
    expect(state).toEqual({ ...DEFAULT_STATE, sort: [{ member: 'nid', direction: 'DESC' }] });
    expect(write(DEFAULT_STATE)).toBe('');
    expect(read('per_page=all').perPage).toBe(25);
  });

  it('cuts text filters to the length the request schema allows', () => {
    expect(read(`nid=${'A'.repeat(20)}`).filter.nid).toHaveLength(15);
    expect(read(`text=${'x'.repeat(150)}`).filter.text).toHaveLength(100);
  });

  it('starts again at page 1 when filters, order or page size change, but not when paging', () => {
    const state = { ...DEFAULT_STATE, page: 4 };
    expect(change(state, { type: 'filter', filter: { state: 'new', text: '  ' } })).toEqual({
      ...DEFAULT_STATE,
      filter: { state: 'new' },
    });
    expect(change(state, { type: 'sortBy', member: 'nid' }).page).toBe(1);
    expect(change(state, { type: 'perPage', perPage: 100 })).toEqual({ ...DEFAULT_STATE, perPage: 100 });
    expect(change(state, { type: 'page', page: 5 }).page).toBe(5);
  });

  it('turns the leading column around and starts another ascending; the default is newest first', () => {
    expect(effectiveSort(TRANSACTIONS_LIST, DEFAULT_STATE)).toEqual([
      { member: 'created_at', direction: 'DESC' },
    ]);
    expect(change(DEFAULT_STATE, { type: 'sortBy', member: 'created_at' }).sort).toEqual([
      { member: 'created_at', direction: 'ASC' },
    ]);
    const byState = change(DEFAULT_STATE, { type: 'sortBy', member: 'state' });
    expect(byState.sort).toEqual([{ member: 'state', direction: 'ASC' }]);
    expect(change(byState, { type: 'sortBy', member: 'state' }).sort).toEqual([
      { member: 'state', direction: 'DESC' },
    ]);
  });

  it('takes a member and direction chosen outright, from page 1', () => {
    const state = { ...DEFAULT_STATE, sort: [{ member: 'nid', direction: 'ASC' }] as const, page: 3 };
    expect(
      change(state, { type: 'sort', sort: [{ member: 'expected_completion_date', direction: 'DESC' }] }),
    ).toEqual({
      ...DEFAULT_STATE,
      sort: [{ member: 'expected_completion_date', direction: 'DESC' }],
    });
    expect(write({ ...DEFAULT_STATE, sort: [{ member: 'nid', direction: 'DESC' }] })).toBe('sort=-nid');
  });

  it('builds the request with sort members in order of precedence and without empty filters', () => {
    const request = listTransactionsRequest({
      filter: { nid: '1012AB', text: '' },
      sort: [
        { member: 'state', direction: 'DESC' },
        { member: 'created_at', direction: 'ASC' },
      ],
      page: 2,
      perPage: 10,
    });
    expect(request).toEqual({
      filter: { nid: '1012AB' },
      sort: { state: 'DESC', created_at: 'ASC' },
      pagination: { page: 2, per_page: 10 },
    });
    expect(Object.keys(request.sort ?? {})).toEqual(['state', 'created_at']);
    expect(listTransactionsRequest(DEFAULT_STATE)).toEqual({ pagination: { page: 1, per_page: 25 } });
  });

  it('keeps the overview filters (open, slipped, cancel requested, expected completion) in the URL and the request', () => {
    const search =
      'action=new&open=true&slipped=false&expected_completion_from=2025-06-01&expected_completion_to=2025-06-01';
    const state = read(search);
    expect(state.filter).toEqual({
      action: 'new',
      open: true,
      slipped: false,
      expected_completion_from: '2025-06-01',
      expected_completion_to: '2025-06-01',
    });
    expect(write(state)).toBe(search);
    expect(listTransactionsRequest(state).filter).toEqual(state.filter);
    const changed = change(state, {
      type: 'filter',
      filter: { ...state.filter, open: undefined, cancel_requested: false },
    });
    expect(changed.filter).toEqual({
      action: 'new',
      slipped: false,
      cancel_requested: false,
      expected_completion_from: '2025-06-01',
      expected_completion_to: '2025-06-01',
    });
  });
});

/**
 * The transactions list in the URL: one parameter per filter member (`state=new`, `nid=1012AB`,
 * `open=true`, `expected_completion_from=2025-06-01`: transaction-filter-params.ts, shared with
 * every link to the list), then `sort=-created_at,nid`, `page` and `per_page` (src/ui/list-params.ts).
 */
import type { TransactionFilter, TransactionSortMember } from '../../api/broadband/list-transactions.ts';
import {
  readTransactionFilter,
  withoutEmptyMembers,
  writeTransactionFilter,
} from '../../api/broadband/transaction-filter-params.ts';
import type { ListParams, ListSpec } from '../../ui/list-params.ts';

export const SORT_MEMBERS = [
  'nid',
  'action',
  'state',
  'created_at',
  'last_updated',
  'expected_completion_date',
] as const satisfies readonly TransactionSortMember[];

export type TransactionsListParams = ListParams<TransactionFilter, TransactionSortMember>;

export const TRANSACTIONS_LIST: ListSpec<TransactionFilter, TransactionSortMember> = {
  readFilter: readTransactionFilter,
  writeFilter: (filter, params) => void writeTransactionFilter(filter, params),
  cleanFilter: withoutEmptyMembers,
  sortMembers: SORT_MEMBERS,
  /** Without a sort of its own, the service lists the newest first. */
  defaultSort: [{ member: 'created_at', direction: 'DESC' }],
  pageSizes: [10, 25, 50, 100],
  defaultPerPage: 25,
};

import type { TransactionSortMember } from '../../api/broadband/list-transactions.ts';
import { featureMessages } from '../../i18n/feature-messages.ts';
import type { TransactionMessages } from './messages-nl.ts';

export type { TransactionMessages };

/** The transaction pages' texts, in the language in use only: the other one loads when the person switches. */
export const transactionMessages = featureMessages<TransactionMessages>({
  nl: () => import('./messages-nl.ts'),
  en: () => import('./messages-en.ts'),
});

export function useTransactionMessages(): TransactionMessages {
  return transactionMessages.useMessages();
}

/** The words of `list` that name each sortable column. */
export const SORT_LABELS = {
  nid: 'nid',
  action: 'action',
  state: 'state',
  created_at: 'created',
  last_updated: 'lastUpdated',
  expected_completion_date: 'expected',
} as const satisfies Record<TransactionSortMember, keyof TransactionMessages['list']>;

/** What the states and kinds of a transaction are called, wherever the portal names them. */
import type { Transaction } from '../contract/types.gen.ts';
import type { Locale } from '../i18n/messages.ts';

type State = Transaction['state'];
type Action = Transaction['action'];

export interface TransactionLabels {
  states: Record<State, string>;
  actions: Record<Action, string>;
}

export const transactionLabels: Record<Locale, TransactionLabels> = {
  nl: {
    states: {
      new: 'Nieuw',
      processing: 'In behandeling',
      finished: 'Afgerond',
      cancelled: 'Geannuleerd',
    },
    actions: {
      offer: 'Offerte',
      new: 'Nieuwe aansluiting',
      migrate: 'Overstap',
      change: 'Wijziging',
      terminate: 'Opzegging',
      migrate_out: 'Vertrek naar andere partij',
    },
  },
  en: {
    states: {
      new: 'New',
      processing: 'Processing',
      finished: 'Finished',
      cancelled: 'Cancelled',
    },
    actions: {
      offer: 'Offer',
      new: 'New connection',
      migrate: 'Migration',
      change: 'Change',
      terminate: 'Termination',
      migrate_out: 'Migration to another party',
    },
  },
};

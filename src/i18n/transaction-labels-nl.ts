/**
 * What the states and kinds of a transaction are called in Dutch, wherever the portal names them;
 * transaction-labels-en.ts has the same shape.
 */
import type { Transaction } from '../contract/types.gen.ts';

export interface TransactionLabels {
  states: Record<Transaction['state'], string>;
  actions: Record<Transaction['action'], string>;
}

const nl: TransactionLabels = {
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
};

export default nl;

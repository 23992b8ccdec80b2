/** What the states and kinds of a transaction are called in English: the same shape as the Dutch ones. */
import type { TransactionLabels } from './transaction-labels-nl.ts';

const en: TransactionLabels = {
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
};

export default en;

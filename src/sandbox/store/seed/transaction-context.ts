/** What the transaction generator's steps share: the context of a run and of one transaction. */
import type { CircuitProduct, Transaction, TransactionDocument } from '../../../contract/types.gen.ts';
import type { ServedAddress } from './network.ts';
import type { NidFactory } from './nids.ts';
import type { ProductIndex } from './products.ts';
import type { Rng } from './random.ts';

export type TransactionAction = Transaction['action'];
export type TransactionState = Transaction['state'];

/** One run of the generator: its random numbers, clock, products, and what it has used so far. */
export type Context = {
  readonly rng: Rng;
  readonly now: Date;
  readonly index: ProductIndex;
  readonly nids: NidFactory;
  readonly usedTransactionNids: Set<string>;
  readonly usedUuids: Set<string>;
  readonly circuitProducts: Map<string, CircuitProduct>;
};

/** When things happen to one transaction. */
export type Timeline = {
  created: Date;
  lastUpdated: Date;
  closed: Date | null;
  cancelDate: Date | null;
  expected: Date | null;
};

/** What the documents of one transaction share. */
export type Shared = {
  readonly uuid: string;
  readonly action: TransactionAction;
  readonly state: TransactionState;
  readonly served: ServedAddress;
  readonly enduser: string;
  readonly contacts: TransactionDocument['location_contacts'];
  readonly timeline: Timeline;
};

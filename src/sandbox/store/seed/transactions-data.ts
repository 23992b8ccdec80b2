/**
 * The transactions' fixed data: customer accounts, the demo transactions, and the names, reasons,
 * service levels and weights the generated transactions draw from. The order of every list is part
 * of the seed's output.
 */
import type { Transaction } from '../../../contract/types.gen.ts';
import { FIXED_CARRIER_NIDS } from './network-data.ts';
import type { TransactionAction, TransactionState } from './transaction-context.ts';

/** The customer account of the demo users (but `regionet`). */
export const DEMO_CUSTOMER_ACCOUNT_ID = 4242;
/** A second customer with a demo user and mail clients of its own. */
export const SECOND_CUSTOMER_ACCOUNT_ID = 5150;
export const OTHER_CUSTOMER_ACCOUNTS: readonly number[] = [SECOND_CUSTOMER_ACCOUNT_ID, 7311];

/**
 * Fixed transactions tests and demos can rely on (both belong to customer account 4242, and their
 * NIDs are used by no other transaction).
 */
export const demoTransactions = {
  /** State new, cancel_possible true, cancel_requested false: cancel_transaction succeeds. */
  cancellable: {
    uuid: '5d0c7a8e-3f41-4b6a-9c2d-7e18f4a90b35',
    nid: FIXED_CARRIER_NIDS.everythingFiber,
    action: 'new',
    state: 'new',
  },
  /** State processing, cancel_possible false: cancel_transaction gives error 012. */
  notCancellable: {
    uuid: 'b7e2f914-0c6d-4d3a-8f5e-21a9c6d4e870',
    nid: FIXED_CARRIER_NIDS.copperOnlyCopper,
    action: 'migrate',
    state: 'processing',
  },
} as const satisfies Record<string, Pick<Transaction, 'uuid' | 'action' | 'state'> & { nid: string }>;

export const CANCELLERS: readonly string[] = [
  'Anna de Vries',
  'Carla Bakker',
  'Daan Visser',
  'Backoffice',
  'Klantenservice',
];
export const CANCEL_REASONS: readonly string[] = [
  'Cancelled by customer',
  'Klant ziet af van de bestelling',
  'Dubbele bestelling',
  'Eindgebruiker verhuist',
  'Schouw niet mogelijk: adres niet bereikbaar',
  'Gewenste opleverdatum niet haalbaar',
];
export const PROPOSAL_REASONS: readonly string[] = [
  'Gewenste snelheid is niet leverbaar op deze lijnlengte; alternatief voorgesteld.',
  'Het product wordt uitgefaseerd; vervangend product voorgesteld.',
  'Onvoldoende capaciteit in de wijkkast voor het gewenste profiel.',
];
/** Characters of appointment codes. */
export const LOWER_ALNUM = 'abcdefghijkmnpqrstuvwxyz23456789';

export const SLA_LEVELS = [
  { name: 'SLA Basis', description: 'Herstel binnen 24 uur op werkdagen' },
  { name: 'SLA Plus', description: 'Herstel binnen 8 uur, maandag tot en met zaterdag 08:00–18:00' },
  { name: 'SLA Premium', description: 'Herstel binnen 4 uur, 24 uur per dag, 7 dagen per week' },
] as const;

/** Added to an SLA product id per supplier. */
export const SUPPLIER_OFFSET: Readonly<Record<string, number>> = {
  KPNWBA: 0,
  KPNWEAS: 10,
  EUROFIBER: 20,
  TELE2: 30,
  ZIGGO: 40,
};

/** Mail domains of location contacts. */
export const CONTACT_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'outlook.com',
  'ziggo.nl',
  'kpnmail.nl',
  'hotmail.com',
  'xs4all.nl',
];

/** Typical lead time of an action in days. */
export const LEAD_TIME: Readonly<Record<TransactionAction, readonly [number, number]>> = {
  offer: [1, 14],
  new: [14, 70],
  migrate: [7, 35],
  change: [1, 14],
  terminate: [10, 40],
  migrate_out: [5, 20],
};

/** How often each state and action occurs among the transactions beyond the guaranteed ones. */
export const STATE_WEIGHTS: readonly (readonly [TransactionState, number])[] = [
  ['finished', 45],
  ['processing', 20],
  ['new', 15],
  ['cancelled', 20],
];
export const ACTION_WEIGHTS: readonly (readonly [TransactionAction, number])[] = [
  ['new', 30],
  ['migrate', 20],
  ['change', 20],
  ['terminate', 10],
  ['offer', 12],
  ['migrate_out', 8],
];

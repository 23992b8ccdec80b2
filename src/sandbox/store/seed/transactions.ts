/**
 * Transactions (orders) with complete §2.2 data and §2.3 documents, consistent with their state:
 * open = new/processing; finished ones have executed dates and closed_at; cancelled ones carry
 * the cancel fields. Every state × action combination occurs at least six times.
 */
import type { ServedAddress } from './network.ts';
import type { NidFactory } from './nids.ts';
import type { ProductIndex } from './products.ts';
import type { Rng } from './random.ts';
import { buildTransaction } from './transaction-builder.ts';
import type { Context, TransactionAction, TransactionState } from './transaction-context.ts';
import type { TransactionRow } from './transaction-rows.ts';
import {
  ACTION_WEIGHTS,
  DEMO_CUSTOMER_ACCOUNT_ID,
  demoTransactions,
  STATE_WEIGHTS,
} from './transactions-data.ts';
import { TRANSACTION_ACTIONS, TRANSACTION_STATES } from './types.ts';

export { buildSearchText, primaryDocument, type TransactionRow } from './transaction-rows.ts';
export {
  DEMO_CUSTOMER_ACCOUNT_ID,
  demoTransactions,
  SECOND_CUSTOMER_ACCOUNT_ID,
} from './transactions-data.ts';

type Combo = readonly [TransactionState, TransactionAction];

export const GUARANTEED_PER_COMBINATION = 6;
export const EXTRA_TRANSACTIONS = 216;

export function generateTransactions(
  rng: Rng,
  served: readonly ServedAddress[],
  index: ProductIndex,
  now: Date,
  nids: NidFactory,
): TransactionRow[] {
  const ctx: Context = {
    rng,
    now,
    index,
    nids,
    usedTransactionNids: new Set(),
    usedUuids: new Set(),
    circuitProducts: new Map(),
  };
  const candidates = served.filter((address) => address.availability.length > 0);
  const find = (zipcode: string, housenr: number): ServedAddress => {
    const found = served.find(
      (address) =>
        address.row.zipcode === zipcode && address.row.housenr === housenr && address.row.housenrext === '',
    );
    if (!found) throw new Error(`demo address ${zipcode} ${housenr} missing`);
    return found;
  };
  for (const demo of Object.values(demoTransactions)) {
    ctx.usedUuids.add(demo.uuid);
    ctx.usedTransactionNids.add(demo.nid);
  }

  const rows: TransactionRow[] = [
    buildTransaction(
      ctx,
      {
        ...demoTransactions.cancellable,
        served: find('1012AB', 1),
        provider: 'KPNWBA',
        technology: 'Fiber',
        cancelPossible: true,
        customer: DEMO_CUSTOMER_ACCOUNT_ID,
      },
      candidates,
    ),
    buildTransaction(
      ctx,
      {
        ...demoTransactions.notCancellable,
        served: find('3511AB', 7),
        provider: 'KPNWBA',
        technology: 'VVDSL',
        cancelPossible: false,
        customer: DEMO_CUSTOMER_ACCOUNT_ID,
      },
      candidates,
    ),
  ];
  const combos: Combo[] = [];
  for (const state of TRANSACTION_STATES) {
    for (const action of TRANSACTION_ACTIONS) {
      for (let i = 0; i < GUARANTEED_PER_COMBINATION; i++) combos.push([state, action]);
    }
  }
  for (let i = 0; i < EXTRA_TRANSACTIONS; i++)
    combos.push([rng.weighted(STATE_WEIGHTS), rng.weighted(ACTION_WEIGHTS)]);
  for (const [state, action] of combos) rows.push(buildTransaction(ctx, { state, action }, candidates));
  return rows;
}

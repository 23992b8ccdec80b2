/**
 * Transactions are stored whole (the spec's Transaction as JSON) beside the columns used to find,
 * filter and sort them. The simulated backoffice turns a requested cancellation into state
 * `cancelled` once `cancel_due_at` has passed; reads apply due changes first.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Transaction } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import { toDatetime } from '../dates.ts';
import { prepared } from '../../store/statements.ts';
import { inTransaction } from '../../store/transaction.ts';
import { OUTSIDE_WRITES_SHOW_WITHIN_MS, onWrites } from '../../store/write-notice.ts';

export interface TransactionRef {
  nid?: string | null;
  uuid?: string;
}

export function describeRef(ref: TransactionRef): string {
  return ref.uuid !== undefined ? `transaction ${ref.uuid}` : `transaction with NID ${String(ref.nid)}`;
}

/**
 * The stored JSON of a transaction by uuid, or by NID (the newest transaction of that carrier or
 * circuit), within one customer's transactions.
 */
export function storedTransaction(
  db: DatabaseSync,
  customerAccountId: number | null,
  ref: TransactionRef,
): string | null {
  const row =
    ref.uuid !== undefined
      ? prepared(db, 'SELECT data FROM transactions WHERE uuid = ? AND customer_account_id = ?').get(
          ref.uuid,
          customerAccountId,
        )
      : prepared(
          db,
          'SELECT data FROM transactions WHERE nid = ? AND customer_account_id = ? ORDER BY created_at DESC, uuid LIMIT 1',
        ).get(ref.nid ?? null, customerAccountId);
  return row ? (row as { data: string }).data : null;
}

export function findTransaction(
  db: DatabaseSync,
  customerAccountId: number | null,
  ref: TransactionRef,
): Transaction | null {
  const text = storedTransaction(db, customerAccountId, ref);
  return text === null ? null : (JSON.parse(text) as Transaction);
}

export function requireTransaction(
  db: DatabaseSync,
  customerAccountId: number | null,
  ref: TransactionRef,
): Transaction {
  const transaction = findTransaction(db, customerAccountId, ref);
  if (!transaction) throw failures.updateFailed(describeRef(ref), 'it does not exist');
  return transaction;
}

export function saveTransaction(
  db: DatabaseSync,
  transaction: Transaction,
  cancelDueAt: string | null,
): void {
  prepared(
    db,
    'UPDATE transactions SET state = ?, last_updated = ?, cancel_due_at = ?, data = ? WHERE uuid = ?',
  ).run(
    transaction.state,
    transaction.last_updated,
    cancelDueAt,
    JSON.stringify(transaction),
    transaction.uuid,
  );
}

function withState<T extends { transaction: { state: string } } | null>(
  document: T,
  state: Transaction['state'],
): T {
  return document ? { ...document, transaction: { ...document.transaction, state } } : document;
}

/**
 * When the next requested cancellation falls due, per connection, so that reads need not ask every
 * time. A write to `cancel_due_at` through this connection forgets it at once (temporary
 * triggers); one by another process shows within a second.
 */
interface NextDue {
  atMs: number;
  askedAtMs: number;
}
const nextDues = new WeakMap<DatabaseSync, { known: NextDue | null }>();
const first = (row: unknown) => (row as [unknown])[0];

function nextDueOf(db: DatabaseSync): { known: NextDue | null } {
  let entry = nextDues.get(db);
  if (entry) return entry;
  const created: { known: NextDue | null } = { known: null };
  onWrites(
    db,
    'sandbox_cancellations_changed',
    ['INSERT ON main.transactions', 'UPDATE OF cancel_due_at ON main.transactions'],
    () => (created.known = null),
  );
  nextDues.set(db, (entry = created));
  return entry;
}

/** False when no cancellation can be due yet; true when one may be. */
function cancellationMayBeDue(db: DatabaseSync, now: Date): boolean {
  const nowMs = now.getTime();
  const entry = nextDueOf(db);
  const known = entry.known;
  if (
    known &&
    nowMs < known.atMs &&
    nowMs >= known.askedAtMs &&
    nowMs - known.askedAtMs < OUTSIDE_WRITES_SHOW_WITHIN_MS
  )
    return false;
  const next = first(
    prepared(
      db,
      'SELECT min(cancel_due_at) FROM transactions WHERE cancel_due_at IS NOT NULL',
      'arrays',
    ).get(),
  );
  entry.known = db.isTransaction
    ? null
    : { atMs: typeof next === 'string' ? Date.parse(next) : Infinity, askedAtMs: nowMs };
  return typeof next === 'string' && Date.parse(next) <= nowMs;
}

/** Applies the cancellations that are due; a write transaction only when there is one. */
export function applyBackoffice(db: DatabaseSync, now: Date): void {
  if (!cancellationMayBeDue(db, now)) return;
  const stamp = toDatetime(now);
  // due times are ISO strings, with milliseconds or without (then due up to a second late, never early)
  const dueBy = now.toISOString();
  const due = 'FROM transactions WHERE cancel_due_at IS NOT NULL AND cancel_due_at <= ?';
  if (!prepared(db, `SELECT 1 ${due} LIMIT 1`).get(dueBy)) return;
  inTransaction(db, () => {
    const rows = prepared(db, `SELECT data ${due}`).all(dueBy) as unknown as { data: string }[];
    for (const { data } of rows) {
      const transaction = JSON.parse(data) as Transaction;
      const cancelled: Transaction = {
        ...transaction,
        state: 'cancelled',
        open: false,
        closed_at: stamp,
        last_updated: stamp,
        cancel_possible: false,
        replan_possible: false,
        document_before_transaction: withState(transaction.document_before_transaction, 'cancelled'),
        document_after_transaction: withState(transaction.document_after_transaction, 'cancelled'),
      };
      saveTransaction(db, cancelled, null);
    }
  });
}

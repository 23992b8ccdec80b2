/**
 * The backoffice at work, for demos: each turn moves the open transaction that waited longest one
 * step on — `new` becomes `processing` with its works planned, then each planned work is done in
 * turn (site survey, external, internal works), and when all are done it is `finished`. Requested
 * cancellations become `cancelled` as always (after the backoffice delay).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Transaction } from '../../contract/types.gen.ts';
import { toDate, toDatetime } from '../methods/dates.ts';
import { applyBackoffice, saveTransaction } from '../methods/broadband/transactions.ts';
import { prepared } from '../store/statements.ts';
import { inTransaction } from '../store/transaction.ts';

const WORKS = ['sitesurvey', 'externalworks', 'internalworks'] as const;
type Work = (typeof WORKS)[number];

/** Days from today at which a newly planned work is put, per work. */
const PLAN_IN_DAYS: Record<Work, number> = { sitesurvey: 3, externalworks: 8, internalworks: 12 };
const COMPLETION_IN_DAYS = 14;

const DAY_MS = 86_400_000;
const dayAfter = (now: Date, days: number) => toDate(new Date(now.getTime() + days * DAY_MS));

const planKey = (work: Work) => `${work}_plan_date` as const;
const executedKey = (work: Work) => `${work}_executed_date` as const;

/** Works a transaction of this kind involves: a termination only needs its clean order. */
function worksOf(transaction: Transaction): readonly Work[] {
  return transaction.action === 'terminate' || transaction.action === 'migrate_out' ? [] : WORKS;
}

function withDocumentState(transaction: Transaction, state: Transaction['state']): Transaction {
  const restate = <T extends { transaction: { state: string } } | null | undefined>(document: T): T =>
    document ? { ...document, transaction: { ...document.transaction, state } } : document;
  return {
    ...transaction,
    document_before_transaction: restate(transaction.document_before_transaction),
    document_after_transaction: restate(transaction.document_after_transaction),
  };
}

/** The transaction one step further, as the backoffice would leave it `now`. */
export function nextStep(transaction: Transaction, now: Date): Transaction {
  const stamp = toDatetime(now);
  const today = toDate(now);
  const works = worksOf(transaction);
  if (transaction.state === 'new') {
    const planned: Transaction = { ...transaction, state: 'processing', last_updated: stamp };
    for (const work of works) {
      if (!planned[planKey(work)] && !planned[executedKey(work)])
        planned[planKey(work)] = dayAfter(now, PLAN_IN_DAYS[work]);
    }
    planned.expected_completion_date ??= dayAfter(now, COMPLETION_IN_DAYS);
    return withDocumentState(planned, 'processing');
  }
  const pending = works.find((work) => !transaction[executedKey(work)]);
  if (pending) {
    return {
      ...transaction,
      [planKey(pending)]: transaction[planKey(pending)] ?? today,
      [executedKey(pending)]: today,
      last_updated: stamp,
    };
  }
  return withDocumentState(
    {
      ...transaction,
      state: 'finished',
      open: false,
      closed_at: stamp,
      last_updated: stamp,
      cleanorder_executed_date: today,
      cancel_possible: false,
      replan_possible: false,
    },
    'finished',
  );
}

/**
 * One turn: due cancellations are applied, then the open transaction that waited longest (and has
 * no cancellation pending) moves one step. Returns its uuid, or null when none is open.
 */
export function advanceBackoffice(db: DatabaseSync, now: Date): string | null {
  applyBackoffice(db, now);
  return inTransaction(db, () => {
    const row = prepared(
      db,
      `SELECT data FROM transactions
        WHERE state IN ('new', 'processing') AND cancel_due_at IS NULL
          AND json_extract(data, '$.cancel_requested') IS NOT 1
        ORDER BY last_updated, uuid LIMIT 1`,
    ).get() as { data: string } | undefined;
    if (!row) return null;
    const transaction = JSON.parse(row.data) as Transaction;
    saveTransaction(db, nextStep(transaction, now), null);
    return transaction.uuid;
  });
}

/**
 * The simulated backoffice carries out a requested cancellation once its delay has passed, however
 * often the transaction was read in between, and also when the due time was written by another
 * process (an operator editing the database) — then within a second.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../contract/types.gen.ts';
import { basic, call, resultOf } from '../../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../../testing/sandbox-under-test.ts';

const admin = basic('admin', 'sandbox-admin');
const DELAY_SECONDS = 2;
let sandbox: RunningSandbox;
let cancellable: string[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox({ backofficeDelaySeconds: DELAY_SECONDS });
  const { reply } = await call<{ transactions: Transaction[] }>(
    sandbox.url,
    'broadband/v1',
    'list_transactions',
    { filter: { state: 'new' }, pagination: { page: 1, per_page: 0 } },
    admin,
  );
  cancellable = resultOf(reply)
    .transactions.filter(
      (transaction) => transaction.cancel_possible && transaction.cancel_requested !== true,
    )
    .map((transaction) => transaction.uuid);
});
afterAll(() => sandbox.stop());

const read = async (uuid: string) =>
  resultOf((await call<Transaction>(sandbox.url, 'broadband/v1', 'get_transaction', { uuid }, admin)).reply);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the backoffice', () => {
  it('cancels once the delay has passed, with reads in between', async () => {
    const uuid = cancellable[0]!;
    const requestedAt = Date.now();
    await call(sandbox.url, 'broadband/v1', 'cancel_transaction', { uuid }, admin);
    // the cancellation is due no sooner than the delay after it was asked for
    const dueAtTheEarliest = requestedAt + DELAY_SECONDS * 1000;
    const readsBeforeDue: string[] = [];
    do {
      const { state } = await read(uuid);
      if (Date.now() < dueAtTheEarliest) readsBeforeDue.push(state);
      await pause(50);
    } while (Date.now() < dueAtTheEarliest - 500);
    expect(readsBeforeDue.length).toBeGreaterThan(0);
    expect(new Set(readsBeforeDue)).toEqual(new Set(['new']));
    await pause(Math.max(0, dueAtTheEarliest + 200 - Date.now()));
    await expect.poll(async () => (await read(uuid)).state, { timeout: 10_000 }).toBe('cancelled');
    expect(await read(uuid)).toMatchObject({ state: 'cancelled', open: false });
  });

  it('cancels within a second when another process makes a cancellation due', async () => {
    const uuid = cancellable[1]!;
    expect((await read(uuid)).state).toBe('new');
    const operator = new DatabaseSync(sandbox.sandbox.db.location()!);
    try {
      operator
        .prepare("UPDATE transactions SET cancel_due_at = '2000-01-01T00:00:00Z' WHERE uuid = ?")
        .run(uuid);
    } finally {
      operator.close();
    }
    await pause(1100);
    expect((await read(uuid)).state).toBe('cancelled');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../contract/types.gen.ts';
import { basic, call, resultOf } from '../../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../../testing/sandbox-under-test.ts';

const admin = basic('admin', 'sandbox-admin');
let sandbox: RunningSandbox;
beforeAll(async () => {
  // A long backoffice delay keeps the transaction in "cancel requested" for the whole test.
  sandbox = await startTestSandbox({ backofficeDelaySeconds: 3600 });
});
afterAll(() => sandbox.stop());

describe('100 parallel cancellations of one transaction', () => {
  it('change it once and all get the same successful reply', async () => {
    const { reply: listed } = await call<{ transactions: { uuid: string; cancel_possible: boolean }[] }>(
      sandbox.url,
      'broadband/v1',
      'list_transactions',
      { filter: { state: 'new' }, pagination: { page: 1, per_page: 0 } },
      admin,
    );
    const target = resultOf(listed).transactions.find((transaction) => transaction.cancel_possible);
    if (!target) throw new Error('the seed has no cancellable transaction');

    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        call<Transaction>(sandbox.url, 'broadband/v1', 'cancel_transaction', { uuid: target.uuid }, admin),
      ),
    );
    const results = replies.map(({ reply }) => resultOf(reply));
    expect(results.every((result) => result.cancel_requested === true && result.state === 'new')).toBe(true);
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);

    const { reply: after } = await call<Transaction>(
      sandbox.url,
      'broadband/v1',
      'get_transaction',
      { uuid: target.uuid },
      admin,
    );
    expect(resultOf(after)).toEqual(results[0]);
  });
});

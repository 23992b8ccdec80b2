import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BroadbandListTransactionsReply,
  BroadbandListTransactionsRequest,
  Transaction,
} from '../../../contract/types.gen.ts';
import { DEMO_CUSTOMER_ACCOUNT_ID } from '../../store/seed/transactions.ts';
import { basic, call, errorOf, resultOf } from '../../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../../testing/sandbox-under-test.ts';
import type { Caller } from '../../rpc/context.ts';
import { toDate } from '../dates.ts';
import { listTransactions } from './list-transactions.ts';

const admin = basic('admin', 'sandbox-admin');
const DAY_MS = 86_400_000;

let sandbox: RunningSandbox;
/** Every transaction of the demo customer, whole (the listing's summaries lack the delayed date). */
let all: Transaction[];

type Filter = NonNullable<BroadbandListTransactionsRequest['filter']>;

async function list(params: BroadbandListTransactionsRequest, authorization = admin) {
  const { http, reply } = await call<BroadbandListTransactionsReply>(
    sandbox.url,
    'broadband/v1',
    'list_transactions',
    params,
    authorization,
  );
  expect(http.status).toBe(200);
  return resultOf(reply);
}

const sorted = (uuids: readonly string[]) => [...uuids].sort();

async function uuidsMatching(filter: Filter): Promise<string[]> {
  const result = await list({ filter, pagination: { page: 1, per_page: 0 } });
  expect(result.pagination.total_items).toBe(result.transactions.length);
  return sorted(result.transactions.map((transaction) => transaction.uuid));
}

const uuidsWhere = (test: (transaction: Transaction) => boolean) =>
  sorted(all.filter(test).map((transaction) => transaction.uuid));

const isOpen = (transaction: Transaction) =>
  transaction.state === 'new' || transaction.state === 'processing';
const slippedOn = (today: string) => (transaction: Transaction) =>
  isOpen(transaction) &&
  (transaction.expected_completion_date_delayed !== null ||
    (transaction.expected_completion_date !== null && transaction.expected_completion_date < today));

function countsOf(rows: readonly Transaction[], value: (transaction: Transaction) => string | null) {
  const counts = new Map<string | null, number>();
  for (const row of rows) counts.set(value(row), (counts.get(value(row)) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => ({ value: key, count }))
    .sort((a, b) =>
      a.value === b.value ? 0 : a.value === null ? -1 : b.value === null ? 1 : a.value < b.value ? -1 : 1,
    );
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  all = (
    sandbox.sandbox.db
      .prepare('SELECT data FROM transactions WHERE customer_account_id = ?')
      .all(DEMO_CUSTOMER_ACCOUNT_ID) as { data: string }[]
  ).map((row) => JSON.parse(row.data) as Transaction);
});
afterAll(() => sandbox.stop());

describe('list_transactions filters for open, slipped and cancel-requested transactions', () => {
  it.each([true, false])('open: %s lists the open (new, processing) or the closed ones', async (open) => {
    const expected = uuidsWhere((transaction) => isOpen(transaction) === open);
    expect(expected.length).toBeGreaterThan(0);
    expect(await uuidsMatching({ open })).toEqual(expected);
    expect(all.filter((transaction) => transaction.open !== isOpen(transaction))).toEqual([]);
  });

  it.each([true, false])('cancel_requested: %s', async (requested) => {
    const expected = uuidsWhere((transaction) => (transaction.cancel_requested === true) === requested);
    expect(expected.length).toBeGreaterThan(0);
    expect(await uuidsMatching({ cancel_requested: requested })).toEqual(expected);
  });

  it('slipped: open ones with a delayed date or an expected date before today, and false the rest', async () => {
    const today = toDate(new Date());
    const slipped = uuidsWhere(slippedOn(today));
    expect(slipped.length).toBeGreaterThan(0);
    expect(await uuidsMatching({ slipped: true })).toEqual(slipped);
    expect(await uuidsMatching({ slipped: false })).toEqual(uuidsWhere((row) => !slippedOn(today)(row)));
  });

  it('slipped follows the service clock: months later every open transaction with a date has slipped', () => {
    const later = new Date(Date.now() + 400 * DAY_MS);
    const caller: Caller = {
      kind: 'user',
      userId: 1,
      username: 'admin',
      customerAccountId: DEMO_CUSTOMER_ACCOUNT_ID,
      permissions: new Set(['#broadband-r']),
      clientIp: '127.0.0.1',
      tokenExpiresAt: null,
    };
    const result = listTransactions(
      { filter: { slipped: true }, pagination: { page: 1, per_page: 0 } },
      { db: sandbox.sandbox.db, now: later, caller, backofficeDelaySeconds: 0 },
    ) as BroadbandListTransactionsReply;
    const expected = uuidsWhere(slippedOn(toDate(later)));
    expect(expected.length).toBeGreaterThan(uuidsWhere(slippedOn(toDate(new Date()))).length);
    expect(sorted(result.transactions.map((transaction) => transaction.uuid))).toEqual(expected);
  });

  it('expected_completion_from and _to take the dates in between, both included', async () => {
    const from = toDate(new Date());
    const to = toDate(new Date(Date.now() + 29 * DAY_MS));
    const expected = uuidsWhere(
      (transaction) =>
        transaction.expected_completion_date !== null &&
        transaction.expected_completion_date >= from &&
        transaction.expected_completion_date <= to,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await uuidsMatching({ expected_completion_from: from, expected_completion_to: to })).toEqual(
      expected,
    );
    const day = all.find((transaction) => transaction.expected_completion_date)!.expected_completion_date!;
    expect(await uuidsMatching({ expected_completion_from: day, expected_completion_to: day })).toEqual(
      uuidsWhere((transaction) => transaction.expected_completion_date === day),
    );
  });

  it('combines the new filters with the others (AND)', async () => {
    const today = toDate(new Date());
    expect(await uuidsMatching({ open: true, action: 'new', slipped: false })).toEqual(
      uuidsWhere((row) => isOpen(row) && row.action === 'new' && !slippedOn(today)(row)),
    );
  });
});

describe('list_transactions count_by', () => {
  it('counts every match per value, whatever the page, values in order and null first', async () => {
    const result = await list({
      filter: { open: true },
      count_by: ['state', 'action', 'expected_completion_date'],
      pagination: { page: 1, per_page: 1 },
    });
    const open = all.filter(isOpen);
    expect(result.transactions).toHaveLength(1);
    expect(result.pagination.total_items).toBe(open.length);
    expect(result.counts?.state).toEqual(countsOf(open, (row) => row.state));
    expect(result.counts?.action).toEqual(countsOf(open, (row) => row.action));
    expect(result.counts?.expected_completion_date).toEqual(
      countsOf(open, (row) => row.expected_completion_date),
    );
    for (const member of ['state', 'action', 'expected_completion_date'] as const) {
      const total = (result.counts?.[member] ?? []).reduce((sum, bucket) => sum + bucket.count, 0);
      expect(total, member).toBe(open.length);
    }
  });

  it('counts only what the filter matches, and leaves counts out when none are asked for', async () => {
    const withCounts = await list({
      filter: { cancel_requested: true },
      count_by: ['state'],
      pagination: { page: 1, per_page: 1 },
    });
    expect(withCounts.counts).toEqual({
      state: countsOf(
        all.filter((row) => row.cancel_requested === true),
        (row) => row.state,
      ),
    });
    const without = await list({ filter: { cancel_requested: true }, pagination: { page: 1, per_page: 1 } });
    expect(without).not.toHaveProperty('counts');
  });

  it("counts another customer's transactions for that customer only", async () => {
    const result = await list(
      { count_by: ['state'], pagination: { page: 1, per_page: 0 } },
      basic('regionet', 'sandbox-regionet'),
    );
    expect(result.transactions.length).toBeGreaterThan(0);
    expect(result.transactions.every((row) => row.customer_account_id !== DEMO_CUSTOMER_ACCOUNT_ID)).toBe(
      true,
    );
    expect((result.counts?.state ?? []).reduce((sum, bucket) => sum + bucket.count, 0)).toBe(
      result.pagination.total_items,
    );
  });

  it.each([
    ['an unknown count_by member', { count_by: ['supplier'] }, '/count_by/0'],
    ['a count_by member twice', { count_by: ['state', 'state'] }, '/count_by'],
    ['open as text', { filter: { open: 'yes' } }, '/filter/open'],
    [
      'a date that is no date',
      { filter: { expected_completion_from: 'tomorrow' } },
      '/filter/expected_completion_from',
    ],
  ])('answers 011 for %s', async (_label, params, path) => {
    const { reply } = await call(sandbox.url, 'broadband/v1', 'list_transactions', params, admin);
    const error = errorOf(reply);
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
  });
});

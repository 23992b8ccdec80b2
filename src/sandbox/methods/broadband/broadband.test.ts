import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BroadbandCarriercheckReply,
  BroadbandListCarriersReply,
  BroadbandListTransactionsReply,
  BroadbandZipcodeReply,
  CarrierListingProduct,
  Transaction,
  TransactionSummary,
  ZipcodeExtendedProduct,
} from '../../../contract/types.gen.ts';
import { demoAccounts, demoAddresses, demoTransactions } from '../../store/seed/index.ts';
import { basic, call, errorOf, resultOf } from '../../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../../testing/sandbox-under-test.ts';

const CLASS = 'broadband/v1';
const admin = basic('admin', 'sandbox-admin');
const readonlyUser = basic('readonly', 'sandbox-readonly');
const adminAccount = demoAccounts.find((account) => account.username === 'admin');
const { everything, copperOnly, unserved } = demoAddresses;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

let sandbox: RunningSandbox;
/** Every carrier product, in the default order (product_id ascending). */
let allCarriers: CarrierListingProduct[];
/** Every transaction the admin can see, in the default order. */
let allTransactions: TransactionSummary[];

async function rpc<Result>(method: string, params: unknown, authorization = admin) {
  const { http, reply } = await call<Result>(sandbox.url, CLASS, method, params, authorization);
  expect(http.status).toBe(200);
  return reply;
}

const listCarriers = async (params: unknown) =>
  resultOf(await rpc<BroadbandListCarriersReply>('list_carriers', params));
const listTransactions = async (params: unknown) =>
  resultOf(await rpc<BroadbandListTransactionsReply>('list_transactions', params));
const getTransaction = async (params: unknown) => resultOf(await rpc<Transaction>('get_transaction', params));

beforeAll(async () => {
  sandbox = await startTestSandbox();
  allCarriers = (await listCarriers({ pagination: { page: 1, per_page: 0 } })).carriers;
  allTransactions = (await listTransactions({ pagination: { page: 1, per_page: 0 } })).transactions;
});
afterAll(() => sandbox.stop());

type Direction = 'ASC' | 'DESC';

/** SQL order: NULL first ascending, numbers numerically, text by code point. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

function sortedBy<Row>(rows: readonly Row[], keys: readonly (readonly [string, Direction])[]): Row[] {
  return [...rows].sort((left, right) => {
    for (const [key, direction] of keys) {
      const order = compareValues(
        (left as Record<string, unknown>)[key],
        (right as Record<string, unknown>)[key],
      );
      if (order !== 0) return direction === 'ASC' ? order : -order;
    }
    return 0;
  });
}

const productIds = (rows: readonly CarrierListingProduct[]) => rows.map((row) => row.product_id);
const uuids = (rows: readonly { uuid: string }[]) => rows.map((row) => row.uuid);

/** A few plain characters from the middle of a value, with their case swapped. */
function needleFrom(value: string): string {
  const word = /[A-Za-z0-9]{3,}/.exec(value)?.[0] ?? /[A-Za-z0-9]+/.exec(value)?.[0] ?? value;
  const part = word.length > 4 ? word.slice(1, 5) : word;
  return [...part]
    .map((character) =>
      character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase(),
    )
    .join('');
}

const todayCandidates = () => new Set([new Date().toISOString().slice(0, 10)]);

describe('broadband/v1 zipcode (extended)', () => {
  it('adds orderable product ids and carrier detail to every product', async () => {
    const result = resultOf(
      await rpc<BroadbandZipcodeReply>('zipcode', {
        zipcode: everything.zipcode,
        housenr: everything.housenr,
      }),
    );
    expect(result.address).toMatchObject({
      street: everything.street,
      housenr: everything.housenr,
      housenrext: '',
    });
    const carriersById = new Map(allCarriers.map((row) => [row.product_id, row]));
    const providers = Object.keys(result.available);
    expect(providers.length).toBe(5);
    for (const provider of providers) {
      for (const [label, product] of Object.entries(result.available[provider] ?? {}) as [
        string,
        ZipcodeExtendedProduct,
      ][]) {
        expect(label).not.toBe('error');
        expect(product.product_ids.length, `${provider} ${label}`).toBeGreaterThan(0);
        expect(product.carrier_detail.base_technology, `${provider} ${label}`).toBe(product.carrier);
        for (const productId of product.product_ids) {
          const listed = carriersById.get(productId);
          expect(listed, `${provider} ${label} product ${productId}`).toBeDefined();
          expect(listed).toMatchObject({ supplier: provider, active: true, test_label: null });
        }
      }
    }
  });

  it('points at a product list_carriers finds with an exact product_id filter', async () => {
    const result = resultOf(
      await rpc<BroadbandZipcodeReply>('zipcode', {
        zipcode: everything.zipcode,
        housenr: everything.housenr,
      }),
    );
    const fiber = result.available.KPNWBA?.Fiber as ZipcodeExtendedProduct | undefined;
    const productId = fiber?.product_ids[0];
    expect(productId).toBeDefined();
    const listing = await listCarriers({ filter: { product_id: String(productId) } });
    expect(listing.pagination.total_items).toBe(1);
    expect(listing.carriers).toHaveLength(1);
    expect(listing.carriers[0]).toMatchObject({
      product_id: productId,
      supplier: 'KPNWBA',
      base_technology: 'Fiber',
    });
  });

  it('keeps the inline provider errors of the basic variant', async () => {
    const { providerDown } = demoAddresses;
    const result = resultOf(
      await rpc<BroadbandZipcodeReply>('zipcode', {
        zipcode: providerDown.zipcode,
        housenr: providerDown.housenr,
      }),
    );
    expect(result.available.TELE2).toEqual({ error: { code: 4, message: expect.stringContaining('TELE2') } });
  });
});

describe('broadband/v1 carriercheck', () => {
  const check = async (address: { zipcode: string; housenr: number }, carrier: 'Fiber' | 'Copper') =>
    rpc<BroadbandCarriercheckReply>('carriercheck', {
      zipcode: address.zipcode,
      housenr: address.housenr,
      carrier,
    });
  const nidPrefix = (address: { zipcode: string; housenr: number }) =>
    `${address.zipcode}${String(address.housenr).padStart(5, '0')}`;

  it('lists the fiber carriers of an address with fiber', async () => {
    const result = resultOf(await check(everything, 'Fiber'));
    expect(result.address).toEqual({
      street: everything.street,
      housenr: everything.housenr,
      housenrext: '',
      city: everything.city,
      municipality: expect.any(String),
    });
    expect(result.carrier).toBe('Fiber');
    expect(result.available).toBe(true);
    expect(result.carriers.length).toBeGreaterThan(0);
    for (const carrier of result.carriers) {
      expect(carrier.base_technology).toBe('Fiber');
      expect(carrier.copper_pairs).toBeNull();
      expect(carrier.nid.startsWith(nidPrefix(everything))).toBe(true);
    }
    expect(result.carriers.some((carrier) => carrier.status !== 'Closed')).toBe(true);
  });

  it('lists the copper carriers of a copper-only address', async () => {
    const result = resultOf(await check(copperOnly, 'Copper'));
    expect(result).toMatchObject({ carrier: 'Copper', available: true });
    expect(result.carriers.length).toBeGreaterThan(0);
    for (const carrier of result.carriers) {
      expect(carrier.base_technology).toBe('Copper');
      expect(carrier.nid.startsWith(nidPrefix(copperOnly))).toBe(true);
      if (carrier.carriertype === 'HFC') {
        // Cable, on which ZIGGO's products run: no pairs, no distance to an exchange.
        expect(carrier).toMatchObject({ network: 'ZIGGO', copper_pairs: null, distance: null });
      } else {
        expect(Number.isInteger(carrier.copper_pairs)).toBe(true);
        expect(Number.isInteger(carrier.distance)).toBe(true);
      }
    }
    expect(result.carriers.some((carrier) => carrier.carriertype !== 'HFC')).toBe(true);
  });

  it('answers available false and no carriers for fiber at a copper-only address', async () => {
    const result = resultOf(await check(copperOnly, 'Fiber'));
    expect(result).toMatchObject({ carrier: 'Fiber', available: false, carriers: [] });
    expect(result.address).toMatchObject({ street: copperOnly.street, housenr: copperOnly.housenr });
  });

  it('answers available false at an address nobody serves', async () => {
    expect(resultOf(await check(unserved, 'Copper'))).toMatchObject({ available: false, carriers: [] });
  });

  it('answers 002 for an unknown address, naming it', async () => {
    const error = errorOf(await check({ zipcode: everything.zipcode, housenr: 2 }, 'Fiber'));
    expect(error.code).toBe(2);
    expect(error.message).toContain(everything.zipcode);
  });

  it('answers 011 for an unknown carrier kind', async () => {
    const error = errorOf(
      await rpc('carriercheck', { zipcode: everything.zipcode, housenr: 1, carrier: 'Coax' }),
    );
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain('/carrier');
  });
});

describe('broadband/v1 list_carriers', () => {
  const SORT_MEMBERS = [
    'carriertype',
    'netcode_id',
    'copper_pairs',
    'base_technology',
    'network',
    'nlstype',
    'data_technology',
    'maxnls',
    'test_label',
    'product_id',
    'channel_type',
    'distance',
    'supplier',
    'aggregated_data_technology',
    'area',
    'name',
    'aggregated_carriertype',
    'download',
    'upload',
  ] as const;
  const TEXT_FILTERS = [
    'carriertype',
    'base_technology',
    'network',
    'nlstype',
    'data_technology',
    'maxnls',
    'test_label',
    'channel_type',
    'supplier',
    'aggregated_data_technology',
    'area',
    'name',
    'aggregated_carriertype',
    'invoice_description',
  ] as const;
  const NUMERIC_FILTERS = [
    'product_id',
    'netcode_id',
    'copper_pairs',
    'distance',
    'download',
    'upload',
  ] as const;

  it('answers page 1 of 100 by default, ordered by product_id, with the totals', async () => {
    const result = await listCarriers({});
    const total = allCarriers.length;
    expect(total).toBeGreaterThan(100);
    expect(result.pagination).toEqual({
      page: 1,
      per_page: 100,
      total_items: total,
      total_pages: Math.ceil(total / 100),
    });
    expect(productIds(result.carriers)).toEqual(productIds(allCarriers).slice(0, 100));
    expect(productIds(allCarriers)).toEqual([...productIds(allCarriers)].sort((a, b) => a - b));
  });

  it.each(SORT_MEMBERS)('sorts by %s in both directions (ties by product_id)', async (member) => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const result = await listCarriers({
        sort: { [member]: direction },
        pagination: { page: 1, per_page: 0 },
      });
      const expected = sortedBy(allCarriers, [
        [member, direction],
        ['product_id', 'ASC'],
      ]);
      expect(productIds(result.carriers), `${member} ${direction}`).toEqual(productIds(expected));
    }
  });

  it('applies two sort keys in the order given', async () => {
    const supplierFirst = await listCarriers({
      sort: { supplier: 'DESC', download: 'ASC' },
      pagination: { page: 1, per_page: 0 },
    });
    const downloadFirst = await listCarriers({
      sort: { download: 'ASC', supplier: 'DESC' },
      pagination: { page: 1, per_page: 0 },
    });
    const bySupplier = sortedBy(allCarriers, [
      ['supplier', 'DESC'],
      ['download', 'ASC'],
      ['product_id', 'ASC'],
    ]);
    const byDownload = sortedBy(allCarriers, [
      ['download', 'ASC'],
      ['supplier', 'DESC'],
      ['product_id', 'ASC'],
    ]);
    expect(productIds(supplierFirst.carriers)).toEqual(productIds(bySupplier));
    expect(productIds(downloadFirst.carriers)).toEqual(productIds(byDownload));
    expect(productIds(supplierFirst.carriers)).not.toEqual(productIds(downloadFirst.carriers));
  });

  it.each(TEXT_FILTERS)('filters %s as a case-insensitive "contains"', async (member) => {
    const sample = allCarriers
      .map((row) => row[member])
      .find((value): value is string => typeof value === 'string' && value !== '');
    expect(sample, `a ${member} value to search for`).toBeDefined();
    const needle = needleFrom(sample ?? '');
    const result = await listCarriers({ filter: { [member]: needle }, pagination: { page: 1, per_page: 0 } });
    expect(result.carriers.length).toBeGreaterThan(0);
    for (const row of result.carriers)
      expect(String(row[member]).toLowerCase()).toContain(needle.toLowerCase());
    const expected = allCarriers.filter(
      (row) =>
        typeof row[member] === 'string' &&
        (row[member] as string).toLowerCase().includes(needle.toLowerCase()),
    );
    expect(productIds(result.carriers)).toEqual(productIds(expected));
    expect(result.pagination.total_items).toBe(expected.length);
  });

  it.each(NUMERIC_FILTERS)('filters %s exactly, and with >= and <=', async (member) => {
    const values = [
      ...new Set(
        allCarriers.map((row) => row[member]).filter((value): value is number => typeof value === 'number'),
      ),
    ].sort((a, b) => a - b);
    const pivot = values[Math.floor(values.length / 2)];
    expect(pivot, `a ${member} value to filter on`).toBeDefined();
    const cases: [string, (value: number) => boolean][] = [
      [`${pivot}`, (value) => value === pivot],
      [`>=${pivot}`, (value) => value >= (pivot ?? 0)],
      [`<=${pivot}`, (value) => value <= (pivot ?? 0)],
    ];
    for (const [filter, matches] of cases) {
      const result = await listCarriers({
        filter: { [member]: filter },
        pagination: { page: 1, per_page: 0 },
      });
      const expected = allCarriers.filter(
        (row) => typeof row[member] === 'number' && matches(row[member] as number),
      );
      expect(result.carriers.length, filter).toBeGreaterThan(0);
      expect(productIds(result.carriers), filter).toEqual(productIds(expected));
      expect(result.pagination.total_items, filter).toBe(expected.length);
    }
  });

  it.each(['fast', '10 Mbit', '>=', '=<100', '1e3'])(
    'answers 011 for the numeric filter "%s"',
    async (text) => {
      const error = errorOf(await rpc('list_carriers', { filter: { download: text } }));
      expect(error.code).toBe(11);
      expect(error.data.errors?.map((issue) => issue.path)).toContain('/filter/download');
    },
  );

  it('matches network_match exactly (case-insensitively), unlike the network "contains" filter', async () => {
    const exact = await listCarriers({
      filter: { network_match: 'kpn' },
      pagination: { page: 1, per_page: 0 },
    });
    const contains = await listCarriers({ filter: { network: 'kpn' }, pagination: { page: 1, per_page: 0 } });
    expect(exact.carriers.length).toBeGreaterThan(0);
    expect(exact.carriers.every((row) => row.network.toLowerCase() === 'kpn')).toBe(true);
    expect(productIds(exact.carriers)).toEqual(
      productIds(allCarriers.filter((row) => row.network.toLowerCase() === 'kpn')),
    );
    expect(contains.carriers.length).toBeGreaterThan(exact.carriers.length);
    const unfiltered = await listCarriers({ filter: { network_match: null } });
    expect(unfiltered.pagination.total_items).toBe(allCarriers.length);
  });

  it('answers every row on one page for per_page 0', async () => {
    const result = await listCarriers({ pagination: { page: 1, per_page: 0 } });
    expect(result.carriers).toHaveLength(result.pagination.total_items);
    expect(result.pagination).toEqual({
      page: 1,
      per_page: 0,
      total_items: allCarriers.length,
      total_pages: 1,
    });
  });

  it('accepts per_page 10000', async () => {
    const result = await listCarriers({ pagination: { page: 1, per_page: 10000 } });
    const total = allCarriers.length;
    expect(result.carriers).toHaveLength(Math.min(10000, total));
    expect(result.pagination).toEqual({
      page: 1,
      per_page: 10000,
      total_items: total,
      total_pages: Math.ceil(total / 10000),
    });
  });

  it('answers the requested page', async () => {
    const result = await listCarriers({ pagination: { page: 3, per_page: 25 } });
    expect(productIds(result.carriers)).toEqual(productIds(allCarriers).slice(50, 75));
    expect(result.pagination).toMatchObject({ page: 3, per_page: 25, total_items: allCarriers.length });
  });

  it('answers an empty page past the end with the correct totals', async () => {
    const total = allCarriers.length;
    const lastPage = Math.ceil(total / 100);
    const result = await listCarriers({ pagination: { page: lastPage + 1, per_page: 100 } });
    expect(result.carriers).toEqual([]);
    expect(result.pagination).toEqual({
      page: lastPage + 1,
      per_page: 100,
      total_items: total,
      total_pages: lastPage,
    });
  });

  it.each([
    ['an unknown filter member', { filter: { speed: '100' } }, '/filter'],
    ['an unknown sort member', { sort: { invoice_description: 'ASC' } }, '/sort'],
    ['a lower-case sort direction', { sort: { name: 'asc' } }, '/sort/name'],
    ['per_page 10001', { pagination: { page: 1, per_page: 10001 } }, '/pagination/per_page'],
    ['page 0', { pagination: { page: 0, per_page: 10 } }, '/pagination/page'],
    ['a pagination without page', { pagination: { per_page: 10 } }, '/pagination'],
  ])('answers 011 for %s', async (_label, params, path) => {
    const error = errorOf(await rpc('list_carriers', params));
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
  });
});

describe('broadband/v1 list_transactions', () => {
  const STATES = ['new', 'processing', 'finished', 'cancelled'] as const;
  const ACTIONS = ['offer', 'new', 'migrate', 'change', 'terminate', 'migrate_out'] as const;
  const DEFAULT_ORDER = [
    ['created_at', 'DESC'],
    ['uuid', 'ASC'],
  ] as const;

  it('answers page 1 of 25 by default, newest first', async () => {
    const result = await listTransactions({});
    const total = allTransactions.length;
    expect(total).toBeGreaterThan(25);
    expect(result.pagination).toEqual({
      page: 1,
      per_page: 25,
      total_items: total,
      total_pages: Math.ceil(total / 25),
    });
    expect(uuids(result.transactions)).toEqual(uuids(allTransactions).slice(0, 25));
    expect(uuids(allTransactions)).toEqual(uuids(sortedBy(allTransactions, DEFAULT_ORDER)));
  });

  it('holds every state and every action', () => {
    expect(new Set(allTransactions.map((transaction) => transaction.state))).toEqual(new Set(STATES));
    expect(new Set(allTransactions.map((transaction) => transaction.action))).toEqual(new Set(ACTIONS));
  });

  it("lists only the caller's own customer account", () => {
    expect(adminAccount).toBeDefined();
    const foreign = allTransactions.filter(
      (transaction) => transaction.customer_account_id !== adminAccount?.customerAccountId,
    );
    expect(
      foreign.map((transaction) => `${transaction.uuid} (account ${transaction.customer_account_id})`),
    ).toEqual([]);
  });

  it.each(STATES)('filters on state %s', async (state) => {
    const result = await listTransactions({ filter: { state }, pagination: { page: 1, per_page: 0 } });
    const expected = allTransactions.filter((transaction) => transaction.state === state);
    expect(result.transactions.length).toBeGreaterThan(0);
    expect(uuids(result.transactions)).toEqual(uuids(expected));
  });

  it.each(ACTIONS)('filters on action %s', async (action) => {
    const result = await listTransactions({ filter: { action }, pagination: { page: 1, per_page: 0 } });
    const expected = allTransactions.filter((transaction) => transaction.action === action);
    expect(result.transactions.length).toBeGreaterThan(0);
    expect(uuids(result.transactions)).toEqual(uuids(expected));
  });

  it('combines state and action filters', async () => {
    const result = await listTransactions({
      filter: { state: 'finished', action: 'migrate' },
      pagination: { page: 1, per_page: 0 },
    });
    const expected = allTransactions.filter(
      (transaction) => transaction.state === 'finished' && transaction.action === 'migrate',
    );
    expect(result.transactions.length).toBeGreaterThan(0);
    expect(uuids(result.transactions)).toEqual(uuids(expected));
  });

  it('filters on a nid prefix, case-insensitively', async () => {
    const prefix = demoTransactions.notCancellable.nid.slice(0, 6);
    const result = await listTransactions({
      filter: { nid: prefix.toLowerCase() },
      pagination: { page: 1, per_page: 0 },
    });
    const expected = allTransactions.filter((transaction) => transaction.nid?.startsWith(prefix));
    expect(result.transactions.length).toBeGreaterThan(0);
    expect(uuids(result.transactions)).toEqual(uuids(expected));
    expect(uuids(result.transactions)).toContain(demoTransactions.notCancellable.uuid);
  });

  it('filters on an exact uuid', async () => {
    const result = await listTransactions({
      filter: { uuid: demoTransactions.notCancellable.uuid.toUpperCase() },
    });
    expect(uuids(result.transactions)).toEqual([demoTransactions.notCancellable.uuid]);
  });

  it('filters on text, case-insensitively, over nid, uuid, address, supplier and product name', async () => {
    const text = 'DAMRAK';
    const result = await listTransactions({
      filter: { text: 'dAmRaK' },
      pagination: { page: 1, per_page: 0 },
    });
    const found = new Set(uuids(result.transactions));
    const visible = allTransactions.filter((transaction) =>
      [
        transaction.nid,
        transaction.uuid,
        transaction.address?.street,
        transaction.address?.city,
        transaction.address?.zipcode,
        transaction.supplier,
      ].some((field) => typeof field === 'string' && field.toUpperCase().includes(text)),
    );
    expect(visible.length).toBeGreaterThan(0);
    for (const transaction of visible) expect(found.has(transaction.uuid), transaction.uuid).toBe(true);
    // Rows that match on none of the summary fields must match on the product name.
    const visibleUuids = new Set(uuids(visible));
    for (const transaction of result.transactions.filter((row) => !visibleUuids.has(row.uuid))) {
      const full = await getTransaction({ uuid: transaction.uuid });
      const document = full.document_after_transaction ?? full.document_before_transaction;
      expect(document?.carrier.product.name.toUpperCase(), transaction.uuid).toContain(text);
    }
  });

  it('applies sort keys in the order given', async () => {
    const result = await listTransactions({
      sort: { state: 'ASC', expected_completion_date: 'DESC' },
      pagination: { page: 1, per_page: 0 },
    });
    const expected = sortedBy(allTransactions, [
      ['state', 'ASC'],
      ['expected_completion_date', 'DESC'],
      ['uuid', 'ASC'],
    ]);
    expect(uuids(result.transactions)).toEqual(uuids(expected));
    const reversed = await listTransactions({
      sort: { expected_completion_date: 'DESC', state: 'ASC' },
      pagination: { page: 1, per_page: 0 },
    });
    expect(uuids(reversed.transactions)).toEqual(
      uuids(
        sortedBy(allTransactions, [
          ['expected_completion_date', 'DESC'],
          ['state', 'ASC'],
          ['uuid', 'ASC'],
        ]),
      ),
    );
  });

  it.each(['created_at', 'expected_completion_date', 'state', 'action', 'nid'] as const)(
    'sorts by %s ascending',
    async (member) => {
      const result = await listTransactions({
        sort: { [member]: 'ASC' },
        pagination: { page: 1, per_page: 0 },
      });
      expect(uuids(result.transactions)).toEqual(
        uuids(
          sortedBy(allTransactions, [
            [member, 'ASC'],
            ['uuid', 'ASC'],
          ]),
        ),
      );
    },
  );

  it('pages through the list', async () => {
    const result = await listTransactions({ pagination: { page: 2, per_page: 10 } });
    expect(uuids(result.transactions)).toEqual(uuids(allTransactions).slice(10, 20));
    expect(result.pagination).toEqual({
      page: 2,
      per_page: 10,
      total_items: allTransactions.length,
      total_pages: Math.ceil(allTransactions.length / 10),
    });
    const past = await listTransactions({ pagination: { page: 1000, per_page: 10 } });
    expect(past.transactions).toEqual([]);
    expect(past.pagination.total_items).toBe(allTransactions.length);
  });

  it.each([
    ['an unknown state', { filter: { state: 'open' } }, '/filter/state'],
    ['an unknown sort member', { sort: { uuid: 'ASC' } }, '/sort'],
    ['per_page 10001', { pagination: { page: 1, per_page: 10001 } }, '/pagination/per_page'],
  ])('answers 011 for %s', async (_label, params, path) => {
    const error = errorOf(await rpc('list_transactions', params));
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
  });
});

describe('broadband/v1 get_transaction', () => {
  const demo = demoTransactions.notCancellable;

  it('reads a transaction by uuid', async () => {
    const transaction = await getTransaction({ uuid: demo.uuid });
    expect(transaction).toMatchObject({
      uuid: demo.uuid,
      nid: demo.nid,
      action: demo.action,
      state: demo.state,
      cancel_possible: false,
    });
    expect(transaction.customer_account_id).toBe(adminAccount?.customerAccountId);
  });

  it('reads the same transaction by nid', async () => {
    expect(await getTransaction({ nid: demo.nid })).toEqual(await getTransaction({ uuid: demo.uuid }));
  });

  it.each([
    ['an unknown uuid', { uuid: UNKNOWN_UUID }],
    ['an unknown nid', { nid: '9999ZZ00001AAAA' }],
    ['nid null', { nid: null }],
  ])('answers 008 for %s', async (_label, params) => {
    const error = errorOf(await rpc('get_transaction', params));
    expect(error.code).toBe(8);
    expect(error.message).toMatch(/transaction/);
  });

  it("answers 008 for another customer account's transaction", async () => {
    const foreign = sandbox.sandbox.db
      .prepare('SELECT uuid FROM transactions WHERE customer_account_id IS NOT ? LIMIT 1')
      .get(adminAccount?.customerAccountId ?? null) as { uuid: string } | undefined;
    expect(foreign, 'a seeded transaction of another customer account').toBeDefined();
    const error = errorOf(await rpc('get_transaction', { uuid: foreign?.uuid }));
    expect(error.code).toBe(8);
  });

  it.each([
    ['both nid and uuid', { nid: demo.nid, uuid: demo.uuid }],
    ['neither nid nor uuid', {}],
    ['an upper-case uuid', { uuid: demo.uuid.toUpperCase() }],
  ])('answers 011 for %s', async (_label, params) => {
    expect(errorOf(await rpc('get_transaction', params)).code).toBe(11);
  });
});

describe('broadband/v1 cancel_transaction', () => {
  let cancellable: TransactionSummary[] = [];

  /** A different cancellable transaction of the caller for each cancelling test. */
  function nextCancellable(options: { withUniqueNid?: boolean } = {}): TransactionSummary {
    const index = cancellable.findIndex(
      (candidate) =>
        !options.withUniqueNid ||
        (candidate.nid !== null &&
          allTransactions.filter((transaction) => transaction.nid === candidate.nid).length === 1),
    );
    const [picked] = cancellable.splice(index, 1);
    if (index < 0 || !picked) throw new Error('no cancellable transaction left in the seed');
    return picked;
  }

  const cancel = (params: unknown, authorization = admin) =>
    rpc<Transaction>('cancel_transaction', params, authorization);

  beforeAll(async () => {
    const fresh = await listTransactions({ filter: { state: 'new' }, pagination: { page: 1, per_page: 0 } });
    cancellable = fresh.transactions.filter(
      (transaction) =>
        transaction.cancel_possible &&
        transaction.cancel_requested !== true &&
        transaction.customer_account_id === adminAccount?.customerAccountId &&
        transaction.uuid !== demoTransactions.cancellable.uuid,
    );
  });

  it('requests cancellation: who, when and why, state unchanged; the backoffice then cancels; a repeat changes nothing', async () => {
    const demo = demoTransactions.cancellable;
    const before = await getTransaction({ uuid: demo.uuid });
    expect(before).toMatchObject({ state: 'new', open: true, cancel_possible: true });
    expect(before.cancel_requested).not.toBe(true);

    const today = todayCandidates();
    const requested = resultOf(await cancel({ uuid: demo.uuid, reason: 'Klant heeft elders besteld' }));
    today.add(new Date().toISOString().slice(0, 10));
    expect(requested).toMatchObject({
      uuid: demo.uuid,
      nid: demo.nid,
      state: 'new',
      open: true,
      closed_at: null,
      cancel_requested: true,
      cancelled_by: 'admin',
      cancel_reason: 'Klant heeft elders besteld',
    });
    expect(today.has(requested.cancel_date ?? '')).toBe(true);

    // Backoffice delay 0: the next read shows the cancellation carried out.
    const carriedOut = await getTransaction({ uuid: demo.uuid });
    expect(carriedOut).toMatchObject({
      state: 'cancelled',
      open: false,
      cancel_requested: true,
      cancelled_by: requested.cancelled_by,
      cancel_date: requested.cancel_date,
      cancel_reason: requested.cancel_reason,
    });
    expect(carriedOut.closed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const repeated = resultOf(await cancel({ uuid: demo.uuid, reason: 'Another reason' }));
    expect(repeated).toEqual(carriedOut);
    expect(await getTransaction({ uuid: demo.uuid })).toEqual(carriedOut);
  });

  it('uses "Cancelled by customer" when no reason is given, and finds the transaction by nid', async () => {
    const target = nextCancellable({ withUniqueNid: true });
    const requested = resultOf(await cancel({ nid: target.nid }));
    expect(requested).toMatchObject({
      uuid: target.uuid,
      nid: target.nid,
      state: 'new',
      open: true,
      cancel_requested: true,
    });
    expect(requested.cancel_reason).toBe('Cancelled by customer');
    expect(requested.cancelled_by).toBe('admin');
  });

  it('answers 012 for a transaction that cannot be cancelled, and changes nothing', async () => {
    const demo = demoTransactions.notCancellable;
    const before = await getTransaction({ uuid: demo.uuid });
    const error = errorOf(await cancel({ uuid: demo.uuid }));
    expect(error.code).toBe(12);
    expect(error.message).toContain(demo.uuid);
    expect(await getTransaction({ uuid: demo.uuid })).toEqual(before);
  });

  it.each([
    ['an unknown uuid', { uuid: UNKNOWN_UUID }],
    ['an unknown nid', { nid: '9999ZZ00001AAAA' }],
    ['nid null', { nid: null }],
  ])('answers 008 for %s', async (_label, params) => {
    const error = errorOf(await cancel(params));
    expect(error.code).toBe(8);
    expect(error.message).toMatch(/transaction/);
  });

  it.each([
    ['both nid and uuid', (target: TransactionSummary) => ({ nid: target.nid, uuid: target.uuid })],
    ['neither nid nor uuid', () => ({ reason: 'No idea which one' })],
    [
      'a reason over 200 characters',
      (target: TransactionSummary) => ({ uuid: target.uuid, reason: 'x'.repeat(201) }),
    ],
  ])('answers 011 for %s, and changes nothing', async (_label, paramsFor) => {
    const target = cancellable[0];
    expect(target).toBeDefined();
    if (!target) return;
    const error = errorOf(await cancel(paramsFor(target)));
    expect(error.code).toBe(11);
    expect((await getTransaction({ uuid: target.uuid })).cancel_requested).not.toBe(true);
  });

  it('answers 012 to a user without #broadband-ordering-d, and changes nothing', async () => {
    const target = cancellable[0];
    expect(target).toBeDefined();
    const error = errorOf(await cancel({ uuid: target?.uuid }, readonlyUser));
    expect(error.code).toBe(12);
    expect(error.message).toContain('#broadband-ordering-d');
    expect((await getTransaction({ uuid: target?.uuid })).cancel_requested).not.toBe(true);
  });

  it("answers 008 for another customer account's transaction", async () => {
    const foreign = sandbox.sandbox.db
      .prepare(
        "SELECT uuid FROM transactions WHERE customer_account_id IS NOT ? AND state = 'new' AND json_extract(data, '$.cancel_possible') = 1 LIMIT 1",
      )
      .get(adminAccount?.customerAccountId ?? null) as { uuid: string } | undefined;
    expect(foreign, 'a cancellable seeded transaction of another customer account').toBeDefined();
    const error = errorOf(await cancel({ uuid: foreign?.uuid }));
    expect(error.code).toBe(8);
  });

  it('changes the transaction exactly once under 50 parallel requests', async () => {
    const target = nextCancellable();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => cancel({ uuid: target.uuid, reason: 'Parallel' })),
    );
    const results = replies.map((reply) => resultOf(reply));
    const first = results[0];
    expect(first).toMatchObject({
      uuid: target.uuid,
      state: 'new',
      cancel_requested: true,
      cancelled_by: 'admin',
      cancel_reason: 'Parallel',
    });
    for (const result of results) {
      expect(result).toEqual(first);
      expect({
        cancel_date: result.cancel_date,
        cancelled_by: result.cancelled_by,
        last_updated: result.last_updated,
      }).toEqual({
        cancel_date: first?.cancel_date,
        cancelled_by: first?.cancelled_by,
        last_updated: first?.last_updated,
      });
    }

    const carriedOut = await getTransaction({ uuid: target.uuid });
    expect(carriedOut).toMatchObject({
      state: 'cancelled',
      open: false,
      cancel_date: first?.cancel_date,
      cancelled_by: 'admin',
      cancel_reason: 'Parallel',
    });
    // Once done, neither another request nor another read moves it.
    expect(resultOf(await cancel({ uuid: target.uuid }))).toEqual(carriedOut);
    expect((await getTransaction({ uuid: target.uuid })).last_updated).toBe(carriedOut.last_updated);
  });
});

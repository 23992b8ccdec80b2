import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { describe, it, expect } from 'vitest';
import type { Transaction, TransactionDocument } from '../../../contract/types.gen.ts';
import { verifyPassword } from '../../credentials/passwords.ts';
import { migrate } from '../migrations.ts';
import { ALL_SOURCES } from './addresses.ts';
import {
  type DemoAddressName,
  demoAccounts,
  demoAddresses,
  demoApiKeys,
  demoMail,
  demoTransactions,
  seed,
} from './index.ts';
import { lineOf } from './network.ts';
import { cities } from './places.ts';
import { PROVIDERS, TRANSACTION_ACTIONS, TRANSACTION_STATES } from './types.ts';
import { type Row, addressKey, json, without } from '../../testing/seed-rows.ts';

const NOW = new Date('2026-04-24T10:00:00Z');
const PRODUCT_COUNT = 12000;

// Formats the schemas leave open (there `uuid` and the coordinates are plain strings).
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const COORDINATE = /^-?[0-9]{1,3}\.[0-9]{6}$/;

const TABLES = [
  'meta',
  'users',
  'ip_whitelist',
  'api_keys',
  'addresses',
  'availability',
  'construction_messages',
  'carriers',
  'carrier_products',
  'transactions',
  'mail_clients',
  'mailboxes',
  'forwarders',
];

function seeded(productCount = PRODUCT_COUNT): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  migrate(db);
  seed(db, { productCount, now: NOW });
  return db;
}

function all(db: DatabaseSync, sql: string, ...params: (string | number | null)[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

function one(db: DatabaseSync, sql: string, ...params: (string | number | null)[]): Row {
  const row = db.prepare(sql).get(...params) as Row | undefined;
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

function count(db: DatabaseSync, sql: string, ...params: (string | number | null)[]): number {
  return Number(one(db, sql, ...params)['n']);
}

/** Digest of a table's full contents (password hashes left out: they carry random salts). */
function tableDigest(db: DatabaseSync, table: string): string {
  const rows = all(db, `SELECT * FROM ${table} ORDER BY ${table === 'meta' ? 'key' : 'rowid'}`).map((row) =>
    without(row, 'password_hash'),
  );
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

const db = seeded();
const transactions = all(db, 'SELECT * FROM transactions');
const data = transactions.map((row) => json<Transaction>(row['data']));
const addresses = all(db, 'SELECT * FROM addresses');

describe('seed: volumes', () => {
  it('fills every table', () => {
    for (const table of TABLES)
      expect(count(db, `SELECT count(*) AS n FROM ${table}`), table).toBeGreaterThan(0);
  });

  it('has enough addresses over enough cities', () => {
    expect(addresses.length).toBeGreaterThanOrEqual(300);
    expect(count(db, 'SELECT count(DISTINCT city) AS n FROM addresses')).toBeGreaterThanOrEqual(20);
  });

  it('has exactly productCount products numbered 1..N', () => {
    expect(count(db, 'SELECT count(*) AS n FROM carrier_products')).toBe(PRODUCT_COUNT);
    expect(one(db, 'SELECT min(product_id) AS lo, max(product_id) AS hi FROM carrier_products')).toEqual({
      lo: 1,
      hi: PRODUCT_COUNT,
    });
    expect(count(db, 'SELECT count(DISTINCT supplier) AS n FROM carrier_products')).toBe(5);
    expect(count(db, 'SELECT count(DISTINCT name) AS n FROM carrier_products')).toBeGreaterThan(1000);
    expect(count(db, 'SELECT count(DISTINCT area) AS n FROM carrier_products')).toBeGreaterThan(100);
  });

  it('has every state × action combination at least five times', () => {
    expect(transactions.length).toBeGreaterThanOrEqual(320);
    for (const state of TRANSACTION_STATES) {
      for (const action of TRANSACTION_ACTIONS) {
        expect(
          count(db, 'SELECT count(*) AS n FROM transactions WHERE state = ? AND action = ?', state, action),
          `${state}/${action}`,
        ).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('has mail clients, mailboxes and forwarders', () => {
    expect(count(db, 'SELECT count(*) AS n FROM mail_clients WHERE customer_account_id = 4242')).toBe(8);
    expect(count(db, 'SELECT count(*) AS n FROM mail_clients WHERE customer_account_id = 5150')).toBe(2);
    expect(count(db, 'SELECT count(*) AS n FROM mailboxes')).toBeGreaterThanOrEqual(40);
    expect(count(db, 'SELECT count(*) AS n FROM forwarders')).toBeGreaterThanOrEqual(15);
  });

  it('records meta', () => {
    expect(one(db, "SELECT value FROM meta WHERE key = 'seeded_at'")['value']).toBe(NOW.toISOString());
    expect(one(db, "SELECT value FROM meta WHERE key = 'product_count'")['value']).toBe(
      String(PRODUCT_COUNT),
    );
  });
});

describe('seed: addresses', () => {
  it('uses coordinates, sources and postcodes that fit the city', () => {
    // Zipcode, house number and extension formats: checked against the schemas above.
    const problems: string[] = [];
    for (const row of addresses) {
      const where = addressKey(row);
      if (!COORDINATE.test(String(row['latitude'])) || !COORDINATE.test(String(row['longitude'])))
        problems.push(`${where}: coordinates`);
      const sources = json<string[]>(row['sources']);
      if (
        sources.length === 0 ||
        sources.some((source) => !(ALL_SOURCES as readonly string[]).includes(source))
      )
        problems.push(`${where}: sources`);
      const city = cities.find((candidate) => candidate.name === row['city']);
      const digits = Number(String(row['zipcode']).slice(0, 4));
      if (!city) problems.push(`${where}: unknown city ${String(row['city'])}`);
      else {
        if (digits < city.postcodeFrom || digits > city.postcodeTo)
          problems.push(`${where}: outside ${city.name}`);
        if (row['municipality'] !== city.municipality || row['province'] !== city.province)
          problems.push(`${where}: municipality/province`);
        if (
          Math.abs(Number(row['latitude']) - city.latitude) > 0.06 ||
          Math.abs(Number(row['longitude']) - city.longitude) > 0.08
        ) {
          problems.push(`${where}: far from ${city.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every extended number its bare number too, and one street per postcode', () => {
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM addresses a WHERE housenrext <> '' AND NOT EXISTS
      (SELECT 1 FROM addresses b WHERE b.zipcode = a.zipcode AND b.housenr = a.housenr AND b.housenrext = '')`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        'SELECT count(*) AS n FROM (SELECT zipcode FROM addresses GROUP BY zipcode HAVING count(DISTINCT street) > 1)',
      ),
    ).toBe(0);
    expect(addresses.some((row) => json<string[]>(row['sources']).length < ALL_SOURCES.length)).toBe(true);
  });

  /** The rows of `table` at a demo address. */
  const at = (table: 'addresses' | 'availability' | 'carriers', name: DemoAddressName): Row[] => {
    const { zipcode, housenr, housenrext } = demoAddresses[name];
    return all(
      db,
      `SELECT * FROM ${table} WHERE zipcode = ? AND housenr = ? AND housenrext = ?`,
      zipcode,
      housenr,
      housenrext,
    );
  };
  const address = (name: DemoAddressName): Row => {
    const [row, ...more] = at('addresses', name);
    if (!row || more.length > 0) throw new Error(`demo address ${name} is not exactly one row`);
    return row;
  };
  const providers = (name: DemoAddressName): unknown[] =>
    at('availability', name).map((row) => row['provider']);
  const isKpn = (provider: unknown): boolean => String(provider).startsWith('KPN');

  it.each(Object.keys(demoAddresses) as DemoAddressName[])('has the demo address %s', (name) => {
    expect(address(name)).toMatchObject({
      street: demoAddresses[name].street,
      city: demoAddresses[name].city,
    });
  });

  it('offers everything, with the full KPNWBA ladder and a construction message, at the everything address', () => {
    expect(new Set(providers('everything'))).toEqual(new Set(PROVIDERS));
    expect(
      at('availability', 'everything')
        .filter((row) => row['provider'] === 'KPNWBA')
        .sort((a, b) => Number(a['rank']) - Number(b['rank']))
        .map((row) => row['technology']),
    ).toEqual(['Fiber', 'FTTH/FTTO', 'VPLUS', 'VVDSL', 'VDSL', 'ADSL', 'BVDSL']);
    const { zipcode, housenr } = demoAddresses.everything;
    expect(
      count(
        db,
        "SELECT count(*) AS n FROM construction_messages WHERE zipcode = ? AND housenr = ? AND housenrext = ''",
        zipcode,
        housenr,
      ),
    ).toBeGreaterThan(0);
    expect(address('everything')).toMatchObject({ disrupted_providers: '[]', is_complex: 0 });
  });

  it('knows extensionSourceSubset only from the cadastre, so the KPN providers offer nothing', () => {
    expect(json<string[]>(address('extensionSourceSubset')['sources'])).toEqual(['CADASTRAL']);
    expect(providers('extensionSourceSubset').filter(isKpn)).toEqual([]);
  });

  it.each([
    {
      name: 'providerDown',
      flags: { disrupted_providers: '["TELE2"]', is_complex: 0 },
      affected: (provider: unknown) => provider === 'TELE2',
      unaffected: (provider: unknown) => provider !== 'TELE2',
    },
    {
      name: 'complex',
      flags: { disrupted_providers: '[]', is_complex: 1 },
      affected: (provider: unknown) => provider === 'KPNWBA',
      unaffected: (provider: unknown) => !isKpn(provider),
    },
  ] as const)(
    'flags $name and has availability of the affected and of other providers',
    ({ name, flags, affected, unaffected }) => {
      expect(address(name)).toMatchObject(flags);
      expect(providers(name).some(affected)).toBe(true);
      expect(providers(name).some(unaffected)).toBe(true);
    },
  );

  it('has nothing at the unserved address and availability behind the allProvidersDown one', () => {
    expect(at('availability', 'unserved')).toEqual([]);
    expect(at('carriers', 'unserved')).toEqual([]);
    expect(address('allProvidersDown')['disrupted_providers']).toBe('["*"]');
    expect(at('availability', 'allProvidersDown').length).toBeGreaterThan(0);
  });

  it('has only copper, including KPNWBA VDSL, at the copperOnly address', () => {
    const copper = at('availability', 'copperOnly');
    expect(copper.length).toBeGreaterThan(0);
    expect(copper.every((row) => row['carrier'] === 'Copper')).toBe(true);
    expect(copper.some((row) => row['provider'] === 'KPNWBA' && row['technology'] === 'VDSL')).toBe(true);
    const carriers = at('carriers', 'copperOnly');
    expect(carriers.length).toBeGreaterThan(0);
    expect(carriers.every((row) => row['carrier'] === 'Copper')).toBe(true);
  });

  it('sprinkles disruptions, complex and unserved addresses over the rest', () => {
    const total = addresses.length;
    const disrupted = count(db, "SELECT count(*) AS n FROM addresses WHERE disrupted_providers <> '[]'");
    const complex = count(db, 'SELECT count(*) AS n FROM addresses WHERE is_complex = 1');
    const unserved = count(
      db,
      `SELECT count(*) AS n FROM addresses a WHERE NOT EXISTS (SELECT 1 FROM availability v
      WHERE v.zipcode = a.zipcode AND v.housenr = a.housenr AND v.housenrext = a.housenrext)`,
    );
    expect(disrupted / total).toBeGreaterThan(0.05);
    expect(disrupted / total).toBeLessThan(0.16);
    expect(complex / total).toBeGreaterThan(0.01);
    expect(complex / total).toBeLessThan(0.07);
    expect(unserved / total).toBeGreaterThan(0.01);
    expect(unserved / total).toBeLessThan(0.08);
  });
});

describe('seed: availability and carriers', () => {
  it('points product_ids at existing products of the same supplier and carrier', () => {
    // Provider ids, speeds, carrier kinds and carrier_detail: checked against the zipcode reply schema.
    const products = new Map(
      all(db, 'SELECT product_id, supplier, base_technology FROM carrier_products').map((row) => [
        row['product_id'],
        row,
      ]),
    );
    // Collect problems instead of asserting per row: thousands of rows.
    const problems: string[] = [];
    for (const row of all(db, 'SELECT * FROM availability')) {
      const where = `${addressKey(row)} ${row['provider']} ${row['technology']}`;
      const ids = json<number[]>(row['product_ids']);
      if (ids.length < 1 || ids.length > 4) problems.push(`${where}: ${ids.length} product ids`);
      for (const id of ids) {
        const product = products.get(id);
        if (!product) problems.push(`${where}: product ${id} missing`);
        else if (product['supplier'] !== row['provider'] || product['base_technology'] !== row['carrier']) {
          problems.push(`${where}: product ${id} is ${product['supplier']} ${product['base_technology']}`);
        }
      }
      if (json<Row>(row['carrier_detail'])['base_technology'] !== row['carrier'])
        problems.push(`${where}: carrier_detail base_technology`);
      if (
        row['carrier'] === 'Fiber'
          ? row['distance'] !== ''
          : row['provider'] !== 'ZIGGO' && !/^[0-9]+(;[0-9]+)?$/.test(String(row['distance']))
      ) {
        problems.push(`${where}: distance ${String(row['distance'])}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('ranks labels 1.. per provider and address', () => {
    const groups = all(
      db,
      `SELECT group_concat(rank) AS ranks, count(*) AS n FROM
      (SELECT * FROM availability ORDER BY rank) GROUP BY zipcode, housenr, housenrext, provider`,
    );
    for (const group of groups) {
      const expected = Array.from({ length: Number(group['n']) }, (_, i) => i + 1).join(',');
      expect(group['ranks']).toBe(expected);
    }
  });

  it('gives carriers unique NIDs made from their address', () => {
    // The NID format: checked against the carriercheck reply schema.
    const carriers = all(db, 'SELECT * FROM carriers');
    for (const carrier of carriers) {
      const nid = String(carrier['nid']);
      expect(nid.slice(0, 6)).toBe(carrier['zipcode']);
      expect(Number(nid.slice(6, 11))).toBe(carrier['housenr']);
    }
    expect(new Set(carriers.map((carrier) => carrier['nid'])).size).toBe(carriers.length);
  });

  it('agrees with the carrier check at every address: each line a product is offered on has an Open carrier, and a kind nobody offers has none', () => {
    const problems: string[] = [];
    const addresses = all(
      db,
      'SELECT DISTINCT zipcode, housenr, housenrext FROM availability UNION SELECT DISTINCT zipcode, housenr, housenrext FROM carriers',
    );
    for (const address of addresses) {
      const at = [address['zipcode'], address['housenr'], address['housenrext']] as [string, number, string];
      const where = 'zipcode = ? AND housenr = ? AND housenrext = ?';
      const offers = all(
        db,
        `SELECT carrier, network, carrier_detail FROM availability WHERE ${where}`,
        ...at,
      );
      const open = all(
        db,
        `SELECT carrier, network, carriertype FROM carriers WHERE ${where} AND status = 'Open'`,
        ...at,
      );
      const openLines = new Set(
        open.map((row) => lineOf(String(row['carriertype']), String(row['network']))),
      );
      for (const offer of offers) {
        const line = lineOf(
          json<{ carriertype: string }>(offer['carrier_detail']).carriertype,
          String(offer['network']),
        );
        if (!openLines.has(line))
          problems.push(`${addressKey(address)}: ${line} offered without an Open carrier`);
      }
      for (const kind of ['Fiber', 'Copper']) {
        if (open.some((row) => row['carrier'] === kind) && !offers.some((row) => row['carrier'] === kind))
          problems.push(`${addressKey(address)}: an Open ${kind} carrier, but no ${kind} offered`);
      }
    }
    expect(problems).toEqual([]);
    expect(addresses.length).toBeGreaterThan(500);
  });
});

/** Dates of work done; set only once the work has been executed. */
const EXECUTED_DATE_KEYS = [
  'sitesurvey_executed_date',
  'internalworks_executed_date',
  'externalworks_executed_date',
] as const satisfies readonly (keyof Transaction)[];

describe('seed: transactions', () => {
  // Field names, types, nullability and date / NID formats: checked against the get_transaction
  // reply schema above. These tests check what the schema leaves open.
  it('copies the transaction fields the transactions table indexes into its columns', () => {
    const columns = [
      'uuid',
      'nid',
      'action',
      'state',
      'customer_account_id',
      'created_at',
      'last_updated',
      'expected_completion_date',
    ] as const satisfies readonly (keyof Transaction)[];
    transactions.forEach((row, i) => {
      const t = data[i]!;
      for (const column of columns) expect(t[column], column).toBe(row[column]);
      expect(row['cancel_due_at']).toBeNull();
      expect(String(row['search_text'])).toBe(String(row['search_text']).toLowerCase());
      expect(String(row['search_text'])).toContain(t.uuid);
    });
  });

  it('uses v4 UUIDs, creation times and prices in cents', () => {
    for (const t of data) {
      expect(t.uuid).toMatch(UUID_V4);
      expect(t.created_at).not.toBeNull();
      for (const [key, price] of Object.entries(t)) {
        if (key.endsWith('_price') && typeof price === 'number')
          expect(Math.round(price * 100) / 100, key).toBe(price);
      }
    }
  });

  it('keeps states, dates and cancel fields consistent', () => {
    const now = toSeconds(NOW.toISOString());
    const today = NOW.toISOString().slice(0, 10);
    for (const t of data) {
      const open = t.state === 'new' || t.state === 'processing';
      expect(t.open).toBe(open);
      expect(t.closed_at === null).toBe(open);
      expect(toSeconds(t.created_at)).toBeLessThanOrEqual(toSeconds(t.last_updated));
      expect(toSeconds(t.last_updated)).toBeLessThanOrEqual(now);
      if (t.closed_at !== null) expect(toSeconds(t.closed_at)).toBeLessThanOrEqual(toSeconds(t.last_updated));
      if (t.cancel_possible) expect(t.state).toBe('new');
      if (t.state === 'new') expect([false, null]).toContain(t.cancel_requested);
      if (t.state === 'cancelled') {
        expect(t.cancel_requested).toBe(true);
        expect(t.cancelled_by).toEqual(expect.any(String));
        expect(t.cancel_reason).toEqual(expect.any(String));
        expect(t.cancel_date).toEqual(expect.any(String));
      } else {
        expect(t.cancelled_by).toBeNull();
        expect(t.cancel_date).toBeNull();
      }
      if (t.state === 'new') for (const key of EXECUTED_DATE_KEYS) expect(t[key], key).toBeNull();
      for (const key of [...EXECUTED_DATE_KEYS, 'cleanorder_executed_date'] as const) {
        const executed = t[key];
        if (executed !== null) expect(executed <= today, key).toBe(true);
      }
    }
    const fresh = data.filter((t) => t.state === 'new');
    const cancellable = fresh.filter((t) => t.cancel_possible).length;
    expect(cancellable).toBeGreaterThan(fresh.length * 0.6);
    expect(cancellable).toBeLessThan(fresh.length);
    expect(data.filter((t) => t.customer_account_id === 4242).length / data.length).toBeGreaterThan(0.8);
    expect(data.some((t) => t.action === 'change' && Object.keys(t.change_proposal).length > 0)).toBe(true);
  });

  it('carries documents where the action has them, consistent with the transaction', () => {
    const known = new Set(addresses.map(addressKey));
    const documentChecks = (t: Transaction, document: TransactionDocument): void => {
      expect(known.has(addressKey(document.address))).toBe(true);
      expect(document.carrier.nid).toBe(t.nid);
      expect(document.supplier).toBe(document.carrier.product.supplier);
      expect(document.circuits.length).toBeGreaterThanOrEqual(1);
      expect(document.circuits.length).toBeLessThanOrEqual(2);
      for (const circuit of document.circuits) expect(circuit.nid).not.toBeNull();
      const contacts = document.location_contacts;
      expect(contacts.length).toBeGreaterThanOrEqual(1);
      expect(contacts.length).toBeLessThanOrEqual(2);
      expect(contacts.filter((contact) => contact.primary)).toHaveLength(1);
      for (const contact of contacts) expect(contact.phonenumber).toMatch(/^\+31 /);
      expect(document.transaction).toEqual({ uuid: t.uuid, action: t.action, state: t.state });
    };
    for (const t of data) {
      const before = t.document_before_transaction;
      const after = t.document_after_transaction;
      expect(before === null).toBe(t.action === 'new' || t.action === 'offer');
      expect(after === null).toBe(t.action === 'terminate' || t.action === 'migrate_out');
      if (before) documentChecks(t, before);
      if (after) documentChecks(t, after);
    }
  });

  it.each([
    ['cancellable', { cancel_possible: true, cancel_requested: false, open: true }],
    ['notCancellable', { cancel_possible: false, open: true }],
  ] as const)('has the demo transaction %s', (name, expected) => {
    const { uuid, nid, action, state } = demoTransactions[name];
    expect(data.find((t) => t.uuid === uuid)).toMatchObject({ nid, action, state, ...expected });
  });

  it('gives the demo transactions NIDs of their own, each a carrier', () => {
    const nids = data.map((t) => t.nid).filter((nid) => nid !== null);
    expect(new Set(nids).size).toBe(nids.length);
    for (const demo of Object.values(demoTransactions)) {
      expect(count(db, 'SELECT count(*) AS n FROM carriers WHERE nid = ?', demo.nid)).toBe(1);
    }
  });
});

describe('seed: accounts and mail', () => {
  it('creates the demo users with permissions, whitelists and TOTP', async () => {
    const users = all(db, 'SELECT * FROM users ORDER BY id');
    expect(users.map((user) => user['username'])).toEqual(demoAccounts.map((account) => account.username));
    for (const account of demoAccounts) {
      const user = one(db, 'SELECT * FROM users WHERE username = ?', account.username);
      expect(user['customer_account_id']).toBe(account.customerAccountId);
      expect(json<string[]>(user['permissions'])).toEqual(account.permissions);
      expect(user['totp_enabled']).toBe(account.totpSecret ? 1 : 0);
      expect(user['totp_secret']).toBe(account.totpSecret);
      const whitelist = all(
        db,
        'SELECT subnet, description FROM ip_whitelist WHERE user_id = ? ORDER BY position',
        Number(user['id']),
      );
      expect(whitelist).toEqual(account.whitelist.map((entry) => ({ ...entry })));
    }
    expect(one(db, "SELECT totp_secret FROM users WHERE username = 'totp'")['totp_secret']).toBe(
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    expect(
      json<string[]>(one(db, "SELECT permissions FROM users WHERE username = 'readonly'")['permissions']),
    ).not.toContain('#broadband-ordering-d');
    await expect(
      verifyPassword(
        'sandbox-admin',
        String(one(db, "SELECT password_hash FROM users WHERE username = 'admin'")['password_hash']),
      ),
    ).resolves.toBe(true);
  });

  it('creates the public API keys', () => {
    const keys = all(db, 'SELECT * FROM api_keys ORDER BY token');
    expect(keys.map((key) => key['token']).sort()).toEqual(demoApiKeys.map((key) => key.token).sort());
    const any = one(db, 'SELECT * FROM api_keys WHERE token = ?', 'pk_sandbox_any_8b3e5f0c9d21');
    expect(json<string[]>(any['referers'])).toEqual(['*']);
    expect(any['rate_limit_per_minute']).toBe(60);
  });

  it('keeps mail addresses on their client domain, forwarders apart from mailboxes', async () => {
    const domains = new Map(
      all(db, 'SELECT client_id, domain FROM mail_clients').map((row) => [
        row['client_id'],
        String(row['domain']),
      ]),
    );
    const onClientDomain = (row: Row): boolean =>
      String(row['email']).endsWith(`@${domains.get(row['client_id'])}`);
    const mailboxes = all(db, 'SELECT * FROM mailboxes');
    const mailboxEmails = new Set(mailboxes.map((row) => row['email']));
    for (const box of mailboxes) {
      expect(onClientDomain(box), String(box['email'])).toBe(true);
      expect([1024, 2048, 5120]).toContain(box['quota_mb']);
    }
    for (const forwarder of all(db, 'SELECT * FROM forwarders')) {
      expect(onClientDomain(forwarder), String(forwarder['email'])).toBe(true);
      expect(mailboxEmails.has(forwarder['email'])).toBe(false);
      const destinations = json<string[]>(forwarder['destinations']);
      expect(destinations.length).toBeGreaterThanOrEqual(1);
      expect(destinations.length).toBeLessThanOrEqual(3);
      expect(destinations).not.toContain(forwarder['email']);
    }
    expect(domains.get(demoMail.clientId)).toBe(demoMail.domain);
    expect(mailboxEmails.has(demoMail.mailbox)).toBe(true);
    expect(count(db, 'SELECT count(*) AS n FROM forwarders WHERE email = ?', demoMail.forwarder)).toBe(1);
    const hash = String(
      one(db, 'SELECT password_hash FROM mailboxes WHERE email = ?', demoMail.mailbox)['password_hash'],
    );
    await expect(verifyPassword(demoMail.mailboxPassword, hash)).resolves.toBe(true);
  });
});

describe('seed: determinism and re-seeding', () => {
  /** Expects `other` to hold exactly what the shared database holds in `tables`. */
  const expectSameContents = (other: DatabaseSync, tables: readonly string[] = TABLES): void => {
    for (const table of tables) expect(tableDigest(other, table), table).toBe(tableDigest(db, table));
  };

  it('produces identical table contents on every run', () => {
    expectSameContents(seeded());
  });

  it('keeps addresses and their flags independent of the product count', () => {
    const small = seeded(500);
    expectSameContents(small, ['addresses', 'carriers', 'construction_messages', 'users', 'mailboxes']);
    expect(count(small, 'SELECT count(*) AS n FROM carrier_products')).toBe(500);
  });

  it('replaces earlier contents when run again on the same database', () => {
    const target = seeded(300);
    seed(target, { productCount: PRODUCT_COUNT, now: NOW });
    expectSameContents(target);
  });
});

function toSeconds(value: unknown): number {
  return Math.floor(new Date(String(value)).getTime() / 1000);
}

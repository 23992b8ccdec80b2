import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { describe, it, expect } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { migrate } from '../migrations.ts';
import { demoAccounts, demoAddresses, demoApiKeys, demoMail, demoTransactions, seed } from './index.ts';
import { cities } from './places.ts';

const NOW = new Date('2026-04-24T10:00:00Z');
const PRODUCT_COUNT = 12000;

const NID = /^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$/;
const ZIPCODE = /^[1-9][0-9]{3}[A-Z]{2}$/;
const EXTENSION = /^[0-9A-Za-z-]{0,6}$/;
const DATE = /^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$/;
const DATETIME = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const COORDINATE = /^-?[0-9]{1,3}\.[0-9]{6}$/;

/** Spec §2.2, written out independently of the seed's own list. */
const TRANSACTION_KEYS = [
  'nid',
  'uuid',
  'customer_account_id',
  'action',
  'open',
  'state',
  'last_updated',
  'closed_at',
  'created_at',
  'update_contacts',
  'sitesurvey_plan_date',
  'sitesurvey_date_replan',
  'sitesurvey_executed_date',
  'sitesurvey_document',
  'internalworks_plan_date',
  'internalworks_date_replan',
  'internalworks_executed_date',
  'externalworks_plan_date',
  'externalworks_date_replan',
  'externalworks_executed_date',
  'permit',
  'expected_completion_date',
  'expected_completion_date_delayed',
  'expected_completion_date_is_forecast',
  'expected_completion_date_replan',
  'customer_wish_date',
  'customer_wish_date_replan',
  'cleanorder_executed_date',
  'cancelled_by',
  'cancel_date',
  'cancel_reason',
  'cancel_requested',
  'cancel_possible',
  'purchase_price',
  'sales_price',
  'purchase_teardown_price',
  'sales_teardown_price',
  'purchase_setup_price',
  'sales_setup_price',
  'change_proposal',
  'document_before_transaction',
  'document_after_transaction',
  'ftu_count',
  'appointment_url',
  'is_complex',
  'is_realtime',
  'replan_date',
  'replan_requested',
  'replan_possible',
  'on_demand',
  'on_demand_requested',
].sort();
const DATE_KEYS = [
  'sitesurvey_plan_date',
  'sitesurvey_executed_date',
  'internalworks_plan_date',
  'internalworks_executed_date',
  'externalworks_plan_date',
  'externalworks_executed_date',
  'expected_completion_date',
  'expected_completion_date_delayed',
  'customer_wish_date',
  'cleanorder_executed_date',
  'cancel_date',
  'replan_date',
];
const NULLABLE_BOOLEAN_KEYS = [
  'update_contacts',
  'sitesurvey_date_replan',
  'internalworks_date_replan',
  'externalworks_date_replan',
  'expected_completion_date_is_forecast',
  'expected_completion_date_replan',
  'customer_wish_date_replan',
  'cancel_requested',
  'is_complex',
  'is_realtime',
  'replan_requested',
];
const PRICE_KEYS = [
  'purchase_price',
  'sales_price',
  'purchase_teardown_price',
  'sales_teardown_price',
  'purchase_setup_price',
  'sales_setup_price',
];
const DOCUMENT_KEYS = [
  'sla',
  'active',
  'address',
  'carrier',
  'enduser',
  'circuits',
  'supplier',
  'transaction',
  'contract_period',
  'contract_duration',
  'location_contacts',
].sort();
const ADDRESS_KEYS = [
  'city',
  'street',
  'housenr',
  'zipcode',
  'latitude',
  'longitude',
  'province',
  'housenrext',
  'municipality',
].sort();
const CARRIER_PRODUCT_KEYS = [
  'area',
  'name',
  'active',
  'upload',
  'nlstype',
  'distance',
  'download',
  'supplier',
  'product_id',
  'test_label',
  'carriertype',
  'copper_pairs',
  'base_technology',
  'data_technology',
  'estimated_delivery_duration',
].sort();
const CIRCUIT_PRODUCT_KEYS = [
  'qos',
  'area',
  'name',
  'active',
  'is_pvc',
  'upload',
  'quality',
  'download',
  'supplier',
  'product_id',
  'overbooking',
  'service_type',
  'transport_instance',
].sort();
const STATES = ['new', 'processing', 'finished', 'cancelled'];
const ACTIONS = ['offer', 'new', 'migrate', 'change', 'terminate', 'migrate_out'];
const PROVIDERS = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];

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

type Row = Record<string, unknown>;

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
  const rows = all(db, `SELECT * FROM ${table} ORDER BY ${table === 'meta' ? 'key' : 'rowid'}`).map((row) => {
    const copy = { ...row };
    delete copy['password_hash'];
    return copy;
  });
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

function json<T>(value: unknown): T {
  return JSON.parse(String(value)) as T;
}

const db = seeded();
const transactions = all(db, 'SELECT * FROM transactions');
const data = transactions.map((row) => json<Record<string, unknown>>(row['data']));

describe('seed: volumes', () => {
  it('fills every table', () => {
    for (const table of TABLES)
      expect(count(db, `SELECT count(*) AS n FROM ${table}`), table).toBeGreaterThan(0);
  });

  it('has enough addresses over enough cities', () => {
    expect(count(db, 'SELECT count(*) AS n FROM addresses')).toBeGreaterThanOrEqual(300);
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
    for (const state of STATES) {
      for (const action of ACTIONS) {
        expect(
          count(db, 'SELECT count(*) AS n FROM transactions WHERE state = ? AND action = ?', state, action),
          `${state}/${action}`,
        ).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('has mail clients, mailboxes and forwarders', () => {
    expect(count(db, 'SELECT count(*) AS n FROM mail_clients')).toBe(8);
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
  it('uses valid postcodes, extensions, coordinates and sources', () => {
    const problems: string[] = [];
    for (const row of all(db, 'SELECT * FROM addresses')) {
      const where = `${row['zipcode']} ${row['housenr']}${row['housenrext']}`;
      if (!ZIPCODE.test(String(row['zipcode']))) problems.push(`${where}: zipcode`);
      if (!EXTENSION.test(String(row['housenrext']))) problems.push(`${where}: extension`);
      if (!COORDINATE.test(String(row['latitude'])) || !COORDINATE.test(String(row['longitude'])))
        problems.push(`${where}: coordinates`);
      const sources = json<string[]>(row['sources']);
      if (
        sources.length === 0 ||
        sources.some((source) => !['CADASTRAL', 'KPNWBA', 'KPNWEAS'].includes(source))
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
    expect(
      count(db, 'SELECT count(*) AS n FROM addresses WHERE sources <> \'["CADASTRAL","KPNWBA","KPNWEAS"]\''),
    ).toBeGreaterThan(0);
  });

  it('has the fixed demo addresses with their behaviour', () => {
    const address = (name: keyof typeof demoAddresses): Row => {
      const demo = demoAddresses[name];
      return one(
        db,
        'SELECT * FROM addresses WHERE zipcode = ? AND housenr = ? AND housenrext = ?',
        demo.zipcode,
        demo.housenr,
        demo.housenrext,
      );
    };
    const availability = (name: keyof typeof demoAddresses): Row[] => {
      const demo = demoAddresses[name];
      return all(
        db,
        'SELECT * FROM availability WHERE zipcode = ? AND housenr = ? AND housenrext = ?',
        demo.zipcode,
        demo.housenr,
        demo.housenrext,
      );
    };
    const carriers = (name: keyof typeof demoAddresses): Row[] => {
      const demo = demoAddresses[name];
      return all(
        db,
        'SELECT * FROM carriers WHERE zipcode = ? AND housenr = ? AND housenrext = ?',
        demo.zipcode,
        demo.housenr,
        demo.housenrext,
      );
    };

    for (const [name, demo] of Object.entries(demoAddresses)) {
      const row = address(name as keyof typeof demoAddresses);
      expect(row['street'], name).toBe(demo.street);
      expect(row['city'], name).toBe(demo.city);
    }

    const everything = availability('everything');
    expect(new Set(everything.map((row) => row['provider']))).toEqual(new Set(PROVIDERS));
    expect(
      everything
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
    expect(address('everything')['disrupted_providers']).toBe('[]');
    expect(address('everything')['is_complex']).toBe(0);

    expect(json<string[]>(address('extensionSourceSubset')['sources'])).toEqual(['CADASTRAL']);
    expect(
      availability('extensionSourceSubset').filter((row) => String(row['provider']).startsWith('KPN')),
    ).toEqual([]);

    expect(address('providerDown')['disrupted_providers']).toBe('["TELE2"]');
    expect(availability('providerDown').some((row) => row['provider'] === 'TELE2')).toBe(true);
    expect(availability('providerDown').some((row) => row['provider'] !== 'TELE2')).toBe(true);

    expect(address('complex')['is_complex']).toBe(1);
    expect(availability('complex').some((row) => row['provider'] === 'KPNWBA')).toBe(true);
    expect(availability('complex').some((row) => !String(row['provider']).startsWith('KPN'))).toBe(true);

    expect(availability('unserved')).toEqual([]);
    expect(carriers('unserved')).toEqual([]);

    expect(address('allProvidersDown')['disrupted_providers']).toBe('["*"]');
    expect(availability('allProvidersDown').length).toBeGreaterThan(0);

    const copper = availability('copperOnly');
    expect(copper.length).toBeGreaterThan(0);
    expect(copper.every((row) => row['carrier'] === 'Copper')).toBe(true);
    expect(copper.some((row) => row['provider'] === 'KPNWBA' && row['technology'] === 'VDSL')).toBe(true);
    expect(carriers('copperOnly').length).toBeGreaterThan(0);
    expect(carriers('copperOnly').every((row) => row['carrier'] === 'Copper')).toBe(true);
  });

  it('sprinkles disruptions, complex and unserved addresses over the rest', () => {
    const total = count(db, 'SELECT count(*) AS n FROM addresses');
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
    const products = new Map(
      all(db, 'SELECT product_id, supplier, base_technology FROM carrier_products').map((row) => [
        row['product_id'],
        row,
      ]),
    );
    // Collect problems instead of asserting per row: thousands of rows.
    const problems: string[] = [];
    const detailKeys = 'base_technology,carriertype,copper_pairs,data_technology,nlstype,status';
    for (const row of all(db, 'SELECT * FROM availability')) {
      const where = `${row['zipcode']} ${row['housenr']}${row['housenrext']} ${row['provider']} ${row['technology']}`;
      const ids = json<number[]>(row['product_ids']);
      if (ids.length < 1 || ids.length > 4) problems.push(`${where}: ${ids.length} product ids`);
      for (const id of ids) {
        const product = products.get(id);
        if (!product) problems.push(`${where}: product ${id} missing`);
        else if (product['supplier'] !== row['provider'] || product['base_technology'] !== row['carrier']) {
          problems.push(`${where}: product ${id} is ${product['supplier']} ${product['base_technology']}`);
        }
      }
      if (!PROVIDERS.includes(String(row['provider']))) problems.push(`${where}: provider`);
      if (!Number.isInteger(row['max_download']) || !Number.isInteger(row['max_upload']))
        problems.push(`${where}: speeds`);
      if (!['Copper', 'Fiber'].includes(String(row['carrier']))) problems.push(`${where}: carrier`);
      const detail = json<Record<string, unknown>>(row['carrier_detail']);
      if (Object.keys(detail).sort().join(',') !== detailKeys) problems.push(`${where}: carrier_detail keys`);
      if (detail['base_technology'] !== row['carrier'])
        problems.push(`${where}: carrier_detail base_technology`);
      if (!['Open', 'Planned', 'Closed'].includes(String(detail['status'])))
        problems.push(`${where}: status`);
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

  it('gives carriers unique NIDs of the right shape for their address', () => {
    const carriers = all(db, 'SELECT * FROM carriers');
    for (const carrier of carriers) {
      const nid = String(carrier['nid']);
      expect(nid).toMatch(NID);
      expect(nid.slice(0, 6)).toBe(carrier['zipcode']);
      expect(Number(nid.slice(6, 11))).toBe(carrier['housenr']);
    }
    expect(new Set(carriers.map((carrier) => carrier['nid'])).size).toBe(carriers.length);
  });
});

describe('seed: transactions', () => {
  it('stores complete §2.2 transactions consistent with their columns', () => {
    transactions.forEach((row, i) => {
      const t = data[i] as Record<string, unknown>;
      expect(Object.keys(t).sort()).toEqual(TRANSACTION_KEYS);
      expect(t['uuid']).toBe(row['uuid']);
      expect(String(t['uuid'])).toMatch(UUID_V4);
      expect(t['nid']).toBe(row['nid']);
      if (t['nid'] !== null) expect(String(t['nid'])).toMatch(NID);
      expect(t['action']).toBe(row['action']);
      expect(t['state']).toBe(row['state']);
      expect(t['customer_account_id']).toBe(row['customer_account_id']);
      expect(t['created_at']).toBe(row['created_at']);
      expect(t['last_updated']).toBe(row['last_updated']);
      expect(t['expected_completion_date']).toBe(row['expected_completion_date']);
      expect(row['cancel_due_at']).toBeNull();
      expect(String(t['last_updated'])).toMatch(DATETIME);
      expect(String(t['created_at'])).toMatch(DATETIME);
      for (const key of DATE_KEYS) if (t[key] !== null) expect(String(t[key]), key).toMatch(DATE);
      for (const key of NULLABLE_BOOLEAN_KEYS) expect([true, false, null], key).toContain(t[key]);
      for (const key of ['open', 'cancel_possible', 'replan_possible', 'on_demand', 'on_demand_requested'])
        expect(typeof t[key], key).toBe('boolean');
      for (const key of PRICE_KEYS) {
        const price = t[key];
        if (price !== null) {
          expect(typeof price, key).toBe('number');
          expect(Math.round((price as number) * 100) / 100).toBe(price);
        }
      }
      expect(typeof t['change_proposal']).toBe('object');
      expect(t['change_proposal']).not.toBeNull();
      expect(String(row['search_text'])).toBe(String(row['search_text']).toLowerCase());
      expect(String(row['search_text'])).toContain(String(t['uuid']));
    });
  });

  it('keeps states, dates and cancel fields consistent', () => {
    const now = toSeconds(NOW.toISOString());
    for (const t of data) {
      const state = String(t['state']);
      const open = state === 'new' || state === 'processing';
      expect(t['open']).toBe(open);
      expect(t['closed_at'] === null).toBe(open);
      expect(toSeconds(t['created_at'])).toBeLessThanOrEqual(toSeconds(t['last_updated']));
      expect(toSeconds(t['last_updated'])).toBeLessThanOrEqual(now);
      if (t['closed_at'] !== null)
        expect(toSeconds(t['closed_at'])).toBeLessThanOrEqual(toSeconds(t['last_updated']));
      if (t['cancel_possible']) expect(state).toBe('new');
      if (state === 'new') expect([false, null]).toContain(t['cancel_requested']);
      if (state === 'cancelled') {
        expect(t['cancel_requested']).toBe(true);
        expect(t['cancelled_by']).toEqual(expect.any(String));
        expect(t['cancel_reason']).toEqual(expect.any(String));
        expect(String(t['cancel_date'])).toMatch(DATE);
      } else {
        expect(t['cancelled_by']).toBeNull();
        expect(t['cancel_date']).toBeNull();
      }
      if (state === 'new') {
        for (const key of [
          'sitesurvey_executed_date',
          'internalworks_executed_date',
          'externalworks_executed_date',
        ])
          expect(t[key]).toBeNull();
      }
      for (const key of [
        'sitesurvey_executed_date',
        'internalworks_executed_date',
        'externalworks_executed_date',
        'cleanorder_executed_date',
      ]) {
        if (t[key] !== null) expect(String(t[key]) <= NOW.toISOString().slice(0, 10), key).toBe(true);
      }
    }
    const fresh = data.filter((t) => t['state'] === 'new');
    const cancellable = fresh.filter((t) => t['cancel_possible'] === true).length;
    expect(cancellable).toBeGreaterThan(fresh.length * 0.6);
    expect(cancellable).toBeLessThan(fresh.length);
    expect(data.filter((t) => t['customer_account_id'] === 4242).length / data.length).toBeGreaterThan(0.8);
    expect(
      data.some((t) => t['action'] === 'change' && Object.keys(t['change_proposal'] as object).length > 0),
    ).toBe(true);
  });

  it('carries complete documents where the action has them', () => {
    const addresses = new Set(
      all(db, 'SELECT zipcode, housenr, housenrext FROM addresses').map(
        (row) => `${row['zipcode']}|${row['housenr']}|${row['housenrext']}`,
      ),
    );
    for (const t of data) {
      const action = String(t['action']);
      const before = t['document_before_transaction'] as Record<string, unknown> | null;
      const after = t['document_after_transaction'] as Record<string, unknown> | null;
      expect(before === null).toBe(action === 'new' || action === 'offer');
      expect(after === null).toBe(action === 'terminate' || action === 'migrate_out');
      for (const document of [before, after]) {
        if (document === null) continue;
        expect(Object.keys(document).sort()).toEqual(DOCUMENT_KEYS);
        const address = document['address'] as Record<string, unknown>;
        expect(Object.keys(address).sort()).toEqual(ADDRESS_KEYS);
        expect(addresses.has(`${address['zipcode']}|${address['housenr']}|${address['housenrext']}`)).toBe(
          true,
        );
        const carrier = document['carrier'] as {
          nid: unknown;
          tags: unknown;
          product: Record<string, unknown>;
        };
        expect(carrier.nid).toBe(t['nid']);
        expect(Array.isArray(carrier.tags)).toBe(true);
        expect(Object.keys(carrier.product).sort()).toEqual(CARRIER_PRODUCT_KEYS);
        expect(document['supplier']).toBe(carrier.product['supplier']);
        const circuits = document['circuits'] as {
          nid: unknown;
          port: unknown;
          vlan: unknown;
          product: Record<string, unknown>;
        }[];
        expect(circuits.length).toBeGreaterThanOrEqual(1);
        expect(circuits.length).toBeLessThanOrEqual(2);
        for (const circuit of circuits) {
          expect(String(circuit.nid)).toMatch(NID);
          expect(Number.isInteger(circuit.port)).toBe(true);
          expect(Number.isInteger(circuit.vlan)).toBe(true);
          expect(Object.keys(circuit.product).sort()).toEqual(CIRCUIT_PRODUCT_KEYS);
        }
        const contacts = document['location_contacts'] as { primary: boolean; phonenumber: string }[];
        expect(contacts.length).toBeGreaterThanOrEqual(1);
        expect(contacts.length).toBeLessThanOrEqual(2);
        expect(contacts.filter((contact) => contact.primary)).toHaveLength(1);
        for (const contact of contacts) expect(contact.phonenumber).toMatch(/^\+31 /);
        expect(document['transaction']).toEqual({ uuid: t['uuid'], action: t['action'], state: t['state'] });
        expect(String((document['sla'] as { order_date: unknown }).order_date)).toMatch(DATE);
        expect(Number.isInteger(document['contract_duration'])).toBe(true);
      }
    }
  });

  it('has the fixed demo transactions, with NIDs no other transaction uses', () => {
    const cancellable = data.find((t) => t['uuid'] === demoTransactions.cancellable.uuid);
    expect(cancellable).toMatchObject({
      nid: demoTransactions.cancellable.nid,
      state: 'new',
      cancel_possible: true,
      cancel_requested: false,
      open: true,
    });
    const notCancellable = data.find((t) => t['uuid'] === demoTransactions.notCancellable.uuid);
    expect(notCancellable).toMatchObject({
      nid: demoTransactions.notCancellable.nid,
      state: 'processing',
      cancel_possible: false,
      open: true,
    });
    const nids = data.map((t) => t['nid']).filter((nid) => nid !== null);
    expect(new Set(nids).size).toBe(nids.length);
    for (const demo of Object.values(demoTransactions)) {
      expect(count(db, 'SELECT count(*) AS n FROM carriers WHERE nid = ?', demo.nid)).toBe(1);
    }
  });
});

describe('seed: accounts and mail', () => {
  it('creates the demo users with permissions, whitelists and TOTP', () => {
    const users = all(db, 'SELECT * FROM users ORDER BY id');
    expect(users.map((user) => user['username'])).toEqual(demoAccounts.map((account) => account.username));
    for (const account of demoAccounts) {
      const user = one(db, 'SELECT * FROM users WHERE username = ?', account.username);
      expect(user['customer_account_id']).toBe(4242);
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
    expect(
      verifyPassword(
        'sandbox-admin',
        String(one(db, "SELECT password_hash FROM users WHERE username = 'admin'")['password_hash']),
      ),
    ).toBe(true);
  });

  it('creates the public API keys', () => {
    const keys = all(db, 'SELECT * FROM api_keys ORDER BY token');
    expect(keys.map((key) => key['token']).sort()).toEqual(demoApiKeys.map((key) => key.token).sort());
    const any = one(db, 'SELECT * FROM api_keys WHERE token = ?', 'pk_sandbox_any_8b3e5f0c9d21');
    expect(json<string[]>(any['referers'])).toEqual(['*']);
    expect(any['rate_limit_per_minute']).toBe(60);
  });

  it('keeps mail addresses on their client domain, forwarders apart from mailboxes', () => {
    const domains = new Map(
      all(db, 'SELECT client_id, domain FROM mail_clients').map((row) => [
        row['client_id'],
        String(row['domain']),
      ]),
    );
    const mailboxes = new Set(all(db, 'SELECT email FROM mailboxes').map((row) => row['email']));
    for (const box of all(db, 'SELECT * FROM mailboxes')) {
      expect(String(box['email']).endsWith(`@${domains.get(box['client_id'])}`)).toBe(true);
      expect([1024, 2048, 5120]).toContain(box['quota_mb']);
    }
    for (const forwarder of all(db, 'SELECT * FROM forwarders')) {
      expect(String(forwarder['email']).endsWith(`@${domains.get(forwarder['client_id'])}`)).toBe(true);
      expect(mailboxes.has(forwarder['email'])).toBe(false);
      const destinations = json<string[]>(forwarder['destinations']);
      expect(destinations.length).toBeGreaterThanOrEqual(1);
      expect(destinations.length).toBeLessThanOrEqual(3);
      expect(destinations).not.toContain(forwarder['email']);
    }
    expect(domains.get(demoMail.clientId)).toBe(demoMail.domain);
    expect(mailboxes.has(demoMail.mailbox)).toBe(true);
    expect(count(db, 'SELECT count(*) AS n FROM forwarders WHERE email = ?', demoMail.forwarder)).toBe(1);
    const hash = String(
      one(db, 'SELECT password_hash FROM mailboxes WHERE email = ?', demoMail.mailbox)['password_hash'],
    );
    expect(verifyPassword(demoMail.mailboxPassword, hash)).toBe(true);
  });
});

describe('seed: determinism and re-seeding', () => {
  it('produces identical table contents on every run', () => {
    const again = seeded();
    for (const table of TABLES) expect(tableDigest(again, table), table).toBe(tableDigest(db, table));
  });

  it('keeps addresses and their flags independent of the product count', () => {
    const small = seeded(500);
    for (const table of ['addresses', 'carriers', 'construction_messages', 'users', 'mailboxes']) {
      expect(tableDigest(small, table), table).toBe(tableDigest(db, table));
    }
    expect(count(small, 'SELECT count(*) AS n FROM carrier_products')).toBe(500);
  });

  it('replaces earlier contents when run again on the same database', () => {
    const target = seeded(300);
    seed(target, { productCount: PRODUCT_COUNT, now: NOW });
    for (const table of TABLES) expect(tableDigest(target, table), table).toBe(tableDigest(db, table));
  });
});

function toSeconds(value: unknown): number {
  return Math.floor(new Date(String(value)).getTime() / 1000);
}

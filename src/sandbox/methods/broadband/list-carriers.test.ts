/**
 * list_carriers finds its rows through a trigram index, value lists and column indexes, choosing
 * per query; whatever it chooses, the answer must be the one a plain `LIKE` scan gives. These
 * tests hold it against that scan (the listing as it was before the indexes) where the index paths
 * could go wrong: `%`, `_`, quotes and backslashes, 1- and 2-character terms, case, terms that span
 * words, non-ASCII text, terms that match many rows, low-cardinality columns, combined filters and
 * pages; and check that the seed and the migration keep the search tables in step.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  BroadbandListCarriersReply,
  BroadbandListCarriersRequest,
} from '../../../contract/types.gen.ts';
import { DATABASE_FILE, openDatabase } from '../../store/database.ts';
import { migrate } from '../../store/migrations.ts';
import { seed } from '../../store/seed/index.ts';
import { PRODUCT_VALUE_COLUMNS, refillProductSearch } from '../../store/product-search.ts';
import type { MethodContext } from '../../rpc/context.ts';
import { type JsonText, resultValue } from '../../rpc/json-text.ts';
import { likeContains, orderBy, paginate } from '../listing.ts';
import { listCarriers } from './list-carriers.ts';

type Params = BroadbandListCarriersRequest;

const NUMERIC = new Set(['product_id', 'netcode_id', 'copper_pairs', 'distance', 'download', 'upload']);
const SORTABLE = new Set([...NUMERIC, 'name', ...PRODUCT_VALUE_COLUMNS]);

/** Names that the seed never makes, added to the test's own copy of the database. */
const ODD_PRODUCTS = [
  'Actie 100% glasvezel_plus Café',
  'Actie 100 procent glasvezelplus CAFÉ',
  'Citaat "dubbel" en \'enkel\'',
  'Pad C:\\koper\\lijn',
  'Ünïcode ÉÉN Straße',
];

let dataDir = '';
let db: DatabaseSync;
let oddIds: number[] = [];

const list = (params: Params, database = db): BroadbandListCarriersReply =>
  resultValue(
    listCarriers(params, { db: database } as unknown as MethodContext) as
      BroadbandListCarriersReply | JsonText<BroadbandListCarriersReply>,
  );

/** The listing as a plain scan: every text filter a `LIKE`, no index chosen by the method. */
function scan(params: Params, database = db): BroadbandListCarriersReply {
  const conditions: string[] = [];
  const values: (string | number)[] = [];
  for (const [column, value] of Object.entries(params.filter ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (column === 'network_match') {
      conditions.push('network = ? COLLATE NOCASE');
      values.push(value);
    } else if (NUMERIC.has(column)) {
      const match = /^\s*(>=|<=)?\s*(-?\d+)\s*$/.exec(value)!;
      conditions.push(`${column} ${match[1] ?? '='} ?`);
      values.push(Number(match[2]));
    } else {
      conditions.push(`${column} LIKE ? ESCAPE '\\'`);
      values.push(likeContains(value));
    }
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const { total } = database
    .prepare(`SELECT count(*) AS total FROM carrier_products ${where}`)
    .get(...values) as {
    total: number;
  };
  const { reply, limit, offset } = paginate(params.pagination, 100, total);
  const ids = database
    .prepare(
      `SELECT product_id FROM carrier_products ${where} ORDER BY ${orderBy(params.sort, SORTABLE, 'product_id ASC')} LIMIT ? OFFSET ?`,
    )
    .all(...values, limit, offset) as { product_id: number }[];
  return {
    carriers: ids.map(
      (row) => ({ product_id: row.product_id }) as BroadbandListCarriersReply['carriers'][number],
    ),
    pagination: reply,
  };
}

function expectSameAsScan(params: Params) {
  const listed = list(params);
  const scanned = scan(params);
  const label = JSON.stringify(params);
  expect(listed.pagination, label).toEqual(scanned.pagination);
  expect(
    listed.carriers.map((row) => row.product_id),
    label,
  ).toEqual(scanned.carriers.map((row) => row.product_id));
  return listed;
}

const everything = (filter: Params['filter'], sort?: Params['sort']): Params => ({
  filter,
  ...(sort ? { sort } : {}),
  pagination: { page: 1, per_page: 0 },
});

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'list-carriers-test-'));
  copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dataDir, DATABASE_FILE));
  db = openDatabase({ dataDir, reset: false, productCount: 12000, now: new Date() }).db;
  const { last } = db.prepare('SELECT max(product_id) AS last FROM carrier_products').get() as {
    last: number;
  };
  const insert = db.prepare(
    `INSERT INTO carrier_products (product_id, name, supplier, carriertype, netcode_id, copper_pairs, base_technology,
      network, nlstype, data_technology, maxnls, test_label, channel_type, distance, aggregated_data_technology, area,
      aggregated_carriertype, download, upload, invoice_description, active, estimated_delivery_duration)
     SELECT ?, ?, supplier, carriertype, netcode_id, copper_pairs, base_technology, network, nlstype, data_technology,
      maxnls, test_label, channel_type, distance, aggregated_data_technology, ?, aggregated_carriertype, download,
      upload, ?, active, estimated_delivery_duration FROM carrier_products WHERE product_id = 1`,
  );
  oddIds = ODD_PRODUCTS.map((name, index) => {
    insert.run(last + 1 + index, name, index % 2 === 0 ? 'Zo_50%' : 'ZoX50', `${name}, factuur`);
    return last + 1 + index;
  });
  refillProductSearch(db);
});

afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('list_carriers text filters match what a LIKE scan matches', () => {
  it.each([
    ['%', [0]],
    ['_', [0]],
    ['100%', [0]],
    ['0% g', [0]],
    ['vezel_p', [0]],
    ['"dubbel"', [2]],
    ["'enkel'", [2]],
    ['\\koper\\', [3]],
    ['c:\\', [3]],
  ])('treats %j literally (name and invoice_description)', (term, expected) => {
    for (const column of ['name', 'invoice_description'] as const) {
      const result = expectSameAsScan(everything({ [column]: term }));
      expect(result.carriers.map((row) => row.product_id)).toEqual(expected.map((index) => oddIds[index]));
    }
  });

  it('folds ASCII case only, as LIKE does: É and é stay different letters', () => {
    expect(list(everything({ name: 'café' })).carriers.map((row) => row.product_id)).toEqual([oddIds[0]]);
    expect(list(everything({ name: 'CAFÉ' })).carriers.map((row) => row.product_id)).toEqual([oddIds[1]]);
    expect(list(everything({ name: 'cAfÉ' })).carriers.map((row) => row.product_id)).toEqual([oddIds[1]]);
    for (const term of ['café', 'CAFÉ', 'É', 'ÉÉN', 'ünï', 'Straße', 'ß'])
      expectSameAsScan(everything({ name: term }));
  });

  it.each(['g', 'Gb', 'gB', '/s', ' I', '%', '1', 'é'])(
    'serves the %j term (under 3 characters) by a scan',
    (term) => {
      const result = expectSameAsScan(everything({ name: term }, { download: 'DESC', name: 'ASC' }));
      if (/^[A-Za-z]/.test(term)) expect(result.pagination.total_items).toBeGreaterThan(0);
    },
  );

  it.each([
    ['GBIT/S', 'gbit/s'],
    ['kPn WbA', 'KPN WBA'],
    ['VdSl2 100/30', 'vdsl2 100/30'],
  ])('is case-insensitive: %j finds what %j finds', (upper, lower) => {
    const a = expectSameAsScan(everything({ name: upper }));
    const b = expectSameAsScan(everything({ name: lower }));
    expect(a.carriers.map((row) => row.product_id)).toEqual(b.carriers.map((row) => row.product_id));
    expect(a.pagination.total_items).toBeGreaterThan(0);
  });

  it.each(['Gbit/s IPTV', 'Mbit/s Business', 'over koper', 'symmetrisch incl. tele', 's, A'])(
    'finds %j across word boundaries',
    (term) => {
      const column = /koper|symmetrisch|s, A/.test(term) ? 'invoice_description' : 'name';
      const result = expectSameAsScan(everything({ [column]: term }));
      expect(result.pagination.total_items).toBeGreaterThan(0);
    },
  );

  it.each(['kpn', 'bit', 'Mbit/s', 'WBA', 'glasvezel'])(
    'answers %j, which matches thousands of products, exactly',
    (term) => {
      for (const column of ['name', 'invoice_description'] as const) {
        for (const page of [1, 2, 37]) {
          expectSameAsScan({
            filter: { [column]: term },
            sort: { download: 'DESC', name: 'ASC' },
            pagination: { page, per_page: 100 },
          });
        }
      }
    },
  );

  it('finds rare terms with common trigrams at either end (area codes in names), on every page', () => {
    const areas = (
      db.prepare('SELECT DISTINCT area FROM carrier_products ORDER BY area LIMIT 6').all() as {
        area: string;
      }[]
    ).map((row) => row.area);
    const terms = areas.flatMap((area, index) => [
      index % 2 === 0 ? area.toLowerCase() : area,
      `/s ${area}`,
      area.slice(0, -1),
      area.slice(3),
    ]);
    for (const term of terms) {
      for (const sort of [undefined, { download: 'DESC', name: 'ASC' } as const, { name: 'DESC' } as const]) {
        for (const [page, perPage] of [
          [1, 100],
          [2, 3],
          [1, 0],
          [99, 100],
        ] as const) {
          const result = expectSameAsScan({
            filter: { name: term },
            ...(sort ? { sort } : {}),
            pagination: { page, per_page: perPage },
          });
          if (page === 1) expect(result.pagination.total_items, term).toBeGreaterThan(0);
        }
      }
    }
    expectSameAsScan({
      filter: { name: areas[0]!, invoice_description: 'e' },
      pagination: { page: 1, per_page: 10 },
    });
    expectSameAsScan({
      filter: { name: areas[1]!.toLowerCase(), download: '>=1024', supplier: 'k' },
      sort: { upload: 'ASC' },
      pagination: { page: 1, per_page: 0 },
    });
  });

  it.each([
    ['supplier', 'kpn'],
    ['supplier', 'WEAS'],
    ['supplier', 'x'],
    ['network', 'Gpon'],
    ['network', 'delta'],
    ['area', 'asd-'],
    ['area', 'AA/1'],
    ['area', '50%'],
    ['area', 'o_5'],
    ['area', '_'],
    ['nlstype', '8h'],
    ['maxnls', '9'],
    ['test_label', 'es'],
    ['channel_type', 'iptv'],
    ['data_technology', 'vdsl'],
    ['carriertype', 'Regg'],
    ['base_technology', 'IBER'],
    ['aggregated_carriertype', 'copper'],
    ['aggregated_data_technology', 'tth'],
  ])('filters the low-cardinality column %s by %j through its values', (column, term) => {
    expectSameAsScan(everything({ [column]: term }, { upload: 'ASC' }));
    expectSameAsScan({ filter: { [column]: term }, pagination: { page: 2, per_page: 50 } });
  });

  it('answers a term no value holds with an empty page and zero totals', () => {
    for (const filter of [
      { supplier: 'nobody' },
      { name: 'qqqzzz' },
      { area: 'zz' },
      { invoice_description: 'ζζζ' },
    ]) {
      const result = expectSameAsScan({ filter, pagination: { page: 1, per_page: 100 } });
      expect(result.pagination).toEqual({ page: 1, per_page: 100, total_items: 0, total_pages: 0 });
    }
  });
});

describe('list_carriers combined filters, sorts and pages', () => {
  const filters: Params['filter'][] = [
    { name: 'gbit', supplier: 'kpn' },
    { name: 'AA/1', download: '>=102400' },
    { name: 'kpn', upload: '<=10240', network_match: 'kpn-gpon' },
    { invoice_description: 'koper', name: 'vdsl', distance: '>=1000' },
    { area: 'asd', netcode_id: '>=1000' },
    { netcode_id: '1001' },
    { netcode_id: '>=1500' },
    { download: '>=1048576' },
    { download: '102400', area: 'Rtd' },
    { upload: '<=51200' },
    { product_id: '<=500', name: 'fiber' },
    { network_match: 'KPN-GPON' },
    { name: 'ab', supplier: 'tele' },
    { name: 'Mbit', invoice_description: 'zakelijk' },
  ];
  const sorts: Params['sort'][] = [
    undefined,
    { download: 'DESC', name: 'ASC' },
    { upload: 'ASC' },
    { netcode_id: 'DESC', area: 'ASC' },
    { supplier: 'ASC', download: 'DESC' },
    { name: 'DESC' },
  ];

  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))(
    'matches the scan for %s, in every sort and on several pages',
    (_label, filter) => {
      for (const sort of sorts) {
        for (const [page, perPage] of [
          [1, 100],
          [3, 25],
          [40, 100],
          [1, 0],
        ] as const) {
          expectSameAsScan({ filter, ...(sort ? { sort } : {}), pagination: { page, per_page: perPage } });
        }
      }
    },
  );

  it('gives pages in the second half and at the end of a listing as the scan does', () => {
    for (const filter of [
      undefined,
      { name: 'mbit' },
      { name: 'kpn', download: '>=102400' },
      { area: 'a' },
    ]) {
      const { total_items: total } = list({ ...(filter ? { filter } : {}) }).pagination;
      for (const sort of sorts) {
        for (const perPage of [100, 7]) {
          const last = Math.ceil(total / perPage);
          for (const page of [Math.ceil(last / 2), Math.ceil((last * 3) / 4), last - 1, last, last + 1]) {
            expectSameAsScan({
              ...(filter ? { filter } : {}),
              ...(sort ? { sort } : {}),
              pagination: { page, per_page: perPage },
            });
          }
        }
      }
    }
  });

  it('sorts and pages the whole catalogue without filters as before', () => {
    for (const sort of sorts) {
      for (const page of [1, 2, 119, 121]) {
        expectSameAsScan({ ...(sort ? { sort } : {}), pagination: { page, per_page: 100 } });
      }
    }
  });
});

describe('the search tables', () => {
  it('list every distinct value of the low-cardinality columns with its product count', () => {
    for (const column of PRODUCT_VALUE_COLUMNS) {
      const listed = db
        .prepare('SELECT value, products FROM carrier_product_values WHERE column_name = ? ORDER BY value')
        .all(column);
      const actual = db
        .prepare(
          `SELECT ${column} AS value, count(*) AS products FROM carrier_products WHERE ${column} IS NOT NULL GROUP BY 1 ORDER BY 1`,
        )
        .all();
      expect(listed, column).toEqual(actual);
    }
  });

  it('are rebuilt by a re-seed, for the products it writes', () => {
    const copy = mkdtempSync(join(tmpdir(), 'list-carriers-reseed-'));
    const reseeded = openDatabase({ dataDir: copy, reset: true, productCount: 300, now: new Date() }).db;
    try {
      seed(reseeded, { productCount: 2000, now: new Date() });
      const all = list({ pagination: { page: 1, per_page: 0 } }, reseeded);
      expect(all.pagination.total_items).toBe(2000);
      const sample = all.carriers[1999]!;
      const term = sample.name.slice(-8);
      const found = list({ filter: { name: term }, pagination: { page: 1, per_page: 0 } }, reseeded);
      const expected = all.carriers.filter((row) => row.name.toLowerCase().includes(term.toLowerCase()));
      expect(found.carriers.map((row) => row.product_id)).toEqual(expected.map((row) => row.product_id));
      const trigrams = reseeded
        .prepare('SELECT column_name, trigram, products FROM carrier_product_trigrams ORDER BY 1, 2')
        .all();
      const vocabulary = reseeded
        .prepare(
          'SELECT col AS column_name, term AS trigram, doc AS products FROM carrier_products_text_vocab ORDER BY 1, 2',
        )
        .all();
      expect(trigrams).toEqual(vocabulary);
      const { withBit } = reseeded
        .prepare("SELECT count(*) AS withBit FROM carrier_products WHERE name LIKE '%bit%'")
        .get() as { withBit: number };
      expect(trigrams).toContainEqual({ column_name: 'name', trigram: 'bit', products: withBit });
      expect(all.carriers).toHaveLength(2000);
      expect(all.carriers.every((row) => typeof row.active === 'boolean' && row.name.length > 0)).toBe(true);
      expect(withBit).toBeGreaterThan(300);
      const supplier = list({ filter: { supplier: sample.supplier } }, reseeded);
      expect(supplier.pagination.total_items).toBe(
        all.carriers.filter((row) => row.supplier.includes(sample.supplier)).length,
      );
    } finally {
      reseeded.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('are read again by a connection that kept the products in memory, once the products change', () => {
    const copy = mkdtempSync(join(tmpdir(), 'list-carriers-change-'));
    const changed = openDatabase({ dataDir: copy, reset: true, productCount: 300, now: new Date() }).db;
    try {
      const broad = {
        filter: { name: 'bit' },
        sort: { download: 'DESC' },
        pagination: { page: 1, per_page: 0 },
      } as const;
      const before = list(broad, changed);
      expect(before.pagination.total_items).toBeGreaterThan(100);
      const renamed = before.carriers[0]!.product_id;
      changed
        .prepare("UPDATE carrier_products SET name = 'Hernoemd product' WHERE product_id = ?")
        .run(renamed);
      refillProductSearch(changed);
      const after = list(broad, changed);
      expect(after.pagination.total_items).toBe(before.pagination.total_items - 1);
      expect(after.carriers.map((row) => row.product_id)).not.toContain(renamed);
      expect(list({ filter: { name: 'hernoemd' } }, changed).carriers.map((row) => row.product_id)).toEqual([
        renamed,
      ]);
    } finally {
      changed.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('are created and filled by the migration for a database that has products already', () => {
    const copy = mkdtempSync(join(tmpdir(), 'list-carriers-migrate-'));
    copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(copy, DATABASE_FILE));
    const old = openDatabase({ dataDir: copy, reset: false, productCount: 12000, now: new Date() }).db;
    try {
      old.exec(`
        DROP TABLE carrier_products_text_vocab;
        DROP TABLE carrier_products_text;
        DROP TABLE carrier_product_trigrams;
        DROP TABLE carrier_product_values;
        DROP INDEX carrier_products_netcode_id;
        DROP INDEX carrier_products_download;
        DROP INDEX carrier_products_upload;
        DROP INDEX carrier_products_area;
        DROP TABLE carrier_product_json;
        DROP INDEX mail_clients_customer;
        ALTER TABLE mail_clients DROP COLUMN customer_account_id;
        PRAGMA user_version = 1;
      `);
      migrate(old);
      for (const filter of [{ name: 'gbit/s iptv' }, { invoice_description: 'Glasvezel' }, { area: 'asd' }]) {
        const params = {
          filter,
          sort: { download: 'DESC', name: 'ASC' },
          pagination: { page: 1, per_page: 0 },
        } as const;
        const migrated = list(params, old);
        const scanned = scan(params, old);
        expect(migrated.pagination, JSON.stringify(filter)).toEqual(scanned.pagination);
        expect(migrated.carriers.map((row) => row.product_id)).toEqual(
          scanned.carriers.map((row) => row.product_id),
        );
        expect(migrated.pagination.total_items).toBeGreaterThan(0);
      }
      const row = old.prepare('SELECT * FROM carrier_products WHERE product_id = 1').get() as {
        active: number;
      };
      const [product] = list({ filter: { product_id: '1' } }, old).carriers;
      expect(product).toEqual({ ...row, active: row.active === 1 });
    } finally {
      old.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

/**
 * The seed's full output, pinned: a database seeded the way the sandbox seeds it (openDatabase in a
 * data directory of its own, the default product count) and dumped table by table must match the
 * SHA-256 fingerprints below. The date is pinned (the seed derives every date from `now`), and
 * password hashes are left out of the dump (they carry random salts). A change to the seed data
 * shows up here by table name; when the change is meant, take the new fingerprints from the failure.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { DEFAULT_PRODUCT_COUNT } from './index.ts';

const NOW = new Date('2026-04-24T10:00:00Z');

const EXPECTED: Record<string, string> = {
  addresses: '20631e3c91c28cee099baef440cef5d1a0a90067630112569d86a6e0ffb623da',
  api_keys: 'c148f463ba6898ad812bfa3efb8284da7a2e1383ae2b899958a0d2269e48d66b',
  availability: '1522dc1d1a238ba1e930c9212602d79c2dd057fbc38374dfa9bb2fa3fbba23c7',
  carrier_product_json: 'f2381b8525358f6a169adc01367560c9cfdc0a7ca423428cd575aefd30015da0',
  carrier_product_trigrams: 'cb707af32311a587448cc503b80c08467416fb45075e147da3dc52339bf09c4d',
  carrier_product_values: '3dd3a715936b7032e447ca1ef225947a7c5cd3e7bd3690ea1c4370bd9e541479',
  carrier_products: 'd830e84afd22d3417f79478382375d2ebbe8b28d46524706ac4be3bc90bd0293',
  carriers: '202982265c574e34e285d37a6a87d710e4bde671d112f7887d365856a7405738',
  construction_messages: 'e075d84244a893dfa660fc4c5365399aa0d8e89bab8ab4341aff7c26706a3077',
  forwarders: '2761cd71ee69131d0b0e1da914084852ae79fae4d5c51cd0295a7aa6073cb15d',
  ip_whitelist: '5dc181e607a4acf1f026522f9b11f49f23138e9db738bed449bf2e38d45225ec',
  mail_clients: '7c6b5cf6a9590038aa42968f424404122a073120c4b41ba4b952238f243c29e3',
  mailboxes: '41020ab888be12b4c6ecb69a7dcaf95335baf52475bc0fdcebe499a883a691f6',
  meta: '258a9ca25556fbc4dab7cc3ef2f68a0f1620484171cc43c2725a42d054c515c8',
  transactions: '372f75ffb21d8fd25340d000a600cd4571bb91e2a7633b108baeddec12a23b9d',
  users: '9e22d281f5d04f2fde67bf6332571248227b0d1103edf502f9788957fa3c03ca',
};

const SALTED_COLUMNS = new Set(['password_hash']);

type Table = { name: string; withoutRowid: boolean };

/**
 * Ordinary tables: not SQLite's own, nor the full-text index and its shadow tables (built by SQL
 * from carrier_products; carrier_product_trigrams holds what it counts).
 */
function tablesOf(db: DatabaseSync): Table[] {
  const rows = db.prepare('PRAGMA main.table_list').all() as { name: string; type: string; wr: number }[];
  return rows
    .filter((row) => row.type === 'table' && !row.name.startsWith('sqlite_'))
    .map((row) => ({ name: row.name, withoutRowid: row.wr === 1 }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

function dumpValue(value: unknown): unknown {
  return value instanceof Uint8Array ? `x'${Buffer.from(value).toString('hex')}'` : value;
}

/**
 * A table's rows as text, salted columns left out: in rowid order with the rowid (the order the
 * seed wrote them in), or ordered by every column in a table without rowid.
 */
function tableDump(db: DatabaseSync, table: Table): string {
  const columns = (
    db.prepare(`SELECT name FROM pragma_table_info('${table.name}')`).all() as { name: string }[]
  )
    .filter((column) => !SALTED_COLUMNS.has(column.name))
    .map((column) => `"${column.name}"`);
  const selected = table.withoutRowid ? columns : ['rowid', ...columns];
  const order = table.withoutRowid ? columns.join(', ') : 'rowid';
  const rows = db.prepare(`SELECT ${selected.join(', ')} FROM "${table.name}" ORDER BY ${order}`).all();
  return rows.map((row) => JSON.stringify(Object.values(row).map(dumpValue))).join('\n');
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('seed output', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'seed-output-test-'));
  const fingerprints: Record<string, string> = {};

  beforeAll(() => {
    const { db } = openDatabase({ dataDir, reset: true, productCount: DEFAULT_PRODUCT_COUNT, now: NOW });
    try {
      for (const table of tablesOf(db)) fingerprints[table.name] = sha256(tableDump(db, table));
    } finally {
      db.close();
    }
  }, 120_000);

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fills exactly the tables it always filled', () => {
    expect(Object.keys(fingerprints)).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))('fills %s with the same rows', (table) => {
    expect(fingerprints[table], table).toBe(EXPECTED[table]);
  });
});

/**
 * The seed's rows against the contract: every transaction, zipcode and carriercheck reply that the
 * seeded database gives is one the published reply schemas accept, and the seed's enums are the
 * schemas' enums. (The seed's own shape, volumes and determinism: store/seed/seed.test.ts.)
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../contract/types.gen.ts';
import { type MethodContract, type SchemaReport, loadContract } from './rpc/contract.ts';
import { migrate } from './store/migrations.ts';
import { ALL_SOURCES } from './store/seed/addresses.ts';
import { seed } from './store/seed/index.ts';
import { PROVIDERS, TRANSACTION_ACTIONS, TRANSACTION_STATES } from './store/seed/types.ts';
import { type AddressFields, type Row, addressKey, json, without } from './testing/seed-rows.ts';

const NOW = new Date('2026-04-24T10:00:00Z');

/** The JSON Schemas in schemas/, the single source of every reply shape and enum. */
const contract = loadContract();

function method(className: string, name: string): MethodContract {
  const found = contract.classes.get(className)?.get(name);
  if (!found) throw new Error(`schemas/catalogue.json has no ${className} ${name}`);
  return found;
}

/** A value inside a schema file, found by its property path. */
function schemaValue(file: string, ...path: string[]): unknown {
  let node: unknown = JSON.parse(contract.schemaFiles.get(file) ?? 'null');
  for (const key of path) node = (node as Record<string, unknown> | null)?.[key];
  if (node === undefined) throw new Error(`schemas/${file} has nothing at ${path.join('.')}`);
  return node;
}

const STATES = schemaValue('defs/transaction.json', 'properties', 'state', 'enum') as string[];
const ACTIONS = schemaValue('defs/transaction.json', 'properties', 'action', 'enum') as string[];
const PROVIDER_IDS = schemaValue('defs/provider.json', 'enum') as string[];
const SOURCES = schemaValue('postcodes/get_housenrext_reply_v1.json', 'required') as string[];

/** Every schema issue of every `[where, value]` pair, as `where path: message` (empty when all are valid). */
function schemaIssues(
  validate: (value: unknown) => SchemaReport,
  values: Iterable<readonly [string, unknown]>,
): string[] {
  const issues: string[] = [];
  for (const [where, value] of values) {
    for (const issue of validate(value).issues) issues.push(`${where} ${issue.path}: ${issue.message}`);
  }
  return issues;
}

const db = new DatabaseSync(':memory:');
migrate(db);
seed(db, { productCount: 12000, now: NOW });

function all(sql: string): Row[] {
  return db.prepare(sql).all() as Row[];
}

const transactions = all('SELECT * FROM transactions');
const data = transactions.map((row) => json<Transaction>(row['data']));
const addresses = all('SELECT * FROM addresses');
const addressesByKey = new Map(addresses.map((row) => [addressKey(row), row]));

/** What a zipcode / carriercheck reply says about the address of a row. */
function replyAddress(of: AddressFields): Row {
  const row = addressesByKey.get(addressKey(of));
  if (!row) throw new Error(`no address ${addressKey(of)}`);
  return without(
    row,
    'zipcode',
    'province',
    'latitude',
    'longitude',
    'sources',
    'is_complex',
    'disrupted_providers',
  );
}

/** Per address, the extended zipcode reply its availability and construction_messages rows give. */
function zipcodeReplies(): Map<string, Row> {
  const replies = new Map<string, Row>();
  for (const row of addresses) replies.set(addressKey(row), { address: replyAddress(row), available: {} });
  const reply = (row: Row): Row => {
    const found = replies.get(addressKey(row));
    if (!found) throw new Error(`no address ${addressKey(row)}`);
    return found;
  };
  for (const row of all('SELECT * FROM availability')) {
    const available = reply(row)['available'] as Record<string, Row>;
    (available[String(row['provider'])] ??= {})[String(row['technology'])] = {
      ...without(row, 'zipcode', 'housenr', 'housenrext', 'provider', 'technology', 'rank'),
      product_ids: json(row['product_ids']),
      carrier_detail: json(row['carrier_detail']),
    };
  }
  for (const row of all('SELECT * FROM construction_messages ORDER BY rowid')) {
    ((reply(row)['construction_messages'] ??= []) as Row[]).push(
      without(row, 'zipcode', 'housenr', 'housenrext'),
    );
  }
  return replies;
}

/** Per address and kind of carrier, the carriercheck reply its carriers rows give. */
function carriercheckReplies(): Map<string, Row> {
  const replies = new Map<string, { carriers: Row[] } & Row>();
  for (const row of all('SELECT * FROM carriers')) {
    const key = `${addressKey(row)} ${row['carrier']}`;
    const reply = replies.get(key) ?? {
      address: replyAddress(row),
      carrier: row['carrier'],
      available: false,
      carriers: [],
    };
    replies.set(key, reply);
    reply.carriers.push(without(row, 'zipcode', 'housenr', 'housenrext', 'carrier'));
    reply['available'] = reply.carriers.some((carrier) => carrier['status'] !== 'Closed');
  }
  return replies;
}

describe('seed: schemas', () => {
  it.each([
    { name: 'PROVIDERS', values: PROVIDERS, schema: PROVIDER_IDS },
    { name: 'TRANSACTION_STATES', values: TRANSACTION_STATES, schema: STATES },
    { name: 'TRANSACTION_ACTIONS', values: TRANSACTION_ACTIONS, schema: ACTIONS },
    { name: 'ALL_SOURCES', values: ALL_SOURCES, schema: SOURCES },
  ])('$name names every value the schema allows, once', ({ values, schema }) => {
    expect(schema.length).toBeGreaterThan(0);
    expect([...values].sort()).toEqual([...schema].sort());
  });

  it('stores transaction data the get_transaction reply schema accepts', () => {
    const { validateResult } = method('broadband/v1', 'get_transaction');
    expect(
      schemaIssues(
        validateResult,
        transactions.map((row, i) => [String(row['uuid']), data[i]]),
      ),
    ).toEqual([]);
  });

  it('answers every address with a zipcode request and reply the schemas accept', () => {
    const { validateParams, validateResult } = method('broadband/v1', 'zipcode');
    const requests = addresses.map((row): [string, unknown] => [
      addressKey(row),
      { zipcode: row['zipcode'], housenr: row['housenr'], housenrext: row['housenrext'] },
    ]);
    expect(schemaIssues(validateParams, requests)).toEqual([]);
    const replies = zipcodeReplies();
    expect(replies.size).toBe(addresses.length);
    expect(schemaIssues(validateResult, replies)).toEqual([]);
  });

  it('lists carriers in carriercheck replies the schema accepts', () => {
    const replies = carriercheckReplies();
    expect(replies.size).toBeGreaterThan(0);
    expect(schemaIssues(method('broadband/v1', 'carriercheck').validateResult, replies)).toEqual([]);
  });
});

/**
 * The carrier product listing (spec §4.3). Text filters: case-insensitive "contains". Numeric
 * filters: exact, or `>=N` / `<=N`. `network_match`: the exact network, case-insensitive.
 * Sort members apply in the order given, then product_id; default page 1 of 100; per_page 0 = all.
 *
 * The answer is always that of a plain `LIKE` scan; how the rows are found is chosen per query:
 * - A filter that can be known to match few products (at most 15 % of them) finds its rows through
 *   an index, the other filters are checked on those rows in SQL, and all of their ids are read in
 *   order (their number is the total), then the products of the page alone:
 *   - `name` and `invoice_description` terms of 3 or more characters through the trigram index
 *     `carrier_products_text`. It holds both columns lower-cased as SQLite's `lower()` and `LIKE`
 *     fold case (ASCII only), so the phrase of a term's trigrams matches exactly the rows `LIKE`
 *     matches. A term has no more hits than its rarest trigram has products
 *     (`carrier_product_trigrams`); the index is asked only for the part of the term between its
 *     rare trigrams, with `LIKE` checking the whole term on the rows found.
 *   - the other text columns have few distinct values (`carrier_product_values`): a term is matched
 *     against the values, and rows are kept by membership in the matching values (through the
 *     index of `area`, whose values each hold few products).
 *   `+column` keeps SQLite from choosing another index.
 * - Otherwise (no filter, or filters that match many products) the products kept in memory as
 *   columns (`carrier-columns.ts`) are checked in one pass over the kept order of the sort.
 * - Either way the ids found are kept for the next pages of the same filter and sort.
 */
import type { DatabaseSync } from 'node:sqlite';
import type {
  BroadbandListCarriersReply,
  BroadbandListCarriersRequest,
} from '../../../contract/types.gen.ts';
import { ErrorCode, RpcFailure } from '../../rpc/errors.ts';
import { JsonText } from '../../rpc/json-text.ts';
import { prepared } from '../../store/statements.ts';
import {
  PRODUCT_INDEXED_COLUMNS,
  PRODUCT_TEXT_COLUMNS,
  PRODUCT_VALUE_COLUMNS,
} from '../../store/product-search.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { type ColumnFilter, keptListing, lowerAscii, productsInOrder } from './carrier-columns.ts';
import { likeContains, orderBy, paginate } from '../listing.ts';

const NUMERIC_COLUMNS = new Set([
  'product_id',
  'netcode_id',
  'copper_pairs',
  'distance',
  'download',
  'upload',
]);
const INDEXED_TEXT_COLUMNS: ReadonlySet<string> = new Set(PRODUCT_TEXT_COLUMNS);
const VALUE_COLUMNS: ReadonlySet<string> = new Set(PRODUCT_VALUE_COLUMNS);
/** Columns with an index of their own (migration 2): where an index beats reading every row. */
const INDEXED_COLUMNS: ReadonlySet<string> = new Set(PRODUCT_INDEXED_COLUMNS);
const SORTABLE_COLUMNS: ReadonlySet<string> = new Set(
  [...NUMERIC_COLUMNS, ...INDEXED_TEXT_COLUMNS, ...VALUE_COLUMNS].filter(
    (column) => column !== 'invoice_description',
  ),
);

/**
 * Up to this share of all products, fetching a filter's hits by id and sorting them in SQL is
 * chosen over checking every product in memory. The two cost the same at 3–5 % of the hits (about
 * 1.3 µs a hit against 50 ns a product, on 12,000 and 100,000 products), but the choice is made on
 * a bound known before the query, which for a term is often several times its hits (an area code's
 * rarest trigram is in thousands of names that hold it in hundreds): 15 % keeps those on the index.
 */
const CANDIDATE_SHARE = 0.15;
const TRIGRAM = 3;
/** A trigram held by more than this many times the products of a term's rarest one is common. */
const COMMON_TRIGRAM_FACTOR = 4;

type Value = string | number;
type Pagination = BroadbandListCarriersReply['pagination'];

/** The products of a page as the reply shows them (`carrier_product_json`), in the page's order. */
function productJson(db: DatabaseSync, ids: readonly number[]): string[] {
  const byId = new Map(
    statement(
      db,
      'SELECT product_id, json FROM carrier_product_json WHERE product_id IN (SELECT value FROM json_each(?))',
    ).all(JSON.stringify(ids)) as unknown as [number, string][],
  );
  return ids.map((id) => {
    const json = byId.get(id);
    if (json === undefined)
      throw new Error(`carrier_product_json lacks product ${id}: refill it from carrier_products`);
    return json;
  });
}

/** The reply with its products as SQLite wrote them: no object per product is built in between. */
const replyText = (carriers: readonly string[], pagination: Pagination) =>
  new JsonText<BroadbandListCarriersReply>(
    `{"carriers":[${carriers.join(',')}],"pagination":${JSON.stringify(pagination)}}`,
  );

function numericCondition(column: string, text: string): [string, number] {
  const match = /^\s*(>=|<=)?\s*(-?\d+)\s*$/.exec(text);
  if (!match?.[2]) {
    throw new RpcFailure(
      ErrorCode.schemaViolation,
      `Filter ${column} must be a whole number, optionally prefixed with >= or <=; got "${text}".`,
      {
        errors: [
          { path: `/filter/${column}`, message: 'must be a whole number, optionally prefixed with >= or <=' },
        ],
      },
    );
  }
  return [`${column} ${match[1] ?? '='} ?`, Number(match[2])];
}

/** An FTS5 phrase: the term's trigrams in a row, which matches exactly where the term occurs. */
const phrase = (column: string, term: string) => `${column} : "${lowerAscii(term).replaceAll('"', '""')}"`;

/** Rows come back as arrays: listings read many rows and map them by position. */
const statement = (db: DatabaseSync, sql: string) => prepared(db, sql, 'arrays');

/** One filter: SQL checked row by row, and SQL an index serves where one helps. */
interface Condition {
  rowWise: string;
  values: Value[];
  indexed?: { sql: string; values: Value[] };
  /** The rows this filter matches on its own, when known before the listing query. */
  rows: number | null;
  /** At most how many rows this filter matches, when that is known but not the exact number. */
  atMost?: number;
}

const LIKE = `LIKE ? ESCAPE '\\'`;
const valuesLike = (column: string) =>
  `SELECT value FROM carrier_product_values WHERE column_name = '${column}' AND value ${LIKE}`;
const first = (row: unknown) => (row as [number])[0];

function valueCondition(db: DatabaseSync, column: string, term: string): Condition {
  const pattern = likeContains(term);
  const rows = first(
    statement(
      db,
      `SELECT coalesce(sum(products), 0) FROM carrier_product_values WHERE column_name = '${column}' AND value ${LIKE}`,
    ).get(pattern),
  );
  const indexed = INDEXED_COLUMNS.has(column)
    ? { sql: `${column} IN (${valuesLike(column)})`, values: [pattern] }
    : undefined;
  return {
    rowWise: `+${column} IN (${valuesLike(column)})`,
    values: [pattern],
    rows,
    ...(indexed ? { indexed } : {}),
  };
}

function numericFilter(column: string, text: string): Condition {
  const [condition, number] = numericCondition(column, text);
  return { rowWise: condition, values: [number], rows: null };
}

/** How many hits are few: a share of all products (counted in the value list of a NOT NULL column). */
const candidateLimit = (db: DatabaseSync) =>
  Math.ceil(
    CANDIDATE_SHARE *
      first(
        statement(
          db,
          "SELECT sum(products) FROM carrier_product_values WHERE column_name = 'supplier'",
        ).get(),
      ),
  );

/**
 * How a term is looked up in the trigram index: the part of it between its rare trigrams, and at
 * most how many rows contain it (the fewest products holding one of its trigrams in that column,
 * from `carrier_product_trigrams`; 0 when one of them occurs nowhere). Common trigrams at either
 * end ("aa/" in "aa/13691" is in half the names) make an index lookup slow and narrow it little,
 * so they are left out; the rows found then contain that part, and `LIKE` checks the whole term.
 */
function trigramLookup(
  db: DatabaseSync,
  column: string,
  term: string,
): { most: number; part: string; whole: boolean } {
  const characters = [...lowerAscii(term)];
  const trigrams = characters.slice(2).map((_, index) => characters.slice(index, index + 3).join(''));
  const counts = new Map(
    statement(
      db,
      `SELECT trigram, products FROM carrier_product_trigrams
       WHERE column_name = ? AND trigram IN (SELECT value FROM json_each(?))`,
    )
      .all(column, JSON.stringify([...new Set(trigrams)]))
      .map((row) => row as unknown as [string, number]),
  );
  const products = trigrams.map((trigram) => counts.get(trigram) ?? 0);
  const most = Math.min(...products);
  const rare = (count: number) => count <= COMMON_TRIGRAM_FACTOR * most;
  const from = products.findIndex(rare);
  const to = products.findLastIndex(rare);
  return {
    most,
    part: characters.slice(from, to + TRIGRAM).join(''),
    whole: from === 0 && to === trigrams.length - 1,
  };
}

/**
 * Every term for the trigram index. When its trigrams show the hits are few (a term has no more
 * hits than its rarest trigram), the index finds the rows; otherwise the rows are checked with
 * `LIKE` and the index only counts them.
 */
function textCondition(
  db: DatabaseSync,
  terms: readonly (readonly [string, string])[],
  limit: number,
): Condition {
  const rowWise = terms.map(([column]) => `${column} ${LIKE}`).join(' AND ');
  const values = terms.map(([, term]) => likeContains(term));
  const lookups = terms.map(([column, term]) => ({ column, term, ...trigramLookup(db, column, term) }));
  const most = Math.min(...lookups.map((lookup) => lookup.most));
  if (most === 0) return { rowWise, values, rows: 0 };
  if (most > limit) return { rowWise, values, rows: null };
  const match = lookups.map(({ column, part }) => phrase(column, part)).join(' AND ');
  const sql = 'product_id IN (SELECT rowid FROM carrier_products_text WHERE carrier_products_text MATCH ?)';
  const whole = lookups.every((lookup) => lookup.whole);
  return {
    rowWise,
    values,
    indexed: whole ? { sql, values: [match] } : { sql: `${sql} AND ${rowWise}`, values: [match, ...values] },
    rows: null,
    atMost: most,
  };
}

/** ORDER BY terms that keep SQLite from walking an index in their order. */
const unindexed = (keys: string) =>
  keys
    .split(', ')
    .map((key) => `+${key}`)
    .join(', ');

/** The filters of a listing as the products in memory check them. */
function columnFilters(filter: NonNullable<BroadbandListCarriersRequest['filter']>): ColumnFilter[] {
  return Object.entries(filter).flatMap(([column, value]): ColumnFilter[] => {
    if (value === null || value === undefined || value === '') return [];
    if (column === 'network_match') return [{ kind: 'equalsIgnoringCase', column: 'network', value }];
    if (NUMERIC_COLUMNS.has(column)) {
      const [condition, number] = numericCondition(column, value);
      const operator = condition.includes('>=') ? '>=' : condition.includes('<=') ? '<=' : '=';
      return [{ kind: 'compare', column, operator, number }];
    }
    return [{ kind: 'contains', column, term: value }];
  });
}

export const listCarriers: MethodHandler<BroadbandListCarriersRequest, BroadbandListCarriersReply> = (
  params,
  { db },
) => {
  const ids = keptListing(db, listingKey(params), () => findListing(db, params));
  const { reply, limit, offset } = paginate(params.pagination, 100, ids.length);
  const pageIds = Array.from(ids.subarray(offset, limit < 0 ? undefined : offset + limit));
  if (pageIds.length === 0) return { carriers: [], pagination: reply };
  return replyText(productJson(db, pageIds), reply);
};

/** The same for every request of one listing: text filters compare without ASCII case. */
function listingKey(params: BroadbandListCarriersRequest): string {
  const filter = Object.entries(params.filter ?? {}).map(([column, value]) => [
    column,
    typeof value === 'string' && !NUMERIC_COLUMNS.has(column) ? lowerAscii(value) : value,
  ]);
  return JSON.stringify([filter, params.sort ?? {}]);
}

/** The ids of every product the filters keep, in the sort's order. */
function findListing(db: DatabaseSync, params: BroadbandListCarriersRequest): Int32Array {
  const conditions: Condition[] = [];
  const textTerms: [string, string][] = [];
  for (const [column, value] of Object.entries(params.filter ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (column === 'network_match') {
      conditions.push({ rowWise: 'network = ? COLLATE NOCASE', values: [value], rows: null });
    } else if (NUMERIC_COLUMNS.has(column)) {
      conditions.push(numericFilter(column, value));
    } else if (VALUE_COLUMNS.has(column)) {
      conditions.push(valueCondition(db, column, value));
    } else if (INDEXED_TEXT_COLUMNS.has(column) && [...value].length >= TRIGRAM) {
      textTerms.push([column, value]);
    } else if (INDEXED_TEXT_COLUMNS.has(column)) {
      conditions.push({ rowWise: `${column} ${LIKE}`, values: [likeContains(value)], rows: null });
    }
  }
  let few: number | undefined;
  const fewRows = () => (few ??= candidateLimit(db));
  if (textTerms.length > 0) conditions.push(textCondition(db, textTerms, fewRows()));
  if (conditions.some((condition) => condition.rows === 0)) return new Int32Array(0);

  // The filter whose index finds few rows reads them all in order; without one, the products in
  // memory are checked.
  const fewAtMost = (condition: Condition) => condition.rows ?? condition.atMost ?? Infinity;
  const fewest = conditions
    .filter((condition) => condition.indexed && fewAtMost(condition) <= fewRows())
    .sort((a, b) => fewAtMost(a) - fewAtMost(b))[0];
  if (!fewest) {
    const keys = Object.entries(params.sort ?? {}).filter(
      (entry): entry is [string, 'ASC' | 'DESC'] => SORTABLE_COLUMNS.has(entry[0]) && entry[1] !== undefined,
    );
    return productsInOrder(db, columnFilters(params.filter ?? {}), keys);
  }
  const clauses = conditions.map((condition) =>
    condition === fewest ? condition.indexed!.sql : condition.rowWise,
  );
  const values = conditions.flatMap((condition) =>
    condition === fewest ? condition.indexed!.values : condition.values,
  );
  const sortKeys = orderBy(params.sort, SORTABLE_COLUMNS, 'product_id ASC');
  return Int32Array.from(
    statement(
      db,
      `SELECT product_id FROM carrier_products WHERE ${clauses.join(' AND ')} ORDER BY ${unindexed(sortKeys)}`,
    ).all(...values),
    first,
  );
}

/**
 * The carrier product listing (spec §4.3). Text filters: case-insensitive "contains". Numeric
 * filters: exact, or `>=N` / `<=N`. `network_match`: the exact network, case-insensitive.
 * Sort members apply in the order given, then product_id; default page 1 of 100; per_page 0 = all.
 *
 * The answer is always that of a plain `LIKE` scan; how the rows are found is chosen per query:
 * - `name` and `invoice_description` terms of 3 or more characters go through the trigram index
 *   `carrier_products_text`. It holds both columns lower-cased as SQLite's `lower()` and `LIKE` fold
 *   case (ASCII only), so the phrase of a term's trigrams matches exactly the rows `LIKE` matches.
 *   A term has no more hits than its rarest trigram has products (`carrier_product_trigrams`):
 *   when that bound is a small share of all products, the hits are fetched by id; otherwise the
 *   rows are checked with `LIKE` in one pass over the table, and the index only counts them.
 * - The other text columns have few distinct values (`carrier_product_values`): a term is matched
 *   against the values, and rows are kept by membership in the matching values.
 * - Terms under 3 characters are checked with `LIKE` (a trigram index cannot serve them).
 * - The filter known to match fewest rows (hits fetched by id, or few products with the matching
 *   `area` values), or else an exact number on an indexed column, finds the rows through its
 *   index; the others are checked on those rows. `+column` keeps SQLite from choosing another
 *   index, and from walking one in sort order where that would read most of the table.
 */
import type { DatabaseSync } from 'node:sqlite';
import type {
  BroadbandListCarriersReply,
  BroadbandListCarriersRequest,
} from '../../../contract/types.gen.ts';
import { ErrorCode, RpcFailure } from '../../rpc/errors.ts';
import { prepared } from '../../store/statements.ts';
import {
  PRODUCT_INDEXED_COLUMNS,
  PRODUCT_TEXT_COLUMNS,
  PRODUCT_VALUE_COLUMNS,
} from '../../store/seed/product-search.ts';
import type { MethodHandler } from '../context.ts';
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
 * Up to this share of all products, fetching a filter's hits by id and sorting them beats reading
 * every row once (measured on 12,000 and 100,000 products: the two cost the same at 15–20 %).
 */
const CANDIDATE_SHARE = 0.15;
const TRIGRAM = 3;

const COLUMN_LIST = [
  'product_id',
  'name',
  'supplier',
  'carriertype',
  'netcode_id',
  'copper_pairs',
  'base_technology',
  'network',
  'nlstype',
  'data_technology',
  'maxnls',
  'test_label',
  'channel_type',
  'distance',
  'aggregated_data_technology',
  'area',
  'aggregated_carriertype',
  'download',
  'upload',
  'invoice_description',
  'active',
  'estimated_delivery_duration',
] as const;
const COLUMNS = COLUMN_LIST.join(', ');

type Carrier = BroadbandListCarriersReply['carriers'][number];
type Value = string | number;

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

/** SQLite's own `lower()` without ICU: ASCII letters only, as `LIKE` compares them. */
const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** An FTS5 phrase: the term's trigrams in a row, which matches exactly where the term occurs. */
const phrase = (column: string, term: string) => `${column} : "${lowerAscii(term).replaceAll('"', '""')}"`;

/** Rows come back as arrays: listings read many rows and map them by position. */
const statement = (db: DatabaseSync, sql: string) => prepared(db, sql, 'arrays');

const toCarrier = (row: Value[]): Carrier => ({
  product_id: row[0] as number,
  name: row[1] as string,
  supplier: row[2] as string,
  carriertype: row[3] as string,
  netcode_id: row[4] as number | null,
  copper_pairs: row[5] as number | null,
  base_technology: row[6] as string,
  network: row[7] as string,
  nlstype: row[8] as string | null,
  data_technology: row[9] as string,
  maxnls: row[10] as string | null,
  test_label: row[11] as string | null,
  channel_type: row[12] as string | null,
  distance: row[13] as number | null,
  aggregated_data_technology: row[14] as string,
  area: row[15] as string,
  aggregated_carriertype: row[16] as string,
  download: row[17] as number,
  upload: row[18] as number,
  invoice_description: row[19] as string,
  active: row[20] === 1,
  estimated_delivery_duration: row[21] as number | null,
});

/** One filter: SQL checked row by row, and SQL an index serves where one helps. */
interface Condition {
  rowWise: string;
  values: Value[];
  indexed?: { sql: string; values: Value[] };
  /** The rows this filter matches on its own, when known before the listing query. */
  rows: number | null;
  /** The numeric column of a `>=` / `<=` filter. */
  range?: string;
  /** Counts this filter's rows on its own, faster than a count over the table. */
  count?: () => number;
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

function numericFilter(db: DatabaseSync, column: string, text: string): Condition {
  const [condition, number] = numericCondition(column, text);
  const range = /[<>]= \?$/.test(condition) ? column : undefined;
  // product_id is the rowid: SQLite reads a range of it in order, never more than a scan would.
  if (!INDEXED_COLUMNS.has(column)) {
    return { rowWise: condition, values: [number], rows: null, ...(range ? { range } : {}) };
  }
  return {
    rowWise: `+${condition}`,
    values: [number],
    indexed: { sql: condition, values: [number] },
    rows: null,
    ...(range ? { range } : {}),
    count: () => first(statement(db, `SELECT count(*) FROM carrier_products WHERE ${condition}`).get(number)),
  };
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
 * At most how many rows contain a term: the fewest products holding one of its trigrams in that
 * column (`carrier_product_trigrams`); 0 when one of them occurs nowhere.
 */
function mostRows(db: DatabaseSync, column: string, term: string): number {
  const characters = [...lowerAscii(term)];
  const trigrams = new Set(
    characters.slice(2).map((_, index) => characters.slice(index, index + 3).join('')),
  );
  const [found, fewest] = statement(
    db,
    `SELECT count(*), min(products) FROM carrier_product_trigrams
     WHERE column_name = ? AND trigram IN (SELECT value FROM json_each(?))`,
  ).get(column, JSON.stringify([...trigrams])) as unknown as [number, number | null];
  return found < trigrams.size ? 0 : (fewest ?? 0);
}

/**
 * Every term for the trigram index, in one query. Its hits find the rows when its trigrams show
 * they are few (a term has no more hits than its rarest trigram); otherwise the rows are checked
 * with `LIKE` and the index only counts them.
 */
function textCondition(
  db: DatabaseSync,
  terms: readonly (readonly [string, string])[],
  limit: number,
): Condition {
  const match = terms.map(([column, term]) => phrase(column, term)).join(' AND ');
  const rowWise = terms.map(([column]) => `${column} ${LIKE}`).join(' AND ');
  const values = terms.map(([, term]) => likeContains(term));
  const most = Math.min(...terms.map(([column, term]) => mostRows(db, column, term)));
  if (most === 0) return { rowWise, values, rows: 0 };
  if (most > limit) {
    const count = () =>
      first(
        statement(db, 'SELECT count(*) FROM carrier_products_text WHERE carrier_products_text MATCH ?').get(
          match,
        ),
      );
    return { rowWise, values, rows: null, count };
  }
  // No more hits than `most`, so few enough to fetch by id.
  const hits = statement(
    db,
    'SELECT rowid FROM carrier_products_text WHERE carrier_products_text MATCH ? ORDER BY rowid',
  ).all(match) as unknown as [number][];
  const ids = JSON.stringify(hits.map((hit) => hit[0]));
  return {
    rowWise,
    values,
    indexed: { sql: 'product_id IN (SELECT value FROM json_each(?))', values: [ids] },
    rows: hits.length,
  };
}

export const listCarriers: MethodHandler<BroadbandListCarriersRequest, BroadbandListCarriersReply> = (
  params,
  { db },
) => {
  const conditions: Condition[] = [];
  const textTerms: [string, string][] = [];
  for (const [column, value] of Object.entries(params.filter ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (column === 'network_match') {
      conditions.push({ rowWise: 'network = ? COLLATE NOCASE', values: [value], rows: null });
    } else if (NUMERIC_COLUMNS.has(column)) {
      conditions.push(numericFilter(db, column, value));
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
  if (conditions.some((condition) => condition.rows === 0)) {
    return { carriers: [], pagination: paginate(params.pagination, 100, 0).reply };
  }

  const sortKeys = orderBy(params.sort, SORTABLE_COLUMNS, 'product_id ASC');
  const firstSortColumn = sortKeys.slice(0, sortKeys.indexOf(' '));
  // The filter whose index finds the rows: the one known to match fewest, else an exact number,
  // else a lone range on the first sort column (read in index order). Without one, every row is
  // read once.
  const driver =
    conditions
      .filter((condition) => condition.indexed && condition.rows !== null && condition.rows <= fewRows())
      .sort((a, b) => a.rows! - b.rows!)[0] ??
    conditions.find((condition) => condition.indexed && condition.rows === null && !condition.range) ??
    (conditions.length === 1 && conditions[0]!.indexed && conditions[0]!.range === firstSortColumn
      ? conditions[0]
      : undefined);
  const clauses = conditions.map((condition) =>
    condition === driver ? condition.indexed!.sql : condition.rowWise,
  );
  const values = conditions.flatMap((condition) =>
    condition === driver ? condition.indexed!.values : condition.values,
  );
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';

  const only = conditions.length === 1 ? conditions[0]! : null;
  const total =
    only?.rows ??
    only?.count?.() ??
    first(statement(db, `SELECT count(*) FROM carrier_products ${where}`).get(...values));

  const { reply, limit, offset } = paginate(params.pagination, 100, total);
  if (limit === 0 || offset >= total) return { carriers: [], pagination: reply };
  const unindexedKeys = sortKeys
    .split(', ')
    .map((key) => `+${key}`)
    .join(', ');
  const indexOrder = conditions.length === 0 || (driver !== undefined && driver.range === firstSortColumn);
  const byProductId = sortKeys.split(', ').every((key) => key.startsWith('product_id '));
  // In product_id order the rows come sorted; otherwise the page is chosen by sorting only the
  // keys, and the full rows are read for that page alone.
  const rows = statement(
    db,
    byProductId
      ? `SELECT ${COLUMNS} FROM carrier_products ${where} ORDER BY ${sortKeys} LIMIT ? OFFSET ?`
      : `SELECT ${COLUMNS} FROM carrier_products WHERE product_id IN (
           SELECT product_id FROM carrier_products ${where}
           ORDER BY ${indexOrder ? sortKeys : unindexedKeys} LIMIT ? OFFSET ?
         ) ORDER BY ${unindexedKeys}`,
  ).all(...values, limit, offset) as unknown as Value[][];
  return { carriers: rows.map(toCarrier), pagination: reply };
};

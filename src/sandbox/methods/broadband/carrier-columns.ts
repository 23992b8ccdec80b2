/**
 * The carrier products as columns in memory, for listings whose filters match many products: a
 * filter is checked over an array instead of row by row in SQL, and the order of a sort is worked
 * out once and kept, so any page of any filter in that order is one walk over the kept order.
 *
 * Kept per database connection (the main thread and each reader thread have their own), a column
 * loaded when first asked for, all of it dropped when the products change (`seeded_at` and
 * `products_refills` in `meta`, the second counted by every refill of the search tables). Values are SQLite's own: text lower-cased
 * by its `lower()` (ASCII only, as `LIKE` and `NOCASE` fold case) and ranked in its `ORDER BY`
 * (NULL first, text by bytes), so a listing is the one a `LIKE` scan with that `ORDER BY` gives.
 */
import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../../store/statements.ts';

export type SortKey = readonly [column: string, direction: 'ASC' | 'DESC'];

/** Kept sort orders per connection: each takes 4 bytes per product. */
const KEPT_ORDERS = 16;
/** Product ids of kept listings per connection, all listings together (4 bytes each). */
const KEPT_LISTING_IDS = 1_000_000;

interface TextColumn {
  /** Each product's entry in `values`. */
  codes: Int32Array;
  /** Distinct lower-cased values; null for NULL. */
  values: (string | null)[];
}

interface Columns {
  version: string;
  /** product_id by position; positions follow product_id. */
  ids: Int32Array;
  text: Map<string, TextColumn>;
  numbers: Map<string, Float64Array>;
  ranks: Map<string, Int32Array>;
  orders: Map<string, Int32Array>;
  listings: Map<string, Int32Array>;
  /** Ids held by `listings`. */
  listedIds: number;
}

const byConnection = new WeakMap<DatabaseSync, Columns>();

const arrays = (db: DatabaseSync, sql: string) => prepared(db, sql, 'arrays').all() as unknown as unknown[][];

/** Changes whenever the products are written: each seed has its time, each refill its number. */
function productsVersion(db: DatabaseSync): string {
  const row = prepared(
    db,
    "SELECT group_concat(value, ' #') FROM meta WHERE key IN ('seeded_at', 'products_refills')",
    'arrays',
  ).get() as [string | null] | undefined;
  return row?.[0] ?? '';
}

function columnsOf(db: DatabaseSync): Columns {
  const version = productsVersion(db);
  let columns = byConnection.get(db);
  if (!columns || columns.version !== version) {
    const ids = Int32Array.from(
      arrays(db, 'SELECT product_id FROM carrier_products ORDER BY product_id'),
      (row) => row[0] as number,
    );
    columns = {
      version,
      ids,
      text: new Map(),
      numbers: new Map(),
      ranks: new Map(),
      orders: new Map(),
      listings: new Map(),
      listedIds: 0,
    };
    byConnection.set(db, columns);
  }
  return columns;
}

function textColumn(db: DatabaseSync, columns: Columns, column: string): TextColumn {
  let found = columns.text.get(column);
  if (!found) {
    const codeOf = new Map<string | null, number>();
    const values: (string | null)[] = [];
    const rows = arrays(db, `SELECT lower(${column}) FROM carrier_products ORDER BY product_id`);
    const codes = new Int32Array(rows.length);
    rows.forEach(([value], position) => {
      const text = value as string | null;
      let code = codeOf.get(text);
      if (code === undefined) {
        code = values.push(text) - 1;
        codeOf.set(text, code);
      }
      codes[position] = code;
    });
    found = { codes, values };
    columns.text.set(column, found);
  }
  return found;
}

function numberColumn(db: DatabaseSync, columns: Columns, column: string): Float64Array {
  let found = columns.numbers.get(column);
  if (!found) {
    found = Float64Array.from(
      arrays(db, `SELECT ${column} FROM carrier_products ORDER BY product_id`),
      ([value]) => (value === null ? Number.NaN : Number(value)),
    );
    columns.numbers.set(column, found);
  }
  return found;
}

/** Each product's place in SQLite's ascending order of the column, equal values sharing one. */
function rankColumn(db: DatabaseSync, columns: Columns, column: string): Int32Array {
  let found = columns.ranks.get(column);
  if (!found) {
    const positionOf = new Map<number, number>();
    columns.ids.forEach((id, position) => positionOf.set(id, position));
    found = new Int32Array(columns.ids.length);
    let rank = -1;
    let previous: unknown = Symbol('none');
    for (const [id, value] of arrays(
      db,
      `SELECT product_id, ${column} FROM carrier_products ORDER BY ${column}`,
    )) {
      if (value !== previous) rank += 1;
      previous = value;
      found[positionOf.get(id as number)!] = rank;
    }
    columns.ranks.set(column, found);
  }
  return found;
}

/** Positions in the order of the keys, then product_id: worked out once per sort and kept. */
function orderOf(db: DatabaseSync, columns: Columns, keys: readonly SortKey[]): Int32Array {
  const name = keys.map(([column, direction]) => `${column} ${direction}`).join(', ');
  let order = columns.orders.get(name);
  if (order) {
    columns.orders.delete(name);
  } else {
    const ranked = keys.map(([column, direction]) => ({
      ranks: rankColumn(db, columns, column),
      sign: direction === 'DESC' ? -1 : 1,
    }));
    order = Int32Array.from(columns.ids.keys());
    if (ranked.length > 0) {
      order.sort((a, b) => {
        for (const { ranks, sign } of ranked) {
          const difference = ranks[a]! - ranks[b]!;
          if (difference !== 0) return sign * difference;
        }
        return a - b;
      });
    }
    if (columns.orders.size >= KEPT_ORDERS) columns.orders.delete(columns.orders.keys().next().value!);
  }
  columns.orders.set(name, order);
  return order;
}

/** One filter as the columns check it. */
export type ColumnFilter =
  | { kind: 'contains'; column: string; term: string }
  | { kind: 'equalsIgnoringCase'; column: string; value: string }
  | { kind: 'compare'; column: string; operator: '=' | '>=' | '<='; number: number };

/** SQLite's own `lower()` without ICU: ASCII letters only, as `LIKE` compares them. */
export const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** Which products (by position) the filter keeps: 1 kept, 0 not. */
function maskOf(db: DatabaseSync, columns: Columns, filter: ColumnFilter): Uint8Array {
  const mask = new Uint8Array(columns.ids.length);
  if (filter.kind === 'compare') {
    const values = numberColumn(db, columns, filter.column);
    const { number, operator } = filter;
    for (let position = 0; position < mask.length; position += 1) {
      const value = values[position]!;
      mask[position] = (
        operator === '>=' ? value >= number : operator === '<=' ? value <= number : value === number
      )
        ? 1
        : 0;
    }
    return mask;
  }
  const { codes, values } = textColumn(db, columns, filter.column);
  const wanted = lowerAscii(filter.kind === 'contains' ? filter.term : filter.value);
  const matches = Uint8Array.from(values, (value) =>
    value === null ? 0 : (filter.kind === 'contains' ? value.includes(wanted) : value === wanted) ? 1 : 0,
  );
  for (let position = 0; position < mask.length; position += 1) mask[position] = matches[codes[position]!]!;
  return mask;
}

/** Positions the filters keep, in the sort's order. */
function keptInOrder(
  db: DatabaseSync,
  columns: Columns,
  filters: readonly ColumnFilter[],
  keys: readonly SortKey[],
) {
  const order = orderOf(db, columns, keys);
  if (filters.length === 0) return order;
  const [mask, ...others] = filters.map((filter) => maskOf(db, columns, filter));
  for (const other of others)
    for (let position = 0; position < mask!.length; position += 1) mask![position]! &= other[position]!;
  const kept = new Int32Array(order.length);
  let count = 0;
  for (const position of order) if (mask![position]) kept[count++] = position;
  return kept.slice(0, count);
}

/** The ids of the products every filter keeps, in the order of the keys (then product_id). */
export function productsInOrder(
  db: DatabaseSync,
  filters: readonly ColumnFilter[],
  keys: readonly SortKey[],
): Int32Array {
  const columns = columnsOf(db);
  return keptInOrder(db, columns, filters, keys).map((position) => columns.ids[position]!);
}

/**
 * A listing's product ids in order, found once and then kept while the products stay the same
 * (the most recently used, up to KEPT_LISTING_IDS ids per connection): paging through a listing,
 * or coming back to it, asks for no new work.
 */
export function keptListing(db: DatabaseSync, key: string, find: () => Int32Array): Int32Array {
  const columns = columnsOf(db);
  const { listings } = columns;
  let ids = listings.get(key);
  if (ids) listings.delete(key);
  else {
    ids = find();
    columns.listedIds += ids.length;
    for (const [oldest, kept] of listings) {
      if (columns.listedIds <= KEPT_LISTING_IDS) break;
      listings.delete(oldest);
      columns.listedIds -= kept.length;
    }
  }
  listings.set(key, ids);
  return ids;
}

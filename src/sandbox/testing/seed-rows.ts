/** Small readers of seeded rows, for the tests that look into a seeded database. */

export type Row = Record<string, unknown>;

/** A copy of a row without the given columns. */
export function without(row: Row, ...columns: string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));
}

/** A column that holds JSON text, parsed. */
export function json<T>(value: unknown): T {
  return JSON.parse(String(value)) as T;
}

export type AddressFields = {
  readonly zipcode?: unknown;
  readonly housenr?: unknown;
  readonly housenrext?: unknown;
};

/** Identifies the address a row (of addresses, availability, carriers, …) or a document is about. */
export function addressKey(row: AddressFields): string {
  return `${row['zipcode']}|${row['housenr']}|${row['housenrext']}`;
}

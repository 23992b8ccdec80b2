/**
 * The table's model, read from the contract: columns are every attribute of a listed product plus
 * every sort and filter member; a filter member is numeric when the product attribute of that name
 * is an integer, and a speed when the contract describes that integer in kbit/s. A filter member
 * that names no column (`network_match`) gets a control of its own. A member added to the schema
 * therefore needs no new page code: its column is shown (only `DEFAULT_HIDDEN` starts hidden, and a
 * column choice kept from before shows it too), headed by the member's name until messages-*.ts
 * give it a text, and empty (—) in every row until the reply carries the value. The sandbox's reply
 * carries it once src/sandbox/store/seed/products.ts puts it in each product row (a required member
 * fails the typecheck there until it does) and the store keeps it: a `carrier_products` column
 * (src/sandbox/store/migrations.ts) that the seed's insert fills (src/sandbox/store/seed/index.ts),
 * and a reply member in src/sandbox/store/product-search.ts.
 */
import requestSchema from '../../../schemas/broadband/list_carriers_request_v1.json' with { type: 'json' };
import productSchema from '../../../schemas/defs/carrier-listing-product.json' with { type: 'json' };
import type { ProductMessages } from './messages-nl.ts';

export type FilterKind = 'numeric' | 'text';
export type ValueType = 'integer' | 'boolean' | 'string';

export interface ColumnSpec {
  id: string;
  valueType: ValueType;
  sortable: boolean;
  filter: FilterKind | null;
  /** A speed in kbit/s (the contract says so), shown as Mb/s or Gb/s. */
  speed: boolean;
  /** Width in rem. */
  width: number;
}

export interface FilterSpec {
  member: string;
  kind: FilterKind;
  maxLength: number;
  /** Asked for as a speed (Mb/s unless a unit is typed) and sent in kbit/s. */
  speed: boolean;
}

interface PropertySchema {
  type?: string | readonly string[];
  maxLength?: number;
  description?: string;
}

const typesOf = (schema: PropertySchema | undefined): readonly string[] =>
  schema?.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;

const productProperties = productSchema.properties as Record<string, PropertySchema>;
const sortMembers = Object.keys(requestSchema.properties.sort.properties);
const filterProperties = requestSchema.properties.filter.properties as Record<string, PropertySchema>;

function valueTypeOf(id: string): ValueType {
  const types = typesOf(productProperties[id]);
  if (types.includes('integer') || types.includes('number')) return 'integer';
  if (types.includes('boolean')) return 'boolean';
  return 'string';
}

const KBIT_PER_SECOND = /\bkbit\/s\b/;

function isSpeed(id: string): boolean {
  return valueTypeOf(id) === 'integer' && KBIT_PER_SECOND.test(productProperties[id]?.description ?? '');
}

const WIDTHS: Record<string, number> = { name: 24, invoice_description: 26, area: 9 };
const widthOf = (id: string, valueType: ValueType) =>
  WIDTHS[id] ?? (valueType === 'string' ? 12 : valueType === 'boolean' ? 6 : 8.5);

const columnIds = [
  ...new Set([
    ...Object.keys(productProperties),
    ...sortMembers,
    ...Object.keys(filterProperties).filter((member) => member in productProperties),
  ]),
];

export const FILTERS: readonly FilterSpec[] = Object.entries(filterProperties).map(([member, schema]) => ({
  member,
  kind: valueTypeOf(member) === 'integer' ? 'numeric' : 'text',
  maxLength: schema.maxLength ?? 100,
  speed: isSpeed(member),
}));

const filterByMember = new Map(FILTERS.map((filter) => [filter.member, filter]));

export const COLUMNS: readonly ColumnSpec[] = columnIds.map((id) => {
  const valueType = valueTypeOf(id);
  return {
    id,
    valueType,
    sortable: sortMembers.includes(id),
    filter: filterByMember.get(id)?.kind ?? null,
    speed: isSpeed(id),
    width: widthOf(id, valueType),
  };
});

export const SORT_MEMBERS: ReadonlySet<string> = new Set(sortMembers);

/** Filters without a column of their own, shown above the table (`network_match`). */
export const STANDALONE_FILTERS: readonly FilterSpec[] = FILTERS.filter(
  (filter) => !columnIds.includes(filter.member),
);

export function filterSpec(member: string): FilterSpec | undefined {
  return filterByMember.get(member);
}

/** Columns hidden until someone shows them; a member new to the contract is shown. */
export const DEFAULT_HIDDEN: readonly string[] = [
  'netcode_id',
  'copper_pairs',
  'nlstype',
  'maxnls',
  'test_label',
  'channel_type',
  'distance',
  'aggregated_data_technology',
  'aggregated_carriertype',
  'invoice_description',
  'estimated_delivery_duration',
];

const NUMERIC_FILTER = /^\s*(>=|<=)?\s*(-?\d+)\s*$/;

/** A numeric filter the service accepts: a whole number, optionally after `>=` or `<=`; normalised. */
export function normaliseNumericFilter(value: string): string | null {
  const match = NUMERIC_FILTER.exec(value);
  return match?.[2] && Number.isSafeInteger(Number(match[2])) ? `${match[1] ?? ''}${match[2]}` : null;
}

/** The value to send for a filter, or null when it is empty or the service would refuse it. */
export function normaliseFilter(member: string, value: string): string | null {
  const spec = filterByMember.get(member);
  const trimmed = value.trim();
  if (!spec || trimmed === '' || trimmed.length > spec.maxLength) return null;
  return spec.kind === 'numeric' ? normaliseNumericFilter(trimmed) : trimmed;
}

/** A column's heading; a member new to the contract shows its own name until it gets a text. */
export function columnLabel(texts: ProductMessages, id: string): string {
  return texts.columns[id] ?? id;
}

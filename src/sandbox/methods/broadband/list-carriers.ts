/**
 * The carrier product listing (spec §4.3). Text filters: case-insensitive "contains". Numeric
 * filters: exact, or `>=N` / `<=N`. `network_match`: the exact network, case-insensitive.
 * Sort members apply in the order given, then product_id; default page 1 of 100; per_page 0 = all.
 */
import type {
  BroadbandListCarriersReply,
  BroadbandListCarriersRequest,
} from '../../../contract/types.gen.ts';
import { ErrorCode, RpcFailure } from '../../rpc/errors.ts';
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
const TEXT_COLUMNS = new Set([
  'carriertype',
  'base_technology',
  'network',
  'nlstype',
  'data_technology',
  'maxnls',
  'test_label',
  'channel_type',
  'supplier',
  'aggregated_data_technology',
  'area',
  'name',
  'aggregated_carriertype',
  'invoice_description',
]);
const SORTABLE_COLUMNS = new Set(
  [...NUMERIC_COLUMNS, ...TEXT_COLUMNS].filter((column) => column !== 'invoice_description'),
);

const COLUMNS = `product_id, name, supplier, carriertype, netcode_id, copper_pairs, base_technology, network, nlstype,
  data_technology, maxnls, test_label, channel_type, distance, aggregated_data_technology, area, aggregated_carriertype,
  download, upload, invoice_description, active, estimated_delivery_duration`;

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

export const listCarriers: MethodHandler<BroadbandListCarriersRequest, BroadbandListCarriersReply> = (
  params,
  { db },
) => {
  const conditions: string[] = [];
  const values: (string | number)[] = [];
  for (const [column, value] of Object.entries(params.filter ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (column === 'network_match') {
      conditions.push('network = ? COLLATE NOCASE');
      values.push(value);
    } else if (NUMERIC_COLUMNS.has(column)) {
      const [condition, number] = numericCondition(column, value);
      conditions.push(condition);
      values.push(number);
    } else if (TEXT_COLUMNS.has(column)) {
      conditions.push(`${column} LIKE ? ESCAPE '\\'`);
      values.push(likeContains(value));
    }
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const { total } = db.prepare(`SELECT count(*) AS total FROM carrier_products ${where}`).get(...values) as {
    total: number;
  };
  const { reply, limit, offset } = paginate(params.pagination, 100, total);
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM carrier_products ${where} ORDER BY ${orderBy(params.sort, SORTABLE_COLUMNS, 'product_id ASC')} LIMIT ? OFFSET ?`,
    )
    .all(...values, limit, offset) as unknown as (Omit<
    BroadbandListCarriersReply['carriers'][number],
    'active'
  > & { active: number })[];
  return {
    carriers: rows.map((row) => ({ ...row, active: row.active === 1 })),
    pagination: reply,
  };
};

import type {
  BroadbandListTransactionsReply,
  BroadbandListTransactionsRequest,
  Transaction,
} from '../../../contract/types.gen.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodContext, MethodHandler } from '../../rpc/context.ts';
import { likeContains, orderBy, paginate } from '../listing.ts';
import { applyBackoffice } from './transactions.ts';
import { prepared } from '../../store/statements.ts';
import { toDate } from '../dates.ts';

type CountMember = NonNullable<BroadbandListTransactionsRequest['count_by']>[number];
type Counts = NonNullable<BroadbandListTransactionsReply['counts']>;

const OPEN = `state IN ('new', 'processing')`;
/** Open, and either a delayed date is set or the expected date has passed (a bound parameter: today). */
const SLIPPED = `(${OPEN} AND (json_extract(data, '$.expected_completion_date_delayed') IS NOT NULL OR ifnull(expected_completion_date < ?, 0)))`;
const CANCEL_REQUESTED = `ifnull(json_extract(data, '$.cancel_requested'), 0) = 1`;

const COUNTABLE_COLUMNS: ReadonlySet<string> = new Set<CountMember>([
  'state',
  'action',
  'expected_completion_date',
]);

const SORTABLE_COLUMNS = new Set([
  'created_at',
  'last_updated',
  'expected_completion_date',
  'state',
  'action',
  'nid',
]);

function summaryOf(transaction: Transaction): BroadbandListTransactionsReply['transactions'][number] {
  const document = transaction.document_after_transaction ?? transaction.document_before_transaction;
  return {
    nid: transaction.nid,
    uuid: transaction.uuid,
    customer_account_id: transaction.customer_account_id,
    action: transaction.action,
    state: transaction.state,
    open: transaction.open,
    created_at: transaction.created_at,
    last_updated: transaction.last_updated,
    closed_at: transaction.closed_at,
    expected_completion_date: transaction.expected_completion_date,
    cancel_possible: transaction.cancel_possible,
    cancel_requested: transaction.cancel_requested,
    supplier: document?.supplier ?? null,
    address: document
      ? {
          zipcode: document.address.zipcode,
          housenr: document.address.housenr,
          housenrext: document.address.housenrext,
          street: document.address.street,
          city: document.address.city,
        }
      : null,
  };
}

/** Every match counted per value of each member asked for, values in ascending order (null first). */
function countsOf(
  db: MethodContext['db'],
  members: readonly CountMember[],
  where: string,
  values: readonly (string | number | null)[],
): Counts {
  const counts: Record<string, { value: string | null; count: number }[]> = {};
  for (const member of new Set(members)) {
    if (!COUNTABLE_COLUMNS.has(member)) continue;
    counts[member] = prepared(
      db,
      `SELECT ${member} AS value, count(*) AS count FROM transactions ${where} GROUP BY 1 ORDER BY 1`,
    ).all(...values) as unknown as { value: string | null; count: number }[];
  }
  return counts as Counts;
}

export const listTransactions: MethodHandler<
  BroadbandListTransactionsRequest,
  BroadbandListTransactionsReply
> = (params, { db, now, caller }) =>
  inTransaction(db, () => {
    applyBackoffice(db, now);
    const conditions = ['customer_account_id = ?'];
    const values: (string | number | null)[] = [caller.customerAccountId];
    const filter = params.filter ?? {};
    if (filter.state) {
      conditions.push('state = ?');
      values.push(filter.state);
    }
    if (filter.action) {
      conditions.push('action = ?');
      values.push(filter.action);
    }
    if (filter.open !== undefined) conditions.push(filter.open ? OPEN : `NOT ${OPEN}`);
    if (filter.cancel_requested !== undefined)
      conditions.push(filter.cancel_requested ? CANCEL_REQUESTED : `NOT ${CANCEL_REQUESTED}`);
    if (filter.slipped !== undefined) {
      conditions.push(filter.slipped ? SLIPPED : `NOT ${SLIPPED}`);
      values.push(toDate(now));
    }
    if (filter.expected_completion_from) {
      conditions.push('expected_completion_date >= ?');
      values.push(filter.expected_completion_from);
    }
    if (filter.expected_completion_to) {
      conditions.push('expected_completion_date <= ?');
      values.push(filter.expected_completion_to);
    }
    if (filter.nid) {
      conditions.push(`nid LIKE ? ESCAPE '\\'`);
      values.push(`${filter.nid.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    }
    if (filter.uuid) {
      conditions.push('uuid = ?');
      values.push(filter.uuid.toLowerCase());
    }
    if (filter.text) {
      conditions.push(`search_text LIKE ? ESCAPE '\\'`);
      values.push(likeContains(filter.text.toLowerCase()));
    }
    const where = `WHERE ${conditions.join(' AND ')}`;
    const { total } = prepared(db, `SELECT count(*) AS total FROM transactions ${where}`).get(...values) as {
      total: number;
    };
    const { reply, limit, offset } = paginate(params.pagination, 25, total);
    const order =
      params.sort && Object.keys(params.sort).length > 0
        ? orderBy(params.sort, SORTABLE_COLUMNS, 'uuid ASC')
        : 'created_at DESC, uuid ASC';
    const rows = prepared(
      db,
      `SELECT data FROM transactions ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ).all(...values, limit, offset) as unknown as { data: string }[];
    const countBy = params.count_by ?? [];
    return {
      transactions: rows.map((row) => summaryOf(JSON.parse(row.data) as Transaction)),
      pagination: reply,
      ...(countBy.length > 0 ? { counts: countsOf(db, countBy, where, values) } : {}),
    };
  });

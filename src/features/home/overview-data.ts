/**
 * What the overview asks the service and how the answers become chart rows. Every row carries the
 * filter of the list behind its number, and that filter is exactly what the number counts: a
 * link from the overview lands on a list whose total is the number shown.
 */
import type { TransactionFilter } from '../../api/broadband/list-transactions.ts';
import type { TransactionCountQuery, TransactionCounts } from '../../api/broadband/transaction-counts.ts';
import {
  TRANSACTION_ACTIONS,
  TRANSACTION_STATES,
  writeTransactionFilter,
} from '../../api/broadband/transaction-filter-params.ts';
import { paths } from '../../ui/paths.ts';
import type { Transaction } from '../../contract/types.gen.ts';

type Action = Transaction['action'];
type OpenState = Extract<Transaction['state'], 'new' | 'processing'>;
const OPEN_STATES: readonly Transaction['state'][] = ['new', 'processing'] satisfies OpenState[];

export const TIMELINE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Technology groups of the catalogue (`aggregated_data_technology`), by kind of line. */
export const TECHNOLOGIES = [
  { key: 'FTTH', family: 'fiber' },
  { key: 'FTTO', family: 'fiber' },
  { key: 'VDSL', family: 'copper' },
  { key: 'ADSL', family: 'copper' },
  { key: 'SDSL', family: 'copper' },
  { key: 'COAX', family: 'cable' },
] as const;
export type Technology = (typeof TECHNOLOGIES)[number]['key'];
export type TechnologyFamily = (typeof TECHNOLOGIES)[number]['family'];
export const TECHNOLOGY_FAMILIES: readonly TechnologyFamily[] = ['fiber', 'copper', 'cable'];

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's calendar day where the person is, as the service writes dates. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The list of transactions a filter selects, as a link. */
export function transactionsHref(filter: TransactionFilter): string {
  const search = writeTransactionFilter(filter).toString();
  return search ? `${paths.transactions}?${search}` : paths.transactions;
}

/** The carrier products of one technology group, as a link. */
export const productsHref = (technology: Technology) =>
  `${paths.products}?${new URLSearchParams({ aggregated_data_technology: technology }).toString()}`;

/**
 * The transaction counts the overview shows, each asked once: the open ones by state and by action,
 * and by action per open state (the parts of the bars).
 */
export function overviewQueries(today: string) {
  return {
    open: { filter: { open: true }, countBy: ['state', 'action'] },
    openNew: { filter: { state: 'new' }, countBy: ['action'] },
    openProcessing: { filter: { state: 'processing' }, countBy: ['action'] },
    planned: {
      filter: {
        open: true,
        expected_completion_from: today,
        expected_completion_to: addDays(today, TIMELINE_DAYS - 1),
      },
      countBy: ['expected_completion_date'],
    },
    slipped: { filter: { slipped: true }, countBy: ['action'] },
    cancelPending: { filter: { cancel_requested: true, open: true }, countBy: ['action'] },
    cancelDone: { filter: { cancel_requested: true, open: false }, countBy: ['action'] },
  } as const satisfies Record<string, TransactionCountQuery>;
}

export type OverviewQueries = ReturnType<typeof overviewQueries>;

/**
 * The row of the values the portal does not know (a state or an action named after it was made):
 * counted, never dropped, so the rows add up to the total. It has no list of its own to lead to.
 */
export const OTHER = 'other';
export type Other = typeof OTHER;

export interface CountRow<Key extends string, Part extends string = never> {
  key: Key | Other;
  value: number;
  /** The list behind the number; null for the other values, which no filter selects. */
  filter: TransactionFilter | null;
  segments?: readonly { key: Part | Other; value: number }[];
  /** For the other row: the values it counts, as the service named them. */
  named?: readonly string[];
}

type Buckets = ReadonlyMap<string | null, number>;

/** One member's counts split into the values the portal knows and the rest. */
function sorted<Known extends string>(buckets: Buckets, known: readonly Known[]) {
  const counts = new Map<Known, number>();
  let other = 0;
  const named: string[] = [];
  for (const [value, count] of buckets) {
    const match = known.find((candidate) => candidate === value);
    if (match === undefined) {
      other += count;
      named.push(value === null ? '—' : value);
    } else counts.set(match, (counts.get(match) ?? 0) + count);
  }
  return { of: (value: Known) => counts.get(value) ?? 0, other, named };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Rows per action (the known ones always, the rest as one other row when there is any), each split
 * into parts; a part the parts' counts leave over of the row's value is shown as the other part.
 * Null when the service sent no counts by action for one of them.
 */
function byActionRows<Part extends string>(
  whole: TransactionCounts,
  parts: readonly { key: Part; counts: TransactionCounts }[],
  filterOf: (action: Action) => TransactionFilter,
): CountRow<Action, Part>[] | null {
  const wholeBuckets = whole.by.action;
  const partBuckets = parts.map((part) => part.counts.by.action);
  if (!wholeBuckets || partBuckets.some((buckets) => buckets === undefined)) return null;
  const total = sorted(wholeBuckets, TRANSACTION_ACTIONS);
  const split = partBuckets.map((buckets) => sorted(buckets!, TRANSACTION_ACTIONS));
  type Segments = CountRow<Action, Part>['segments'];
  const segmentsOf = (value: number, partValues: readonly number[]): Segments => {
    if (parts.length === 0) return undefined;
    const segments: { key: Part | Other; value: number }[] = parts.map((part, index) => ({
      key: part.key,
      value: partValues[index]!,
    }));
    const rest = value - sum(partValues);
    return rest > 0 ? [...segments, { key: OTHER as Other, value: rest }] : segments;
  };
  const rows: CountRow<Action, Part>[] = TRANSACTION_ACTIONS.map((action) => {
    const value = total.of(action);
    return {
      key: action,
      value,
      filter: filterOf(action),
      segments: segmentsOf(
        value,
        split.map((part) => part.of(action)),
      ),
    };
  });
  if (total.other === 0) return rows;
  return [
    ...rows,
    {
      key: OTHER,
      value: total.other,
      filter: null,
      segments: segmentsOf(
        total.other,
        split.map((part) => part.other),
      ),
      named: total.named,
    },
  ];
}

/**
 * Open transactions by state: the open states always, any other state the service counts among
 * the open ones when it has any, and the states the portal does not know as one other row.
 */
export function openByState(open: TransactionCounts): CountRow<Transaction['state']>[] | null {
  const buckets = open.by.state;
  if (!buckets) return null;
  const states = sorted(buckets, TRANSACTION_STATES);
  const rows: CountRow<Transaction['state']>[] = TRANSACTION_STATES.filter(
    (state) => OPEN_STATES.includes(state) || states.of(state) > 0,
  ).map((state) => ({
    key: state,
    value: states.of(state),
    filter: OPEN_STATES.includes(state) ? { state } : { open: true, state },
  }));
  return states.other > 0
    ? [...rows, { key: OTHER, value: states.other, filter: null, named: states.named }]
    : rows;
}

/** Open transactions by action, each split into new, processing and (open in another state) other. */
export function openByAction(
  open: TransactionCounts,
  openNew: TransactionCounts,
  openProcessing: TransactionCounts,
): CountRow<Action, OpenState>[] | null {
  return byActionRows(
    open,
    [
      { key: 'new', counts: openNew },
      { key: 'processing', counts: openProcessing },
    ],
    (action) => ({ open: true, action }),
  );
}

export interface DayCount {
  date: string;
  value: number;
  filter: TransactionFilter;
}

export interface PlannedDays {
  /** Every day of the period, those without an expected completion included (as 0). */
  days: DayCount[];
  /** Those counted on a date the portal cannot place on a day of the period, as the service wrote it. */
  other: { value: number; named: readonly string[] };
}

/** The period's days with their numbers; null when the service sent no counts per date. */
export function plannedDays(today: string, planned: TransactionCounts): PlannedDays | null {
  const byDate = planned.by.expected_completion_date;
  if (!byDate) return null;
  const dates = Array.from({ length: TIMELINE_DAYS }, (_, offset) => addDays(today, offset));
  const split = sorted(byDate, dates);
  return {
    days: dates.map((date) => ({
      date,
      value: split.of(date),
      filter: { open: true, expected_completion_from: date, expected_completion_to: date },
    })),
    other: { value: split.other, named: split.named },
  };
}

/** The day with the most, the earliest of equals; null when no day has any. */
export function busiestDay(days: readonly DayCount[]): DayCount | null {
  return days.reduce<DayCount | null>(
    (best, day) => (day.value > 0 && (!best || day.value > best.value) ? day : best),
    null,
  );
}

/** Slipped transactions by action; null when the service sent no counts by action. */
export function slippedByAction(slipped: TransactionCounts): CountRow<Action>[] | null {
  return byActionRows(slipped, [], (action) => ({ slipped: true, action }));
}

export type CancellationProgress = 'pending' | 'cancelled';

export function cancellationsByProgress(
  pending: TransactionCounts,
  done: TransactionCounts,
): CountRow<CancellationProgress>[] {
  return [
    { key: 'pending', value: pending.total, filter: { cancel_requested: true, open: true } },
    { key: 'cancelled', value: done.total, filter: { cancel_requested: true, open: false } },
  ];
}

/** Requested cancellations by action, each split by progress; null without counts by action. */
export function cancellationsByAction(
  pending: TransactionCounts,
  done: TransactionCounts,
): CountRow<Action, CancellationProgress>[] | null {
  const whole: TransactionCounts = {
    total: pending.total + done.total,
    by: mergedActions(pending, done),
  };
  return byActionRows(
    whole,
    [
      { key: 'pending', counts: pending },
      { key: 'cancelled', counts: done },
    ],
    (action) => ({ cancel_requested: true, action }),
  );
}

/** The counts by action of two disjoint sets together (each value as named, unknown ones too). */
function mergedActions(a: TransactionCounts, b: TransactionCounts): TransactionCounts['by'] {
  if (!a.by.action || !b.by.action) return {};
  const merged = new Map(a.by.action);
  for (const [value, count] of b.by.action) merged.set(value, (merged.get(value) ?? 0) + count);
  return { action: merged };
}

export interface TechnologyRow {
  key: Technology | 'other';
  family: TechnologyFamily | null;
  value: number;
  /** Null for the products no group filter finds on their own. */
  href: string | null;
}

/**
 * One row per technology group, and one for what the groups leave out of the catalogue's total
 * (only when there is any: it has no list of its own to lead to).
 */
export function technologyRows(
  perTechnology: ReadonlyMap<Technology, number>,
  total: number,
): TechnologyRow[] {
  const rows: TechnologyRow[] = TECHNOLOGIES.map(({ key, family }) => ({
    key,
    family,
    value: perTechnology.get(key) ?? 0,
    href: productsHref(key),
  }));
  const other = total - rows.reduce((sum, row) => sum + row.value, 0);
  return other > 0 ? [...rows, { key: 'other', family: null, value: other, href: null }] : rows;
}

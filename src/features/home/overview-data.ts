/**
 * What the overview asks the service and how the answers become chart rows. Every row carries the
 * filter of the list behind its number, and that filter is exactly what the number counts: a
 * link from the overview lands on a list whose total is the number shown.
 */
import type { TransactionFilter } from '../../api/broadband/list-transactions.ts';
import type { TransactionCountQuery, TransactionCounts } from '../../api/broadband/transaction-counts.ts';
import {
  TRANSACTION_ACTIONS,
  writeTransactionFilter,
} from '../../api/broadband/transaction-filter-params.ts';
import { paths } from '../../ui/paths.ts';
import type { Transaction } from '../../contract/types.gen.ts';

type Action = Transaction['action'];
type OpenState = Extract<Transaction['state'], 'new' | 'processing'>;

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

/** The transaction counts the overview shows, each asked once; open ones by action per state. */
export function overviewQueries(today: string) {
  return {
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

export interface CountRow<Key extends string, Part extends string = never> {
  key: Key;
  value: number;
  /** The list behind the number. */
  filter: TransactionFilter;
  segments?: readonly { key: Part; value: number }[];
}

const countOf = (counts: TransactionCounts, member: 'action' | 'state', value: string) =>
  counts.by[member]?.get(value) ?? 0;

/** Open transactions: new and processing are the open states. */
export function openByState(
  openNew: TransactionCounts,
  openProcessing: TransactionCounts,
): CountRow<OpenState>[] {
  return [
    { key: 'new', value: openNew.total, filter: { state: 'new' } },
    { key: 'processing', value: openProcessing.total, filter: { state: 'processing' } },
  ];
}

export function openByAction(
  openNew: TransactionCounts,
  openProcessing: TransactionCounts,
): CountRow<Action, OpenState>[] {
  return TRANSACTION_ACTIONS.map((action) => {
    const segments = [
      { key: 'new' as const, value: countOf(openNew, 'action', action) },
      { key: 'processing' as const, value: countOf(openProcessing, 'action', action) },
    ];
    return {
      key: action,
      value: segments[0]!.value + segments[1]!.value,
      filter: { open: true, action },
      segments,
    };
  });
}

export interface DayCount {
  date: string;
  value: number;
  filter: TransactionFilter;
}

/** Every day of the period, those without an expected completion included (as 0). */
export function plannedDays(today: string, planned: TransactionCounts): DayCount[] {
  const byDate = planned.by.expected_completion_date;
  return Array.from({ length: TIMELINE_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    return {
      date,
      value: byDate?.get(date) ?? 0,
      filter: { open: true, expected_completion_from: date, expected_completion_to: date },
    };
  });
}

/** The day with the most, the earliest of equals; null when no day has any. */
export function busiestDay(days: readonly DayCount[]): DayCount | null {
  return days.reduce<DayCount | null>(
    (best, day) => (day.value > 0 && (!best || day.value > best.value) ? day : best),
    null,
  );
}

export function slippedByAction(slipped: TransactionCounts): CountRow<Action>[] {
  return TRANSACTION_ACTIONS.map((action) => ({
    key: action,
    value: countOf(slipped, 'action', action),
    filter: { slipped: true, action },
  }));
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

export function cancellationsByAction(
  pending: TransactionCounts,
  done: TransactionCounts,
): CountRow<Action, CancellationProgress>[] {
  return TRANSACTION_ACTIONS.map((action) => {
    const segments = [
      { key: 'pending' as const, value: countOf(pending, 'action', action) },
      { key: 'cancelled' as const, value: countOf(done, 'action', action) },
    ];
    return {
      key: action,
      value: segments[0]!.value + segments[1]!.value,
      filter: { cancel_requested: true, action },
      segments,
    };
  });
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

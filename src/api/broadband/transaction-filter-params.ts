/**
 * The `list_transactions` filter as URL parameters, one per member under its own name
 * (`state=new`, `open=true`, `expected_completion_from=2025-06-01`), so that the transactions list
 * and every link to it (the overview's charts) agree on what a URL means. Invalid values are left
 * out; text is trimmed and cut to the length the request schema allows.
 */
import type { Transaction } from '../../contract/types.gen.ts';
import type { TransactionFilter } from './list-transactions.ts';

export const TRANSACTION_STATES = [
  'new',
  'processing',
  'finished',
  'cancelled',
] as const satisfies readonly Transaction['state'][];
export const TRANSACTION_ACTIONS = [
  'offer',
  'new',
  'migrate',
  'change',
  'terminate',
  'migrate_out',
] as const satisfies readonly Transaction['action'][];

/** Longest values the request schema accepts per text filter. */
export const TEXT_LIMITS = { nid: 15, uuid: 36, text: 100 } as const;

const TEXT_MEMBERS = ['text', 'nid', 'uuid'] as const;
const BOOLEAN_MEMBERS = ['open', 'slipped', 'cancel_requested'] as const;
const DATE_MEMBERS = ['expected_completion_from', 'expected_completion_to'] as const;
/** The order members are written in. */
const MEMBERS = [
  ...TEXT_MEMBERS,
  'state',
  'action',
  ...BOOLEAN_MEMBERS,
  ...DATE_MEMBERS,
] as const satisfies readonly (keyof TransactionFilter)[];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

function readText(value: string | null, limit: number): string | undefined {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? undefined : trimmed.slice(0, limit);
}

const readBoolean = (value: string | null): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/** A calendar day as the service writes it, and one that exists (no 31 June). */
export function isCalendarDate(value: string): boolean {
  if (!/^[1-9]\d{3}-[01]\d-[0-3]\d$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const readDate = (value: string | null): string | undefined =>
  value !== null && isCalendarDate(value) ? value : undefined;

export function readTransactionFilter(params: URLSearchParams): TransactionFilter {
  const filter: TransactionFilter = {};
  for (const member of TEXT_MEMBERS) {
    const value = readText(params.get(member), TEXT_LIMITS[member]);
    if (value !== undefined) filter[member] = value;
  }
  const state = oneOf(TRANSACTION_STATES, params.get('state'));
  if (state) filter.state = state;
  const action = oneOf(TRANSACTION_ACTIONS, params.get('action'));
  if (action) filter.action = action;
  for (const member of BOOLEAN_MEMBERS) {
    const value = readBoolean(params.get(member));
    if (value !== undefined) filter[member] = value;
  }
  for (const member of DATE_MEMBERS) {
    const value = readDate(params.get(member));
    if (value !== undefined) filter[member] = value;
  }
  return filter;
}

/** Sets the filter's members on `params`, in a fixed order; empty text is left out. */
export function writeTransactionFilter(filter: TransactionFilter, params = new URLSearchParams()) {
  for (const member of MEMBERS) {
    const value = filter[member];
    if (typeof value === 'boolean') params.set(member, String(value));
    else if (typeof value === 'string' && value.trim() !== '') params.set(member, value.trim());
  }
  return params;
}

/** The filter without its empty members: text left blank, a member set to undefined. */
export function withoutEmptyMembers(filter: TransactionFilter): TransactionFilter {
  return Object.fromEntries(
    Object.entries(filter)
      .map(([member, value]) => [member, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => typeof value === 'boolean' || (typeof value === 'string' && value !== '')),
  ) as TransactionFilter;
}

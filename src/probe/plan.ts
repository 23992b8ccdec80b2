/**
 * What the probe asks, in order: reading methods only, each once (list_transactions twice: a page,
 * and the counts the overview asks for). The address of the address methods is the one given;
 * else, with only a postcode given, its first house number (get_housenrs); else the address of the
 * first transaction on the first page of list_transactions that has one. Without any, the address
 * methods are not asked.
 */
import type { Address } from './address.ts';
import type { MethodName } from './reading-methods.ts';

export type AddressSource = 'given' | 'postcode-given' | 'first-transaction' | 'none';

/** What the probe learns from the replies as it goes; none of it is ever printed. */
export interface Context {
  zipcode: string | null;
  housenr: number | null;
  /** null: not decided yet (the postcode's extensions are asked first). */
  housenrext: string | null;
  source: AddressSource;
  transaction: { uuid: string } | { nid: string } | null;
}

export type Params = Record<string, unknown>;

export interface NotAsked {
  notAsked: string;
}

export const isNotAsked = (params: Params | NotAsked): params is NotAsked =>
  typeof params.notAsked === 'string' && Object.keys(params).length === 1;

export interface Step {
  name: MethodName;
  /** Which of two calls of one method this is. */
  variant?: string;
  params(context: Context): Params | NotAsked;
  /** Learns from the result as it came (before it is read), for the steps after it. */
  learn?(result: unknown, context: Context): void;
}

const PAGE = { page: 1, per_page: 25 };
const NO_ADDRESS = 'no address known: give one with --address';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^[0-9]+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
};

const postcode = (context: Context): Params | NotAsked =>
  context.zipcode ? { zipcode: context.zipcode } : { notAsked: NO_ADDRESS };

const houseNumber = (context: Context): Params | NotAsked => {
  if (!context.zipcode) return { notAsked: NO_ADDRESS };
  if (context.housenr === null)
    return { notAsked: 'no house number: get_housenrs gave none for the postcode' };
  return { zipcode: context.zipcode, housenr: context.housenr };
};

const address = (context: Context): Params | NotAsked => {
  const place = houseNumber(context);
  return isNotAsked(place) ? place : { ...place, housenrext: context.housenrext ?? '' };
};

function learnFromTransactions(result: unknown, context: Context): void {
  const transactions = isObject(result) && Array.isArray(result.transactions) ? result.transactions : [];
  const first = transactions.find(isObject);
  if (first && typeof first.uuid === 'string') context.transaction = { uuid: first.uuid };
  else if (first && typeof first.nid === 'string') context.transaction = { nid: first.nid };
  if (context.source !== 'none') return;
  for (const transaction of transactions) {
    const place = isObject(transaction) && isObject(transaction.address) ? transaction.address : null;
    const housenr = asNumber(place?.housenr);
    if (!place || typeof place.zipcode !== 'string' || housenr === null) continue;
    context.zipcode = place.zipcode.replace(/\s+/g, '').toUpperCase();
    context.housenr = housenr;
    context.housenrext = typeof place.housenrext === 'string' ? place.housenrext : '';
    context.source = 'first-transaction';
    return;
  }
}

function learnFirstHouseNumber(result: unknown, context: Context): void {
  if (context.source !== 'postcode-given' || context.housenr !== null) return;
  const housenrs = isObject(result) && Array.isArray(result.housenrs) ? result.housenrs : [];
  context.housenr = housenrs.map(asNumber).find((housenr) => housenr !== null) ?? null;
}

/** With the house number taken from the postcode: no extension when the land registry lists none, else its first. */
function learnExtension(result: unknown, context: Context): void {
  if (context.housenrext !== null) return;
  const cadastral = isObject(result) && isObject(result.CADASTRAL) ? result.CADASTRAL.housenrexts : null;
  const extensions = Array.isArray(cadastral) ? cadastral.filter((item) => typeof item === 'string') : [];
  context.housenrext = extensions.length === 0 || extensions.includes('') ? '' : extensions[0]!;
}

export const PLAN: readonly Step[] = [
  { name: { className: 'broadband/basic/v1', method: 'list_providers' }, params: () => ({}) },
  { name: { className: 'broadband/v1', method: 'list_providers' }, params: () => ({}) },
  { name: { className: 'broadband/v1', method: 'list_carriers' }, params: () => ({ pagination: PAGE }) },
  {
    name: { className: 'broadband/v1', method: 'list_transactions' },
    params: () => ({ pagination: PAGE }),
    learn: learnFromTransactions,
  },
  {
    name: { className: 'broadband/v1', method: 'list_transactions' },
    variant: 'count_by',
    params: () => ({
      pagination: { page: 1, per_page: 1 },
      count_by: ['state', 'action', 'expected_completion_date'],
    }),
  },
  {
    name: { className: 'broadband/v1', method: 'get_transaction' },
    params: (context) =>
      context.transaction ?? { notAsked: 'no transaction on the first page of list_transactions' },
  },
  { name: { className: 'user/v1', method: 'get_profile' }, params: () => ({}) },
  {
    name: { className: 'postcodes/v1', method: 'get_housenrs' },
    params: postcode,
    learn: learnFirstHouseNumber,
  },
  {
    name: { className: 'postcodes/v1', method: 'get_housenrext' },
    params: houseNumber,
    learn: learnExtension,
  },
  { name: { className: 'postcodes/v1', method: 'get_address' }, params: houseNumber },
  { name: { className: 'broadband/basic/v1', method: 'zipcode' }, params: address },
  { name: { className: 'broadband/v1', method: 'zipcode' }, params: address },
  {
    name: { className: 'broadband/v1', method: 'carriercheck' },
    params: (context) => {
      const place = address(context);
      return isNotAsked(place) ? place : { ...place, carrier: 'Fiber' };
    },
  },
  { name: { className: 'mail/v1', method: 'list_clients' }, params: () => ({}) },
  { name: { className: 'mail/v1', method: 'list_mailboxes' }, params: () => ({}) },
  { name: { className: 'mail/v1', method: 'list_forwarders' }, params: () => ({}) },
];

export function startingContext(given: { address: Address | null; zipcode: string | null }): Context {
  if (given.address) return { ...given.address, source: 'given', transaction: null };
  if (given.zipcode)
    return {
      zipcode: given.zipcode,
      housenr: null,
      housenrext: null,
      source: 'postcode-given',
      transaction: null,
    };
  return { zipcode: null, housenr: null, housenrext: null, source: 'none', transaction: null };
}

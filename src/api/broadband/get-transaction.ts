/**
 * `get_transaction` by uuid or by NID (the newest transaction of that carrier or circuit). A route
 * id that has the NID's shape is a NID; one with the UUID's shape is a uuid; anything else is
 * neither and is not sent.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveUpdateInterval } from '../../config/demo.ts';
import type { Transaction } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { broadbandKeys } from './keys.ts';

export type TransactionRef = { nid: string } | { uuid: string };

const NID_PATTERN = /^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The reference an id from a URL stands for (case does not matter); null when it is neither. */
export function transactionRefOf(id: string): TransactionRef | null {
  const trimmed = id.trim();
  if (NID_PATTERN.test(trimmed.toUpperCase())) return { nid: trimmed.toUpperCase() };
  if (UUID_PATTERN.test(trimmed.toLowerCase())) return { uuid: trimmed.toLowerCase() };
  return null;
}

export const refKey = (ref: TransactionRef): string => ('nid' in ref ? ref.nid : ref.uuid);

export const getTransaction = (ref: TransactionRef, signal?: AbortSignal) =>
  call('broadband/v1', 'get_transaction', ref, { signal });

export const transactionQueryOptions = (ref: TransactionRef) =>
  queryOptions({
    queryKey: broadbandKeys.transaction(refKey(ref)),
    queryFn: ({ signal }) => getTransaction(ref, signal),
  });

/**
 * One transaction. While a cancellation is requested but the backoffice has not yet moved the
 * state to `cancelled`, it is read again every `pollMs`; in demo mode, where the backoffice moves
 * by itself, as often as it moves.
 */
export const useTransaction = (ref: TransactionRef | null, pollMs = 3000) =>
  useQuery({
    ...transactionQueryOptions(ref ?? { uuid: '' }),
    enabled: ref !== null,
    refetchInterval: (query) => (awaitsBackoffice(query.state.data) ? pollMs : liveUpdateInterval()),
  });

/**
 * Whether a requested cancellation is still with the backoffice: until the transaction is cancelled
 * or closed in any other way. A state the portal does not know decides nothing by itself: an open
 * transaction in it is still watched, a closed one no longer.
 */
export function awaitsBackoffice(
  transaction: Pick<Transaction, 'cancel_requested' | 'state' | 'open'> | undefined,
): boolean {
  return (
    transaction?.cancel_requested === true && transaction.state !== 'cancelled' && transaction.open !== false
  );
}

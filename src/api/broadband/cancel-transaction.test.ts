/**
 * Cancelling against a service whose answer differs from the contract: a real sandbox behind the
 * differing service, the portal's own client and cache.
 */
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../contract/types.gen.ts';
import { ReplyShapeError } from '../errors.ts';
import { call } from '../rpc-client.ts';
import { behindDifferingService } from '../testing/behind-differing-service.ts';
import { cancelTransactionMutation } from './cancel-transaction.ts';
import { transactionQueryOptions } from './get-transaction.ts';
import { broadbandKeys } from './keys.ts';

const { service } = behindDifferingService({ sandbox: { backofficeDelaySeconds: 3600 } });

async function cancellable(): Promise<Transaction> {
  const { transactions } = await call('broadband/v1', 'list_transactions', {
    filter: { open: true, cancel_requested: false },
    pagination: { page: 1, per_page: 50 },
  });
  const row = transactions.find((candidate) => candidate.cancel_possible);
  if (!row) throw new Error('The seed has no cancellable transaction left.');
  return call('broadband/v1', 'get_transaction', { uuid: row.uuid });
}

describe('cancelling, when the answer cannot be read', () => {
  it('fails as an unread answer, and the transaction is read again: the cancellation shows there', async () => {
    const transaction = await cancellable();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ref = { uuid: transaction.uuid };
    await queryClient.fetchQuery(transactionQueryOptions(ref));
    const listing = broadbandKeys.transactions({ page: 1 });
    queryClient.setQueryData(listing, { transactions: [] });

    service.differ({ className: 'broadband/v1', method: 'cancel_transaction', change: 'list-for-object' });
    const mutation = new MutationObserver(queryClient, cancelTransactionMutation(queryClient));
    const failure = await mutation.mutate({ uuid: transaction.uuid }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReplyShapeError);
    expect(failure).toMatchObject({ method: 'cancel_transaction', difference: { pointer: '' } });

    expect(queryClient.getQueryState(broadbandKeys.transaction(transaction.uuid))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listing)?.isInvalidated).toBe(true);
    const again = await queryClient.fetchQuery(transactionQueryOptions(ref));
    expect(again.cancel_requested).toBe(true);
  });

  it('a method the service does not offer: nothing was sent, the transaction is not read again', async () => {
    const transaction = await cancellable();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(transactionQueryOptions({ uuid: transaction.uuid }));
    const mutation = new MutationObserver(queryClient, cancelTransactionMutation(queryClient));
    service.differ({ className: 'broadband/v1', method: 'cancel_transaction', change: 'method-not-found' });
    const notOffered = await mutation.mutate({ uuid: transaction.uuid }).catch((error: unknown) => error);
    expect(notOffered).toMatchObject({ name: 'NotOfferedError', method: 'cancel_transaction' });
    expect(queryClient.getQueryState(broadbandKeys.transaction(transaction.uuid))?.isInvalidated).toBe(false);
  });
});

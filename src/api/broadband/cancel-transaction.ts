/**
 * `cancel_transaction`. The reply is the transaction with the cancellation recorded: it replaces
 * every cached copy of that transaction at once (read by uuid or by NID), and listings are read
 * again. A refusal (012: no longer cancellable, 008: gone) reads the transaction again, so the page
 * shows why; so does an answer that could not be read (the request reached the service, which may
 * have recorded the cancellation), and the listings with it. Never retried: a second request must
 * come from the person, not from the client.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BroadbandCancelTransactionRequest, Transaction } from '../../contract/types.gen.ts';
import { ReplyShapeError, RpcError } from '../errors.ts';
import { call } from '../rpc-client.ts';
import { broadbandKeys } from './keys.ts';

export const cancelTransaction = (params: BroadbandCancelTransactionRequest) =>
  call('broadband/v1', 'cancel_transaction', params);

export function storeTransaction(queryClient: QueryClient, transaction: Transaction): void {
  queryClient.setQueryData(broadbandKeys.transaction(transaction.uuid), transaction);
  queryClient.setQueriesData<Transaction>({ queryKey: broadbandKeys.transactionDetails() }, (cached) =>
    cached?.uuid === transaction.uuid ? transaction : cached,
  );
}

/** What the mutation does, apart from the hook (the cache it keeps up to date is passed in). */
export const cancelTransactionMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: cancelTransaction,
    retry: false,
    onSuccess: (transaction: Transaction) => {
      storeTransaction(queryClient, transaction);
      void queryClient.invalidateQueries({ queryKey: broadbandKeys.transactionLists() });
    },
    onError: (error: Error) => {
      if (error instanceof RpcError || error instanceof ReplyShapeError)
        void queryClient.invalidateQueries({ queryKey: broadbandKeys.transactionDetails() });
      if (error instanceof ReplyShapeError)
        void queryClient.invalidateQueries({ queryKey: broadbandKeys.transactionLists() });
    },
  });

export const useCancelTransaction = () => useMutation(cancelTransactionMutation(useQueryClient()));

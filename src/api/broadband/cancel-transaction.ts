/**
 * `cancel_transaction`. The reply is the transaction with the cancellation recorded: it replaces
 * every cached copy of that transaction at once (read by uuid or by NID), and listings are read
 * again. A refusal (012: no longer cancellable, 008: gone) reads the transaction again, so the page
 * shows why. Never retried: a second request must come from the person, not from the client.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BroadbandCancelTransactionRequest, Transaction } from '../../contract/types.gen.ts';
import { RpcError } from '../errors.ts';
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

export const useCancelTransaction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransaction,
    retry: false,
    onSuccess: (transaction) => {
      storeTransaction(queryClient, transaction);
      void queryClient.invalidateQueries({ queryKey: broadbandKeys.transactionLists() });
    },
    onError: (error) => {
      if (error instanceof RpcError)
        void queryClient.invalidateQueries({ queryKey: broadbandKeys.transactionDetails() });
    },
  });
};

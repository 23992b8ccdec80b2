/**
 * Cancelling asks the backoffice: the reply shows `cancel_requested` with who, when and why, and the
 * state stays as it was (spec §3); the backoffice moves it to `cancelled` after the configured
 * delay. Asking again returns the same transaction unchanged. Unknown → 008; not cancellable → 012.
 */
import type {
  BroadbandCancelTransactionReply,
  BroadbandCancelTransactionRequest,
} from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { toDate, toDatetime } from '../dates.ts';
import { requireTransaction, saveTransaction } from './transactions.ts';

export const DEFAULT_CANCEL_REASON = 'Cancelled by customer';

export const cancelTransaction: MethodHandler<
  BroadbandCancelTransactionRequest,
  BroadbandCancelTransactionReply
> = (params, { db, now, caller, backofficeDelaySeconds }) =>
  inTransaction(db, () => {
    const transaction = requireTransaction(db, caller.customerAccountId, params);
    if (transaction.cancel_requested === true) return transaction;
    if (!transaction.cancel_possible) {
      throw failures.prohibited(
        `transaction ${transaction.uuid} (state ${transaction.state}) cannot be cancelled`,
      );
    }
    const requested: BroadbandCancelTransactionReply = {
      ...transaction,
      cancel_requested: true,
      cancelled_by: caller.username,
      cancel_date: toDate(now),
      cancel_reason: params.reason ?? DEFAULT_CANCEL_REASON,
      cancel_possible: false,
      last_updated: toDatetime(now),
    };
    // to the millisecond: a due time cut to the second would let the backoffice come early
    saveTransaction(db, requested, new Date(now.getTime() + backofficeDelaySeconds * 1000).toISOString());
    return requested;
  });

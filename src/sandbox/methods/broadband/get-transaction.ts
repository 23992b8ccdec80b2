import type {
  BroadbandGetTransactionReply,
  BroadbandGetTransactionRequest,
} from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../context.ts';
import { applyBackoffice, requireTransaction } from './transactions.ts';

export const getTransaction: MethodHandler<BroadbandGetTransactionRequest, BroadbandGetTransactionReply> = (
  params,
  { db, now, caller },
) => {
  applyBackoffice(db, now);
  return requireTransaction(db, caller.customerAccountId, params);
};

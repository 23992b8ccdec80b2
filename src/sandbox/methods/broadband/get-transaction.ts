import type {
  BroadbandGetTransactionReply,
  BroadbandGetTransactionRequest,
} from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import { JsonText } from '../../rpc/json-text.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { applyBackoffice, describeRef, storedTransaction } from './transactions.ts';

/** The transaction as stored: its JSON goes into the reply unparsed. */
export const getTransaction: MethodHandler<BroadbandGetTransactionRequest, BroadbandGetTransactionReply> = (
  params,
  { db, now, caller },
) => {
  applyBackoffice(db, now);
  const text = storedTransaction(db, caller.customerAccountId, params);
  if (text === null) throw failures.updateFailed(describeRef(params), 'it does not exist');
  return new JsonText<BroadbandGetTransactionReply>(text);
};

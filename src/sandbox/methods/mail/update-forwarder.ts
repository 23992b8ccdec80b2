import type { MailUpdateForwarderReply, MailUpdateForwarderRequest } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { findForwarder } from './mail-store.ts';
import { prepared } from '../../store/statements.ts';

export const updateForwarder: MethodHandler<MailUpdateForwarderRequest, MailUpdateForwarderReply> = (
  params,
  { db, caller },
) =>
  inTransaction(db, () => {
    const forwarder = findForwarder(db, params.email, caller.customerAccountId);
    if (!forwarder)
      throw failures.updateFailed(`forwarder ${params.email.toLowerCase()}`, 'it does not exist');
    const updated = {
      ...forwarder,
      destinations: params.destinations.map((destination) => destination.toLowerCase()),
    };
    prepared(db, 'UPDATE forwarders SET destinations = ? WHERE email = ?').run(
      JSON.stringify(updated.destinations),
      updated.email,
    );
    return updated;
  });

import type { MailDeleteForwarderReply, MailDeleteForwarderRequest } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { prepared } from '../../store/statements.ts';

export const deleteForwarder: MethodHandler<MailDeleteForwarderRequest, MailDeleteForwarderReply> = (
  params,
  { db, caller },
) => {
  const email = params.email.toLowerCase();
  const { changes } = prepared(
    db,
    'DELETE FROM forwarders WHERE email = ? AND client_id IN (SELECT client_id FROM mail_clients WHERE customer_account_id = ?)',
  ).run(email, caller.customerAccountId);
  if (changes === 0) throw failures.deleteFailed(`forwarder ${email}`, 'it does not exist');
  return { deleted: true, email };
};

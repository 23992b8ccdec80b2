import type { MailDeleteMailboxReply, MailDeleteMailboxRequest } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { prepared } from '../../store/statements.ts';

export const deleteMailbox: MethodHandler<MailDeleteMailboxRequest, MailDeleteMailboxReply> = (
  params,
  { db, caller },
) => {
  const email = params.email.toLowerCase();
  const { changes } = prepared(
    db,
    'DELETE FROM mailboxes WHERE email = ? AND client_id IN (SELECT client_id FROM mail_clients WHERE customer_account_id = ?)',
  ).run(email, caller.customerAccountId);
  if (changes === 0) throw failures.deleteFailed(`mailbox ${email}`, 'it does not exist');
  return { deleted: true, email };
};

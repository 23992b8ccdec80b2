import type { MailDeleteMailboxReply, MailDeleteMailboxRequest } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import type { MethodHandler } from '../context.ts';
import { prepared } from '../../store/statements.ts';

export const deleteMailbox: MethodHandler<MailDeleteMailboxRequest, MailDeleteMailboxReply> = (
  params,
  { db },
) => {
  const email = params.email.toLowerCase();
  const { changes } = prepared(db, 'DELETE FROM mailboxes WHERE email = ?').run(email);
  if (changes === 0) throw failures.deleteFailed(`mailbox ${email}`, 'it does not exist');
  return { deleted: true, email };
};

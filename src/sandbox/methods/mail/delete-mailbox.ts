import type { MailDeleteMailboxReply, MailDeleteMailboxRequest } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import type { MethodHandler } from '../context.ts';

export const deleteMailbox: MethodHandler<MailDeleteMailboxRequest, MailDeleteMailboxReply> = (
  params,
  { db },
) => {
  const email = params.email.toLowerCase();
  const { changes } = db.prepare('DELETE FROM mailboxes WHERE email = ?').run(email);
  if (changes === 0) throw failures.deleteFailed(`mailbox ${email}`, 'it does not exist');
  return { deleted: true, email };
};

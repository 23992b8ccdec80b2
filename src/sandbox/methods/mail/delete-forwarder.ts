import type { MailDeleteForwarderReply, MailDeleteForwarderRequest } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import type { MethodHandler } from '../context.ts';
import { prepared } from '../../store/statements.ts';

export const deleteForwarder: MethodHandler<MailDeleteForwarderRequest, MailDeleteForwarderReply> = (
  params,
  { db },
) => {
  const email = params.email.toLowerCase();
  const { changes } = prepared(db, 'DELETE FROM forwarders WHERE email = ?').run(email);
  if (changes === 0) throw failures.deleteFailed(`forwarder ${email}`, 'it does not exist');
  return { deleted: true, email };
};

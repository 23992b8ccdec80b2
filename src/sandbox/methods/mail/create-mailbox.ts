import type { MailCreateMailboxReply, MailCreateMailboxRequest } from '../../../contract/types.gen.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { failures } from '../../rpc/errors.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodHandler } from '../context.ts';
import { toDatetime } from '../dates.ts';
import { creationProblem, findForwarder, findMailbox } from './mail-store.ts';
import { prepared } from '../../store/statements.ts';

export const DEFAULT_QUOTA_MB = 1024;

export const createMailbox: MethodHandler<MailCreateMailboxRequest, MailCreateMailboxReply> = (
  params,
  { db, now },
) => {
  const email = params.email.toLowerCase();
  const passwordHash = hashPassword(params.password);
  return inTransaction(db, () => {
    const item = `mailbox ${email}`;
    const problem = creationProblem(db, params.client_id, email);
    if (problem) throw failures.createFailed(item, problem);
    if (findMailbox(db, email)) throw failures.createFailed(item, 'it already exists');
    if (findForwarder(db, email))
      throw failures.createFailed(item, 'the address already exists as a forwarder');
    const mailbox = {
      email,
      client_id: params.client_id,
      name: params.name,
      quota_mb: params.quota_mb ?? DEFAULT_QUOTA_MB,
      created_at: toDatetime(now),
    };
    prepared(
      db,
      'INSERT INTO mailboxes (email, client_id, name, quota_mb, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(mailbox.email, mailbox.client_id, mailbox.name, mailbox.quota_mb, passwordHash, mailbox.created_at);
    return mailbox;
  });
};

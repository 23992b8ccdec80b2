import type { MailCreateMailboxReply, MailCreateMailboxRequest } from '../../../contract/types.gen.ts';
import { hashPassword } from '../../credentials/passwords.ts';
import { failures } from '../../rpc/errors.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { toDatetime } from '../dates.ts';
import { creationProblem } from './mail-store.ts';
import { prepared } from '../../store/statements.ts';

export const DEFAULT_QUOTA_MB = 1024;

/** Checks before hashing (a call bound to fail costs no scrypt), and again in the write transaction. */
export const createMailbox: MethodHandler<MailCreateMailboxRequest, MailCreateMailboxReply> = async (
  params,
  { db, now, caller },
) => {
  const email = params.email.toLowerCase();
  const checkCreatable = () => {
    const problem = creationProblem(db, params.client_id, email, caller.customerAccountId, 'mailbox');
    if (problem) throw failures.createFailed(`mailbox ${email}`, problem);
  };
  checkCreatable();
  const passwordHash = await hashPassword(params.password);
  return inTransaction(db, () => {
    checkCreatable();
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

import type { MailUpdateMailboxReply, MailUpdateMailboxRequest } from '../../../contract/types.gen.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { failures } from '../../rpc/errors.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodHandler } from '../context.ts';
import { findMailbox } from './mail-store.ts';
import { prepared } from '../../store/statements.ts';

export const updateMailbox: MethodHandler<MailUpdateMailboxRequest, MailUpdateMailboxReply> = (
  params,
  { db },
) => {
  const passwordHash = params.password === undefined ? null : hashPassword(params.password);
  return inTransaction(db, () => {
    const mailbox = findMailbox(db, params.email);
    if (!mailbox) throw failures.updateFailed(`mailbox ${params.email.toLowerCase()}`, 'it does not exist');
    const updated = {
      ...mailbox,
      name: params.name ?? mailbox.name,
      quota_mb: params.quota_mb ?? mailbox.quota_mb,
    };
    prepared(
      db,
      'UPDATE mailboxes SET name = ?, quota_mb = ?, password_hash = coalesce(?, password_hash) WHERE email = ?',
    ).run(updated.name, updated.quota_mb, passwordHash, updated.email);
    return updated;
  });
};

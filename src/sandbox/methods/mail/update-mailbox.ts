import type { MailUpdateMailboxReply, MailUpdateMailboxRequest } from '../../../contract/types.gen.ts';
import { hashPassword } from '../../credentials/passwords.ts';
import { failures } from '../../rpc/errors.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { findMailbox } from './mail-store.ts';
import { prepared } from '../../store/statements.ts';

/** The mailbox must exist before a new password is hashed, and still exist when it is written. */
export const updateMailbox: MethodHandler<MailUpdateMailboxRequest, MailUpdateMailboxReply> = (
  params,
  { db, caller },
) => {
  const existing = () => {
    const mailbox = findMailbox(db, params.email, caller.customerAccountId);
    if (!mailbox) throw failures.updateFailed(`mailbox ${params.email.toLowerCase()}`, 'it does not exist');
    return mailbox;
  };
  const update = (passwordHash: string | null) =>
    inTransaction(db, () => {
      const mailbox = existing();
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
  if (params.password === undefined) return update(null);
  existing();
  return hashPassword(params.password).then(update);
};

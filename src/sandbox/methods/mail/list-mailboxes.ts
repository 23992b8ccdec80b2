import type { MailListMailboxesReply, MailListMailboxesRequest } from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../context.ts';
import { prepared } from '../../store/statements.ts';

export const listMailboxes: MethodHandler<MailListMailboxesRequest, MailListMailboxesReply> = (
  params,
  { db },
) => {
  const rows = (params.client_id === undefined
    ? prepared(db, 'SELECT email, client_id, name, quota_mb, created_at FROM mailboxes ORDER BY email').all()
    : prepared(
        db,
        'SELECT email, client_id, name, quota_mb, created_at FROM mailboxes WHERE client_id = ? ORDER BY email',
      ).all(params.client_id)) as unknown as MailListMailboxesReply['mailboxes'];
  return { mailboxes: rows.map((row) => ({ ...row })) };
};

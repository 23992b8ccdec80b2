import type { MailListMailboxesReply, MailListMailboxesRequest } from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { prepared } from '../../store/statements.ts';

export const listMailboxes: MethodHandler<MailListMailboxesRequest, MailListMailboxesReply> = (
  params,
  { db, caller },
) => {
  const rows = prepared(
    db,
    `SELECT m.email, m.client_id, m.name, m.quota_mb, m.created_at FROM mailboxes m
       JOIN mail_clients c ON c.client_id = m.client_id
       WHERE c.customer_account_id = ? AND (? IS NULL OR m.client_id = ?) ORDER BY m.email`,
  ).all(caller.customerAccountId, params.client_id ?? null, params.client_id ?? null);
  return {
    mailboxes: rows.map((row) => ({ ...row }) as unknown as MailListMailboxesReply['mailboxes'][number]),
  };
};

import type { MailListForwardersReply, MailListForwardersRequest } from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { prepared } from '../../store/statements.ts';

export const listForwarders: MethodHandler<MailListForwardersRequest, MailListForwardersReply> = (
  params,
  { db, caller },
) => {
  const rows = prepared(
    db,
    `SELECT f.email, f.client_id, f.destinations, f.created_at FROM forwarders f
       JOIN mail_clients c ON c.client_id = f.client_id
       WHERE c.customer_account_id = ? AND (? IS NULL OR f.client_id = ?) ORDER BY f.email`,
  ).all(caller.customerAccountId, params.client_id ?? null, params.client_id ?? null) as unknown as {
    email: string;
    client_id: number;
    destinations: string;
    created_at: string;
  }[];
  return {
    forwarders: rows.map((row) => ({ ...row, destinations: JSON.parse(row.destinations) as string[] })),
  };
};

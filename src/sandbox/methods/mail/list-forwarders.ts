import type { MailListForwardersReply, MailListForwardersRequest } from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../context.ts';
import { prepared } from '../../store/statements.ts';

export const listForwarders: MethodHandler<MailListForwardersRequest, MailListForwardersReply> = (
  params,
  { db },
) => {
  const rows = (params.client_id === undefined
    ? prepared(db, 'SELECT email, client_id, destinations, created_at FROM forwarders ORDER BY email').all()
    : prepared(
        db,
        'SELECT email, client_id, destinations, created_at FROM forwarders WHERE client_id = ? ORDER BY email',
      ).all(params.client_id)) as unknown as {
    email: string;
    client_id: number;
    destinations: string;
    created_at: string;
  }[];
  return {
    forwarders: rows.map((row) => ({ ...row, destinations: JSON.parse(row.destinations) as string[] })),
  };
};

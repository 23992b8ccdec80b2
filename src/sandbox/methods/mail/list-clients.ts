import type { MailListClientsReply, MailListClientsRequest } from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { prepared } from '../../store/statements.ts';

export const listClients: MethodHandler<MailListClientsRequest, MailListClientsReply> = (
  _params,
  { db, caller },
) => {
  const rows = prepared(
    db,
    `SELECT c.client_id, c.name, c.domain,
         (SELECT count(*) FROM mailboxes m WHERE m.client_id = c.client_id) AS mailbox_count,
         (SELECT count(*) FROM forwarders f WHERE f.client_id = c.client_id) AS forwarder_count
       FROM mail_clients c WHERE c.customer_account_id = ? ORDER BY c.name`,
  ).all(caller.customerAccountId) as unknown as MailListClientsReply['clients'];
  return { clients: rows.map((row) => ({ ...row })) };
};

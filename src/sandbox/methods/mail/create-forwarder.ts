import type { MailCreateForwarderReply, MailCreateForwarderRequest } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { toDatetime } from '../dates.ts';
import { creationProblem } from './mail-store.ts';
import { prepared } from '../../store/statements.ts';

export const createForwarder: MethodHandler<MailCreateForwarderRequest, MailCreateForwarderReply> = (
  params,
  { db, now, caller },
) =>
  inTransaction(db, () => {
    const email = params.email.toLowerCase();
    const problem = creationProblem(db, params.client_id, email, caller.customerAccountId, 'forwarder');
    if (problem) throw failures.createFailed(`forwarder ${email}`, problem);
    const forwarder = {
      email,
      client_id: params.client_id,
      destinations: params.destinations.map((destination) => destination.toLowerCase()),
      created_at: toDatetime(now),
    };
    prepared(
      db,
      'INSERT INTO forwarders (email, client_id, destinations, created_at) VALUES (?, ?, ?, ?)',
    ).run(forwarder.email, forwarder.client_id, JSON.stringify(forwarder.destinations), forwarder.created_at);
    return forwarder;
  });

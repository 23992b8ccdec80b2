import type { MailCreateForwarderReply, MailCreateForwarderRequest } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodHandler } from '../context.ts';
import { toDatetime } from '../dates.ts';
import { creationProblem, findForwarder, findMailbox } from './mail-store.ts';
import { prepared } from '../../store/statements.ts';

export const createForwarder: MethodHandler<MailCreateForwarderRequest, MailCreateForwarderReply> = (
  params,
  { db, now },
) =>
  inTransaction(db, () => {
    const email = params.email.toLowerCase();
    const item = `forwarder ${email}`;
    const problem = creationProblem(db, params.client_id, email);
    if (problem) throw failures.createFailed(item, problem);
    if (findMailbox(db, email))
      throw failures.createFailed(
        item,
        'the address already exists as a mailbox; a forwarder requires that it does not',
      );
    if (findForwarder(db, email)) throw failures.createFailed(item, 'it already exists');
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

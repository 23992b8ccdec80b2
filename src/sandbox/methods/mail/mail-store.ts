import type { DatabaseSync } from 'node:sqlite';
import type { Forwarder, Mailbox } from '../../../contract/types.gen.ts';
import { prepared } from '../../store/statements.ts';

export interface MailClient {
  client_id: number;
  name: string;
  domain: string;
}

export function findClient(db: DatabaseSync, clientId: number): MailClient | null {
  const row = prepared(db, 'SELECT client_id, name, domain FROM mail_clients WHERE client_id = ?').get(
    clientId,
  );
  return row ? ({ ...row } as unknown as MailClient) : null;
}

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export function findMailbox(db: DatabaseSync, email: string): Mailbox | null {
  const row = prepared(
    db,
    'SELECT email, client_id, name, quota_mb, created_at FROM mailboxes WHERE email = ?',
  ).get(email.toLowerCase());
  return row ? ({ ...row } as unknown as Mailbox) : null;
}

export function findForwarder(db: DatabaseSync, email: string): Forwarder | null {
  const row = prepared(
    db,
    'SELECT email, client_id, destinations, created_at FROM forwarders WHERE email = ?',
  ).get(email.toLowerCase()) as
    { email: string; client_id: number; destinations: string; created_at: string } | undefined;
  return row ? { ...row, destinations: JSON.parse(row.destinations) as string[] } : null;
}

/** 006 causes shared by mailboxes and forwarders: the client must exist and own the domain. */
export function creationProblem(db: DatabaseSync, clientId: number, email: string): string | null {
  const client = findClient(db, clientId);
  if (!client) return `client ${clientId} does not exist; a mailbox or forwarder requires an existing client`;
  if (domainOf(email) !== client.domain) return `the address must be at the client's domain ${client.domain}`;
  return null;
}

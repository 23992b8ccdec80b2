/**
 * Mail clients belong to a customer account: a caller sees and changes only the clients (and their
 * mailboxes and forwarders) of its own customer; another customer's look as if they did not exist.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Forwarder, Mailbox } from '../../../contract/types.gen.ts';
import { prepared } from '../../store/statements.ts';

export interface MailClient {
  client_id: number;
  name: string;
  domain: string;
}

type Customer = number | null;

export function findClient(db: DatabaseSync, clientId: number, customer: Customer): MailClient | null {
  const row = prepared(
    db,
    'SELECT client_id, name, domain FROM mail_clients WHERE client_id = ? AND customer_account_id = ?',
  ).get(clientId, customer);
  return row ? ({ ...row } as unknown as MailClient) : null;
}

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export function findMailbox(db: DatabaseSync, email: string, customer: Customer): Mailbox | null {
  const row = prepared(
    db,
    `SELECT m.email, m.client_id, m.name, m.quota_mb, m.created_at FROM mailboxes m
       JOIN mail_clients c ON c.client_id = m.client_id
       WHERE m.email = ? AND c.customer_account_id = ?`,
  ).get(email.toLowerCase(), customer);
  return row ? ({ ...row } as unknown as Mailbox) : null;
}

export function findForwarder(db: DatabaseSync, email: string, customer: Customer): Forwarder | null {
  const row = prepared(
    db,
    `SELECT f.email, f.client_id, f.destinations, f.created_at FROM forwarders f
       JOIN mail_clients c ON c.client_id = f.client_id
       WHERE f.email = ? AND c.customer_account_id = ?`,
  ).get(email.toLowerCase(), customer) as
    { email: string; client_id: number; destinations: string; created_at: string } | undefined;
  return row ? { ...row, destinations: JSON.parse(row.destinations) as string[] } : null;
}

/**
 * Why a mailbox or forwarder cannot be created at `email` (006), or null: the client must exist
 * for this customer and own the domain, and the address must be free. An address is free or taken
 * for everyone: domains are unique, so a taken one is always the customer's own.
 */
export function creationProblem(
  db: DatabaseSync,
  clientId: number,
  email: string,
  customer: Customer,
  kind: 'mailbox' | 'forwarder',
): string | null {
  const client = findClient(db, clientId, customer);
  if (!client) return `client ${clientId} does not exist; a mailbox or forwarder requires an existing client`;
  if (domainOf(email) !== client.domain) return `the address must be at the client's domain ${client.domain}`;
  if (findMailbox(db, email, customer)) {
    return kind === 'mailbox'
      ? 'it already exists'
      : 'the address already exists as a mailbox; a forwarder requires that it does not';
  }
  if (findForwarder(db, email, customer)) {
    return kind === 'forwarder' ? 'it already exists' : 'the address already exists as a forwarder';
  }
  return null;
}

import type { DatabaseSync } from 'node:sqlite';
import { prepared } from './statements.ts';
import { OUTSIDE_WRITES_SHOW_WITHIN_MS, onWrites } from './write-notice.ts';

/** An account as read from the database; frozen, since the same object serves many calls. */
export interface Account {
  id: number;
  username: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string | null;
  language: 'nl' | 'en';
  customerAccountId: number | null;
  permissions: string[];
  totpSecret: string | null;
  totpEnabled: boolean;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  whitelist: { subnet: string; description: string }[];
}

interface AccountRow {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  email: string;
  phone: string | null;
  language: 'nl' | 'en';
  customer_account_id: number | null;
  permissions: string;
  totp_secret: string | null;
  totp_enabled: number;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
}

function toAccount(db: DatabaseSync, row: AccountRow): Account {
  const whitelist = prepared(
    db,
    'SELECT subnet, description FROM ip_whitelist WHERE user_id = ? ORDER BY position, subnet',
  ).all(row.id) as unknown as { subnet: string; description: string }[];
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    customerAccountId: row.customer_account_id,
    permissions: JSON.parse(row.permissions) as string[],
    totpSecret: row.totp_secret,
    totpEnabled: row.totp_enabled === 1,
    totpPendingSecret: row.totp_pending_secret,
    totpLastStep: row.totp_last_step,
    whitelist: whitelist.map(({ subnet, description }) => ({ subnet, description })),
  };
}

/**
 * Accounts are read on every authenticated call, so they are kept once read. A write to `users` or
 * `ip_whitelist` through this connection (the sandbox's own) drops them all at once, told by
 * temporary triggers; writes by another process (an operator editing the file) show within a
 * second. Reads inside a transaction are never kept: it may roll back.
 */
interface AccountCache {
  byId: Map<number, { account: Account; readAtMs: number }>;
}
const accountCaches = new WeakMap<DatabaseSync, AccountCache>();
const ACCOUNT_WRITES = ['users', 'ip_whitelist'].flatMap((table) =>
  ['INSERT', 'UPDATE', 'DELETE'].map((event) => `${event} ON main.${table}`),
);

function cacheOf(db: DatabaseSync): AccountCache {
  let cache = accountCaches.get(db);
  if (cache) return cache;
  const created: AccountCache = { byId: new Map() };
  onWrites(db, 'sandbox_accounts_changed', ACCOUNT_WRITES, () => created.byId.clear());
  accountCaches.set(db, (cache = created));
  return cache;
}

function freeze(account: Account): Account {
  account.whitelist.forEach((entry) => Object.freeze(entry));
  Object.freeze(account.whitelist);
  Object.freeze(account.permissions);
  return Object.freeze(account);
}

function readAccount(db: DatabaseSync, where: 'id' | 'username', key: number | string): Account | null {
  const row = prepared(db, `SELECT * FROM users WHERE ${where} = ?`).get(key) as AccountRow | undefined;
  return row ? freeze(toAccount(db, row)) : null;
}

export function findAccountById(db: DatabaseSync, id: number): Account | null {
  const cache = cacheOf(db);
  const nowMs = Date.now();
  const kept = cache.byId.get(id);
  if (kept && nowMs - kept.readAtMs < OUTSIDE_WRITES_SHOW_WITHIN_MS && nowMs >= kept.readAtMs)
    return kept.account;
  const account = readAccount(db, 'id', id);
  if (account && !db.isTransaction) cache.byId.set(id, { account, readAtMs: nowMs });
  else cache.byId.delete(id);
  return account;
}

export function findAccountByName(db: DatabaseSync, username: string): Account | null {
  return readAccount(db, 'username', username);
}

/** Marks a TOTP step as used; false when that step (or a later one) was already accepted. */
export function consumeTotpStep(db: DatabaseSync, accountId: number, step: number): boolean {
  const result = prepared(
    db,
    'UPDATE users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
  ).run(step, accountId, step);
  return result.changes === 1;
}

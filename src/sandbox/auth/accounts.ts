import type { DatabaseSync } from 'node:sqlite';

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
  const whitelist = db
    .prepare('SELECT subnet, description FROM ip_whitelist WHERE user_id = ? ORDER BY position, subnet')
    .all(row.id) as unknown as { subnet: string; description: string }[];
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

export function findAccountByName(db: DatabaseSync, username: string): Account | null {
  const row = db.prepare('SELECT * FROM users WHERE username = ?').get(username) as AccountRow | undefined;
  return row ? toAccount(db, row) : null;
}

export function findAccountById(db: DatabaseSync, id: number): Account | null {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as AccountRow | undefined;
  return row ? toAccount(db, row) : null;
}

/** Marks a TOTP step as used; false when that step (or a later one) was already accepted. */
export function consumeTotpStep(db: DatabaseSync, accountId: number, step: number): boolean {
  const result = db
    .prepare(
      'UPDATE users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
    )
    .run(step, accountId, step);
  return result.changes === 1;
}

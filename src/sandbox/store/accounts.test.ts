import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { DATABASE_FILE } from './database.ts';
import { inTransaction } from './transaction.ts';
import { findAccountById } from './accounts.ts';

let dataDir: string;
let db: DatabaseSync;
let other: DatabaseSync;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'accounts-test-'));
  copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dataDir, DATABASE_FILE));
  db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  other = new DatabaseSync(join(dataDir, DATABASE_FILE));
});
afterEach(() => {
  db.close();
  other.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ADMIN = 1;
const rename = (connection: DatabaseSync, name: string) =>
  connection.prepare('UPDATE users SET name = ? WHERE id = ?').run(name, ADMIN);

describe('accounts as the sandbox reads them', () => {
  it('shows a change made through the same connection at once', () => {
    expect(findAccountById(db, ADMIN)?.username).toBe('admin');
    rename(db, 'Renamed at once');
    expect(findAccountById(db, ADMIN)?.name).toBe('Renamed at once');
    db.prepare('DELETE FROM ip_whitelist WHERE user_id = ?').run(ADMIN);
    expect(findAccountById(db, ADMIN)?.whitelist).toEqual([]);
    db.prepare(
      "INSERT INTO ip_whitelist (user_id, position, subnet, description) VALUES (?, 0, '192.0.2.0/24', 'test')",
    ).run(ADMIN);
    expect(findAccountById(db, ADMIN)?.whitelist).toEqual([{ subnet: '192.0.2.0/24', description: 'test' }]);
  });

  it('never keeps what a transaction read before it rolled back', () => {
    const before = findAccountById(db, ADMIN)?.name;
    expect(() =>
      inTransaction(db, () => {
        rename(db, 'Rolled back');
        expect(findAccountById(db, ADMIN)?.name).toBe('Rolled back');
        throw new Error('abandon');
      }),
    ).toThrow('abandon');
    expect(findAccountById(db, ADMIN)?.name).toBe(before);
  });

  it('shows a change made by another connection within a second', async () => {
    findAccountById(db, ADMIN);
    rename(other, 'Renamed elsewhere');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(findAccountById(db, ADMIN)?.name).toBe('Renamed elsewhere');
  });

  it('hands out accounts that cannot be changed by accident', () => {
    const account = findAccountById(db, ADMIN)!;
    expect(() => account.permissions.push('#everything')).toThrow(TypeError);
    expect(() => {
      (account as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });
});

import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` in one write transaction: every state change commits whole or not at all. Inside an
 * open transaction, `work` joins it (and a failure rolls back the whole of the outer one).
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    // SQLite has rolled back already after some failures (SQLITE_FULL among them).
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * A private copy grows through writes by at most a set amount beyond the seed: SQLite's
 * `max_page_count` on the copy's connection makes the write that would pass it fail with
 * SQLITE_FULL (the transaction rolled back), which the call answers as error 012.
 */
import type { DatabaseSync } from 'node:sqlite';
import { ErrorCode, RpcFailure } from '../rpc/errors.ts';

const SQLITE_FULL = 13;

/** Lets `db` grow by at most `growthKib` KiB beyond its size now (for this connection). */
export function capGrowth(db: DatabaseSync, growthKib: number): void {
  const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number };
  const { page_size: pageSize } = db.prepare('PRAGMA page_size').get() as { page_size: number };
  db.exec(`PRAGMA max_page_count = ${pages + Math.ceil((growthKib * 1024) / pageSize)}`);
}

/** Whether a write failed because the database may not grow (SQLITE_FULL, any extended code). */
export function isDatabaseFull(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === SQLITE_FULL;
}

export function copyFullFailure(growthKib: number): RpcFailure {
  return new RpcFailure(
    ErrorCode.configProhibited,
    `Config prohibited: your demo data has reached its size limit of ${growthKib} KiB beyond the seed, so nothing more can be added. Delete something you created, or reset your demo data (POST demo/reset).`,
    { limit_kib: growthKib },
  );
}

import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrations.ts';
import { seed } from './seed/index.ts';

export const DATABASE_FILE = 'sandbox.sqlite';

export interface OpenOptions {
  dataDir: string;
  reset: boolean;
  productCount: number;
  now: Date;
}

/** Opens (creating, migrating and seeding when new) the sandbox database in WAL mode. */
export function openDatabase(options: OpenOptions): { db: DatabaseSync; seeded: boolean } {
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, DATABASE_FILE);
  if (options.reset) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  // Reads straight from the mapped file instead of copying pages through a 2 MB cache: listings
  // that search 100,000 products touch far more pages than that.
  db.exec('PRAGMA mmap_size = 268435456');
  migrate(db);
  const seededAt = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  if (seededAt) return { db, seeded: false };
  seed(db, { productCount: options.productCount, now: options.now });
  return { db, seeded: true };
}

import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { migrate } from './migrations.ts';

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
  configureConnection(db);
  migrate(db);
  const seededAt = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  if (seededAt) return { db, seeded: false };
  seedInOwnProcess(file, options);
  return { db, seeded: true };
}

export function configureConnection(db: DatabaseSync): void {
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  // Reads straight from the mapped file instead of copying pages through a 2 MB cache: listings
  // that search 100,000 products touch far more pages than that.
  db.exec('PRAGMA mmap_size = 268435456');
}

const SEED_PROCESS = fileURLToPath(new URL('./seed-process.ts', import.meta.url));

/** Seeds in a child process (see seed-process.ts) and waits for it. */
function seedInOwnProcess(file: string, options: OpenOptions): void {
  const child = spawnSync(
    process.execPath,
    [SEED_PROCESS, file, String(options.productCount), options.now.toISOString()],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (child.status !== 0) {
    const reason = child.error?.message ?? (child.stderr.trim() || `exit ${child.status ?? child.signal}`);
    throw new Error(`Seeding ${file} failed: ${reason}`);
  }
}

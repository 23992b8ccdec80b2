/**
 * The files that hold a portal server's state. Demo mode's folder (`demo/`) is not among them:
 * the server seeds its template anew and empties its private copies at every start.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE } from '../../sandbox/index.ts';
import { ENDED_SESSIONS_FILE, UNSENT_ENDS_FILE } from '../session-store.ts';

export type StateKind = 'sqlite' | 'file';

export interface StateFile {
  /** Its name in the data directory and in a backup. */
  name: string;
  kind: StateKind;
  what: string;
}

export const STATE_FILES: readonly StateFile[] = [
  { name: DATABASE_FILE, kind: 'sqlite', what: 'the sandbox database' },
  { name: 'jwt-secret', kind: 'file', what: 'the secret that signs bearer tokens' },
  { name: ENDED_SESSIONS_FILE, kind: 'sqlite', what: 'the logged-out sessions' },
  { name: UNSENT_ENDS_FILE, kind: 'sqlite', what: 'log-outs not yet written to the Redis session store' },
];

export const stateFileNamed = (name: string) => STATE_FILES.find((file) => file.name === name);

/** Where each state file lives: the data directory, but the session store may be elsewhere. */
export interface StateLocation {
  dataDir: string;
  /** A file path, null when the store is not a file (a URL such as redis://…). */
  sessionStore: string | null;
}

/** Where a server started with this data directory and session store (flag or variable) keeps its state. */
export function stateLocation(dataDir: string, sessionStore: string | undefined): StateLocation {
  if (!sessionStore) return { dataDir, sessionStore: join(dataDir, ENDED_SESSIONS_FILE) };
  return { dataDir, sessionStore: isStoreUrl(sessionStore) ? null : sessionStore };
}

/** The path of a state file, or null when it does not live in a file here. */
export function pathOf(file: StateFile, location: StateLocation): string | null {
  if (file.name !== ENDED_SESSIONS_FILE) return join(location.dataDir, file.name);
  return location.sessionStore;
}

/** Whether a session store names a URL (redis://…) rather than a file. */
export function isStoreUrl(store: string): boolean {
  return /^[a-z][a-z0-9+.-]+:\/\//i.test(store);
}

const SQLITE_SIDE_FILES = ['-wal', '-shm'];

/** Removes a database file with the journal files beside it: a stale WAL would be read into a new file. */
export function removeWithJournal(path: string): void {
  for (const suffix of SQLITE_SIDE_FILES) rmSync(path + suffix, { force: true });
  rmSync(path, { force: true });
}

export const existsWithJournal = (path: string) =>
  [path, ...SQLITE_SIDE_FILES.map((suffix) => path + suffix)].some((candidate) => existsSync(candidate));

const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/**
 * Whether another connection, such as a running server's, has the database open. Every open
 * connection to a WAL database holds a shared lock on it, so an exclusive lock is refused until the
 * last one closes.
 */
export function isOpenElsewhere(path: string): boolean {
  if (!existsSync(path)) return false;
  let probe: DatabaseSync | null = null;
  try {
    probe = new DatabaseSync(path);
    probe.exec('PRAGMA busy_timeout = 0');
    probe.exec('PRAGMA locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    const code = (error as { errcode?: number }).errcode;
    return code === SQLITE_BUSY || code === SQLITE_LOCKED;
  } finally {
    probe?.close();
  }
}

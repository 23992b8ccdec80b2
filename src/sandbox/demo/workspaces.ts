/**
 * Private copies of the seeded data, one per demo sign-in. A copy is the template database file
 * copied whole (milliseconds), opened beside the shared database; the token names it. Copies idle
 * longer than `idleMs` are removed, and at most `maxCopies` exist: a new one removes the longest
 * idle first.
 */
import { randomBytes } from 'node:crypto';
import { constants, copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { WorkspaceDirectory } from '../auth/authenticate.ts';
import { configureConnection } from '../store/database.ts';

export interface WorkspaceOptions {
  /** Folder of the copies; emptied at start, since no token from before a restart can name one. */
  dir: string;
  /** The seeded database every copy starts from (a single file, no WAL beside it). */
  templateFile: string;
  idleMs: number;
  maxCopies: number;
  log: (message: string) => void;
}

interface Workspace {
  id: string;
  file: string;
  db: DatabaseSync;
  lastUsedMs: number;
}

export interface Workspaces extends WorkspaceDirectory {
  /** A fresh copy of the template; `prepare` adjusts it (in the copy only) before anyone uses it. */
  create(nowMs: number, prepare: (db: DatabaseSync) => void): string;
  /** Puts the template back under the same id; false when the copy no longer exists. */
  reset(id: string, nowMs: number, prepare: (db: DatabaseSync) => void): boolean;
  /** Removes the copies idle for longer than `idleMs`; returns how many went. */
  sweep(nowMs: number): number;
  /** The open copies' databases, for the moving backoffice. */
  databases(): DatabaseSync[];
  readonly size: number;
  close(): void;
}

const SUFFIXES = ['', '-wal', '-shm'];
const ID_PATTERN = /^[0-9a-f]{20}$/;

export function createWorkspaces(options: WorkspaceOptions, clock: () => number = Date.now): Workspaces {
  mkdirSync(options.dir, { recursive: true });
  for (const name of readdirSync(options.dir)) {
    if (/^ws-[0-9a-f]+\.sqlite(?:-wal|-shm)?$/.test(name)) rmSync(join(options.dir, name), { force: true });
  }
  const open = new Map<string, Workspace>();

  function openCopy(id: string, prepare: (db: DatabaseSync) => void): Workspace {
    const file = join(options.dir, `ws-${id}.sqlite`);
    copyFileSync(options.templateFile, file, constants.COPYFILE_FICLONE);
    const db = new DatabaseSync(file);
    try {
      configureConnection(db);
      prepare(db);
    } catch (error) {
      db.close();
      removeFiles(file);
      throw error;
    }
    return { id, file, db, lastUsedMs: 0 };
  }

  function removeFiles(file: string) {
    for (const suffix of SUFFIXES) rmSync(file + suffix, { force: true });
  }

  function remove(workspace: Workspace) {
    open.delete(workspace.id);
    try {
      workspace.db.close();
    } catch {
      // Already closed.
    }
    removeFiles(workspace.file);
  }

  function longestIdle(): Workspace | undefined {
    let found: Workspace | undefined;
    for (const workspace of open.values()) {
      if (!found || workspace.lastUsedMs < found.lastUsedMs) found = workspace;
    }
    return found;
  }

  return {
    create(nowMs, prepare) {
      while (open.size >= options.maxCopies) {
        const oldest = longestIdle();
        if (!oldest) break;
        options.log(
          `demo: removing copy ${oldest.id}, the longest idle, to make room (limit ${options.maxCopies})`,
        );
        remove(oldest);
      }
      const id = randomBytes(10).toString('hex');
      const workspace = openCopy(id, prepare);
      workspace.lastUsedMs = nowMs;
      open.set(id, workspace);
      return id;
    },
    reset(id, nowMs, prepare) {
      const existing = open.get(id);
      if (!existing) return false;
      remove(existing);
      const workspace = openCopy(id, prepare);
      workspace.lastUsedMs = nowMs;
      open.set(id, workspace);
      return true;
    },
    databaseOf(id) {
      if (!ID_PATTERN.test(id)) return null;
      const workspace = open.get(id);
      if (!workspace) return null;
      workspace.lastUsedMs = Math.max(workspace.lastUsedMs, clock());
      return workspace.db;
    },
    sweep(nowMs) {
      let removed = 0;
      for (const workspace of [...open.values()]) {
        if (nowMs - workspace.lastUsedMs > options.idleMs) {
          remove(workspace);
          removed++;
        }
      }
      return removed;
    },
    databases: () => [...open.values()].map((workspace) => workspace.db),
    get size() {
      return open.size;
    },
    close() {
      for (const workspace of [...open.values()]) remove(workspace);
    },
  };
}

/**
 * Private copies of the seeded data, one per demo sign-in. A copy is the template database file
 * copied whole (milliseconds), opened beside the shared database; the token names it. Each copy
 * may grow by `growthKib` through writes. Copies idle longer than `idleMs` are removed at the
 * sweep; which copy goes to make room for a new one is decided elsewhere (room-for-copy.ts).
 * Every removal is logged.
 */
import { randomBytes } from 'node:crypto';
import { constants, copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { WorkspaceDirectory } from '../auth/authenticate.ts';
import { configureConnection } from '../store/database.ts';
import { capGrowth } from './copy-size-limit.ts';
import type { CopyUse } from './room-for-copy.ts';

export interface WorkspaceOptions {
  /** Folder of the copies; emptied at start, since no token from before a restart can name one. */
  dir: string;
  /** The seeded database every copy starts from (a single file, no WAL beside it). */
  templateFile: string;
  idleMs: number;
  /** KiB a copy may grow by beyond the template. */
  growthKib: number;
  log: (message: string) => void;
}

interface Workspace extends CopyUse {
  file: string;
  db: DatabaseSync;
}

export interface Workspaces extends WorkspaceDirectory {
  /**
   * A fresh copy of the template for the client `owner`; `prepare` adjusts it (in the copy only)
   * before anyone uses it.
   */
  create(nowMs: number, owner: string, prepare: (db: DatabaseSync) => void): string;
  /** Puts the template back under the same id; false when the copy no longer exists. */
  reset(id: string, nowMs: number, prepare: (db: DatabaseSync) => void): boolean;
  /** Removes a copy, logging why; false when it no longer exists. */
  remove(id: string, why: string): boolean;
  /** Removes the copies idle for longer than `idleMs`; returns how many went. */
  sweep(nowMs: number): number;
  /** Who each open copy belongs to and when it was last used. */
  uses(): CopyUse[];
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

  function openCopy(
    id: string,
    owner: string,
    nowMs: number,
    prepare: (db: DatabaseSync) => void,
  ): Workspace {
    const file = join(options.dir, `ws-${id}.sqlite`);
    copyFileSync(options.templateFile, file, constants.COPYFILE_FICLONE);
    const db = new DatabaseSync(file);
    try {
      configureConnection(db);
      capGrowth(db, options.growthKib);
      prepare(db);
    } catch (error) {
      db.close();
      removeFiles(file);
      throw error;
    }
    return { id, owner, file, db, lastUsedMs: nowMs };
  }

  function removeFiles(file: string) {
    for (const suffix of SUFFIXES) rmSync(file + suffix, { force: true });
  }

  function discard(workspace: Workspace) {
    open.delete(workspace.id);
    try {
      workspace.db.close();
    } catch {
      // Already closed.
    }
    removeFiles(workspace.file);
  }

  function remove(workspace: Workspace, why: string) {
    discard(workspace);
    options.log(
      `demo: removed private copy ${workspace.id} of ${workspace.owner} (${why}; ${open.size} open)`,
    );
  }

  return {
    create(nowMs, owner, prepare) {
      const id = randomBytes(10).toString('hex');
      open.set(id, openCopy(id, owner, nowMs, prepare));
      return id;
    },
    reset(id, nowMs, prepare) {
      const existing = open.get(id);
      if (!existing) return false;
      discard(existing);
      open.set(id, openCopy(id, existing.owner, nowMs, prepare));
      return true;
    },
    remove(id, why) {
      const workspace = open.get(id);
      if (!workspace) return false;
      remove(workspace, why);
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
        const idleMs = nowMs - workspace.lastUsedMs;
        if (idleMs > options.idleMs) {
          remove(workspace, `idle for ${Math.floor(idleMs / 60_000)} minutes`);
          removed++;
        }
      }
      return removed;
    },
    uses: () => [...open.values()].map(({ id, owner, lastUsedMs }) => ({ id, owner, lastUsedMs })),
    databases: () => [...open.values()].map((workspace) => workspace.db),
    get size() {
      return open.size;
    },
    close() {
      for (const workspace of [...open.values()]) discard(workspace);
    },
  };
}

/**
 * Puts a backup's files back as a portal server's state. Everything is checked before anything is
 * written: the manifest, each file's size and SHA-256, each database by SQLite itself. It refuses
 * while a server has the databases open, and over existing state unless told to replace it. Each
 * file is written beside its place and renamed into it, after the journal files of the one it
 * replaces are gone: a stale WAL would be read into the restored database.
 */
import { copyFileSync, existsSync, mkdirSync, statSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type BackedUpFile, BackupRefusal, type Manifest, readManifest, sha256Of } from './manifest.ts';
import {
  STATE_FILES,
  type StateFile,
  type StateLocation,
  existsWithJournal,
  isOpenElsewhere,
  pathOf,
  removeWithJournal,
  stateFileNamed,
} from './state-files.ts';
import { syncToDisk } from './sync-to-disk.ts';

export interface RestoreReport {
  manifest: Manifest;
  /** The files written, each with where it went. */
  restored: { name: string; path: string }[];
  /** State the backup does not hold, removed so that the state is the backup's alone. */
  removed: string[];
}

export function restoreBackup(from: string, location: StateLocation, force: boolean): RestoreReport {
  if (!existsSync(from) || !statSync(from).isDirectory()) {
    throw new BackupRefusal(`There is no backup at ${from}: give the directory that npm run backup wrote.`);
  }
  const manifest = readManifest(from);
  for (const entry of manifest.files) checkBackedUpFile(from, entry);

  const existing = STATE_FILES.flatMap((file) => {
    const path = pathOf(file, location);
    return path !== null && existsWithJournal(path) ? [{ file, path }] : [];
  });
  for (const { file, path } of existing) {
    if (file.kind === 'sqlite' && isOpenElsewhere(path)) {
      throw new BackupRefusal(
        `A server has ${path} open: stop it before restoring into ${location.dataDir}.`,
      );
    }
  }
  if (existing.length > 0 && !force) {
    throw new BackupRefusal(
      `${location.dataDir} already holds state (${existing.map(({ path }) => path).join(', ')}): ` +
        'restore with --force to replace it.',
    );
  }

  mkdirSync(location.dataDir, { recursive: true });
  const report: RestoreReport = { manifest, restored: [], removed: [] };
  for (const entry of manifest.files) {
    const file = stateFileNamed(entry.name)!;
    const path = pathOf(file, location);
    // a session store that is no file (Redis) has its own backup
    if (path === null) continue;
    putInPlace(file, join(from, entry.name), path);
    report.restored.push({ name: entry.name, path });
  }
  const backedUp = new Set(manifest.files.map((entry) => entry.name));
  for (const { file, path } of existing) {
    if (backedUp.has(file.name)) continue;
    removeWithJournal(path);
    report.removed.push(path);
  }
  return report;
}

function checkBackedUpFile(from: string, entry: BackedUpFile): void {
  const path = join(from, entry.name);
  if (!existsSync(path))
    throw new BackupRefusal(`The backup in ${from} is incomplete: ${entry.name} is missing.`);
  const bytes = statSync(path).size;
  const difference =
    bytes !== entry.bytes
      ? `${bytes} bytes where the manifest says ${entry.bytes}`
      : sha256Of(path) !== entry.sha256
        ? 'its SHA-256 is not the one in the manifest'
        : null;
  if (difference) {
    throw new BackupRefusal(`The backup in ${from} is damaged: ${entry.name} has changed (${difference}).`);
  }
  if (entry.kind !== 'sqlite') return;
  let problem: string;
  try {
    const db = new DatabaseSync(path, { readOnly: true });
    try {
      problem = (db.prepare('PRAGMA quick_check').get() as { quick_check: string }).quick_check;
    } finally {
      db.close();
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem !== 'ok') {
    throw new BackupRefusal(
      `The backup in ${from} is damaged: ${entry.name} fails SQLite's check (${problem}).`,
    );
  }
}

function putInPlace(file: StateFile, from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  const incoming = `${to}.restoring`;
  copyFileSync(from, incoming);
  syncToDisk(incoming);
  if (file.kind === 'sqlite') removeWithJournal(to);
  renameSync(incoming, to);
  syncToDisk(dirname(to));
}

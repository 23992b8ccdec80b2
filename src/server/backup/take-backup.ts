/**
 * A consistent copy of a portal server's state while it runs. Each database is copied with SQLite's
 * online backup in a single step: the copy is the snapshot of one read transaction, which the
 * server's writes cannot make start over, and in WAL mode the server goes on writing meanwhile. The
 * copy goes to a folder beside the target and takes the target's name only once it is complete.
 */
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackedUpFile,
  BackupRefusal,
  MANIFEST_FILE,
  type Manifest,
  portalVersion,
  sha256Of,
} from './manifest.ts';
import { STATE_FILES, type StateFile, type StateLocation, pathOf } from './state-files.ts';
import { syncToDisk } from './sync-to-disk.ts';

/** As many pages as SQLite counts: the whole database in one step. */
const ALL_PAGES = 2 ** 31 - 1;

export async function takeBackup(
  location: StateLocation,
  target: string,
  now = new Date(),
): Promise<Manifest> {
  if (!existsSync(location.dataDir) || !statSync(location.dataDir).isDirectory()) {
    throw new BackupRefusal(`There is no data directory at ${location.dataDir}.`);
  }
  const present = STATE_FILES.flatMap((file) => {
    const path = pathOf(file, location);
    return path !== null && existsSync(path) ? [{ file, path }] : [];
  });
  if (present.length === 0) {
    throw new BackupRefusal(
      `${location.dataDir} holds no state of the portal: none of ${STATE_FILES.map((file) => file.name).join(', ')}.`,
    );
  }
  refuseFilledTarget(target);

  const partial = join(
    dirname(resolve(target)),
    `.${basename(target)}.partial-${randomBytes(4).toString('hex')}`,
  );
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const files: BackedUpFile[] = [];
    for (const { file, path } of present)
      files.push(await copyStateFile(file, path, join(partial, file.name)));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      takenAt: now.toISOString(),
      portalVersion: portalVersion(),
      nodeVersion: process.version,
      files,
    };
    writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    for (const name of readdirSync(partial)) syncToDisk(join(partial, name));
    syncToDisk(partial);
    if (existsSync(target)) rmdirSync(target);
    renameSync(partial, target);
    syncToDisk(dirname(resolve(target)));
    return manifest;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

function refuseFilledTarget(target: string): void {
  if (!existsSync(target)) return;
  if (!statSync(target).isDirectory()) throw new BackupRefusal(`${target} exists and is not a directory.`);
  if (readdirSync(target).length > 0) {
    throw new BackupRefusal(`${target} is not empty: give a new directory for the backup.`);
  }
}

async function copyStateFile(file: StateFile, from: string, to: string): Promise<BackedUpFile> {
  let schemaVersion: number | undefined;
  if (file.kind === 'sqlite') {
    schemaVersion = await copyDatabase(from, to);
  } else {
    copyFileSync(from, to);
  }
  return {
    name: file.name,
    kind: file.kind,
    bytes: statSync(to).size,
    sha256: sha256Of(to),
    ...(schemaVersion === undefined ? {} : { schemaVersion }),
  };
}

/** Copies a live database and checks the copy; returns its schema version. */
async function copyDatabase(from: string, to: string): Promise<number> {
  const source = new DatabaseSync(from);
  try {
    source.exec('PRAGMA busy_timeout = 5000');
    source.prepare('PRAGMA schema_version').get();
    await backup(source, to, { rate: ALL_PAGES });
  } catch (error) {
    throw new BackupRefusal(
      `${from} cannot be copied: ${error instanceof Error ? error.message : String(error)}.`,
    );
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(to);
  try {
    // one self-contained file; the server turns WAL on again when it opens it
    copy.exec('PRAGMA journal_mode = DELETE');
    const check = copy.prepare('PRAGMA quick_check').get() as { quick_check: string };
    if (check.quick_check !== 'ok') {
      throw new BackupRefusal(`The copy of ${from} fails SQLite's check (${check.quick_check}).`);
    }
    return (copy.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  } finally {
    copy.close();
  }
}

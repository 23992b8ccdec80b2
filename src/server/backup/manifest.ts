/**
 * `manifest.json`, the first thing read from a backup: which files it holds, their sizes and
 * SHA-256 digests, when it was taken and by which version. A restore trusts nothing it does not name.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type StateKind, stateFileNamed } from './state-files.ts';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'broadband-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackedUpFile {
  name: string;
  kind: StateKind;
  bytes: number;
  sha256: string;
  /** A database's schema version (`PRAGMA user_version`). */
  schemaVersion?: number;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  takenAt: string;
  portalVersion: string;
  nodeVersion: string;
  files: BackedUpFile[];
}

/** A backup that cannot be restored, or a request that must not be carried out: exit code 2. */
export class BackupRefusal extends Error {}

export const sha256Of = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

export function portalVersion(): string {
  const packageFile = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version;
}

/** The manifest of the backup in `dir`, checked for shape; the files themselves are checked elsewhere. */
export function readManifest(dir: string): Manifest {
  let text: string;
  try {
    text = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupRefusal(
      code === 'ENOENT'
        ? `${dir} is not a backup: it has no ${MANIFEST_FILE}.`
        : `The backup's ${MANIFEST_FILE} in ${dir} cannot be read (${code ?? String(error)}).`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupRefusal(`The backup's ${MANIFEST_FILE} in ${dir} is not JSON: the backup is damaged.`);
  }
  const problem = manifestProblem(parsed);
  if (problem) throw new BackupRefusal(`The backup's ${MANIFEST_FILE} in ${dir} ${problem}.`);
  return parsed as Manifest;
}

function manifestProblem(value: unknown): string | null {
  const manifest = value as Partial<Manifest> | null;
  if (typeof manifest !== 'object' || manifest === null || manifest.format !== BACKUP_FORMAT) {
    return `is not one this program writes (no "format": "${BACKUP_FORMAT}")`;
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    return `has format version ${String(manifest.formatVersion)}; this version reads ${BACKUP_FORMAT_VERSION}`;
  }
  if (!Array.isArray(manifest.files) || manifest.files.length === 0) return 'names no files';
  const seen = new Set<string>();
  for (const file of manifest.files as unknown[]) {
    const entry = file as Partial<BackedUpFile> | null;
    const known = typeof entry?.name === 'string' ? stateFileNamed(entry.name) : undefined;
    if (!entry || !known || known.kind !== entry.kind || seen.has(known.name)) {
      return `names a file that is no state of the portal: ${JSON.stringify(file)}`;
    }
    if (!Number.isSafeInteger(entry.bytes) || !/^[0-9a-f]{64}$/.test(entry.sha256 ?? '')) {
      return `gives no size or SHA-256 for ${known.name}`;
    }
    seen.add(known.name);
  }
  return null;
}

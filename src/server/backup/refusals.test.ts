/**
 * What a backup and a restore refuse, without touching the state that is there; and how the
 * commands say it: exit code 2 and one line, never a stack trace.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DATABASE_FILE } from '../../sandbox/index.ts';
import { openEndedSessionsFile } from '../ended-sessions-file.ts';
import { ENDED_SESSIONS_FILE } from '../session-store.ts';
import { runBackupCli } from '../testing/backup-cli.ts';
import { BackupRefusal } from './manifest.ts';
import { restoreBackup } from './restore-backup.ts';
import { stateLocation } from './state-files.ts';
import { takeBackup } from './take-backup.ts';

let root: string;
let dataDir: string;
let backupDir: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  dataDir = join(root, 'data');
  backupDir = join(root, 'backup');
  mkdirSync(dataDir);
  cpSync(join(inject('templateDataDir'), DATABASE_FILE), join(dataDir, DATABASE_FILE));
  writeFileSync(join(dataDir, 'jwt-secret'), 'ab'.repeat(32), { mode: 0o600 });
  void openEndedSessionsFile(join(dataDir, ENDED_SESSIONS_FILE)).close();
  await takeBackup(stateLocation(dataDir, undefined), backupDir);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A copy of the good backup, changed by `damage`. */
function damagedBackup(damage: (dir: string) => void): string {
  const dir = mkdtempSync(join(root, 'damaged-'));
  cpSync(backupDir, dir, { recursive: true });
  damage(dir);
  return dir;
}

function rewriteManifest(dir: string, change: (files: Record<string, unknown>[]) => void) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    files: Record<string, unknown>[];
  };
  change(manifest.files);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
}

/** A data directory holding one state file of its own. */
function dataDirWithState(): string {
  const target = mkdtempSync(join(root, 'target-'));
  writeFileSync(join(target, 'jwt-secret'), 'cd'.repeat(32));
  return target;
}

function expectUntouched(target: string) {
  expect(readdirSync(target)).toEqual(['jwt-secret']);
  expect(readFileSync(join(target, 'jwt-secret'), 'utf8')).toBe('cd'.repeat(32));
}

async function refusalOf(act: () => unknown): Promise<string> {
  try {
    await act();
  } catch (error) {
    expect(error).toBeInstanceOf(BackupRefusal);
    return (error as Error).message;
  }
  throw new Error('it was not refused');
}

const restoreInto =
  (from: string, target: string, force = false) =>
  () =>
    restoreBackup(from, stateLocation(target, undefined), force);

describe('a restore refuses', () => {
  it('to put a backup over state that is there, without --force', async () => {
    const target = dataDirWithState();
    expect(await refusalOf(restoreInto(backupDir, target))).toBe(
      `${target} already holds state (${join(target, 'jwt-secret')}): restore with --force to replace it.`,
    );
    expectUntouched(target);
  });

  it('a backup that is not there, or a folder that is no backup', async () => {
    const missing = join(root, 'no-such-backup');
    expect(await refusalOf(restoreInto(missing, join(root, 'fresh')))).toBe(
      `There is no backup at ${missing}: give the directory that npm run backup wrote.`,
    );
    expect(await refusalOf(restoreInto(dataDir, join(root, 'fresh')))).toBe(
      `${dataDir} is not a backup: it has no manifest.json.`,
    );
    expect(readdirSync(root)).not.toContain('fresh');
  });

  it('a backup whose manifest is damaged or names what no backup holds, even with --force', async () => {
    const cases: [(dir: string) => void, RegExp][] = [
      [(dir) => writeFileSync(join(dir, 'manifest.json'), '{"format": "broadband-portal-bac'), /is not JSON/],
      [(dir) => writeFileSync(join(dir, 'manifest.json'), '[]'), /is not one this program writes/],
      [
        (dir) => rewriteManifest(dir, (files) => (files[0]!.name = '../../etc/passwd')),
        /names a file that is no state of the portal: .*etc\/passwd/,
      ],
      [
        (dir) => rewriteManifest(dir, (files) => delete files[1]!.sha256),
        /gives no size or SHA-256 for jwt-secret/,
      ],
    ];
    const target = dataDirWithState();
    for (const [damage, says] of cases) {
      expect(await refusalOf(restoreInto(damagedBackup(damage), target, true))).toMatch(says);
      expectUntouched(target);
    }
  });

  it('a backup whose files are missing or changed, even with --force', async () => {
    const flipOneByte = (file: string) => {
      const bytes = readFileSync(file);
      bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
      writeFileSync(file, bytes);
    };
    const cases: [(dir: string) => void, RegExp][] = [
      [(dir) => rmSync(join(dir, DATABASE_FILE)), /is incomplete: sandbox\.sqlite is missing\.$/],
      [
        (dir) => flipOneByte(join(dir, DATABASE_FILE)),
        /is damaged: sandbox\.sqlite has changed \(its SHA-256 is not the one in the manifest\)\.$/,
      ],
      [
        (dir) => writeFileSync(join(dir, 'jwt-secret'), 'ef'.repeat(3)),
        /is damaged: jwt-secret has changed \(6 bytes where the manifest says 64\)\.$/,
      ],
    ];
    const target = dataDirWithState();
    for (const [damage, says] of cases) {
      expect(await refusalOf(restoreInto(damagedBackup(damage), target, true))).toMatch(says);
      expectUntouched(target);
    }
  });

  it('a database that SQLite finds damaged, even when the manifest was written to match it', async () => {
    const dir = damagedBackup((backup) => {
      const bytes = Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(8192, 7)]);
      writeFileSync(join(backup, DATABASE_FILE), bytes);
      rewriteManifest(backup, (files) => {
        files[0]!.bytes = bytes.length;
        files[0]!.sha256 = createHash('sha256').update(bytes).digest('hex');
      });
    });
    expect(await refusalOf(restoreInto(dir, join(root, 'fresh')))).toMatch(
      /is damaged: sandbox\.sqlite fails SQLite's check/,
    );
    expect(readdirSync(root)).not.toContain('fresh');
  });
});

describe('a backup refuses', () => {
  const backUp = (from: string, to: string) => () => takeBackup(stateLocation(from, undefined), to);
  const leftovers = () => readdirSync(root).filter((name) => name.includes('never'));

  it('a target that holds files, a data directory that is missing or holds no state', async () => {
    expect(await refusalOf(backUp(dataDir, backupDir))).toBe(
      `${backupDir} is not empty: give a new directory for the backup.`,
    );
    const missing = join(root, 'no-data');
    expect(await refusalOf(backUp(missing, join(root, 'never')))).toBe(
      `There is no data directory at ${missing}.`,
    );
    const empty = mkdtempSync(join(root, 'empty-'));
    expect(await refusalOf(backUp(empty, join(root, 'never')))).toBe(
      `${empty} holds no state of the portal: none of sandbox.sqlite, jwt-secret, ended-sessions.sqlite, ended-sessions-unsent.sqlite.`,
    );
    expect(leftovers()).toEqual([]);
  });

  it('a database that is no database, and leaves no half-written backup behind', async () => {
    const broken = mkdtempSync(join(root, 'broken-'));
    writeFileSync(join(broken, DATABASE_FILE), 'not a database at all, just text'.repeat(200));
    expect(await refusalOf(backUp(broken, join(root, 'never')))).toBe(
      `${join(broken, DATABASE_FILE)} cannot be copied: file is not a database.`,
    );
    expect(leftovers()).toEqual([]);
  });
});

describe('npm run backup and npm run restore', () => {
  it('say where the logged-out sessions are when the session store is Redis, without its credentials', async () => {
    const to = join(root, 'with-redis');
    const result = await runBackupCli(
      'backup',
      ...['--data-dir', dataDir, '--to', to, '--session-store', 'redis://portal:s3cret@cache.example:6380/2'],
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'Not in it: the logged-out sessions, kept in redis://cache.example:6380: back that up with redis-cli --rdb FILE.',
    );
    expect(result.stdout).not.toContain('s3cret');
    expect(readdirSync(to).sort()).toEqual(['jwt-secret', 'manifest.json', 'sandbox.sqlite']);
  });

  function expectOneLineRefusal(
    result: { status: number | null; stdout: string; stderr: string },
    line: string,
  ) {
    expect(result).toEqual({ status: 2, stdout: '', stderr: `${line}\n` });
  }

  it('say a refusal in one line with exit code 2', async () => {
    const missing = join(root, 'no-such-backup');
    expectOneLineRefusal(
      await runBackupCli('restore', '--from', missing, '--data-dir', join(root, 'fresh')),
      `There is no backup at ${missing}: give the directory that npm run backup wrote.`,
    );
    const target = dataDirWithState();
    const damaged = damagedBackup((dir) => writeFileSync(join(dir, 'jwt-secret'), 'ef'.repeat(32)));
    expectOneLineRefusal(
      await runBackupCli('restore', '--from', damaged, '--data-dir', target, '--force'),
      `The backup in ${damaged} is damaged: jwt-secret has changed (its SHA-256 is not the one in the manifest).`,
    );
    expectUntouched(target);
    expectOneLineRefusal(
      await runBackupCli('backup', '--data-dir', dataDir, '--to', backupDir),
      `${backupDir} is not empty: give a new directory for the backup.`,
    );
  });

  it('answer an unknown flag, or one without its value, with the usage and exit code 2', async () => {
    for (const [command, args, usage] of [
      ['backup', ['--data-dir', dataDir, '--to'], 'Usage: npm run backup -- --data-dir DIR --to BACKUP'],
      [
        'restore',
        ['--from', backupDir, '--data-dir', dataDir, '--forse'],
        'Usage: npm run restore -- --from BACKUP',
      ],
    ] as const) {
      const result = await runBackupCli(command, ...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(usage);
      expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });
});

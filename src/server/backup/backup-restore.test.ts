/**
 * A backup taken while `npm start` runs, restored after the state moved on: the next server sees
 * the state of the moment of the backup, and only that — a transaction's cancellation, the JWT
 * secret to the byte, a logged-out kept session.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { DATABASE_FILE } from '../../sandbox/index.ts';
import { basic, post } from '../../sandbox/testing/http-client.ts';
import { startCliProcess, stopCliProcesses } from '../../sandbox/testing/sandbox-process.ts';
import { runBackupCli } from '../testing/backup-cli.ts';
import { makeFakeDist } from '../testing/portal-under-test.ts';

const portalCli = fileURLToPath(new URL('../cli.ts', import.meta.url));
const admin = basic('admin', 'sandbox-admin');
const sessionKey = randomBytes(32).toString('hex');
const roots: string[] = [];

afterEach(() => {
  stopCliProcesses();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function deployment() {
  const { root, distDir } = makeFakeDist();
  roots.push(root);
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dataDir, DATABASE_FILE));
  return { root, distDir, dataDir };
}

const startPortal = (distDir: string, dataDir: string) =>
  startCliProcess(
    portalCli,
    [
      '--dist-dir',
      distDir,
      '--port',
      '0',
      '--log-format',
      'json',
      '--log-level',
      'warn',
      '--backoffice-delay',
      '3600',
    ],
    { SANDBOX_DATA_DIR: dataDir, PORTAL_SESSION_KEY: sessionKey },
  );

async function stop(child: ChildProcess) {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}

async function rpc(url: string, method: string, params: unknown, authorization = admin) {
  const reply = await post(
    `${url}/api/broadband/v1`,
    { jsonrpc: '2.0', id: 1, method, params },
    { authorization },
  );
  return reply.json as { result?: Record<string, unknown>; error?: unknown };
}

async function logIn(url: string) {
  const reply = await post(`${url}/api/jwt/log-in`, { username: 'admin', password: 'sandbox-admin' });
  const token = (reply.json as { access_token: string }).access_token;
  return { token, cookie: reply.headers.getSetCookie()[0]!.split(';')[0]! };
}

const logOut = (url: string, session: { token: string; cookie: string }) =>
  fetch(`${url}/api/jwt-log-out`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, Cookie: session.cookie },
  });

/** What a reloaded page gets for its kept session: 200 with the token, or 204 when it has ended. */
async function restoredSession(url: string, cookie: string) {
  const reply = await fetch(`${url}/session`, { headers: { 'X-Portal-Session': 'restore', Cookie: cookie } });
  return { status: reply.status, body: reply.status === 200 ? await reply.json() : null };
}

describe('npm run backup while the server runs, npm run restore after it stopped', () => {
  it('brings back the state of the moment of the backup, and nothing from after it', async () => {
    const { root, distDir, dataDir } = deployment();
    const backupDir = join(root, 'backup');
    const first = await startPortal(distDir, dataDir);
    const secretAtBackup = readFileSync(join(dataDir, 'jwt-secret'));

    const listed = await rpc(first.url, 'list_transactions', {
      filter: { state: 'new' },
      pagination: { page: 1, per_page: 0 },
    });
    type Listed = { uuid: string; cancel_possible: boolean; cancel_requested: boolean | null };
    const [early, late] = (listed.result!.transactions as Listed[])
      .filter((transaction) => transaction.cancel_possible && transaction.cancel_requested === false)
      .map((transaction) => transaction.uuid);
    expect(late).toBeDefined();
    expect((await rpc(first.url, 'cancel_transaction', { uuid: early })).result).toMatchObject({
      cancel_requested: true,
    });
    const endedBefore = await logIn(first.url);
    const liveAtBackup = await logIn(first.url);
    expect((await logOut(first.url, endedBefore)).status).toBe(200);
    const atBackup = {
      early: (await rpc(first.url, 'get_transaction', { uuid: early })).result,
      late: (await rpc(first.url, 'get_transaction', { uuid: late })).result,
    };

    const backedUp = await runBackupCli('backup', '--data-dir', dataDir, '--to', backupDir);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.status).toBe(0);
    expect(backedUp.stdout).toContain(`Backed up ${dataDir} to ${backupDir}`);
    expect(backedUp.stdout).toContain('PORTAL_SESSION_KEY');
    expect(readdirSync(backupDir).sort()).toEqual([
      'ended-sessions.sqlite',
      'jwt-secret',
      'manifest.json',
      'sandbox.sqlite',
    ]);

    const underRunningServer = await runBackupCli(
      'restore',
      '--from',
      backupDir,
      '--data-dir',
      dataDir,
      '--force',
    );
    expect(underRunningServer.status).toBe(2);
    expect(underRunningServer.stderr).toBe(
      `A server has ${join(dataDir, DATABASE_FILE)} open: stop it before restoring into ${dataDir}.\n`,
    );

    // the state moves on after the backup
    expect((await rpc(first.url, 'cancel_transaction', { uuid: late })).result).toMatchObject({
      cancel_requested: true,
    });
    expect((await logOut(first.url, liveAtBackup)).status).toBe(200);
    writeFileSync(join(dataDir, 'jwt-secret'), `${randomBytes(32).toString('hex')}\n`);
    await stop(first.child);

    const overState = await runBackupCli('restore', '--from', backupDir, '--data-dir', dataDir);
    expect(overState.status).toBe(2);
    expect(overState.stderr).toMatch(
      /^\S+ already holds state \(.*\): restore with --force to replace it\.\n$/,
    );
    const restored = await runBackupCli('restore', '--from', backupDir, '--data-dir', dataDir, '--force');
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(readFileSync(join(dataDir, 'jwt-secret')).equals(secretAtBackup)).toBe(true);

    const second = await startPortal(distDir, dataDir);
    expect((await rpc(second.url, 'get_transaction', { uuid: early })).result).toEqual(atBackup.early);
    expect((await rpc(second.url, 'get_transaction', { uuid: late })).result).toEqual(atBackup.late);
    expect(atBackup.late).toMatchObject({ cancel_requested: false });
    // a token signed before the backup opens the API again: the secret is the one it was signed with
    const bearer = await rpc(second.url, 'list_providers', {}, `Bearer ${liveAtBackup.token}`);
    expect(bearer.result).toHaveProperty('providers');
    expect(await restoredSession(second.url, endedBefore.cookie)).toEqual({ status: 204, body: null });
    expect(await restoredSession(second.url, liveAtBackup.cookie)).toEqual({
      status: 200,
      body: { token: liveAtBackup.token },
    });
  }, 120_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { basic, post } from '../testing/http-client.ts';
import { DATABASE_FILE } from './database.ts';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
let child: ChildProcess | null = null;
let dataDir = '';

afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startChild(): Promise<string> {
  child = spawn(process.execPath, [cli, '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+?)\/ /.exec(output)?.[1];
      if (url) resolve(url);
    });
    child?.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
}

describe('durability', () => {
  it('keeps every acknowledged write when the process is killed with SIGKILL under write load', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sandbox-durability-'));
    copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dataDir, DATABASE_FILE));
    const url = await startChild();
    const acknowledged: string[] = [];
    let next = 0;
    const writer = async () => {
      for (;;) {
        const subnet = `10.${Math.floor(next / 250)}.${next % 250}.0/24`;
        next += 1;
        try {
          const reply = await post(
            `${url}/user/v1`,
            {
              jsonrpc: '2.0',
              id: next,
              method: 'set_profile',
              params: { ip_whitelist_add: [{ subnet, description: 'load' }] },
            },
            { authorization: basic('whitelist', 'sandbox-whitelist') },
          );
          const body = reply.json as { result?: unknown; error?: { code: number } } | undefined;
          if (body?.error?.code === 12) return; // the whitelist is full: stop writing
          if (reply.status === 200 && body?.result) acknowledged.push(subnet);
        } catch {
          return; // the process is gone
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer()]);
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    child?.kill('SIGKILL');
    await writers;

    const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
    try {
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      const stored = new Set(
        (
          db
            .prepare(
              "SELECT subnet FROM ip_whitelist WHERE user_id = (SELECT id FROM users WHERE username = 'whitelist')",
            )
            .all() as { subnet: string }[]
        ).map((row) => row.subnet),
      );
      expect(acknowledged.filter((subnet) => !stored.has(subnet))).toEqual([]);
    } finally {
      db.close();
    }
    const restarted = await startChild();
    const reply = await post(
      `${restarted}/user/v1`,
      { jsonrpc: '2.0', id: 1, method: 'get_profile' },
      { authorization: basic('whitelist', 'sandbox-whitelist') },
    );
    const whitelist = (
      reply.json as { result: { ip_whitelist: { subnet: string }[] } }
    ).result.ip_whitelist.map((entry) => entry.subnet);
    expect(whitelist).toEqual(expect.arrayContaining(acknowledged));
  }, 120_000);
});

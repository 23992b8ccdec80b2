import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { basic, post } from './testing/http-client.ts';
import { seededDataDir, startSandboxProcess, stopCliProcesses } from './testing/sandbox-process.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

afterEach(stopCliProcesses);

describe('npm run sandbox', () => {
  it('starts standalone with flags from the environment, prints the demo accounts for a person, and serves the API at /', async () => {
    const { url, output } = await startSandboxProcess(['--port', '0'], {
      SANDBOX_DATA_DIR: seededDataDir(),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_LOG_FORMAT: 'pretty',
    });
    expect(output()).toContain('admin      / sandbox-admin');
    const reply = await post(
      `${url}/broadband/basic/v1`,
      { jsonrpc: '2.0', id: 1, method: 'list_providers' },
      { authorization: basic('admin', 'sandbox-admin') },
    );
    expect(reply.json).toHaveProperty('result.providers');
  });

  it('finishes in-flight work and exits cleanly on SIGTERM', async () => {
    const { child, url } = await startSandboxProcess(['--port', '0', '--data-dir', seededDataDir()]);
    // a first reply opens the kept-alive connection that the long call then goes over
    const first = await post(
      `${url}/broadband/basic/v1`,
      { jsonrpc: '2.0', id: 0, method: 'list_providers' },
      { authorization: basic('admin', 'sandbox-admin') },
    );
    expect(first.status).toBe(200);
    const inFlight = post(
      `${url}/broadband/v1`,
      { jsonrpc: '2.0', id: 1, method: 'list_carriers', params: { pagination: { page: 1, per_page: 0 } } },
      {
        authorization: basic('admin', 'sandbox-admin'),
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const reply = await inFlight;
    expect((reply.json as { result: { carriers: unknown[] } }).result.carriers.length).toBeGreaterThan(
      10_000,
    );
    expect(await exited).toBe(0);
  }, 90_000);

  it('prints the demo accounts and apiKey tokens as JSON with --accounts', () => {
    const result = spawnSync(process.execPath, [cli, '--accounts'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as {
      accounts: { username: string; totp_secret: string | null }[];
      api_keys: { token: string; referers: string[] }[];
    };
    expect(report.accounts.map((account) => account.username)).toEqual([
      'admin',
      'readonly',
      'totp',
      'whitelist',
      'regionet',
    ]);
    expect(report.accounts.find((account) => account.username === 'totp')?.totp_secret).toMatch(
      /^[A-Z2-7]+$/,
    );
    expect(report.api_keys.map((key) => key.referers)).toEqual([['localhost', '127.0.0.1'], ['*']]);
  });

  it('prints its options, from the options table, with --help', () => {
    const result = spawnSync(process.execPath, [cli, '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run sandbox -- \[options\]/);
    expect(result.stdout).toContain(
      '  --port PORT              port, 0 for any free one (SANDBOX_PORT, default 8080)\n',
    );
    expect(result.stdout).toContain('  --trusted-proxy CIDR     believe X-Forwarded-For');
    expect(result.stdout).toContain('repeatable (SANDBOX_TRUSTED_PROXIES, comma-separated; default: none)');
  });

  it('refuses a bad option with a clear message and exit code 2', () => {
    const result = spawnSync(process.execPath, [cli, '--port', 'eighty'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--port must be a whole number from 0 to 65535, got "eighty".');
    expect(result.stderr).toContain('Usage: npm run sandbox');
    // an empty host would open the server on every interface
    const empty = spawnSync(process.execPath, [cli, '--host', ''], { encoding: 'utf8' });
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain('--host must name an address or a host name');
  });

  it('refuses a log level or format it does not know', () => {
    for (const [flag, value, choices] of [
      ['--log-level', 'loud', 'fatal, error, warn, info, debug, trace, silent'],
      ['--log-format', 'xml', 'json, pretty'],
    ] as const) {
      const result = spawnSync(process.execPath, [cli, flag, value], { encoding: 'utf8' });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(`${flag} must be one of ${choices}, got "${value}".`);
    }
  });

  it('says in its start line where the metrics are, and when they are open beyond this machine', async () => {
    const withMetrics = (...more: string[]) =>
      startSandboxProcess([
        ...['--port', '0', '--data-dir', seededDataDir(), '--log-format', 'pretty'],
        ...['--metrics-port', '0', ...more],
      ]);
    const open = await withMetrics('--metrics-host', '0.0.0.0');
    expect(open.output()).toMatch(
      /listening on .*; metrics at http:\/\/0\.0\.0\.0:\d+\/metrics, open to every network this machine is on: restrict them/,
    );
    const closed = await withMetrics();
    expect(closed.output()).toMatch(/listening on .*; metrics at http:\/\/127\.0\.0\.1:\d+\/metrics\n/);
  }, 120_000);

  it('logs its start and each request as JSON lines on stdout, written out before it exits', async () => {
    const dataDir = seededDataDir();
    const { child, url, output } = await startSandboxProcess([
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--log-format',
      'json',
    ]);
    await post(
      `${url}/broadband/basic/v1?probe=1`,
      { jsonrpc: '2.0', id: 1, method: 'list_providers' },
      { authorization: basic('admin', 'sandbox-admin') },
    );
    child.kill('SIGTERM');
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    const lines = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toEqual(
      expect.objectContaining({
        level: 'info',
        msg: expect.stringMatching(/^Broadband sandbox listening on http:\/\/127\.0\.0\.1:\d+\/ \(database /),
        url: `${url}/`,
        database: dataDir,
        seeded: false,
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        method: 'POST',
        path: '/broadband/basic/v1',
        status: 200,
        class: 'broadband/basic/v1',
        methods: ['list_providers'],
      }),
    );
    // nothing but JSON lines, and no demo account's password among them
    expect(
      output()
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('{')),
    ).toEqual([]);
    expect(output()).toContain('SIGTERM: finishing in-flight requests');
    expect(output()).not.toContain('sandbox-admin');
  });

  it('refuses to start, in one line and with exit code 2, on a port in use or a data directory it cannot write', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const inUse = spawnSync(
        process.execPath,
        [cli, '--port', String(port), '--data-dir', seededDataDir()],
        { encoding: 'utf8' },
      );
      expect(inUse.status).toBe(2);
      expect(inUse.stderr).toBe(
        `Port ${port} on 127.0.0.1 is in use: stop what listens there, or choose another with --port.\n`,
      );
    } finally {
      taken.close();
    }

    const file = join(mkdtempSync(join(tmpdir(), 'not-a-dir-')), 'a-file');
    writeFileSync(file, 'not a directory');
    const unwritable = spawnSync(process.execPath, [cli, '--port', '0', '--data-dir', join(file, 'data')], {
      encoding: 'utf8',
    });
    expect(unwritable.status).toBe(2);
    expect(unwritable.stderr).toBe(
      `The data directory ${join(file, 'data')} cannot be written (ENOTDIR); choose another with --data-dir.\n`,
    );
  });
});

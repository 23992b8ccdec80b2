import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { basic, post } from '../sandbox/testing/http-client.ts';
import { startCliProcess, stopCliProcesses } from '../sandbox/testing/sandbox-process.ts';
import { portalOptionsFromArgs } from './options.ts';
import { FAKE_SOURCE_MAP, fakeDeployment as newDeployment } from './testing/portal-under-test.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const roots: string[] = [];

function fakeDeployment() {
  const deployment = newDeployment();
  roots.push(deployment.root);
  return deployment;
}

const startCli = (args: string[], env: Record<string, string> = {}) => startCliProcess(cli, args, env);

afterEach(() => {
  stopCliProcesses();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves a built portal and the sandbox, prints the demo accounts, and stops cleanly on SIGTERM', async () => {
    const { distDir, dataDir } = fakeDeployment();
    const { child, url, output } = await startCli(
      ['--dist-dir', distDir, '--port', '0', '--log-format', 'pretty'],
      {
        SANDBOX_DATA_DIR: dataDir,
      },
    );
    expect(output()).toMatch(/API at http:\/\/127\.0\.0\.1:\d+\/api: the sandbox/);
    expect(output()).toContain('admin      / sandbox-admin');
    expect(await (await fetch(`${url}/deep/link`)).text()).toContain('<base href="/" />');
    expect((await fetch(`${url}/assets/x-abc123.js.map`)).status).toBe(404);
    const reply = await post(
      `${url}/api/broadband/basic/v1`,
      { jsonrpc: '2.0', id: 1, method: 'list_providers' },
      {
        authorization: basic('admin', 'sandbox-admin'),
      },
    );
    expect(reply.json).toHaveProperty('result.providers');

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('SIGTERM: finishing in-flight requests');
  });

  it('serves the source maps with --source-maps', async () => {
    const { distDir, dataDir } = fakeDeployment();
    const { url } = await startCli(['--dist-dir', distDir, '--port', '0', '--source-maps'], {
      SANDBOX_DATA_DIR: dataDir,
    });
    const map = await fetch(`${url}/assets/x-abc123.js.map`);
    expect(map.status).toBe(200);
    expect(await map.text()).toBe(FAKE_SOURCE_MAP);
  });

  it('logs its start as a JSON line, whatever the level, when the log is JSON; as text when pretty', async () => {
    const { distDir, dataDir } = fakeDeployment();
    const other = fakeDeployment();
    // both at once: each start takes seconds on a loaded machine
    const [{ url, output }, pretty] = await Promise.all([
      startCli(['--dist-dir', distDir, '--port', '0', '--log-format', 'json', '--log-level', 'warn'], {
        SANDBOX_DATA_DIR: dataDir,
      }),
      startCli(['--dist-dir', other.distDir, '--port', '0', '--log-format', 'pretty'], {
        SANDBOX_DATA_DIR: other.dataDir,
      }),
    ]);
    await fetch(`${url}/`);
    const start = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(start.filter((line) => line.msg === 'request')).toEqual([]);
    expect(
      output()
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('{')),
    ).toEqual([]);
    expect(output()).not.toContain('sandbox-admin');
    expect(start[0]).toEqual(
      expect.objectContaining({
        level: 'info',
        msg: `Broadband portal listening on ${url}/ (API at ${url}/api: the sandbox, database ${dataDir})`,
        url: `${url}/`,
        api: `${url}/api`,
        apiServedBy: `the sandbox, database ${dataDir}`,
      }),
    );

    expect(pretty.output()).toContain(
      `Broadband portal listening on ${pretty.url}/ (API at ${pretty.url}/api: the sandbox, database ${other.dataDir})\n`,
    );
  });

  it('prints its own options, the runtime config and the sandbox options with --help', () => {
    const result = spawnSync(process.execPath, [cli, '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm start -- \[options\]/);
    for (const line of [
      '  --api-upstream URL       forward the API',
      '  --no-keep-sessions       do not keep sessions across reloads in a sealed cookie (PORTAL_KEEP_SESSIONS=off)',
      '  PORTAL_SESSION_KEY       ',
      '  PORTAL_ALLOWED_PARENT_ORIGINS\n',
      '  --data-dir DIR           where the SQLite database and JWT secret live',
    ]) {
      expect(result.stdout).toContain(line);
    }
  });

  it('refuses a bad upstream URL and unknown flags with usage and exit code 2', () => {
    for (const args of [
      ['--api-upstream', 'ftp://provider.example'],
      ['--no-such-flag'],
      ['--api-upstream'],
    ]) {
      const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm start');
    }
  });
});

describe('npm start says what plain http and open metrics cost', () => {
  const warnings = (output: string) => output.split('\n').filter((line) => /warning/i.test(line));
  // several servers start at once here: on a busy machine that takes a while
  const SLOW_START_MS = 120_000;

  it(
    'warns once, at start, of plain http beyond this machine without a trusted proxy',
    async () => {
      const { distDir, dataDir } = fakeDeployment();
      const args = ['--dist-dir', distDir, '--port', '0', '--log-format', 'pretty'];
      const env = { SANDBOX_DATA_DIR: dataDir };
      const [open, json, ...quiet] = await Promise.all([
        startCli([...args, '--host', '0.0.0.0'], env),
        // in a JSON log a warn line, even when the level leaves out warnings
        startCli(['--dist-dir', distDir, '--port', '0', '--host', '0.0.0.0', '--log-level', 'error'], env),
        startCli([...args, '--host', '0.0.0.0', '--trusted-proxy', '127.0.0.1'], env),
        startCli([...args, '--host', '127.0.0.1'], env),
        startCli([...args, '--host', '0.0.0.0', '--no-keep-sessions'], env),
      ]);
      const [warning, ...more] = warnings(open!.output());
      expect(more).toEqual([]);
      expect(warning).toMatch(/^Warning: plain http, open to every network this machine is on: /);
      expect(warning).toContain('the session cookie cannot carry the __Host- prefix');
      expect(warning).toContain('--trusted-proxy');

      const lines = json!
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: string; msg: string });
      expect(lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual([warning]);

      for (const started of quiet) expect(warnings(started.output())).toEqual([]);
    },
    SLOW_START_MS,
  );

  it(
    'says in the start line where the metrics are, and that they are open beyond loopback',
    async () => {
      const { distDir, dataDir } = fakeDeployment();
      const args = ['--dist-dir', distDir, '--port', '0', '--log-format', 'pretty', '--metrics-port', '0'];
      const startLine = (output: string) => output.split('\n').find((line) => line.includes('listening on'));
      const env = { SANDBOX_DATA_DIR: dataDir };
      const [open, ...closed] = await Promise.all([
        startCli([...args, '--metrics-host', '0.0.0.0'], env),
        startCli(args, env),
        // a metrics host set to nothing is none given: loopback, never every interface
        startCli(args, { ...env, SANDBOX_METRICS_HOST: '' }),
      ]);
      expect(startLine(open!.output())).toMatch(
        /; metrics at http:\/\/0\.0\.0\.0:\d+\/metrics, open to every network this machine is on: restrict them/,
      );
      for (const started of closed) {
        expect(startLine(started.output())).toMatch(/; metrics at http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      }
    },
    SLOW_START_MS,
  );
});

describe('the portal flags', () => {
  it('takes its own flags out and leaves the rest to the sandbox parser', () => {
    const options = portalOptionsFromArgs(
      [
        '--port',
        '9000',
        '--api-upstream=https://api.provider.example/base',
        '--no-build',
        '--source-maps',
        '--reset',
      ],
      { SANDBOX_HOST: '0.0.0.0' },
    );
    expect(options).toMatchObject({
      apiUpstream: 'https://api.provider.example/base',
      build: false,
      sourceMaps: true,
      sandboxConfig: { port: 9000, host: '0.0.0.0', reset: true },
    });
  });

  it('reads API_UPSTREAM, lets the flag win, and builds by default', () => {
    expect(portalOptionsFromArgs([], { API_UPSTREAM: 'https://a.example' })).toMatchObject({
      apiUpstream: 'https://a.example/',
      build: true,
      sourceMaps: false,
      sandboxConfig: { port: 8080, host: '127.0.0.1' },
    });
    expect(
      portalOptionsFromArgs(['--api-upstream', 'https://b.example/x'], { API_UPSTREAM: 'https://a.example' })
        .apiUpstream,
    ).toBe('https://b.example/x');
    expect(portalOptionsFromArgs(['--dist-dir', '/srv/portal'], {})).toMatchObject({
      distDir: '/srv/portal',
      build: false,
    });
  });

  it('keeps sessions unless told not to, and reads the session store from the flag or PORTAL_SESSION_STORE', () => {
    expect(portalOptionsFromArgs([], {}).keepSessions).toBe(true);
    expect(portalOptionsFromArgs(['--no-keep-sessions'], {}).keepSessions).toBe(false);
    expect(portalOptionsFromArgs([], { PORTAL_KEEP_SESSIONS: ' Off ' }).keepSessions).toBe(false);
    expect(portalOptionsFromArgs([], { PORTAL_KEEP_SESSIONS: 'on' }).keepSessions).toBe(true);
    expect(portalOptionsFromArgs([], { PORTAL_SESSION_STORE: '/srv/ended.sqlite' }).sessionStore).toBe(
      '/srv/ended.sqlite',
    );
    expect(
      portalOptionsFromArgs(['--session-store=/a.sqlite'], { PORTAL_SESSION_STORE: '/b.sqlite' })
        .sessionStore,
    ).toBe('/a.sqlite');
    expect(portalOptionsFromArgs([], { PORTAL_SESSION_KEY: 'ab'.repeat(32) }).sessionKey).toHaveLength(32);
    expect(() => portalOptionsFromArgs(['--session-store', '--port'], {})).toThrow(
      '--session-store needs a value.',
    );
    // Redis for instances on several hosts; any other URL is never taken for a path
    expect(portalOptionsFromArgs(['--session-store', 'redis://127.0.0.1:6379/0'], {}).sessionStore).toBe(
      'redis://127.0.0.1:6379/0',
    );
    expect(
      portalOptionsFromArgs([], { PORTAL_SESSION_STORE: ' rediss://:secret@cache.example:6380 ' })
        .sessionStore,
    ).toBe('rediss://:secret@cache.example:6380');
    for (const [value, refusal] of [
      [
        'http://cache.example/',
        /^--session-store takes a file path or a redis:\/\/ or rediss:\/\/ URL; http:\/\//,
      ],
      ['memcached://cache.example:11211', /memcached:\/\/ is not a store this server knows/],
      [
        'redis://:secret@cache.example/sessions',
        /^--session-store redis:\/\/:\*\*\*@cache\.example\/sessions: the path must be a database number/,
      ],
    ] as const) {
      expect(() => portalOptionsFromArgs(['--session-store', value], {})).toThrow(refusal);
    }
    expect(portalOptionsFromArgs(['--session-store', 'C:/data/ended.sqlite'], {}).sessionStore).toBe(
      'C:/data/ended.sqlite',
    );
    expect(() => portalOptionsFromArgs(['--no-build=yes'], {})).toThrow(/--no-build/);
  });
});

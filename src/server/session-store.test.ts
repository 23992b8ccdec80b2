/**
 * The store of logged-out sessions on a real Redis, shared by two instances that have a data
 * directory each, as on two hosts: a log-out on one ends the session on the other; while Redis is
 * gone nothing is restored, readiness says why, and a log-out is kept until Redis is back.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCliProcess, stopCliProcesses } from '../sandbox/testing/sandbox-process.ts';
import { type PortalUnderTest, fakeDeployment, startTestPortal } from './testing/portal-under-test.ts';
import { type RedisUnderTest, startRedis } from './testing/redis-under-test.ts';

const VIA_HTTPS = { 'X-Forwarded-Proto': 'https' };
const RESTORE = { 'X-Portal-Session': 'restore', ...VIA_HTTPS };
const credentials = JSON.stringify({ username: 'admin', password: 'sandbox-admin' });
const KEY_PREFIX = 'broadband-portal:ended-session:';
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

async function logIn(portal: PortalUnderTest) {
  const reply = await fetch(`${portal.url}/api/jwt/log-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...VIA_HTTPS },
    body: credentials,
  });
  const { access_token: token } = (await reply.json()) as { access_token: string };
  return { token, cookie: reply.headers.getSetCookie()[0]!.split(';')[0]! };
}

const restore = (portal: PortalUnderTest, cookie: string) =>
  fetch(`${portal.url}/session`, { headers: { ...RESTORE, Cookie: cookie } });

const logOut = (portal: PortalUnderTest, session: { token: string; cookie: string }) =>
  fetch(`${portal.url}/api/jwt-log-out`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, Cookie: session.cookie, ...VIA_HTTPS },
  });

const readiness = async (portal: PortalUnderTest) => {
  const reply = await fetch(`${portal.url}/readyz`);
  return { status: reply.status, body: (await reply.json()) as { checks: Record<string, string> } };
};

/** Polls until `check` holds (the store comes back by itself, in its own time). */
async function eventually(check: () => Promise<boolean>, what: string, withinMs = 15_000) {
  const startedAt = Date.now();
  while (!(await check())) {
    if (Date.now() - startedAt > withinMs) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const metricValue = async (portal: PortalUnderTest, line: RegExp) => {
  const text = await (await fetch(portal.metricsUrl!)).text();
  const found = text.split('\n').find((each) => line.test(each));
  return found ? Number(found.split(' ').at(-1)) : 0;
};

describe('a session store on Redis, shared by two instances with a data directory each', () => {
  let redis: RedisUnderTest;
  let first: PortalUnderTest;
  let second: PortalUnderTest;
  const folders: string[] = [];
  const dataDirOf = new Map<PortalUnderTest, string>();

  async function instance(sessionKey: Buffer, dataDir?: string) {
    const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'portal-host-'));
    if (!dataDir) folders.push(dir);
    const portal = await startTestPortal({
      sessionKey,
      sessionStore: redis.url,
      trustedProxies: ['127.0.0.1', '::1'],
      metricsPort: 0,
      dataDir: dir,
    });
    dataDirOf.set(portal, dir);
    return portal;
  }

  beforeAll(async () => {
    redis = await startRedis();
    const sessionKey = randomBytes(32);
    [first, second] = await Promise.all([instance(sessionKey), instance(sessionKey)]);
  });
  afterEach(async () => {
    await redis.start().catch(() => undefined);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await redis?.dispose();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('ends on both a session logged out on one, for as long as its token would live', async () => {
    const session = await logIn(first);
    expect(await (await restore(second, session.cookie)).json()).toEqual({ token: session.token });
    expect((await logOut(first, session)).status).toBe(200);
    for (const portal of [first, second]) expect((await restore(portal, session.cookie)).status).toBe(204);

    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const keys = await client.keys(`${KEY_PREFIX}*`);
      expect(keys).toHaveLength(1);
      const expiresInMs = await client.pTTL(keys[0]!);
      const tokenExpiresInMs =
        (JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as { exp: number })
          .exp *
          1000 -
        Date.now();
      expect(Math.abs(expiresInMs - tokenExpiresInMs)).toBeLessThan(5000);
    } finally {
      client.destroy();
    }
    expect(await readiness(second)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { build: 'ok', database: 'ok', sessionStore: 'ok' } },
    });
  });

  it('while Redis is gone restores nothing, says why, keeps a log-out; all comes back by itself', async () => {
    const kept = await logIn(first);
    const leaving = await logIn(first);
    const errorsBefore = await metricValue(
      second,
      /^portal_session_store_errors_total\{operation="has_ended"\}/,
    );
    await redis.stop();

    // the restore cannot be checked: refused, saying so, and the page is told the same
    const refused = await restore(second, kept.cookie);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      reason: 'session-store-unreachable',
      message: expect.stringMatching(/cannot reach its store of logged-out sessions\. Sign in again\.$/),
    }) as unknown;
    const page = await fetch(`${second.url}/mail`, {
      headers: {
        Cookie: kept.cookie,
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Dest': 'document',
        ...VIA_HTTPS,
      },
    });
    const pageText = await page.text();
    expect(pageText).toContain('"session":"unchecked"');
    expect(pageText).not.toContain(kept.token);

    const ready = await readiness(second);
    expect(ready.status).toBe(503);
    expect(ready.body.checks.sessionStore).toMatch(/^failed: Redis at redis:\/\/127\.0\.0\.1:\d+\/0: /);
    expect(ready.body.checks.database).toBe('ok');
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    expect(
      await metricValue(second, /^portal_session_store_errors_total\{operation="has_ended"\}/),
    ).toBeGreaterThan(errorsBefore);

    // a log-out now is answered, clears the cookie, and is kept by the instance until Redis is back
    const loggedOut = await logOut(first, leaving);
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.headers.getSetCookie().some((line) => /Max-Age=0/.test(line))).toBe(true);
    expect(await metricValue(first, /^portal_session_store_unsent_ends /)).toBe(1);

    await redis.start();
    await eventually(async () => (await readiness(second)).status === 200, 'second ready again');
    await eventually(async () => (await readiness(first)).status === 200, 'first ready again');
    await eventually(
      async () => (await restore(second, leaving.cookie)).status === 204,
      'the log-out made while Redis was gone reaches the other instance',
    );
    expect(await metricValue(first, /^portal_session_store_unsent_ends /)).toBe(0);
    expect(await (await restore(second, kept.cookie)).json()).toEqual({ token: kept.token });
  });

  it('gives up on a Redis that stops answering without closing (a host cut off) instead of waiting', async () => {
    const session = await logIn(first);
    redis.freeze();
    try {
      // each answered, not held until the store answers (a bound far above the second it takes)
      const within = { signal: AbortSignal.timeout(10_000) };
      const refused = await fetch(`${second.url}/session`, {
        headers: { ...RESTORE, Cookie: session.cookie },
        ...within,
      });
      expect(refused.status).toBe(503);
      const page = await fetch(`${second.url}/mail`, {
        headers: { Cookie: session.cookie, 'Sec-Fetch-Mode': 'navigate', ...VIA_HTTPS },
        ...within,
      });
      expect(await page.text()).toContain('"session":"unchecked"');
      const loggedOut = await fetch(`${first.url}/api/jwt-log-out`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}`, Cookie: session.cookie, ...VIA_HTTPS },
        ...within,
      });
      expect(loggedOut.status).toBe(200);
      expect(
        await metricValue(second, /^portal_session_store_errors_total\{operation="has_ended"\}/),
      ).toBeGreaterThan(0);
    } finally {
      redis.thaw();
    }
    await eventually(
      async () => (await restore(second, session.cookie)).status === 204,
      'the log-out kept while Redis was frozen reaches the other instance',
    );
  });

  it('a log-out kept while Redis is gone outlives a restart of the instance that took it', async () => {
    const leaving = await logIn(first);
    await redis.stop();
    expect((await logOut(first, leaving)).status).toBe(200);
    const dataDir = dataDirOf.get(first)!;
    const sessionKey = randomBytes(32);
    await first.stop();
    first = await instance(sessionKey, dataDir);
    await redis.start();
    await eventually(
      async () => (await restore(second, leaving.cookie)).status === 204,
      'the kept log-out written after the restart',
    );
  });
});

describe('a session store on Redis that asks for a password', () => {
  let redis: RedisUnderTest;
  const running: PortalUnderTest[] = [];
  beforeAll(async () => {
    redis = await startRedis({ password: 'sûr et/secret' });
  });
  afterAll(async () => {
    await Promise.all(running.map((portal) => portal.stop()));
    await redis.dispose();
  });

  it('works with the password in the URL, and names a wrong one in /readyz without showing it', async () => {
    const right = await startTestPortal({ sessionStore: redis.url, trustedProxies: ['127.0.0.1'] });
    running.push(right);
    const wrongUrl = redis.url.replace(/:[^:@/]+@/, ':not-it@');
    const wrong = await startTestPortal({ sessionStore: wrongUrl, trustedProxies: ['127.0.0.1'] });
    running.push(wrong);

    await eventually(async () => (await readiness(right)).status === 200, 'ready with the password');
    const session = await logIn(right);
    expect(await (await restore(right, session.cookie)).json()).toEqual({ token: session.token });

    const refused = await readiness(wrong);
    expect(refused.status).toBe(503);
    expect(refused.body.checks.sessionStore).toMatch(
      /^failed: Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/0: /,
    );
    expect(JSON.stringify(refused.body)).not.toContain('not-it');
  });
});

describe('a session store on Redis over TLS (rediss://)', () => {
  let redis: RedisUnderTest;
  let folder = '';
  let certificateFile = '';
  const roots: string[] = [];
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'redis-tls-'));
    certificateFile = join(folder, 'certificate.pem');
    const keyFile = join(folder, 'key.pem');
    const made = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ...['-keyout', keyFile, '-out', certificateFile],
      ],
      { encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
    redis = await startRedis({ tls: { certificateFile, keyFile } });
  });
  afterAll(async () => {
    stopCliProcesses();
    await redis?.dispose();
    for (const path of [folder, ...roots]) rmSync(path, { recursive: true, force: true });
  });

  it('is reached with its CA named in NODE_EXTRA_CA_CERTS, and named unready without it', async () => {
    expect(redis.url).toMatch(/^rediss:\/\/127\.0\.0\.1:\d+\/0$/);
    const start = (env: Record<string, string>) => {
      const { root, distDir, dataDir } = fakeDeployment();
      roots.push(root);
      return startCliProcess(cli, ['--dist-dir', distDir, '--port', '0', '--log-format', 'json'], {
        SANDBOX_DATA_DIR: dataDir,
        PORTAL_SESSION_STORE: redis.url,
        ...env,
      });
    };
    const [trusting, doubting] = await Promise.all([
      start({ NODE_EXTRA_CA_CERTS: certificateFile }),
      start({}),
    ]);
    await eventually(
      async () => (await fetch(`${trusting.url}/readyz`)).status === 200,
      'ready over TLS with the CA',
    );
    const refused = await fetch(`${doubting.url}/readyz`);
    expect(refused.status).toBe(503);
    const { checks } = (await refused.json()) as { checks: Record<string, string> };
    expect(checks.sessionStore).toMatch(/^failed: Redis at rediss:\/\/127\.0\.0\.1:\d+\/0: /);
  });
});

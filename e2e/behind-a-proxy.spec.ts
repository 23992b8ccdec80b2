/**
 * The portal as a partner's operations team runs it: behind Debian's nginx terminating TLS, with
 * the configurations shipped under deploy/nginx/ (put in place by e2e/hosts/tls-proxy.ts).
 *
 * - One instance (the run's partner portal, `--trusted-proxy 127.0.0.1`): the real client's
 *   address in the log and in the log-in throttle, https wherever the server names itself,
 *   compression once, health and readiness through the proxy.
 * - Two instances in proxy mode before one sandbox, round-robin, each with a data directory of
 *   its own as on two hosts, sharing a real Redis as their session store: a session started on
 *   one is restored by the other, a log-out on one ends it on both, readiness follows the service,
 *   and with Redis stopped in the middle nothing is restored unchecked until it is back.
 * - Two demo hosts behind the demo configuration: a prospect stays with their private copy, and a
 *   client cannot pick another instance with a cookie of its own.
 *
 * A client on another machine is played by another loopback address (127.0.0.2, 127.0.0.3):
 * nginx and the portal see 127.0.0.1 as the proxy, and only it is trusted.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { type Browser, type Page, expect, test } from '@playwright/test';
import {
  DIST_DIR,
  FIRST_SPARE_PORT,
  PARTNER_PORTAL_URL,
  SERVER_LOG_DIR,
  TLS_PROXY_DIR,
  TLS_PROXY_URL,
} from '../playwright.config.ts';
import { demoTransactions } from '../src/sandbox/store/seed/transactions.ts';
import {
  type StartedProcess,
  answers,
  metricValue,
  send,
  startAll,
  startProcess,
} from './hosts/processes.ts';
import { account, logInAs } from './support.ts';
import { type RedisUnderTest, startRedis } from '../src/server/testing/redis-under-test.ts';

const partnerLog = `${SERVER_LOG_DIR}/portal-${new URL(PARTNER_PORTAL_URL).port}.log`;
const viaProxy = (path: string, options: Parameters<typeof send>[1] = {}) =>
  send(`${TLS_PROXY_URL}${path}`, { certificateFile: `${TLS_PROXY_DIR}/certificate.pem`, ...options });

/** The log lines (JSON) of a server that match, once at least one has been written. */
async function logLines(file: string, match: (line: Record<string, unknown>) => boolean) {
  let found: Record<string, unknown>[] = [];
  await expect
    .poll(
      () => {
        found = readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter(match);
        return found.length;
      },
      { message: `a line in ${file}` },
    )
    .toBeGreaterThan(0);
  return found;
}

const logIn = (username: string, password: string, from: string) =>
  viaProxy('/api/jwt/log-in', {
    method: 'POST',
    from,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

test.describe('one instance behind nginx terminating TLS', () => {
  test('the log names the real client, not the proxy, and not whatever the client claims', async () => {
    const path = `/no-such-page-${randomUUID()}.txt`;
    const reply = await viaProxy(path, { from: '127.0.0.2', headers: { 'X-Forwarded-For': '198.51.100.7' } });
    expect(reply.status).toBe(404);
    const [line] = await logLines(partnerLog, (entry) => entry.path === path);
    expect(line).toMatchObject({ client: '127.0.0.2', method: 'GET', status: 404 });
  });

  test('the log-in throttle counts the real client: a locked-out address does not lock out its neighbour', async () => {
    // an account whitelisted for all of 127.0.0.0/8, so only the throttle can refuse it
    const whitelisted = account('whitelist');
    // 50 failures from one address, each under a name of its own so no account is locked
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await logIn(`nobody-${randomUUID()}`, 'wrong', '127.0.0.3')).status).toBe(401);
    }
    const locked = await logIn(whitelisted.username, whitelisted.password, '127.0.0.3');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const neighbour = await logIn(whitelisted.username, whitelisted.password, '127.0.0.4');
    expect(neighbour.status).toBe(200);
    expect(JSON.parse(neighbour.text)).toHaveProperty('access_token');
  });

  test('whatever the server names itself says https', async () => {
    const openRpc = JSON.parse((await viaProxy('/api/openrpc/broadband/basic/v1.json')).text) as {
      servers: { url: string }[];
    };
    expect(openRpc.servers.map((server) => server.url)).toEqual([`${TLS_PROXY_URL}/api/broadband/basic/v1`]);
    const config = JSON.parse((await viaProxy('/config.json')).text) as Record<string, unknown>;
    for (const value of Object.values(config)) {
      if (typeof value === 'string') expect(value).not.toMatch(/^http:/);
    }
  });

  test('replies are compressed once, by the portal', async () => {
    const page = (await viaProxy('/login')).text;
    const script = /src="\.?(\/?assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script, 'the page names its script').toBeDefined();
    for (const encoding of ['gzip', 'br'] as const) {
      const reply = await viaProxy(`/${script!.replace(/^\//, '')}`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      // decompressed once, it is the script itself: text, not another layer of compression
      const text = (
        encoding === 'gzip' ? gunzipSync(reply.bytes) : brotliDecompressSync(reply.bytes)
      ).toString();
      expect(text.length).toBeGreaterThan(1000);
      expect(text).not.toContain('\ufffd');
    }
  });

  test('health and readiness answer through the proxy, never cached', async () => {
    const health = await viaProxy('/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
    const ready = await viaProxy('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({
      status: 'ready',
      checks: { build: 'ok', database: 'ok', sessionStore: 'ok' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

/** The spec's own servers: a sandbox, two portal servers before it and nginx; two demo hosts and nginx. */
const ports = {
  sandbox: FIRST_SPARE_PORT,
  first: FIRST_SPARE_PORT + 1,
  second: FIRST_SPARE_PORT + 2,
  proxy: FIRST_SPARE_PORT + 3,
  firstMetrics: FIRST_SPARE_PORT + 4,
  secondMetrics: FIRST_SPARE_PORT + 5,
  firstDemo: FIRST_SPARE_PORT + 6,
  secondDemo: FIRST_SPARE_PORT + 7,
  demoProxy: FIRST_SPARE_PORT + 8,
  firstDemoMetrics: FIRST_SPARE_PORT + 9,
  secondDemoMetrics: FIRST_SPARE_PORT + 10,
};
const sessionKey = randomBytes(32).toString('hex');
const log = (name: string) => `${SERVER_LOG_DIR}/${name}.log`;

const startSandbox = (reset: boolean) =>
  startProcess(
    [
      'src/sandbox/cli.ts',
      `--port=${ports.sandbox}`,
      `--data-dir=data/e2e-${ports.sandbox}`,
      '--backoffice-delay=0',
      '--log-format=json',
      ...(reset ? ['--reset'] : []),
    ],
    {
      port: ports.sandbox,
      logFile: log(`sandbox-${ports.sandbox}${reset ? '' : '-restarted'}`),
      ready: () => answers(`http://127.0.0.1:${ports.sandbox}/`),
    },
  );

/** `npm start` as each instance of a partner's deployment runs it, sharing the store of ended sessions. */
const startPortal = (port: number, metricsPort: number, sessionStore: string, extra: string[]) =>
  startProcess(
    [
      'src/server/cli.ts',
      `--dist-dir=${DIST_DIR}`,
      `--port=${port}`,
      `--data-dir=data/e2e-${port}`,
      '--reset',
      '--backoffice-delay=0',
      '--trusted-proxy=127.0.0.1',
      `--session-store=${sessionStore}`,
      `--metrics-port=${metricsPort}`,
      '--log-format=json',
      ...extra,
    ],
    {
      port,
      env: { PORTAL_SESSION_KEY: sessionKey },
      logFile: log(`portal-${port}`),
      ready: () => answers(`http://127.0.0.1:${port}/readyz`),
    },
  );

const startProxy = (port: number, upstreams: number[], config?: string) =>
  startProcess(
    [
      'e2e/hosts/tls-proxy.ts',
      `--port=${port}`,
      ...upstreams.map((upstream) => `--upstream=http://127.0.0.1:${upstream}`),
      `--dir=test-results/tls-proxy-${port}`,
      ...(config ? [`--config=${config}`] : []),
    ],
    {
      port,
      logFile: log(`nginx-${port}`),
      ready: async () =>
        (
          await send(`https://localhost:${port}/healthz`, {
            certificateFile: `test-results/tls-proxy-${port}/certificate.pem`,
          })
        ).status === 200,
    },
  );

const metrics = async (port: number) => (await send(`http://127.0.0.1:${port}/metrics`)).text;
const pagesServed = async (metricsPort: number) =>
  metricValue(await metrics(metricsPort), 'portal_http_requests_total', { route: 'page' });
const filesServed = async (metricsPort: number) =>
  metricValue(await metrics(metricsPort), 'portal_http_requests_total', { route: 'file', status: '200' });

async function secureContext(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  return context.newPage();
}

test.describe('two instances behind one nginx, round-robin', () => {
  test.describe.configure({ mode: 'serial' });
  const origin = `https://localhost:${ports.proxy}`;
  const running: StartedProcess[] = [];
  let sandbox: StartedProcess | undefined;
  let redis: RedisUnderTest | undefined;
  /** The cookie of a session logged out in the first test: refused for good, Redis restarted or not. */
  let loggedOut = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    redis = await startRedis();
    sandbox = await startSandbox(true);
    const upstream = [`--api-upstream=http://127.0.0.1:${ports.sandbox}`];
    running.push(
      ...(await startAll([
        startPortal(ports.first, ports.firstMetrics, redis.url, upstream),
        startPortal(ports.second, ports.secondMetrics, redis.url, upstream),
      ])),
    );
    running.push(await startProxy(ports.proxy, [ports.first, ports.second]));
  });
  test.afterAll(async () => {
    await Promise.all([...running, sandbox].map((process) => process?.stop()));
    await redis?.dispose();
  });
  const restore = (port: number, cookie: string) =>
    send(`http://127.0.0.1:${port}/session`, {
      headers: { 'X-Portal-Session': 'restore', 'X-Forwarded-Proto': 'https', Cookie: cookie },
    });
  const readiness = async () => {
    const reply = await send(`${origin}/readyz`, {
      certificateFile: `test-results/tls-proxy-${ports.proxy}/certificate.pem`,
    });
    return {
      status: reply.status,
      body: JSON.parse(reply.text) as { status: string; checks: Record<string, string> },
    };
  };

  test('a session started on one is restored by the other; a log-out on one ends it on both', async ({
    browser,
  }) => {
    const page = await secureContext(browser, origin);
    await page.goto('/login');
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    const before = [await pagesServed(ports.firstMetrics), await pagesServed(ports.secondMetrics)];
    for (let reload = 0; reload < 4; reload += 1) {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    }
    // the reloads were shared between the two
    expect(await pagesServed(ports.firstMetrics)).toBeGreaterThan(before[0]!);
    expect(await pagesServed(ports.secondMetrics)).toBeGreaterThan(before[1]!);

    const [cookie] = (await page.context().cookies()).filter((each) => each.name === '__Host-portal-session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true });
    const copied = `${cookie!.name}=${cookie!.value}`;
    for (const port of [ports.first, ports.second]) expect((await restore(port, copied)).status).toBe(200);

    await page.getByText('Ingelogd als admin').click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // the cookie copied before the log-out opens nothing on either instance
    for (const port of [ports.first, ports.second]) expect((await restore(port, copied)).status).toBe(204);
    loggedOut = copied;
    await page.goto('/transactions');
    await expect(page).toHaveURL(/\/login\?next=%2Ftransactions$/);
    await page.context().close();
  });

  test('with the session store stopped in the middle nothing is restored unchecked; all returns with it', async ({
    browser,
  }) => {
    const page = await secureContext(browser, origin);
    await page.goto('/login');
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();

    await redis!.stop();
    await page.goto('/transactions');
    await expect(page).toHaveURL(/\/login\?next=%2Ftransactions$/);
    await expect(page.getByRole('status')).toHaveText(
      'Je sessie kon niet worden hersteld: de server kan haar nu niet controleren. Log opnieuw in om verder te gaan.',
    );
    const down = await readiness();
    expect(down.status).toBe(503);
    expect(down.body.checks.sessionStore).toMatch(/^failed: Redis at redis:\/\/127\.0\.0\.1:\d+\/0: /);
    expect((await send(`http://127.0.0.1:${ports.second}/healthz`)).status).toBe(200);

    await redis!.start();
    await expect.poll(async () => (await readiness()).status).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
    // what was logged out before the store went stays logged out
    for (const port of [ports.first, ports.second]) expect((await restore(port, loggedOut)).status).toBe(204);
    await page.context().close();
  });

  test('readiness through the proxy turns 503 when the service behind is down, and back when it returns', async () => {
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { build: 'ok', upstream: 'ok', sessionStore: 'ok' } },
    });
    await sandbox!.stop();
    const down = await readiness();
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('unready');
    expect(down.body.checks.upstream).not.toBe('ok');
    // the process itself still serves
    expect((await send(`http://127.0.0.1:${ports.first}/healthz`)).status).toBe(200);
    sandbox = await startSandbox(false);
    await expect.poll(async () => (await readiness()).status).toBe(200);
  });
});

test.describe('a demo host of two instances behind nginx', () => {
  const origin = `https://localhost:${ports.demoProxy}`;
  const running: StartedProcess[] = [];
  const shared = `data/e2e-shared-${ports.demoProxy}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(shared, { recursive: true, force: true });
    running.push(
      ...(await startAll([
        startPortal(ports.firstDemo, ports.firstDemoMetrics, `${shared}/ended-sessions.sqlite`, ['--demo']),
        startPortal(ports.secondDemo, ports.secondDemoMetrics, `${shared}/ended-sessions.sqlite`, ['--demo']),
      ])),
    );
    running.push(
      await startProxy(
        ports.demoProxy,
        [ports.firstDemo, ports.secondDemo],
        'deploy/nginx/broadband-portal-demo.conf',
      ),
    );
  });
  test.afterAll(async () => {
    await Promise.all(running.map((process) => process.stop()));
  });

  test('a prospect stays with the instance that holds their private copy', async ({ browser }) => {
    const { uuid, nid } = demoTransactions.cancellable;
    const page = await secureContext(browser, origin);
    await page.goto('/login');
    await page.getByRole('button', { name: /Medewerker met alle rechten/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Inloggen');
    await page.goto(`/transactions/${uuid}`);
    const cancellation = page.getByRole('region', { name: 'Annulering' });
    await cancellation.getByRole('button', { name: 'Transactie annuleren' }).click();
    await page
      .getByRole('dialog', { name: `Transactie ${nid} annuleren?` })
      .getByRole('button', { name: 'Ja, annuleren' })
      .click();
    await expect(cancellation.getByRole('status')).toContainText('Annulering aangevraagd');
    for (let reload = 0; reload < 4; reload += 1) {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: `Transactie ${nid}` })).toBeVisible();
      await expect(cancellation.getByRole('button', { name: 'Transactie annuleren' })).toHaveCount(0);
    }
    await page.context().close();
  });

  test('one client, one instance: every request reaches the same one, whatever routing cookie it sends', async () => {
    const certificateFile = `test-results/tls-proxy-${ports.demoProxy}/certificate.pem`;
    const first = await send(`${origin}/config.json`, { certificateFile });
    expect(first.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/^portal_route=/));
    const before = [await filesServed(ports.firstDemoMetrics), await filesServed(ports.secondDemoMetrics)];
    for (let request = 0; request < 8; request += 1) {
      expect(
        (
          await send(`${origin}/config.json`, {
            certificateFile,
            headers: { Cookie: `portal_route=${randomBytes(16).toString('base64')}` },
          })
        ).status,
      ).toBe(200);
    }
    const added = [
      (await filesServed(ports.firstDemoMetrics)) - before[0]!,
      (await filesServed(ports.secondDemoMetrics)) - before[1]!,
    ].sort();
    expect(added).toEqual([0, 8]);
  });
});

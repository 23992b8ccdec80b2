import { type IncomingMessage, type Server, createServer, request as httpRequest, Agent } from 'node:http';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_BUILT } from './static-files.ts';
import { type PortalUnderTest, startTestPortal } from './testing/portal-under-test.ts';

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

async function portal(options: Parameters<typeof startTestPortal>[0] = {}): Promise<PortalUnderTest> {
  const started = await startTestPortal(options);
  running.push(started);
  return started;
}

/** A stand-in for the provider's service on a free port: answers `status` after `delayMs`. */
async function upstream(answer: { status: number; delayMs?: number }) {
  const server: Server = createServer((_request, response) => {
    setTimeout(() => response.writeHead(answer.status).end('{}'), answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  running.push({ stop });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server, stop };
}

/** A port nothing listens on (one that was just free). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('health and readiness', () => {
  it('answer at the server root, uncached, without credentials', async () => {
    const { url } = await portal();
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });

    const ready = await fetch(`${url}/readyz?probe=lb`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { build: 'ok', database: 'ok', sessionStore: 'ok' },
    });

    const head = await fetch(`${url}/readyz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`${url}/healthz`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');

    // a portal under a basename answers at the root all the same
    const underBasename = await portal({ env: { PORTAL_BASENAME: '/portal/' } });
    expect((await fetch(`${underBasename.url}/readyz`)).status).toBe(200);
  });

  it('say unready while the sandbox’s database cannot answer, naming it', async () => {
    const started = await portal();
    started.api!.sandbox!.db.close();
    const ready = await fetch(`${started.url}/readyz`);
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { status: string; checks: { database: string } };
    expect(body.status).toBe('unready');
    expect(body.checks.database).toMatch(/^failed: .*not open/i);
    // the process still serves
    expect((await fetch(`${started.url}/healthz`)).status).toBe(200);
    // what stop() would close is closed already
    running.splice(running.indexOf(started), 1);
    started.server.closeAllConnections();
    started.server.close();
  });

  it('in proxy mode follow the provider’s service: down, slow, failing, then back', async () => {
    const port = await freePort();
    const started = await portal({ apiUpstream: `http://127.0.0.1:${port}/` });
    const readiness = async () => {
      const reply = await fetch(`${started.url}/readyz`);
      return { status: reply.status, body: (await reply.json()) as { checks: { upstream: string } } };
    };

    const down = await readiness();
    expect(down.status).toBe(503);
    expect(down.body.checks.upstream).toMatch(/^failed: /);

    const slow = await upstream({ status: 200, delayMs: 5000 });
    const slowPortal = await portal({ apiUpstream: slow.url });
    const startedAt = Date.now();
    const waited = await fetch(`${slowPortal.url}/readyz`);
    expect(waited.status).toBe(503);
    expect(((await waited.json()) as { checks: { upstream: string } }).checks.upstream).toBe(
      'failed: no answer within 2000 ms',
    );
    expect(Date.now() - startedAt).toBeLessThan(4000);

    const failing = await upstream({ status: 502 });
    const failingPortal = await portal({ apiUpstream: failing.url });
    const bad = await fetch(`${failingPortal.url}/readyz`);
    expect(bad.status).toBe(503);
    expect(((await bad.json()) as { checks: { upstream: string } }).checks.upstream).toMatch(/answered 502$/);

    // the service comes up on the port the first portal forwards to: ready again
    const back = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
    running.push({ stop: () => new Promise<void>((resolve) => back.close(() => resolve())) });
    const recovered = await readiness();
    expect(recovered.status).toBe(200);
    expect(recovered.body).toEqual({
      status: 'ready',
      checks: { build: 'ok', upstream: 'ok', sessionStore: 'ok' },
    });
  });

  it('turn unready as the server begins to stop, while a request in flight still finishes', async () => {
    const slow = await upstream({ status: 200, delayMs: 800 });
    const started = await portal({ apiUpstream: slow.url });
    // one kept-alive connection for the balancer's probe, another for a call that takes a while
    const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const callAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string, method = 'GET', agent = probeAgent) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(`${started.url}${path}`, { agent, method }, (reply: IncomingMessage) => {
          let body = '';
          reply.setEncoding('utf8');
          reply.on('data', (chunk: string) => (body += chunk));
          reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end(method === 'POST' ? '{}' : undefined);
      });
    expect((await get('/readyz')).status).toBe(200);
    const inFlight = get('/api/broadband/v1', 'POST', callAgent);
    await new Promise((resolve) => setTimeout(resolve, 100));

    running.splice(running.indexOf(started), 1);
    const stopped = started.stop();
    const probe = await get('/readyz');
    expect(probe.status).toBe(503);
    expect(JSON.parse(probe.body)).toEqual({
      status: 'unready',
      checks: { build: 'ok', upstream: 'ok', sessionStore: 'ok', shutdown: 'stopping' },
    });
    expect((await inFlight).status).toBe(200);
    probeAgent.destroy();
    callAgent.destroy();
    await stopped;
  });
});

describe('a portal server without a build', () => {
  it('is unready naming the build, and answers a page with 503 and what to do, not 500', async () => {
    const portal = await startTestPortal();
    try {
      rmSync(join(portal.distDir, 'index.html'));
      const ready = await fetch(`${portal.url}/readyz`);
      expect(ready.status).toBe(503);
      const { checks } = (await ready.json()) as { checks: Record<string, string> };
      expect(checks.build).toBe(`failed: no index.html in ${portal.distDir}: run npm run build`);
      const page = await fetch(`${portal.url}/transactions`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.text()).toBe(NOT_BUILT);
      expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
    } finally {
      await portal.stop();
    }
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type PortalUnderTest, startTestPortal } from './testing/portal-under-test.ts';
import { basic } from '../sandbox/testing/http-client.ts';

const started: { stop(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

async function portal(options: Parameters<typeof startTestPortal>[0]): Promise<PortalUnderTest> {
  const running = await startTestPortal(options);
  started.push(running);
  return running;
}

/** The value of one sample of the exposition text, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => present.includes(label)) && present.length === wanted.length)
      return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  it('count requests by route pattern and status, and calls by class, method and outcome, on a port of their own', async () => {
    const server = await portal({ metricsPort: 0 });
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await fetch(`${server.url}/metrics`)).headers.get('content-type')).not.toContain('openmetrics');

    await (await fetch(`${server.url}/transactions/5d0c4b5e?private=1`)).arrayBuffer();
    const call = (body: unknown) =>
      fetch(`${server.url}/api/broadband/v1`, {
        method: 'POST',
        headers: { Authorization: basic('admin', 'sandbox-admin'), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((reply) => reply.arrayBuffer());
    await call([
      { jsonrpc: '2.0', id: 1, method: 'list_providers', params: {} },
      { jsonrpc: '2.0', id: 2, method: 'get_transaction', params: { uuid: 'not-a-uuid' } },
      { jsonrpc: '2.0', id: 3, method: 'no_such_method_for_anyone' },
    ]);
    await call({ jsonrpc: '2.0', id: 4, method: 'list_providers', params: {} });

    const scraped = await fetch(server.metricsUrl!);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    // the transaction's page, and /metrics on the main port (a page of the portal, not the metrics)
    expect(sample(text, 'portal_http_requests_total', { route: 'page', status: '200' })).toBe(2);
    expect(sample(text, 'portal_http_requests_total', { route: 'api:broadband/v1', status: '200' })).toBe(2);
    expect(
      sample(text, 'portal_rpc_calls_total', {
        class: 'broadband/v1',
        method: 'list_providers',
        outcome: 'ok',
      }),
    ).toBe(2);
    const failedOutcome =
      /portal_rpc_calls_total\{class="broadband\/v1",method="get_transaction",outcome="([^"]+)"\} 1/.exec(
        text,
      )?.[1];
    expect(failedOutcome).toMatch(/^-?\d+$/);
    expect(failedOutcome).not.toBe('ok');
    expect(text).toMatch(
      /portal_rpc_calls_total\{class="broadband\/v1",method="\(unknown\)",outcome="-32601"\} 1/,
    );
    expect(sample(text, 'portal_http_request_duration_seconds_count', { route: 'api:broadband/v1' })).toBe(2);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    // labels hold patterns, never a path, a query, a user or a method nobody has
    for (const value of ['5d0c4b5e', 'private', 'admin', 'no_such_method_for_anyone'])
      expect(text).not.toContain(value);

    expect((await fetch(server.metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('count the live sessions this instance keeps, and forget one logged out', async () => {
    const server = await portal({ metricsPort: 0 });
    const kept = async () => sample(await (await fetch(server.metricsUrl!)).text(), 'portal_kept_sessions');
    expect(await kept()).toBe(0);
    const logIn = await fetch(`${server.url}/api/jwt/log-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'sandbox-admin' }),
    });
    const token = ((await logIn.json()) as { access_token: string }).access_token;
    const cookie = logIn.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(await kept()).toBe(1);
    await fetch(`${server.url}/api/jwt-log-out`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Cookie: cookie },
    });
    expect(await kept()).toBe(0);
  });

  it('time the provider’s answers in proxy mode, and are off when no port is given', async () => {
    const provider = createServer((_request, response) =>
      setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'), 30),
    );
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    started.push({
      stop: () =>
        new Promise<void>((resolve) => {
          provider.closeAllConnections();
          provider.close(() => resolve());
        }),
    });
    const server = await portal({
      metricsPort: 0,
      apiUpstream: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/`,
    });
    await (
      await fetch(`${server.url}/api/broadband/v1`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      })
    ).arrayBuffer();
    const text = await (await fetch(server.metricsUrl!)).text();
    expect(sample(text, 'portal_upstream_request_duration_seconds_count')).toBe(1);
    expect(sample(text, 'portal_upstream_request_duration_seconds_sum')).toBeGreaterThan(0.02);

    const without = await portal({});
    expect(without.metricsUrl).toBeNull();
  });

  it('show the demo host’s private copies', async () => {
    const server = await portal({
      metricsPort: 0,
      demo: {
        idleMinutes: 60,
        maxCopies: 5,
        backofficeSeconds: 3600,
        inUseMinutes: 10,
        copiesPerClient: 3,
        signInsPerMinute: 60,
        copyGrowthKib: 4096,
      },
    });
    const text = await (await fetch(server.metricsUrl!)).text();
    expect(sample(text, 'sandbox_demo_copies')).toBe(0);
  });
});

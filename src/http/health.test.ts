import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Health, type HealthOptions, createHealth, isHealthPath } from './health.ts';

let server: Server | undefined;
let base = '';
let health: Health;

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** A server where health answers first, and anything it leaves alone gets 404 `elsewhere`. */
async function start(options: HealthOptions): Promise<void> {
  health = createHealth(options);
  server = createServer((request, response) => {
    void health.answer(request, response).then((answered) => {
      if (!answered) response.writeHead(404).end('elsewhere');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function ask(path: string, init?: RequestInit) {
  const reply = await fetch(`${base}${path}`, init);
  const text = await reply.text();
  return {
    status: reply.status,
    headers: reply.headers,
    text,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

describe('/healthz', () => {
  it('answers 200 ok, as JSON not to be cached, whatever the checks say', async () => {
    await start({ checks: { database: () => Promise.reject(new Error('down')) } });
    const reply = await ask('/healthz');
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('{"status":"ok"}\n');
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('content-length')).toBe(String(reply.text.length));
  });

  it('answers with its query ignored, and still while the server stops', async () => {
    await start({ checks: {} });
    health.stopping();
    expect(await ask('/healthz?probe=1')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('/readyz', () => {
  it('answers 200 ready naming every check when all pass', async () => {
    await start({ checks: { database: () => undefined, upstream: async () => {} } });
    const reply = await ask('/readyz');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ready', checks: { database: 'ok', upstream: 'ok' } });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 200 ready with no checks at all', async () => {
    await start({ checks: {} });
    expect(await ask('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', checks: {} } });
  });

  it('answers 503 unready naming what failed and how, for a throw or a rejection', async () => {
    await start({
      checks: {
        database: () => {
          throw new Error('database is locked');
        },
        upstream: () => Promise.reject(new Error('connect ECONNREFUSED\n  127.0.0.1:5899')),
        cache: async () => {},
        odd: () => Promise.reject('a bare string'),
      },
    });
    const reply = await ask('/readyz');
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({
      status: 'unready',
      checks: {
        database: 'failed: database is locked',
        upstream: 'failed: connect ECONNREFUSED 127.0.0.1:5899',
        cache: 'ok',
        odd: 'failed: a bare string',
      },
    });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('cuts a long failure short and names no stack', async () => {
    await start({ checks: { database: () => Promise.reject(new Error('x'.repeat(1000))) } });
    const reply = await ask('/readyz');
    const outcome = (reply.body as { checks: { database: string } }).checks.database;
    expect(outcome).toBe(`failed: ${'x'.repeat(200)}`);
    expect(reply.text).not.toContain('    at ');
  });

  it('answers 503 for a check that does not answer in time, and aborts it', async () => {
    let aborted = false;
    await start({
      timeoutMs: 50,
      checks: {
        upstream: (signal) =>
          new Promise<void>(() => {
            signal.addEventListener('abort', () => (aborted = true));
          }),
      },
    });
    const reply = await ask('/readyz');
    expect(reply).toMatchObject({
      status: 503,
      body: { status: 'unready', checks: { upstream: 'failed: no answer within 50 ms' } },
    });
    expect(aborted).toBe(true);
  });

  it('answers 503 with shutdown stopping from the moment the server stops', async () => {
    await start({ checks: { database: () => undefined } });
    expect((await ask('/readyz')).status).toBe(200);
    health.stopping();
    expect(await ask('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unready', checks: { database: 'ok', shutdown: 'stopping' } },
    });
  });

  it('answers HEAD with the status and headers but no body', async () => {
    await start({ checks: { database: () => Promise.reject(new Error('down')) } });
    const reply = await ask('/readyz', { method: 'HEAD' });
    expect(reply.status).toBe(503);
    expect(reply.text).toBe('');
    expect(Number(reply.headers.get('content-length'))).toBeGreaterThan(0);
  });
});

describe('other methods and paths', () => {
  it('answers 405 with Allow for a method other than GET or HEAD', async () => {
    await start({ checks: {} });
    for (const path of ['/healthz', '/readyz']) {
      const reply = await ask(path, { method: 'POST', body: '{}' });
      expect(reply.status).toBe(405);
      expect(reply.headers.get('allow')).toBe('GET, HEAD');
      expect(reply.body).toEqual({ status: 'error', message: `${path} answers GET and HEAD only.` });
    }
  });

  it('leaves every other path to the rest of the server', async () => {
    await start({ checks: {} });
    for (const path of ['/', '/healthz/', '/healthz/x', '/readyz.json', '/api/healthz']) {
      const reply = await fetch(`${base}${path}`);
      expect([path, reply.status, await reply.text()]).toEqual([path, 404, 'elsewhere']);
    }
    expect(isHealthPath('/healthz')).toBe(true);
    expect(isHealthPath('/readyz')).toBe(true);
    expect(isHealthPath('/healthz/')).toBe(false);
  });
});

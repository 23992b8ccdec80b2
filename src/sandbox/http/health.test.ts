import { Agent, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../testing/sandbox-under-test.ts';

describe('the sandbox on its own (`npm run sandbox`)', () => {
  it('answers health and readiness at its root, and turns unready when its database cannot answer', async () => {
    const sandbox = await startTestSandbox();
    const health = await fetch(`${sandbox.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${sandbox.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });

    sandbox.sandbox.db.close();
    const unready = await fetch(`${sandbox.url}/readyz`);
    expect(unready.status).toBe(503);
    expect(((await unready.json()) as { checks: { database: string } }).checks.database).toMatch(/^failed: /);
    // not an error of the service: nothing logged
    expect(sandbox.logs).toEqual([]);
    sandbox.server.closeAllConnections();
    sandbox.server.close();
  });

  it('says unready from the moment it begins to stop, to a balancer still connected', async () => {
    const sandbox = await startTestSandbox();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const probe = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        httpRequest(`${sandbox.url}/readyz`, { agent }, (reply) => {
          let body = '';
          reply.setEncoding('utf8');
          reply.on('data', (chunk: string) => (body += chunk));
          reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
    expect((await probe()).status).toBe(200);
    const stopped = sandbox.stop();
    const answer = await probe();
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({
      status: 'unready',
      checks: { database: 'ok', shutdown: 'stopping' },
    });
    agent.destroy();
    await stopped;
  });
});

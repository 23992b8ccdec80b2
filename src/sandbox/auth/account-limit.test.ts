import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, logIn, post } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';

const LIMIT = 5;
let limited: RunningSandbox;
let unlimited: RunningSandbox;
beforeAll(async () => {
  [limited, unlimited] = await Promise.all([
    startTestSandbox({ accountCallsPerSecond: LIMIT }),
    startTestSandbox(),
  ]);
});
afterAll(async () => {
  await Promise.all([limited.stop(), unlimited.stop()]);
});

const providers = (id: number) => ({ jsonrpc: '2.0', id, method: 'list_providers' });
const batchOf = (count: number) => Array.from({ length: count }, (_, index) => providers(index + 1));

/** Fills the account's window, then waits it out: the next call opens a whole second of its own. */
async function freshWindow(sandbox: RunningSandbox, authorization: string) {
  for (;;) {
    const reply = await post(`${sandbox.url}/broadband/basic/v1`, batchOf(LIMIT), {
      Authorization: authorization,
    });
    if (reply.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(reply.headers.get('retry-after')) * 1000));
      return;
    }
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  }
}

describe('--account-rate-limit', () => {
  it('refuses a batch of more calls than an account may make in a second, with 429 and Retry-After', async () => {
    const reply = await post(`${limited.url}/broadband/basic/v1`, batchOf(LIMIT + 1), {
      Authorization: basic('admin', 'sandbox-admin'),
    });
    expect(reply.status).toBe(429);
    expect(reply.json).toMatchObject({ message: 'API rate limit exceeded', reason: 'rate_limited' });
    expect(Number(reply.headers.get('retry-after'))).toBe(1);
  });

  it('lets an account’s calls through up to the limit, then refuses until the next second', async () => {
    const admin = basic('admin', 'sandbox-admin');
    const url = `${limited.url}/broadband/basic/v1`;
    await freshWindow(limited, admin);
    expect((await post(url, batchOf(LIMIT), { Authorization: admin })).status).toBe(200);
    const refused = await post(url, providers(1), { Authorization: admin });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    expect((await post(url, batchOf(LIMIT), { Authorization: admin })).status).toBe(200);
  });

  it('counts each account on its own, bearer tokens as well as Basic', async () => {
    const bearer = await logIn(limited.url, 'readonly', 'sandbox-readonly');
    const url = `${limited.url}/broadband/basic/v1`;
    await freshWindow(limited, bearer);
    expect((await post(url, batchOf(LIMIT), { Authorization: bearer })).status).toBe(200);
    const over = await post(url, providers(1), { Authorization: bearer });
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ message: 'API rate limit exceeded' });
    // that account is full; the admin's calls are counted apart
    expect((await post(url, providers(2), { Authorization: basic('admin', 'sandbox-admin') })).status).toBe(
      200,
    );
  });

  it('is off by default: a sandbox without it answers a large batch of one account', async () => {
    const reply = await post(`${unlimited.url}/broadband/basic/v1`, batchOf(50), {
      Authorization: basic('admin', 'sandbox-admin'),
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toHaveLength(50);
  });
});

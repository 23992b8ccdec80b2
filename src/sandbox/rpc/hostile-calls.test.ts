import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RpcError, call, errorOf, logIn, post, resultOf } from '../testing/http-client.ts';
import { seededDataDir, startSandboxProcess, stopCliProcesses } from '../testing/sandbox-process.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';
import { MAX_LISTED_ISSUES } from './contract.ts';
import { MAX_BATCH_REPLY_CHARACTERS } from './engine.ts';

const anyKey = { apikey: 'pk_sandbox_any_8b3e5f0c9d21' };

let sandbox: RunningSandbox;
let admin: string;
beforeAll(async () => {
  sandbox = await startTestSandbox({ strictReplies: false });
  admin = await logIn(sandbox.url, 'admin', 'sandbox-admin');
});
afterAll(() => sandbox.stop());

type SchemaError = RpcError['error'] & {
  data: { errors: { path: string; message: string }[]; error_count: number };
};

async function zipcodeWith(filter: unknown, client: string) {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'zipcode',
    params: { zipcode: '1012AB', housenr: 1, filter },
  });
  const reply = await post(`${sandbox.url}/broadband/basic/v1`, body, {
    ...anyKey,
    'x-forwarded-for': client,
  });
  return { body, reply, error: errorOf(reply.json as RpcError) as SchemaError };
}

describe('schema errors stay small', () => {
  it('answers a huge array of wrong items with one bounded error, not one per item', async () => {
    const { body, reply, error } = await zipcodeWith(
      { provider: Array.from({ length: 300_000 }, () => 7) },
      '192.0.2.10',
    );
    expect(error.code).toBe(11);
    expect(error.data.errors.length).toBeGreaterThanOrEqual(1);
    expect(error.data.errors.length).toBeLessThanOrEqual(MAX_LISTED_ISSUES);
    expect(error.message).toMatch(/stopped at the first problem/);
    expect(reply.text.length).toBeLessThan(4096);
    expect(reply.text.length).toBeLessThan(body.length);
  });

  it('lists at most the first 20 problems of a smaller request, with their count', async () => {
    const { error } = await zipcodeWith(
      { provider: Array.from({ length: 60 }, (_, index) => index) },
      '192.0.2.11',
    );
    expect(error.data.errors).toHaveLength(MAX_LISTED_ISSUES);
    expect(error.data.error_count).toBeGreaterThan(MAX_LISTED_ISSUES);
    expect(error.message).toMatch(/and \d+ more \(see data\.errors\)/);
  });

  it('bounds unknown members and their names the same way', async () => {
    const filter = Object.fromEntries(Array.from({ length: 60_000 }, (_, index) => [`m${index}`, 0]));
    const many = await zipcodeWith(filter, '192.0.2.12');
    expect(many.error.code).toBe(11);
    expect(many.reply.text.length).toBeLessThan(4096);

    const longName = await zipcodeWith({ ['y'.repeat(500_000)]: 1 }, '192.0.2.13');
    expect(longName.error.data.errors[0]?.message).toMatch(/^unknown member "y+…"$/);
    expect(longName.reply.text.length).toBeLessThan(4096);
  });

  it('bounds the errors of authenticated methods too', async () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'set_profile',
      params: { ip_whitelist: Array.from({ length: 250_000 }, () => ({})) },
    });
    const reply = await post(`${sandbox.url}/user/v1`, body, { authorization: admin });
    expect(errorOf(reply.json as RpcError).code).toBe(11);
    expect(reply.text.length).toBeLessThan(4096);
  });

  it('quotes a long unknown method name cut short', async () => {
    const reply = await post(
      `${sandbox.url}/broadband/basic/v1`,
      { jsonrpc: '2.0', id: 1, method: 'm'.repeat(600_000) },
      { ...anyKey, 'x-forwarded-for': '192.0.2.14' },
    );
    expect(errorOf(reply.json as RpcError).code).toBe(-32601);
    expect(reply.text.length).toBeLessThan(4096);
  });
});

describe('batches within the documented limits', () => {
  it('answers 100 full-size listings without a 500: entries past the reply limit get -32000 saying why', async () => {
    const batch = Array.from({ length: 100 }, (_, index) => ({
      jsonrpc: '2.0',
      id: index,
      method: 'list_carriers',
      params: { pagination: { page: 1, per_page: index % 2 === 0 ? 10_000 : 0 } },
    }));
    const reply = await post(`${sandbox.url}/broadband/v1`, batch, { authorization: admin });
    expect(reply.status).toBe(200);
    const entries = reply.json as ({ id: number; result?: { carriers: unknown[] } } & Partial<RpcError>)[];
    expect(entries.map((entry) => entry.id)).toEqual(batch.map((entry) => entry.id));
    const answered = entries.filter((entry) => entry.result);
    const leftOut = entries.filter((entry) => entry.error);
    expect(answered.length).toBeGreaterThan(0);
    expect(leftOut.length).toBeGreaterThan(0);
    expect(answered.length + leftOut.length).toBe(100);
    expect(leftOut[0]?.error).toMatchObject({
      code: -32000,
      message: expect.stringMatching(/Batch reply limit/),
      data: { limit_bytes: MAX_BATCH_REPLY_CHARACTERS },
    });
    expect(reply.text.length).toBeLessThanOrEqual(MAX_BATCH_REPLY_CHARACTERS + 64 * 1024);
  });
});

/**
 * Ordering, not timing: the sandbox runs in a process of its own, and a cheap call sent after
 * long work must be answered before that work is done.
 */
describe('long work beside a cheap call', () => {
  let url = '';
  let token = '';
  beforeAll(async () => {
    ({ url } = await startSandboxProcess(['--port', '0', '--data-dir', seededDataDir()]));
    token = await logIn(url, 'admin', 'sandbox-admin');
  });
  afterAll(stopCliProcesses);

  const listing = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'list_carriers',
    params: { pagination: { page: 1, per_page: 10_000 } },
  });
  /** Sends a request on a connection of its own and resolves with the status once the reply has been read. */
  const send = (path: string, body: unknown, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${url}${path}`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', ...headers },
      });
      request.once('response', (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      });
      request.once('error', reject);
      request.end(JSON.stringify(body));
    });
  const cheapCall = async (order: string[]) => {
    expect(
      await send('/broadband/basic/v1', { jsonrpc: '2.0', id: 1, method: 'list_providers' }, anyKey),
    ).toBe(200);
    order.push('cheap');
  };
  const started = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('answers the cheap call while a batch of long listings runs', async () => {
    const order: string[] = [];
    const batch = send(
      '/broadband/v1',
      Array.from({ length: 30 }, (_, index) => listing(index)),
      { authorization: token },
    ).then(() => order.push('batch'));
    await started();
    await Promise.all([batch, cheapCall(order)]);
    expect(order).toEqual(['cheap', 'batch']);
  });

  it('answers the cheap call before long listings that arrived first', async () => {
    const order: string[] = [];
    // queued behind the listings, the cheap call would come last; a loaded machine delays it by a
    // number of listings that does not grow with their count, so many listings keep the margin wide
    const listings = Array.from({ length: 60 }, async (_, index) => {
      expect(await send('/broadband/v1', listing(index), { authorization: token })).toBe(200);
      order.push(`listing ${index}`);
    });
    await started();
    await Promise.all([...listings, cheapCall(order)]);
    expect(order.indexOf('cheap')).toBeLessThan(30);
  }, 60_000);
});

describe('pages far past the end', () => {
  it.each([1e300, 2 ** 53 + 2, 1e16])(
    'answers list_transactions page %s with an empty page',
    async (page) => {
      const { reply } = await call(
        sandbox.url,
        'broadband/v1',
        'list_transactions',
        { pagination: { page, per_page: 10_000 } },
        admin,
      );
      const result = resultOf(reply) as { transactions: unknown[]; pagination: { total_items: number } };
      expect(result.transactions).toEqual([]);
      expect(result.pagination.total_items).toBeGreaterThan(0);
    },
  );

  it('answers list_carriers the same way', async () => {
    const { reply } = await call(
      sandbox.url,
      'broadband/v1',
      'list_carriers',
      { pagination: { page: 2 ** 53 + 2, per_page: 10_000 } },
      admin,
    );
    expect((resultOf(reply) as { carriers: unknown[] }).carriers).toEqual([]);
  });
});

describe('text filters holding U+0000', () => {
  it.each([
    ['list_carriers', { filter: { supplier: 'a\u0000b' } }, '/filter/supplier'],
    ['list_carriers', { filter: { name: '\u0000' } }, '/filter/name'],
    ['list_carriers', { filter: { network_match: 'a\u0000' } }, '/filter/network_match'],
    ['list_transactions', { filter: { text: '\u0000' } }, '/filter/text'],
    ['list_transactions', { filter: { nid: '1012\u0000' } }, '/filter/nid'],
  ])('%s %j answers 011 naming the member', async (method, params, path) => {
    const { reply } = await call(sandbox.url, 'broadband/v1', method, params, admin);
    const error = errorOf(reply);
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
  });
});

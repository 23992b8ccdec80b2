import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, post } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';
import { MAX_BATCH_ENTRIES } from './engine.ts';

const admin = basic('admin', 'sandbox-admin');
const readonly = basic('readonly', 'sandbox-readonly');

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

const send = (body: unknown, className = 'broadband/v1', authorization = admin) =>
  post(`${sandbox.url}/${className}`, body, { authorization });
const errorCode = (reply: unknown) => (reply as { error: { code: number } }).error.code;

// The examples of section 7 of the JSON-RPC 2.0 specification, adapted to this service's methods.
describe('JSON-RPC 2.0 envelope', () => {
  it('answers a call with its id', async () => {
    const reply = await send(
      { jsonrpc: '2.0', method: 'get_housenrs', params: { zipcode: '1012AB' }, id: 1 },
      'postcodes/v1',
    );
    expect(reply.json).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { housenrs: expect.arrayContaining([1]) },
    });
  });

  it.each([['abc'], [42], [0], [-7.5], [null], ['']])('echoes the id %j unchanged', async (id) => {
    const reply = await send({ jsonrpc: '2.0', method: 'list_providers', id });
    expect((reply.json as { id: unknown }).id).toStrictEqual(id);
  });

  it('accepts params omitted, {} and [] for a parameterless method', async () => {
    for (const params of [undefined, {}, []]) {
      const reply = await send({
        jsonrpc: '2.0',
        method: 'list_providers',
        id: 2,
        ...(params === undefined ? {} : { params }),
      });
      expect(reply.json).toHaveProperty('result.providers');
    }
  });

  it('sends nothing back for a notification', async () => {
    const reply = await send({ jsonrpc: '2.0', method: 'list_providers' });
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
  });

  it('answers a method that does not exist with -32601', async () => {
    const reply = await send({ jsonrpc: '2.0', method: 'foobar', id: '1' });
    expect(reply.json).toMatchObject({
      id: '1',
      error: { code: -32601, message: expect.stringContaining('foobar') },
    });
  });

  it('answers invalid JSON with -32700 and id null', async () => {
    const reply = await send('{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]');
    expect(reply.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
  });

  it('answers an invalid request object with -32600 and id null', async () => {
    const reply = await send({ jsonrpc: '2.0', method: 1, params: 'bar' });
    expect(reply.json).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it('answers a batch of invalid JSON with one -32700', async () => {
    const reply = await send(
      '[{"jsonrpc": "2.0", "method": "list_providers", "id": "1"},{"jsonrpc": "2.0", "method"]',
    );
    expect(reply.json).toMatchObject({ id: null, error: { code: -32700 } });
  });

  it('answers an empty batch with one -32600', async () => {
    const reply = await send([]);
    expect(Array.isArray(reply.json)).toBe(false);
    expect(reply.json).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it('answers a batch of non-objects with one -32600 per entry', async () => {
    expect(((await send([1])).json as unknown[]).map(errorCode)).toEqual([-32600]);
    expect(((await send([1, 2, 3])).json as unknown[]).map(errorCode)).toEqual([-32600, -32600, -32600]);
  });

  it('answers a mixed batch entry by entry, skipping notifications', async () => {
    const reply = await send([
      { jsonrpc: '2.0', method: 'list_providers', id: '1' },
      { jsonrpc: '2.0', method: 'list_providers' },
      { jsonrpc: '2.0', method: 'get_transaction', params: { uuid: 'not-a-uuid' }, id: '2' },
      { foo: 'boo' },
      { jsonrpc: '2.0', method: 'foo.get', params: { name: 'myself' }, id: '5' },
      { jsonrpc: '2.0', method: 'list_carriers', params: { pagination: { page: 1, per_page: 1 } }, id: '9' },
    ]);
    const replies = reply.json as { id: unknown; result?: unknown; error?: { code: number } }[];
    expect(replies.map((entry) => [entry.id, entry.error?.code ?? 'ok'])).toEqual([
      ['1', 'ok'],
      ['2', 11],
      [null, -32600],
      ['5', -32601],
      ['9', 'ok'],
    ]);
  });

  it('sends nothing back for a batch of notifications only', async () => {
    const reply = await send([
      { jsonrpc: '2.0', method: 'list_providers' },
      { jsonrpc: '2.0', method: 'foobar' },
    ]);
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
  });

  it('treats a nested batch as an invalid entry', async () => {
    const reply = await send([[{ jsonrpc: '2.0', method: 'list_providers', id: 1 }]]);
    expect((reply.json as unknown[]).map(errorCode)).toEqual([-32600]);
  });

  it(`refuses a batch over ${MAX_BATCH_ENTRIES} entries as one invalid request`, async () => {
    const batch = Array.from({ length: MAX_BATCH_ENTRIES + 1 }, (_, id) => ({
      jsonrpc: '2.0',
      method: 'list_providers',
      id,
    }));
    const reply = await send(batch);
    expect(reply.json).toMatchObject({
      id: null,
      error: { code: -32600, message: expect.stringContaining(String(MAX_BATCH_ENTRIES)) },
    });
  });

  it('answers invalid UTF-8 with -32700 and accepts a byte-order mark', async () => {
    const invalid = Buffer.concat([
      Buffer.from('{"jsonrpc":"2.0","method":"list_providers","id":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    expect(errorCode((await send(invalid)).json)).toBe(-32700);
    const withBom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(JSON.stringify({ jsonrpc: '2.0', method: 'list_providers', id: 3 })),
    ]);
    expect((await send(withBom)).json).toHaveProperty('result.providers');
  });

  it('answers ids of every other JSON type and null batch entries as invalid requests', async () => {
    for (const id of [true, false, [1], { a: 1 }]) {
      expect(errorCode((await send({ jsonrpc: '2.0', method: 'list_providers', id })).json)).toBe(-32600);
    }
    const batch = (await send([null, { jsonrpc: '2.0', method: 'list_providers', id: 1 }, null])).json as {
      id: unknown;
      error?: { code: number };
    }[];
    expect(batch.map((entry) => entry.error?.code ?? 'ok')).toEqual([-32600, 'ok', -32600]);
  });

  it('rejects a wrong jsonrpc version and a non-scalar id', async () => {
    expect(errorCode((await send({ jsonrpc: '1.0', method: 'list_providers', id: 1 })).json)).toBe(-32600);
    expect(errorCode((await send({ jsonrpc: '2.0', method: 'list_providers', id: { a: 1 } })).json)).toBe(
      -32600,
    );
  });
});

describe('service errors', () => {
  it('reports schema violations as 011 with the failing paths and the cid', async () => {
    const reply = await send({
      jsonrpc: '2.0',
      method: 'list_carriers',
      params: { pagination: { page: 0, per_page: 10 }, colour: 'red' },
      id: 7,
    });
    const error = (
      reply.json as {
        error: {
          code: number;
          message: string;
          data: { cid: string; errors: { path: string; message: string }[] };
        };
      }
    ).error;
    expect(error.code).toBe(11);
    expect(error.data.cid).toBe(reply.headers.get('x-broadband-cid'));
    expect(error.data.errors).toEqual(
      expect.arrayContaining([
        { path: '/', message: 'unknown member "colour"' },
        expect.objectContaining({ path: '/pagination/page' }),
      ]),
    );
  });

  it('refuses by-position params with 011', async () => {
    const reply = await send(
      { jsonrpc: '2.0', method: 'get_housenrs', params: ['1012AB'], id: 8 },
      'postcodes/v1',
    );
    expect(errorCode(reply.json)).toBe(11);
  });

  it('answers a method the caller lacks the permission for with 012 naming it', async () => {
    const reply = await send(
      {
        jsonrpc: '2.0',
        method: 'cancel_transaction',
        params: { uuid: '00000000-0000-4000-8000-000000000000' },
        id: 9,
      },
      'broadband/v1',
      readonly,
    );
    expect(reply.json).toMatchObject({
      error: { code: 12, message: expect.stringContaining('#broadband-ordering-d') },
    });
  });
});

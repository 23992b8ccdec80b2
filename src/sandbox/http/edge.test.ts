import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { basic, post, rawPost } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';

const admin = basic('admin', 'sandbox-admin');

const listProviders = { jsonrpc: '2.0', id: 1, method: 'list_providers' };
const CID = /^[0-9a-f]{24}$/;

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ bodyLimitBytes: 4096 });
});
afterAll(() => sandbox.stop());

describe('HTTP edge', () => {
  it('answers a class URL with a JSON-RPC reply, a correlation id and CORS headers', async () => {
    const reply = await post(`${sandbox.url}/broadband/basic/v1`, listProviders, {
      authorization: admin,
      origin: 'https://partner.example',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('x-broadband-cid')).toMatch(CID);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('access-control-expose-headers')).toContain('X-Broadband-CID');
    expect(reply.json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { providers: ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'] },
    });
  });

  it('states the length of every reply in bytes, small or large, with any characters', async () => {
    const call = async (body: unknown) => {
      const response = await fetch(`${sandbox.url}/broadband/v1`, {
        method: 'POST',
        headers: { authorization: admin, 'accept-encoding': 'identity' },
        body: JSON.stringify(body),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { bytes, declared: Number(response.headers.get('content-length')) };
    };
    const small = await call({ jsonrpc: '2.0', id: 1, method: 'wijzig_één_ß' });
    expect(small.declared).toBe(small.bytes.length);
    expect(JSON.parse(small.bytes.toString())).toMatchObject({
      error: { code: -32601, data: { method: 'wijzig_één_ß' } },
    });
    const large = await call({
      jsonrpc: '2.0',
      id: 2,
      method: 'list_carriers',
      params: { pagination: { page: 1, per_page: 10_000 } },
    });
    expect(large.bytes.length).toBeGreaterThan(64 * 1024);
    expect(large.declared).toBe(large.bytes.length);
    expect(JSON.parse(large.bytes.toString()).result.carriers).toHaveLength(10_000);
  });

  it('compresses large replies as the client accepts, brotli first, and leaves small ones as they are', async () => {
    const tenThousand = {
      jsonrpc: '2.0',
      id: 3,
      method: 'list_carriers',
      params: { pagination: { page: 1, per_page: 10_000 } },
    };
    const plain = await rawPost(`${sandbox.url}/broadband/v1`, tenThousand, {
      authorization: admin,
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const cases = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
    ] as const;
    for (const [accepted, expected] of cases) {
      const reply = await rawPost(`${sandbox.url}/broadband/v1`, tenThousand, {
        authorization: admin,
        'accept-encoding': accepted,
      });
      expect(reply.headers['content-encoding']).toBe(expected);
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBe(reply.bytes.length);
      expect(reply.bytes.length).toBeLessThan(plain.bytes.length / 5);
      const text = (
        expected === 'br' ? brotliDecompressSync(reply.bytes) : gunzipSync(reply.bytes)
      ).toString();
      expect(JSON.parse(text)).toEqual(JSON.parse(plain.bytes.toString()));
    }

    const small = await rawPost(`${sandbox.url}/broadband/basic/v1`, listProviders, {
      authorization: admin,
      'accept-encoding': 'br',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toHaveProperty('result.providers');
  });

  it('gives every reply a correlation id of its own', async () => {
    const cids = new Set<string | null>();
    for (let round = 0; round < 12; round++) {
      const replies = await Promise.all(
        Array.from({ length: 50 }, () =>
          post(`${sandbox.url}/broadband/basic/v1`, listProviders, { authorization: admin }),
        ),
      );
      for (const reply of replies) cids.add(reply.headers.get('x-broadband-cid'));
    }
    expect(cids.size).toBe(600);
    for (const cid of cids) expect(cid).toMatch(CID);
  });

  it.each(['/broadband/basic/v1/', '//broadband/basic/v1', '/broadband//basic/v1/?x=1'])(
    'tolerates the path %s',
    async (path) => {
      const reply = await post(`${sandbox.url}${path}`, listProviders, { authorization: admin });
      expect(reply.status).toBe(200);
      expect((reply.json as { result: unknown }).result).toHaveProperty('providers');
    },
  );

  it('reads the body as JSON whatever the Content-Type says', async () => {
    const reply = await post(`${sandbox.url}/broadband/basic/v1`, JSON.stringify(listProviders), {
      authorization: admin,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(reply.status).toBe(200);
    expect((reply.json as { result: unknown }).result).toHaveProperty('providers');
  });

  it('refuses other HTTP methods on class URLs with 405, Allow: POST and the envelope body', async () => {
    const response = await fetch(`${sandbox.url}/broadband/v1`, {
      method: 'GET',
      headers: { authorization: admin },
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(body).toMatchObject({ result: 'error', details: expect.stringContaining('GET') });
    expect(body.cid).toBe(response.headers.get('x-broadband-cid'));
  });

  it('answers an unknown URL with 404 plain text naming it', async () => {
    const reply = await post(`${sandbox.url}/broadband/v2`, listProviders, { authorization: admin });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reply.text).toContain('/broadband/v2');
    expect(reply.headers.get('x-broadband-cid')).toMatch(CID);
  });

  it('answers missing or wrong credentials with 401, a message and the fitting WWW-Authenticate challenge', async () => {
    const reply = await post(`${sandbox.url}/broadband/v1`, listProviders);
    expect(reply.status).toBe(401);
    // No Basic challenge for a caller that did not try Basic: browsers would pop up a password dialog.
    expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="broadband"');
    const basicAttempt = await post(`${sandbox.url}/broadband/v1`, listProviders, {
      authorization: basic('admin', 'wrong'),
    });
    expect(basicAttempt.headers.get('www-authenticate')).toMatch(/^Basic realm="broadband".*Bearer/);
    expect((reply.json as { message: string }).message).toMatch(/Authorization required/);
  });

  it('refuses a body over the limit with 413 and says the limit', async () => {
    const reply = await post(`${sandbox.url}/broadband/v1`, 'x'.repeat(5000), { authorization: admin });
    expect(reply.status).toBe(413);
    expect((reply.json as { message: string }).message).toContain('4096 bytes');
  });

  it('answers CORS preflights for the headers browser clients send', async () => {
    const response = await fetch(`${sandbox.url}/broadband/basic/v1`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, apikey',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type, authorization, apikey, x-totp',
    );
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('publishes the schemas and the catalogue without authentication', async () => {
    const catalogue = await fetch(`${sandbox.url}/schemas/catalogue.json`);
    expect(catalogue.status).toBe(200);
    const body = (await catalogue.json()) as { classes: { class: string }[] };
    expect(body.classes.map((entry) => entry.class)).toEqual([
      'broadband/basic/v1',
      'broadband/v1',
      'postcodes/v1',
      'user/v1',
      'mail/v1',
    ]);
    const schema = await fetch(`${sandbox.url}/schemas/broadband/list_carriers_request_v1.json`);
    expect(schema.status).toBe(200);
    expect(((await schema.json()) as { properties: object }).properties).toHaveProperty('pagination');
    const missing = await fetch(`${sandbox.url}/schemas/broadband/nothing_request_v1.json`);
    expect(missing.status).toBe(404);
  });

  it('describes itself at the root', async () => {
    const response = await fetch(`${sandbox.url}/`);
    const body = (await response.json()) as { classes: { url: string }[]; log_in: string };
    expect(body.classes.map((entry) => entry.url)).toContain('/broadband/v1');
    expect(body.log_in).toBe('/jwt/log-in');
  });

  it('can be mounted under a prefix, as the portal does under /api', async () => {
    const server = createServer((request, response) => {
      const url = request.url ?? '/';
      if (url === '/api' || url.startsWith('/api/'))
        void sandbox.sandbox.handle(request, response, url.slice('/api'.length) || '/');
      else response.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const reply = await post(`${base}/api/broadband/basic/v1`, listProviders, { authorization: admin });
      expect(reply.json).toHaveProperty('result.providers');
      const index = (await (await fetch(`${base}/api/`)).json()) as { log_in: string; catalogue: string };
      expect(index.log_in).toBe('/api/jwt/log-in');
      expect((await fetch(`${base}${index.catalogue}`)).status).toBe(200);
      const missing = await post(`${base}/api/nothing/v1`, listProviders, { authorization: admin });
      expect(missing.text).toContain('/nothing/v1');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

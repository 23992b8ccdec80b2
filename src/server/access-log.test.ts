import { PassThrough } from 'node:stream';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger.ts';
import { DEMO_TOTP_SECRET } from '../sandbox/index.ts';
import { type PortalUnderTest, rawRequest, startTestPortal } from './testing/portal-under-test.ts';
import { basic } from '../sandbox/testing/http-client.ts';

/** A JSON log at info level, and every line it has written so far. */
function capturedLog() {
  const written: string[] = [];
  const capture = new PassThrough();
  capture.on('data', (chunk: Buffer) => written.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return { logger: createLogger({ level: 'info', format: 'json', to: capture }), written };
}

/** Every line the portal logged, as written. */
const { logger, written } = capturedLog();

interface AccessLine {
  time: string;
  level: string;
  msg: string;
  cid?: string;
  client: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  class?: string;
  methods?: string[];
}
const accessLines = (lines = written) =>
  lines.map((line) => JSON.parse(line) as AccessLine).filter((line) => line.msg === 'request');
/** The line of the request to `path` with `method`, once the reply has gone (lines come as replies close). */
async function lineOf(method: string, path: string): Promise<AccessLine> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const line = accessLines().find((candidate) => candidate.method === method && candidate.path === path);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no access line for ${method} ${path}`);
}

const OUTSIDE = '203.0.113.7';
let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startTestPortal({
    trustedProxies: ['127.0.0.1/32'],
    logger,
  });
});
afterAll(() => portal.stop());

describe('the access log', () => {
  it('writes one JSON line per request with what an operator needs, and none of its secrets', async () => {
    const secrets: string[] = [
      'sandbox-whitelist',
      'sandbox-totp',
      basic('whitelist', 'sandbox-whitelist').slice('Basic '.length),
    ];

    // a page with a query string that carries something private
    const page = await fetch(`${portal.url}/transactions?search=private-query-text`);
    expect(page.status).toBe(200);
    const pageBytes = (await page.arrayBuffer()).byteLength;
    secrets.push('private-query-text');

    // a batch of two calls, Basic auth, from a client the trusted proxy names (127.0.0.9, not the socket's 127.0.0.1)
    const batch = await fetch(`${portal.url}/api/broadband/v1?key=private-key-in-query`, {
      method: 'POST',
      headers: {
        Authorization: basic('whitelist', 'sandbox-whitelist'),
        'Content-Type': 'application/json',
        'X-Forwarded-For': '127.0.0.9',
        'Accept-Encoding': 'identity',
      },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'list_providers', params: {} },
        { jsonrpc: '2.0', id: 2, method: 'zipcode', params: { zipcode: '1012AB', housenr: 1 } },
      ]),
    });
    expect(batch.status).toBe(200);
    const batchBytes = (await batch.arrayBuffer()).byteLength;
    secrets.push('private-key-in-query');

    // a log-in with a password and a TOTP code, from outside the whitelist; then the token and its cookie
    const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 }).generate();
    const logIn = await fetch(`${portal.url}/api/jwt/log-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': OUTSIDE, 'X-TOTP': code },
      body: JSON.stringify({ username: 'totp', password: 'sandbox-totp' }),
    });
    expect(logIn.status).toBe(200);
    const token = ((await logIn.json()) as { access_token: string }).access_token;
    const cookie = logIn.headers.getSetCookie()[0]!.split(';')[0]!;
    secrets.push(code, token, cookie.split('=')[1]!);
    const profile = await fetch(`${portal.url}/api/user/v1`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        Cookie: cookie,
        'Content-Type': 'application/json',
        'X-Forwarded-For': OUTSIDE,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'get_profile' }),
    });
    expect(profile.status).toBe(200);
    await profile.arrayBuffer();

    const pageLine = await lineOf('GET', '/transactions');
    expect(pageLine).toMatchObject({ level: 'info', client: '127.0.0.1', status: 200, bytes: pageBytes });
    expect(pageLine.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(pageLine.ms).toBeGreaterThanOrEqual(0);

    const batchLine = await lineOf('POST', '/api/broadband/v1');
    expect(batchLine).toMatchObject({
      client: '127.0.0.9',
      status: 200,
      bytes: batchBytes,
      class: 'broadband/v1',
      methods: ['list_providers', 'zipcode'],
      cid: batch.headers.get('x-broadband-cid'),
    });

    expect(await lineOf('POST', '/api/jwt/log-in')).toMatchObject({ client: OUTSIDE, status: 200 });
    expect(await lineOf('POST', '/api/user/v1')).toMatchObject({
      client: OUTSIDE,
      class: 'user/v1',
      methods: ['get_profile'],
      cid: profile.headers.get('x-broadband-cid'),
    });

    const log = written.join('\n');
    for (const secret of secrets) expect(log, 'a secret in the log').not.toContain(secret);
    expect(log).not.toMatch(/authorization|cookie|password|totp/i);
  });

  it('keeps each line one JSON object when the path or the forwarded address holds quotes, backslashes or more than ASCII', async () => {
    const quoted = await rawRequest(portal.url, '/quoted"path"');
    expect(quoted.status).toBe(200);
    expect(await lineOf('GET', '/quoted"path"')).toMatchObject({ status: 200 });

    const forged = 'not"an\\address\u00e9';
    const forwarded = await fetch(`${portal.url}/forwarded-by-a-liar`, {
      headers: { 'X-Forwarded-For': forged },
    });
    await forwarded.arrayBuffer();
    expect(await lineOf('GET', '/forwarded-by-a-liar')).toMatchObject({ client: forged });
  });

  it('names a method only as the service could name one: an overlong or odd name is not copied', async () => {
    const reply = await fetch(`${portal.url}/api/broadband/v1`, {
      method: 'POST',
      headers: { Authorization: basic('admin', 'sandbox-admin'), 'Content-Type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"no_such_method_' + 'x'.repeat(200) + '"}',
    });
    expect(reply.status).toBe(200);
    await reply.arrayBuffer();
    await expect
      .poll(
        () =>
          accessLines()
            .filter((line) => line.path === '/api/broadband/v1')
            .at(-1)?.methods,
      )
      .toEqual(['(not a method name)']);
    expect(written.join('\n')).not.toContain('x'.repeat(100));
  });
});

describe('the correlation id of every request', () => {
  const log = capturedLog();
  let underBasename: PortalUnderTest;
  beforeAll(async () => {
    underBasename = await startTestPortal({ env: { PORTAL_BASENAME: '/portal/' }, logger: log.logger });
  });
  afterAll(() => underBasename.stop());

  /** The line that names `cid`, once the reply has gone. */
  async function lineWithCid(cid: string | null): Promise<AccessLine> {
    await expect.poll(() => accessLines(log.written).filter((line) => line.cid === cid)).toHaveLength(1);
    return accessLines(log.written).find((line) => line.cid === cid)!;
  }

  it('is in the line of a probe, the redirect, a page, a built file and a 404 alike, as in the reply', async () => {
    const cids = new Set<string>();
    for (const [path, status] of [
      ['/healthz', 200],
      ['/readyz', 200],
      ['/', 301],
      ['/portal/', 200],
      ['/portal/assets/x-abc123.js', 200],
      ['/elsewhere', 404],
    ] as const) {
      const reply = await fetch(`${underBasename.url}${path}`, { redirect: 'manual' });
      await reply.arrayBuffer();
      expect(reply.status, path).toBe(status);
      const cid = reply.headers.get('x-broadband-cid');
      expect(cid, path).toMatch(/^[0-9a-f]{24}$/);
      expect(await lineWithCid(cid), path).toMatchObject({ method: 'GET', path, status });
      cids.add(cid!);
    }
    expect(cids.size).toBe(6);
  });

  it('is the one the request brought when it is a valid id, for the API too; anything else is replaced', async () => {
    const given = 'trace-2f6c1a9e:01';
    const probe = await fetch(`${underBasename.url}/healthz`, { headers: { 'X-Broadband-CID': given } });
    expect(probe.headers.get('x-broadband-cid')).toBe(given);
    expect(await lineWithCid(given)).toMatchObject({ path: '/healthz', status: 200 });

    const apiGiven = 'b6f1c0de-93aa-4c8e-9d1e-5a7f00c1e2d3';
    const refused = await fetch(`${underBasename.url}/api/broadband/basic/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Broadband-CID': apiGiven },
      body: '{"jsonrpc":"2.0","id":1,"method":"list_providers"}',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-broadband-cid')).toBe(apiGiven);
    expect(((await refused.json()) as { cid: string }).cid).toBe(apiGiven);
    expect(await lineWithCid(apiGiven)).toMatchObject({ path: '/api/broadband/basic/v1', status: 401 });

    for (const invalid of [
      'short',
      'has a space in it',
      'x'.repeat(65),
      'a"b\\c-0123456789',
      'abcdefgh, ijklmnop',
    ]) {
      const reply = await fetch(`${underBasename.url}/readyz`, { headers: { 'X-Broadband-CID': invalid } });
      await reply.arrayBuffer();
      const cid = reply.headers.get('x-broadband-cid');
      expect(cid, invalid).toMatch(/^[0-9a-f]{24}$/);
      expect(await lineWithCid(cid), invalid).toMatchObject({ path: '/readyz' });
    }
    expect(log.written.join('\n')).not.toContain('has a space');
  });
});

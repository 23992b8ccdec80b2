import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, call, logIn, post, resultOf } from '../testing/http-client.ts';
import { type RunningSandbox, TEST_JWT_SECRET, startTestSandbox } from '../testing/sandbox-under-test.ts';

const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OUTSIDE = { 'x-forwarded-for': '203.0.113.7' };
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ throttle: { perAccount: 10, perIp: 1000, windowSeconds: 900 } });
});
afterAll(() => sandbox.stop());

const profile = (authorization: string, headers: Record<string, string> = {}) =>
  call(sandbox.url, 'user/v1', 'get_profile', {}, authorization, headers);
const codeAt = (offsetSteps: number) =>
  new TOTP({ secret: Secret.fromBase32(TOTP_SECRET), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function signed(
  claims: Record<string, unknown>,
  options: { expiresIn?: number | null; notBefore?: number; key?: Uint8Array } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT({ name: 'admin', roles: [], amr: ['pwd', 'ip'], ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuedAt(now);
  if (options.expiresIn !== null) jwt = jwt.setExpirationTime(now + (options.expiresIn ?? 3600));
  if (options.notBefore !== undefined) jwt = jwt.setNotBefore(now + options.notBefore);
  return `Bearer ${await jwt.sign(options.key ?? secret)}`;
}

describe('HTTP Basic', () => {
  it('lets a whitelisted account call with Basic', async () => {
    const { http, reply } = await profile(basic('admin', 'sandbox-admin'));
    expect(http.status).toBe(200);
    expect(resultOf(reply)).toMatchObject({ username: 'admin', token_expires_at: null });
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const { http } = await profile(basic('admin', 'wrong'));
    expect(http.status).toBe(401);
    expect(http.json).toMatchObject({
      message: 'Invalid user name or password.',
      reason: 'invalid_credentials',
    });
    expect(http.headers.get('www-authenticate')).toContain('Basic');
  });

  it('refuses Basic for an account that needs TOTP from this IP, pointing to the log-in', async () => {
    const { http } = await profile(basic('totp', 'sandbox-totp'));
    expect(http.status).toBe(401);
    expect((http.json as { message: string }).message).toMatch(/\/jwt\/log-in.*X-TOTP/);
  });

  it('refuses a caller outside the whitelist of an account without TOTP with 403', async () => {
    const { http } = await profile(basic('whitelist', 'sandbox-whitelist'), OUTSIDE);
    expect(http.status).toBe(403);
    expect(http.json).toMatchObject({
      message: expect.stringContaining('203.0.113.7'),
      reason: 'ip_not_whitelisted',
    });
  });
});

describe('JWT log-in', () => {
  it('issues a 24-hour bearer token for a JSON body, in the reply and the Authorization header', async () => {
    const reply = await post(`${sandbox.url}/jwt/log-in`, { username: 'admin', password: 'sandbox-admin' });
    expect(reply.status).toBe(200);
    const body = reply.json as { access_token: string; token_type: string; expires_in: number };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 86400 });
    expect(reply.headers.get('authorization')).toBe(`Bearer ${body.access_token}`);
    const { reply: rpc } = await profile(`Bearer ${body.access_token}`);
    expect(resultOf(rpc)).toMatchObject({ username: 'admin' });
  });

  it('accepts Basic credentials by POST and by GET', async () => {
    const viaPost = await post(`${sandbox.url}/jwt/log-in`, '', {
      authorization: basic('readonly', 'sandbox-readonly'),
    });
    expect(viaPost.status).toBe(200);
    const viaGet = await fetch(`${sandbox.url}/jwt/log-in`, {
      headers: { authorization: basic('readonly', 'sandbox-readonly') },
    });
    expect(viaGet.status).toBe(200);
    expect(((await viaGet.json()) as { token_type: string }).token_type).toBe('Bearer');
  });

  it('renews the token on every authenticated reply and reports the expiry in the profile', async () => {
    const token = await logIn(sandbox.url, 'admin', 'sandbox-admin');
    const { http, reply } = await profile(token);
    expect(http.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const expires = Date.parse((resultOf(reply) as { token_expires_at: string }).token_expires_at);
    expect(expires - Date.now()).toBeGreaterThan(86_000_000);
    const renewed = http.headers.get('authorization') ?? '';
    expect((await profile(renewed)).http.status).toBe(200);
  });

  it('answers log-out and leaves the stateless token valid until it expires', async () => {
    const token = await logIn(sandbox.url, 'admin', 'sandbox-admin');
    const reply = await post(`${sandbox.url}/jwt-log-out`, '', { authorization: token });
    expect(reply.status).toBe(200);
    expect((reply.json as { message: string }).message).toMatch(/cannot be revoked/);
    expect((await post(`${sandbox.url}/jwt-log-out`, '')).status).toBe(401);
  });

  it.each([
    ['garbage', async () => 'Bearer not.a.token'],
    [
      'a token signed with another secret',
      () => signed({}, { key: new TextEncoder().encode('another-secret') }),
    ],
    ['an expired token', () => signed({}, { expiresIn: -60 })],
    ['a token without exp', () => signed({}, { expiresIn: null })],
    ['a token not valid before a future time', () => signed({}, { notBefore: 3600 })],
    [
      'an alg none token',
      async () =>
        `Bearer ${new UnsecuredJWT({ name: 'admin' }).setSubject('1').setExpirationTime('1h').encode()}`,
    ],
    [
      'a token with a tampered payload',
      async () => {
        const [head, , signature] = (await signed({})).slice(7).split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: '1', name: 'admin', roles: ['#everything'], exp: 9999999999 }),
        ).toString('base64url');
        return `Bearer ${head}.${payload}.${signature}`;
      },
    ],
    ['a token for a user name that does not match', () => signed({ name: 'somebody-else' })],
    [
      'an RS256 token (algorithm confusion)',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return `Bearer ${await new SignJWT({ name: 'admin', roles: [] }).setProtectedHeader({ alg: 'RS256' }).setSubject('1').setExpirationTime('1h').sign(privateKey)}`;
      },
    ],
    [
      'an HS512 token signed with the right secret',
      async () =>
        `Bearer ${await new SignJWT({ name: 'admin', roles: [] }).setProtectedHeader({ alg: 'HS512' }).setSubject('1').setExpirationTime('1h').sign(secret)}`,
    ],

    ['a 10 KiB token', async () => `Bearer ${'a'.repeat(10240)}`],
  ])('refuses %s with 401', async (_name, makeToken) => {
    const { http } = await profile(await makeToken());
    expect(http.status).toBe(401);
    expect(http.json).toMatchObject({ message: expect.stringMatching(/token/i) });
  });

  it('refuses the token of a deleted user', async () => {
    const token = await logIn(sandbox.url, 'whitelist', 'sandbox-whitelist');
    expect((await profile(token)).http.status).toBe(200);
    sandbox.sandbox.db.prepare("DELETE FROM users WHERE username = 'whitelist'").run();
    expect((await profile(token)).http.status).toBe(401);
  });
});

describe('TOTP at log-in', () => {
  it('asks for the code when the caller is outside the whitelist, refuses a wrong one, accepts a right one once', async () => {
    const url = `${sandbox.url}/jwt/log-in`;
    const credentials = { username: 'totp', password: 'sandbox-totp' };
    const missing = await post(url, credentials);
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({
      message: expect.stringMatching(/TOTP code is missing/),
      reason: 'totp_required',
    });

    const code = codeAt(0);
    const wrong = await post(url, credentials, { 'x-totp': code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ message: 'Invalid TOTP code', reason: 'invalid_totp' });

    const accepted = await post(url, credentials, { 'x-totp': code });
    expect(accepted.status).toBe(200);
    const token = `Bearer ${(accepted.json as { access_token: string }).access_token}`;
    expect((await profile(token, OUTSIDE)).http.status).toBe(200);

    const replayed = await post(url, credentials, { 'x-totp': code });
    expect(replayed.status).toBe(403);
    expect(replayed.json).toMatchObject({
      message: expect.stringMatching(/already used/),
      reason: 'totp_reused',
    });
  });

  it('skips TOTP for a whitelisted caller but keeps such a token bound to the whitelist', async () => {
    const token = await logIn(sandbox.url, 'readonly', 'sandbox-readonly');
    expect((await profile(token)).http.status).toBe(200);
    expect((await profile(token, OUTSIDE)).http.status).toBe(403);
  });
});

describe('apiKey tokens', () => {
  const zipcode = (headers: Record<string, string>, className = 'broadband/basic/v1') =>
    post(`${sandbox.url}/${className}`, { jsonrpc: '2.0', id: 1, method: 'list_providers' }, headers);

  it('serves a key from an allowed site', async () => {
    const reply = await zipcode({
      apikey: 'pk_sandbox_local_4f9c2d7a1e6b',
      referer: 'http://localhost:5173/check',
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toHaveProperty('result.providers');
  });

  it('refuses a key from a foreign site with 403 Invalid Referer', async () => {
    const reply = await zipcode({
      apikey: 'pk_sandbox_local_4f9c2d7a1e6b',
      referer: 'https://evil.example/',
    });
    expect(reply.status).toBe(403);
    expect(reply.json).toMatchObject({ message: 'Invalid Referer' });
  });

  it('serves the any-site key without a Referer', async () => {
    expect((await zipcode({ apikey: 'pk_sandbox_any_8b3e5f0c9d21' })).status).toBe(200);
  });

  it('refuses an unknown key, and a key for a class it has no permission in', async () => {
    expect((await zipcode({ apikey: 'pk_unknown' })).json).toMatchObject({
      message: 'You cannot consume this service',
    });
    const user = await zipcode({ apikey: 'pk_sandbox_any_8b3e5f0c9d21' }, 'user/v1');
    expect(user.status).toBe(403);
  });

  it('serves every class its key has a permission in', async () => {
    const key = { apikey: 'pk_sandbox_any_8b3e5f0c9d21' };
    const { reply: housenrs } = await call(
      sandbox.url,
      'postcodes/v1',
      'get_housenrs',
      { zipcode: '1012AB' },
      '',
      key,
    );
    expect(resultOf(housenrs)).toHaveProperty('housenrs');
    const { reply: check } = await call(
      sandbox.url,
      'broadband/basic/v1',
      'zipcode',
      { zipcode: '1012AB', housenr: 1 },
      '',
      key,
    );
    expect(resultOf(check)).toHaveProperty('available');
  });
});

describe('apiKey rate limit', () => {
  it('answers 429 with Retry-After once a key has used its requests of the minute', async () => {
    const key = { apikey: 'pk_sandbox_local_4f9c2d7a1e6b', referer: 'http://127.0.0.1:5173/' };
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    for (let attempt = 0; attempt < 130 && !limited; attempt++) {
      const reply = await post(
        `${sandbox.url}/broadband/basic/v1`,
        { jsonrpc: '2.0', id: attempt, method: 'list_providers' },
        key,
      );
      if (reply.status === 429) limited = reply;
      else expect(reply.status).toBe(200);
    }
    expect(limited?.json).toMatchObject({ message: 'API rate limit exceeded' });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('log-in throttling', () => {
  it('throttles one account after repeated failures with 429 and Retry-After, without slowing another account', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push(
        (await post(`${sandbox.url}/jwt/log-in`, { username: 'readonly', password: `wrong-${attempt}` }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const throttled = await post(`${sandbox.url}/jwt/log-in`, {
      username: 'readonly',
      password: 'sandbox-readonly',
    });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.json).toMatchObject({ reason: 'throttled' });
    const other = await post(`${sandbox.url}/jwt/log-in`, { username: 'admin', password: 'sandbox-admin' });
    expect(other.status).toBe(200);
  });
});

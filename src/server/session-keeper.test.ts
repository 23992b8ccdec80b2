import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalUnderTest, startTestPortal } from './testing/portal-under-test.ts';

const RESTORE = { 'X-Portal-Session': 'restore' };
const credentials = JSON.stringify({ username: 'admin', password: 'sandbox-admin' });

/** `name=value` of a Set-Cookie line, for the next request's Cookie header. */
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

/** What a TLS proxy in front adds to each request it passes on (loopback is a trusted proxy here). */
const VIA_HTTPS = { 'X-Forwarded-Proto': 'https' };

async function logIn(portal: PortalUnderTest, headers: Record<string, string> = VIA_HTTPS) {
  const reply = await fetch(`${portal.url}/api/jwt/log-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: credentials,
  });
  const { access_token: token } = (await reply.json()) as { access_token: string };
  return { token, setCookie: reply.headers.getSetCookie() };
}

const restore = (
  portal: PortalUnderTest,
  cookie: string,
  headers: Record<string, string> = { ...RESTORE, ...VIA_HTTPS },
) => fetch(`${portal.url}/session`, { headers: { ...headers, Cookie: cookie } });

const configIn = async (reply: Response) =>
  JSON.parse(
    /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(await reply.text())![1]!,
  ) as { session: string };

describe('sessions kept across reloads', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    // 90-second tokens: the sandbox renews them every second (24-hour ones once a minute).
    portal = await startTestPortal({ tokenLifetimeSeconds: 90, trustedProxies: ['127.0.0.1', '::1'] });
  });
  afterAll(() => portal.stop());

  it('keeps the log-in’s token in an HttpOnly, SameSite=Strict, __Host- cookie that holds it sealed (https)', async () => {
    const { token, setCookie } = await logIn(portal);
    expect(setCookie).toHaveLength(1);
    const [line] = setCookie;
    expect(line).toMatch(/^__Host-portal-session=v1\.[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(line).toContain('; Path=/');
    expect(line).toContain('; HttpOnly');
    expect(line).toContain('; SameSite=Strict');
    expect(line).toContain('; Secure');
    expect(Number(/Max-Age=(\d+)/.exec(line!)![1])).toBeGreaterThan(80);
    expect(line).not.toContain(token);
    expect(line).not.toContain(token.split('.')[1]!);

    const reply = await restore(portal, cookiePair(line!));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect(await reply.json()).toEqual({ token });
  });

  it('hands the token only to a request with the custom header, from the same site', async () => {
    const { setCookie } = await logIn(portal);
    const cookie = cookiePair(setCookie[0]!);
    const without = await restore(portal, cookie, VIA_HTTPS);
    expect(without.status).toBe(403);
    expect(await without.text()).not.toMatch(/eyJ/);
    const crossSite = await restore(portal, cookie, {
      ...RESTORE,
      ...VIA_HTTPS,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    const preflight = await fetch(`${portal.url}/session`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Headers': 'x-portal-session' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('keeps the renewed token of a later reply', async () => {
    const { token, setCookie } = await logIn(portal);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const call = await fetch(`${portal.url}/api/user/v1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Cookie: cookiePair(setCookie[0]!), ...VIA_HTTPS },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'get_profile', params: {} }),
    });
    const renewed = /^Bearer (\S+)$/.exec(call.headers.get('authorization') ?? '')?.[1];
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(token);
    const [line] = call.headers.getSetCookie();
    expect(line).toMatch(/^__Host-portal-session=v1\./);
    expect(await (await restore(portal, cookiePair(line!))).json()).toEqual({ token: renewed });
  });

  it('forgets the session on log-out, on a refused token and when the seal is broken', async () => {
    const { token, setCookie } = await logIn(portal);
    const cookie = cookiePair(setCookie[0]!);
    const logOut = await fetch(`${portal.url}/api/jwt-log-out`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Cookie: cookie, ...VIA_HTTPS },
    });
    expect(logOut.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-portal-session=; .*Max-Age=0/),
    ]);

    const refused = await fetch(`${portal.url}/api/user/v1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not-a-token', Cookie: cookie, ...VIA_HTTPS },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'get_profile', params: {} }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie()).toEqual([expect.stringMatching(/Max-Age=0/)]);

    const value = cookie.split('=')[1]!;
    const flipped = `${value.slice(0, -3)}${value.endsWith('A') ? 'B' : 'A'}${value.slice(-2)}`;
    const broken = await restore(portal, `__Host-portal-session=${flipped}`);
    expect(broken.status).toBe(204);
    expect(broken.headers.getSetCookie()).toEqual([expect.stringMatching(/Max-Age=0/)]);
    expect((await restore(portal, 'other=1')).status).toBe(204);
  });

  it('tells the page in index.html whether there is a session to ask for', async () => {
    const { setCookie } = await logIn(portal);
    const signedIn = await fetch(`${portal.url}/mail`, {
      headers: { Cookie: cookiePair(setCookie[0]!), ...VIA_HTTPS },
    });
    expect(signedIn.headers.get('vary')).toContain('Cookie');
    expect((await configIn(signedIn)).session).toBe('kept');
    expect((await configIn(await fetch(`${portal.url}/mail`))).session).toBe('none');
  });

  it('uses a plain cookie without Secure over plain http, loopback included, where WebKit refuses Secure ones', async () => {
    for (const host of ['portal.example', '192.168.1.20:8080', undefined]) {
      const setCookie = await new Promise<string[]>((resolve, reject) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (host) headers.Host = host;
        const outgoing = httpRequest(
          `${portal.url}/api/jwt/log-in`,
          { method: 'POST', headers },
          (incoming) => {
            incoming.resume();
            resolve(incoming.headers['set-cookie'] ?? []);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(credentials);
      });
      const [line] = setCookie;
      expect(line, host).toMatch(/^portal-session=v1\./);
      expect(line, host).not.toContain('Secure');
      expect(line, host).toContain('HttpOnly');
      expect(line, host).toContain('SameSite=Strict');
    }
    const { token, setCookie } = await logIn(portal, {});
    expect((await restore(portal, cookiePair(setCookie[0]!), RESTORE)).status).toBe(200);
    expect(await (await restore(portal, cookiePair(setCookie[0]!), RESTORE)).json()).toEqual({ token });
  });

  it('reads only the cookie its scheme gives: a plain one over https, a __Host- one over http, neither opens', async () => {
    const plain = cookiePair((await logIn(portal, {})).setCookie[0]!);
    const secure = cookiePair((await logIn(portal)).setCookie[0]!);
    expect((await restore(portal, plain)).status).toBe(204);
    expect((await restore(portal, secure, RESTORE)).status).toBe(204);
    // a proxy that is not trusted cannot make a request https by saying so
    const untrusted = await startTestPortal();
    try {
      const reply = await fetch(`${untrusted.url}/api/jwt/log-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...VIA_HTTPS },
        body: credentials,
      });
      expect(reply.headers.getSetCookie()[0]).toMatch(/^portal-session=v1\./);
    } finally {
      await untrusted.stop();
    }
  });
});

describe('sessions not kept', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal({ keepSessions: false });
  });
  afterAll(() => portal.stop());

  it('sets no cookie and says so in the config', async () => {
    const { setCookie } = await logIn(portal);
    expect(setCookie).toEqual([]);
    const config = (await (await fetch(`${portal.url}/config.json`)).json()) as { session: string };
    expect(config.session).toBe('off');
  });
});

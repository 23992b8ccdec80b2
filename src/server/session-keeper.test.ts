import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** What a browser sends as the person opens a page (fetch would send its own Sec-Fetch-Mode). */
const OPENED = {
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Site': 'same-origin',
};

/** A page opened as a browser opens it, with these headers besides. */
function openPage(portal: PortalUnderTest, path: string, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${portal.url}${path}`,
      { headers: { ...OPENED, ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const replyHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers))
            if (typeof value === 'string') replyHeaders.set(name, value);
          resolve(
            new Response(Buffer.concat(chunks), { status: incoming.statusCode, headers: replyHeaders }),
          );
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

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
    expect(line).toMatch(/^__Host-portal-session=v2\.[\w-]+\.[\w-]+\.[\w-]+; /);
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
    expect(line).toMatch(/^__Host-portal-session=v2\./);
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

  it('writes a live session’s token into the document it serves, never to be cached, and no other', async () => {
    const { token, setCookie } = await logIn(portal);
    const cookie = cookiePair(setCookie[0]!);
    const page = await openPage(portal, '/transactions', { Cookie: cookie, ...VIA_HTTPS });
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('vary')).toContain('Cookie');
    expect(page.headers.get('etag')).toBeNull();
    const html = await page.text();
    expect(html).toContain(`<script type="application/json" id="kept-session">{"token":"${token}"}</script>`);
    expect((await configIn(new Response(html))).session).toBe('kept');

    const stranger = await (await openPage(portal, '/transactions', {})).text();
    expect(stranger).not.toContain('kept-session');
    expect(stranger).not.toContain(token);
    // config.json never carries it
    const config = await (
      await fetch(`${portal.url}/config.json`, { headers: { Cookie: cookie, ...VIA_HTTPS } })
    ).text();
    expect(config).not.toContain(token);

    await fetch(`${portal.url}/api/jwt-log-out`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Cookie: cookie, ...VIA_HTTPS },
    });
    const afterLogOut = await (
      await openPage(portal, '/transactions', { Cookie: cookie, ...VIA_HTTPS })
    ).text();
    expect(afterLogOut).not.toContain(token);
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
      expect(line, host).toMatch(/^portal-session=v2\./);
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
      expect(reply.headers.getSetCookie()[0]).toMatch(/^portal-session=v2\./);
    } finally {
      await untrusted.stop();
    }
  });
});

describe('a kept session under attack', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal({ tokenLifetimeSeconds: 90, trustedProxies: ['127.0.0.1', '::1'] });
  });
  afterAll(() => portal.stop());

  const logOut = (token: string, cookie: string) =>
    fetch(`${portal.url}/api/jwt-log-out`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Cookie: cookie, ...VIA_HTTPS },
    });

  it('opens a seal only with its whole 16-byte GCM tag', async () => {
    const cookie = cookiePair((await logIn(portal)).setCookie[0]!);
    expect((await restore(portal, cookie)).status).toBe(200);
    const [name, value] = cookie.split('=') as [string, string];
    const [version, iv, sealed, tag] = value.split('.') as [string, string, string, string];
    for (const bytes of [15, 12, 8, 4]) {
      const cut = Buffer.from(tag, 'base64url').subarray(0, bytes).toString('base64url');
      const reply = await restore(portal, `${name}=${[version, iv, sealed, cut].join('.')}`);
      expect(reply.status, `${bytes} bytes of tag`).toBe(204);
    }
  });

  it('over https reads only the __Host- cookie and clears a plain one, for this host and its parent domains', async () => {
    // a sibling subdomain's page can set portal-session for the parent domain, sealed by a log-in of its own
    const planted = cookiePair((await logIn(portal, {})).setCookie[0]!);
    expect(planted).toMatch(/^portal-session=/);
    const reply = await new Promise<{ status: number; setCookie: string[] }>((resolve, reject) => {
      const outgoing = httpRequest(
        `${portal.url}/session`,
        { headers: { ...RESTORE, ...VIA_HTTPS, Cookie: planted, Host: 'portal.partner.test' } },
        (incoming) => {
          incoming.resume();
          resolve({ status: incoming.statusCode ?? 0, setCookie: incoming.headers['set-cookie'] ?? [] });
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(reply.status).toBe(204);
    expect(reply.setCookie).toEqual([
      expect.stringMatching(/^portal-session=; Path=\/; Max-Age=0/),
      expect.stringMatching(/^portal-session=; Path=\/; Max-Age=0.*; Domain=partner\.test$/),
    ]);

    // a broken __Host- cookie beside a valid plain one: neither opens, both go
    const both = await restore(portal, `__Host-portal-session=v2.broken; ${planted}`);
    expect(both.status).toBe(204);
    const cleared = both.headers.getSetCookie();
    expect(cleared).toContainEqual(expect.stringMatching(/^portal-session=; .*Max-Age=0/));
    expect(cleared).toContainEqual(expect.stringMatching(/^__Host-portal-session=; .*Max-Age=0/));

    // and an API reply over https clears it too
    const { token } = await logIn(portal);
    const call = await fetch(`${portal.url}/api/user/v1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Cookie: planted, ...VIA_HTTPS },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'get_profile', params: {} }),
    });
    expect(call.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^portal-session=; .*Max-Age=0/),
    );
  });

  it('takes the scheme from the entry the trusted proxy added to X-Forwarded-Proto, the right-most', async () => {
    const secure = (await logIn(portal, { 'X-Forwarded-Proto': 'http, https' })).setCookie[0];
    expect(secure).toMatch(/^__Host-portal-session=.*; Secure$/);
    const plain = (await logIn(portal, { 'X-Forwarded-Proto': 'https, http' })).setCookie[0];
    expect(plain).toMatch(/^portal-session=/);
    expect(plain).not.toContain('Secure');
  });

  it('a reply still in flight at the log-out never keeps the session again', async () => {
    const { token, setCookie } = await logIn(portal);
    const cookie = cookiePair(setCookie[0]!);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'get_profile', params: {} });
    const slowCall = new Promise<{ status: number; setCookie: string[]; authorization?: string }>(
      (resolve, reject) => {
        const outgoing = httpRequest(
          `${portal.url}/api/user/v1`,
          {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${token}`,
              Cookie: cookie,
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
              ...VIA_HTTPS,
            },
          },
          (incoming) => {
            incoming.resume();
            resolve({
              status: incoming.statusCode ?? 0,
              setCookie: incoming.headers['set-cookie'] ?? [],
              ...(incoming.headers.authorization ? { authorization: incoming.headers.authorization } : {}),
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.write(body.slice(0, 10));
        // the rest arrives after the log-out, and late enough for the service to renew the token
        setTimeout(() => outgoing.end(body.slice(10)), 1500);
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await logOut(token, cookie)).headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-portal-session=; .*Max-Age=0/),
    ]);
    const late = await slowCall;
    expect(late.status).toBe(200);
    expect(late.authorization).toMatch(/^Bearer /);
    expect(late.setCookie.filter((line) => !/Max-Age=0/.test(line))).toEqual([]);
    // the cookie from before the log-out restores nothing, and the page is told there is no session
    expect((await restore(portal, cookie)).status).toBe(204);
    const page = await fetch(`${portal.url}/mail`, { headers: { Cookie: cookie, ...VIA_HTTPS } });
    expect((await configIn(page)).session).toBe('none');
  });

  it('a cookie copied before the log-out restores nothing on any instance that shares the store', async () => {
    const shared = mkdtempSync(join(tmpdir(), 'portal-sessions-'));
    const sessionKey = randomBytes(32);
    const sessionStore = join(shared, 'ended-sessions.sqlite');
    const options = { sessionKey, sessionStore, trustedProxies: ['127.0.0.1', '::1'] };
    const [first, second] = await Promise.all([startTestPortal(options), startTestPortal(options)]);
    try {
      const { token, setCookie } = await logIn(first);
      const copied = cookiePair(setCookie[0]!);
      expect(await (await restore(second, copied)).json()).toEqual({ token });
      await fetch(`${first.url}/api/jwt-log-out`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Cookie: copied, ...VIA_HTTPS },
      });
      for (const instance of [first, second]) {
        expect((await restore(instance, copied)).status).toBe(204);
        // nor do calls with it renew it into a new cookie
        const call = await fetch(`${instance.url}/api/user/v1`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, Cookie: copied, ...VIA_HTTPS },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'get_profile', params: {} }),
        });
        expect(call.headers.getSetCookie().filter((line) => !/Max-Age=0/.test(line))).toEqual([]);
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      rmSync(shared, { recursive: true, force: true });
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

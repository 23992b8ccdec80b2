/**
 * The portal server in demo mode: it tells the browser (runtime config), and a persona's private
 * session is kept across a reload like any other, still pointing at the visitor's own data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalUnderTest, startTestPortal } from './testing/portal-under-test.ts';

const RESTORE = { 'X-Portal-Session': 'restore' };

async function rpc(portal: PortalUnderTest, token: string, method: string, params: unknown) {
  const reply = await fetch(`${portal.url}/api/user/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await reply.json()) as { result?: Record<string, unknown>; error?: { code: number } };
}

describe('a portal in demo mode', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal({ demo: { idleMinutes: 30, maxCopies: 5, backofficeSeconds: 600 } });
  });
  afterAll(() => portal.stop());

  it('says so in the runtime config', async () => {
    const config = (await (await fetch(`${portal.url}/config.json`)).json()) as Record<string, unknown>;
    expect(config.demo).toEqual({ idleMinutes: 30, backofficeIntervalSeconds: 600 });
  });

  it('keeps a persona’s session across a reload, on the visitor’s private data', async () => {
    const signIn = await fetch(`${portal.url}/api/demo/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ persona: 'staff' }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(cookie).toMatch(/^portal-session=/);

    await rpc(portal, token, 'set_profile', { name: 'Prospect Pieter' });
    const restored = await fetch(`${portal.url}/session`, { headers: { ...RESTORE, Cookie: cookie } });
    const { token: kept } = (await restored.json()) as { token: string };
    expect((await rpc(portal, kept, 'get_profile', {})).result).toMatchObject({ name: 'Prospect Pieter' });

    const shared = await fetch(`${portal.url}/api/user/v1`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from('admin:sandbox-admin').toString('base64')}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'get_profile' }),
    });
    expect(((await shared.json()) as { result: { name: string } }).result.name).toBe('Anna de Vries');
  });
});

describe('a portal whose demo is full', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal({ demo: { idleMinutes: 30, maxCopies: 1, backofficeSeconds: 600 } });
  });
  afterAll(() => portal.stop());

  it('tells the log-in page so, and when to try again, rather than end a session in use', async () => {
    const signIn = () =>
      fetch(`${portal.url}/api/demo/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ persona: 'staff' }),
      });
    const first = await signIn();
    expect(first.status).toBe(200);
    const { access_token: token } = (await first.json()) as { access_token: string };

    const refused = await signIn();
    expect(refused.status).toBe(503);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ reason: 'demo_full', retry_after_seconds: retryAfter });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await rpc(portal, token, 'get_profile', {})).result).toMatchObject({ username: 'admin' });
  });
});

describe('a portal outside demo mode', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.stop());

  it('has no demo in its runtime config and no demo routes', async () => {
    const config = (await (await fetch(`${portal.url}/config.json`)).json()) as Record<string, unknown>;
    expect(config.demo).toBeUndefined();
    expect((await fetch(`${portal.url}/api/demo`)).status).toBe(404);
  });
});

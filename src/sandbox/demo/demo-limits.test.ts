/**
 * Strangers cannot empty the demo host (over HTTP, with loopback trusted as a proxy so each request
 * names its client in X-Forwarded-For): a copy used in the last minutes is never removed to make
 * room, a client (an IPv4 address or an IPv6 /64) holds a few copies at most, sign-ins have a global
 * rate, and the per-client sign-in counter is never wiped to make room.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxConfig } from '../testing/sandbox-under-test.ts';
import { call, post } from '../testing/http-client.ts';
import { startTestSandbox } from '../testing/sandbox-under-test.ts';

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;

const PROSPECTS = ['192.0.2.11', '192.0.2.12', '192.0.2.13'];

let running: TestSandbox | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

async function demoSandbox(
  demo: Partial<NonNullable<SandboxConfig['demo']>>,
  overrides: Partial<SandboxConfig> = {},
) {
  running = await startTestSandbox({
    productCount: 300,
    demo: { idleMinutes: 60, maxCopies: 40, backofficeSeconds: 3600, ...demo },
    ...overrides,
  });
  return running;
}

async function signIn(
  sandbox: TestSandbox,
  ip: string,
  persona = 'staff',
  headers: Record<string, string> = {},
) {
  const reply = await post(`${sandbox.url}/demo/sign-in`, { persona }, { 'x-forwarded-for': ip, ...headers });
  const token = (reply.json as { access_token?: string } | undefined)?.access_token;
  return { reply, token: token ?? '', bearer: token ? `Bearer ${token}` : '', ip };
}

type Visitor = Awaited<ReturnType<typeof signIn>>;

/** The HTTP status of a look at the visitor's own profile (which marks the copy used). */
async function look(sandbox: TestSandbox, visitor: Visitor): Promise<number> {
  const { http } = await call(sandbox.url, 'user/v1', 'get_profile', {}, visitor.bearer, {
    'x-forwarded-for': visitor.ip,
  });
  return http.status;
}

async function prospectsAtWork(sandbox: TestSandbox): Promise<Visitor[]> {
  const prospects: Visitor[] = [];
  for (const ip of PROSPECTS) {
    const prospect = await signIn(sandbox, ip);
    expect(prospect.reply.status).toBe(200);
    expect(await look(sandbox, prospect)).toBe(200);
    prospects.push(prospect);
  }
  return prospects;
}

function expectNoTokenIn(logs: readonly string[], tokens: readonly string[]) {
  for (const line of logs) {
    expect(line).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    for (const token of tokens.filter(Boolean)) expect(line).not.toContain(token);
  }
}

describe('strangers signing in again and again', () => {
  it('leave the copies three prospects just used: 40 sign-ins from two addresses get three copies each, then 429', async () => {
    const sandbox = await demoSandbox({});
    const prospects = await prospectsAtWork(sandbox);

    const strangers: Visitor[] = [];
    for (let attempt = 0; attempt < 40; attempt++)
      strangers.push(await signIn(sandbox, attempt % 2 === 0 ? '198.51.100.1' : '198.51.100.2'));

    for (const prospect of prospects) expect(await look(sandbox, prospect)).toBe(200);
    expect(strangers.filter((stranger) => stranger.reply.status === 200)).toHaveLength(6);
    const refused = strangers.filter((stranger) => stranger.reply.status !== 200);
    for (const { reply } of refused) {
      expect(reply.status).toBe(429);
      expect(reply.json).toMatchObject({ reason: 'too_many_copies', message: expect.any(String) });
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(sandbox.sandbox.demo!.workspaces.size).toBe(9);

    const refusalLines = sandbox.logs.filter((line) => /^demo: refused a sign-in/.test(line));
    expect(refusalLines).toHaveLength(refused.length);
    expect(refusalLines[0]).toContain('198.51.100.');
    expectNoTokenIn(
      sandbox.logs,
      [...prospects, ...strangers].map((visitor) => visitor.token),
    );
  });

  it('behind a trusted proxy, count 40 addresses of one IPv6 /64 as one client', async () => {
    const sandbox = await demoSandbox({});
    const prospects = await prospectsAtWork(sandbox);

    const statuses: number[] = [];
    for (let host = 1; host <= 40; host++)
      statuses.push((await signIn(sandbox, `2001:db8:5:6::${host.toString(16)}`)).reply.status);

    for (const prospect of prospects) expect(await look(sandbox, prospect)).toBe(200);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
    expect((await signIn(sandbox, '2001:db8:5:7::1')).reply.status).toBe(200);
  });

  it('is not limited on the host itself (loopback), where the demo runs on a sales person’s laptop', async () => {
    const sandbox = await demoSandbox({ maxCopies: 10 });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(sandbox, '127.0.0.1')).reply.status).toBe(200);
  });

  it('frees a place of the client’s own when one of its sessions logs out', async () => {
    const sandbox = await demoSandbox({});
    const own = [];
    for (let attempt = 0; attempt < 3; attempt++) own.push(await signIn(sandbox, '203.0.113.5'));
    const fourth = await signIn(sandbox, '203.0.113.5');
    expect(fourth.reply.status).toBe(429);
    expect(fourth.reply.json).toMatchObject({ reason: 'too_many_copies' });

    const loggedOut = await post(`${sandbox.url}/jwt-log-out`, {}, { authorization: own[0]!.bearer });
    expect(loggedOut.status).toBe(200);
    expect(await look(sandbox, own[0]!)).toBe(401);
    expect((await signIn(sandbox, '203.0.113.5')).reply.status).toBe(200);
    expect(
      sandbox.logs.some((line) => line.startsWith('demo: removed private copy') && line.includes('log-out')),
    ).toBe(true);
  });
});

describe('GET /demo', () => {
  it('tells the limits', async () => {
    const sandbox = await demoSandbox({ maxCopies: 5 });
    expect(await (await fetch(`${sandbox.url}/demo`)).json()).toMatchObject({
      max_copies: 5,
      in_use_minutes: 10,
      copies_per_client: 3,
      sign_ins_per_minute: 60,
      copy_growth_kib: 4096,
    });
  });
});

describe('a full demo', () => {
  it('answers 503 with Retry-After rather than remove a copy in use; once unused for the window, the longest idle goes', async () => {
    let offsetMs = 0;
    const sandbox = await demoSandbox(
      { maxCopies: 5, inUseMinutes: 10 },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
    const prospects = await prospectsAtWork(sandbox);
    const strangers = [];
    for (const ip of ['198.51.100.21', '198.51.100.22']) {
      const stranger = await signIn(sandbox, ip);
      expect(stranger.reply.status).toBe(200);
      strangers.push(stranger);
    }

    const sixth = await signIn(sandbox, '198.51.100.23');
    expect(sixth.reply.status).toBe(503);
    const retryAfter = Number(sixth.reply.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(sixth.reply.json).toMatchObject({
      reason: 'demo_full',
      message: expect.stringContaining('full'),
      retry_after_seconds: retryAfter,
    });
    for (const prospect of prospects) expect(await look(sandbox, prospect)).toBe(200);
    expect(
      sandbox.logs.some((line) => line.startsWith('demo: refused a sign-in') && line.includes('503')),
    ).toBe(true);

    offsetMs = 11 * 60_000;
    for (const prospect of prospects) expect(await look(sandbox, prospect)).toBe(200);
    expect((await signIn(sandbox, '198.51.100.23')).reply.status).toBe(200);
    expect(await look(sandbox, strangers[0]!)).toBe(401);
    expect(await look(sandbox, strangers[1]!)).toBe(200);
    for (const prospect of prospects) expect(await look(sandbox, prospect)).toBe(200);
    expect(
      sandbox.logs.some(
        (line) => line.startsWith('demo: removed private copy') && line.includes('make room'),
      ),
    ).toBe(true);
  });
});

describe('the global sign-in rate', () => {
  it('refuses sign-ins past the rate per minute from any address, with 429 and Retry-After', async () => {
    const sandbox = await demoSandbox({ signInsPerMinute: 5 });
    for (let host = 1; host <= 5; host++)
      expect((await signIn(sandbox, `198.51.100.${30 + host}`)).reply.status).toBe(200);
    const refused = await signIn(sandbox, '198.51.100.99');
    expect(refused.reply.status).toBe(429);
    expect(refused.reply.json).toMatchObject({ reason: 'demo_busy' });
    const retryAfter = Number(refused.reply.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(
      sandbox.logs.some(
        (line) => line.startsWith('demo: refused a sign-in') && line.includes('198.51.100.99'),
      ),
    ).toBe(true);
  });
});

describe('the per-client sign-in counter', () => {
  it(
    'keeps a limited client limited while 10,000 other addresses sign in',
    { timeout: 180_000 },
    async () => {
      const sandbox = await demoSandbox({ signInsPerMinute: 1_000_000 });
      // The TOTP persona without its code is counted and refused (401) before a copy is made.
      const attempt = (ip: string) => signIn(sandbox, ip, 'totp');
      for (let count = 0; count < 30; count++)
        expect((await attempt('198.51.100.77')).reply.status).toBe(401);
      expect((await attempt('198.51.100.77')).reply.status).toBe(429);

      const others = Array.from(
        { length: 10_000 },
        (_, index) => `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`,
      );
      const workers = Array.from({ length: 32 }, async (_, worker) => {
        for (let index = worker; index < others.length; index += 32)
          expect((await attempt(others[index]!)).reply.status).toBe(401);
      });
      await Promise.all(workers);

      expect((await attempt('198.51.100.77')).reply.status).toBe(429);
    },
  );
});

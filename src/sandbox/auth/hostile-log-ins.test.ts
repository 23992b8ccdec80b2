import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, call, logIn, post } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';
import { DEMO_TOTP_SECRET } from '../store/seed/accounts.ts';

const from = (address: string) => ({ 'x-forwarded-for': address });
const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 });
const codeAt = (offsetSteps: number) => totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** Six-digit codes that no step near now accepts. */
function wrongCodes(count: number): string[] {
  const near = new Set([-2, -1, 0, 1, 2].map(codeAt));
  const codes: string[] = [];
  for (let candidate = 100_000; codes.length < count; candidate += 7919) {
    const code = String(candidate % 1_000_000).padStart(6, '0');
    if (!near.has(code)) codes.push(code);
  }
  return codes;
}

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ throttle: { perAccount: 10, perIp: 50, windowSeconds: 900 } });
});
afterAll(() => sandbox.stop());

const logInUrl = () => `${sandbox.url}/jwt/log-in`;

describe('second-factor guessing', () => {
  it('counts wrong TOTP codes as failures of the account, from any address, and then refuses even the right code', async () => {
    const credentials = { username: 'totp', password: 'sandbox-totp' };
    const statuses: number[] = [];
    for (const [attempt, code] of wrongCodes(12).entries()) {
      const reply = await post(logInUrl(), credentials, {
        'x-totp': code,
        ...from(`198.51.100.${(attempt % 4) + 1}`),
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses.slice(10)).toEqual([429, 429]);

    const right = await post(logInUrl(), credentials, { 'x-totp': codeAt(0), ...from('198.51.100.77') });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.json).toMatchObject({ reason: 'throttled' });
  });
});

describe('a network of addresses', () => {
  it('counts the failed log-ins of every address in one IPv6 /64 together, as it counts one IPv4 address', async () => {
    const isolated = await startTestSandbox({
      throttle: { perAccount: 1000, perIp: 50, windowSeconds: 900 },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 60; attempt++) {
        const reply = await post(
          `${isolated.url}/jwt/log-in`,
          { username: `stranger-${attempt}`, password: 'wrong' },
          from(`2001:db8:1:2::${attempt.toString(16)}`),
        );
        statuses.push(reply.status);
      }
      expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
      expect(statuses.slice(50)).toEqual(Array(10).fill(429));

      const neighbour = await post(
        `${isolated.url}/jwt/log-in`,
        { username: 'stranger-61', password: 'wrong' },
        from('2001:db8:1:2:ffff:ffff:ffff:fffe'),
      );
      expect(neighbour.status).toBe(429);
      const otherNetwork = await post(
        `${isolated.url}/jwt/log-in`,
        { username: 'stranger-62', password: 'wrong' },
        from('2001:db8:1:3::1'),
      );
      expect(otherNetwork.status).toBe(401);
    } finally {
      await isolated.stop();
    }
  });

  it('counts wrong TOTP codes from the addresses of one /64 together', async () => {
    const isolated = await startTestSandbox({
      throttle: { perAccount: 1000, perIp: 10, windowSeconds: 900 },
    });
    try {
      const credentials = { username: 'totp', password: 'sandbox-totp' };
      const statuses: number[] = [];
      for (const [attempt, code] of wrongCodes(11).entries()) {
        const reply = await post(`${isolated.url}/jwt/log-in`, credentials, {
          'x-totp': code,
          ...from(`2001:db8:9:9::${(attempt + 1).toString(16)}`),
        });
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([...Array(10).fill(403), 429]);
    } finally {
      await isolated.stop();
    }
  });
});

describe('a reused code', () => {
  it('counts as a failure too', async () => {
    const isolated = await startTestSandbox({ throttle: { perAccount: 10, perIp: 50, windowSeconds: 900 } });
    try {
      const credentials = { username: 'totp', password: 'sandbox-totp' };
      const code = codeAt(0);
      const first = await post(`${isolated.url}/jwt/log-in`, credentials, {
        'x-totp': code,
        ...from('198.51.100.20'),
      });
      expect(first.status).toBe(200);
      const replays: unknown[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const reply = await post(`${isolated.url}/jwt/log-in`, credentials, {
          'x-totp': code,
          ...from('198.51.100.21'),
        });
        replays.push(reply.status === 403 ? (reply.json as { reason: string }).reason : reply.status);
      }
      expect(replays).toEqual([...Array(10).fill('totp_reused'), 429]);
    } finally {
      await isolated.stop();
    }
  });
});

describe('strangers cannot lock out an account', () => {
  it('keeps Basic, log-in and tokens working for the account from its whitelisted addresses', async () => {
    const token = await logIn(sandbox.url, 'whitelist', 'sandbox-whitelist');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push(
        (
          await post(
            logInUrl(),
            { username: 'whitelist', password: `guess-${attempt}` },
            from(`203.0.113.${attempt + 1}`),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);

    const stranger = await post(
      logInUrl(),
      { username: 'whitelist', password: 'sandbox-whitelist' },
      from('203.0.113.99'),
    );
    expect(stranger.status).toBe(429);

    const viaBasic = await call(
      sandbox.url,
      'user/v1',
      'get_profile',
      {},
      basic('whitelist', 'sandbox-whitelist'),
    );
    expect(viaBasic.http.status).toBe(200);
    expect((await post(logInUrl(), { username: 'whitelist', password: 'sandbox-whitelist' })).status).toBe(
      200,
    );
    expect((await call(sandbox.url, 'user/v1', 'get_profile', {}, token)).http.status).toBe(200);
  });

  it('still locks a whitelisted address out after its own failures', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await call(sandbox.url, 'user/v1', 'get_profile', {}, basic('readonly', `wrong-${attempt}`))).http
          .status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('admits no more attempts than the limit when they run side by side', async () => {
    const isolated = await startTestSandbox({
      throttle: { perAccount: 10, perIp: 1000, windowSeconds: 900 },
    });
    try {
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, attempt) =>
          post(
            `${isolated.url}/jwt/log-in`,
            { username: 'admin', password: `parallel-${attempt}` },
            from(`192.0.2.${attempt + 1}`),
          ),
        ),
      );
      const statuses = replies.map((reply) => reply.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    } finally {
      await isolated.stop();
    }
  });
});

describe('user names', () => {
  it('take as long to refuse when they do not exist as when the password is wrong', async () => {
    const open = await startTestSandbox({ throttle: { perAccount: 1000, perIp: 1000, windowSeconds: 900 } });
    const timed = async (username: string) => {
      const started = performance.now();
      const reply = await post(`${open.url}/jwt/log-in`, { username, password: 'not-the-password' });
      expect(reply.status).toBe(401);
      return performance.now() - started;
    };
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 15; round++) {
        known.push(await timed('admin'));
        unknown.push(await timed(`nobody-${round}`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const ratio = median(known) / median(unknown);
      expect(ratio, `known ${median(known)} ms, unknown ${median(unknown)} ms`).toBeLessThan(3);
      expect(ratio).toBeGreaterThan(1 / 3);
    } finally {
      await open.stop();
    }
  });
});

describe('log-in from other sites', () => {
  it('refuses a log-in from a page of a foreign origin before checking the password, and answers no CORS', async () => {
    const foreign = { origin: 'https://evil.example' };
    const preflight = await fetch(logInUrl(), {
      method: 'OPTIONS',
      headers: { ...foreign, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const refused = await post(logInUrl(), { username: 'admin', password: 'sandbox-admin' }, foreign);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ reason: 'origin_refused' });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('authorization')).toBeNull();

    const logOut = await post(`${sandbox.url}/jwt-log-out`, '', {
      ...foreign,
      authorization: await logIn(sandbox.url, 'admin', 'sandbox-admin'),
    });
    expect(logOut.status).toBe(403);
  });

  it('lets the sandbox’s own pages and configured origins log in, and class URLs answer every origin', async () => {
    const ownOrigin = new URL(sandbox.url).origin;
    const own = await post(
      logInUrl(),
      { username: 'admin', password: 'sandbox-admin' },
      { origin: ownOrigin },
    );
    expect(own.status).toBe(200);

    const behindProxy = await post(
      logInUrl(),
      { username: 'admin', password: 'sandbox-admin' },
      { origin: 'https://portal.partner.example', 'x-forwarded-host': 'portal.partner.example' },
    );
    expect(behindProxy.status).toBe(200);

    const partner = await startTestSandbox({ loginOrigins: ['https://intranet.partner.example'] });
    try {
      const allowed = await post(
        `${partner.url}/jwt/log-in`,
        { username: 'admin', password: 'sandbox-admin' },
        { origin: 'https://intranet.partner.example' },
      );
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://intranet.partner.example');
      expect(allowed.headers.get('access-control-expose-headers')).toContain('Authorization');
    } finally {
      await partner.stop();
    }

    const widget = await post(
      `${sandbox.url}/broadband/basic/v1`,
      { jsonrpc: '2.0', id: 1, method: 'list_providers' },
      { apikey: 'pk_sandbox_any_8b3e5f0c9d21', origin: 'https://evil.example' },
    );
    expect(widget.status).toBe(200);
    expect(widget.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the public apiKey', () => {
  const anyKey = 'pk_sandbox_any_8b3e5f0c9d21';
  const providers = (id: number) => ({ jsonrpc: '2.0', id, method: 'list_providers' });

  it('counts every call of a batch', async () => {
    const site = { apikey: anyKey, referer: 'https://batch.example/', ...from('192.0.2.200') };
    const batch = Array.from({ length: 40 }, (_, index) => providers(index));
    expect((await post(`${sandbox.url}/broadband/basic/v1`, batch, site)).status).toBe(200);
    const second = await post(`${sandbox.url}/broadband/basic/v1`, batch, site);
    expect(second.status).toBe(429);
    expect(second.json).toMatchObject({ reason: 'rate_limited', message: 'API rate limit exceeded' });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps a budget per site, so one site cannot use up the key for another', async () => {
    const busy = { apikey: anyKey, referer: 'https://busy.example/page', ...from('192.0.2.201') };
    const batch = Array.from({ length: 60 }, (_, index) => providers(index));
    expect((await post(`${sandbox.url}/broadband/basic/v1`, batch, busy)).status).toBe(200);
    expect((await post(`${sandbox.url}/broadband/basic/v1`, providers(1), busy)).status).toBe(429);

    const quiet = { apikey: anyKey, referer: 'https://quiet.example/', ...from('192.0.2.202') };
    expect((await post(`${sandbox.url}/broadband/basic/v1`, providers(2), quiet)).status).toBe(200);
  });

  it('keeps a budget per client too, so changing the Referer does not buy more calls', async () => {
    const client = from('192.0.2.203');
    const batch = Array.from({ length: 60 }, (_, index) => providers(index));
    const first = await post(`${sandbox.url}/broadband/basic/v1`, batch, {
      apikey: anyKey,
      referer: 'https://one.example/',
      ...client,
    });
    expect(first.status).toBe(200);
    const other = await post(`${sandbox.url}/broadband/basic/v1`, providers(1), {
      apikey: anyKey,
      referer: 'https://two.example/',
      ...client,
    });
    expect(other.status).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const batch = Array.from({ length: 60 }, (_, index) => providers(index));
    const first = await post(`${sandbox.url}/broadband/basic/v1`, batch, {
      apikey: anyKey,
      referer: 'https://three.example/',
      ...from('2001:db8:4:4::1'),
    });
    expect(first.status).toBe(200);
    const neighbour = await post(`${sandbox.url}/broadband/basic/v1`, providers(1), {
      apikey: anyKey,
      referer: 'https://four.example/',
      ...from('2001:db8:4:4::2'),
    });
    expect(neighbour.status).toBe(429);
  });
});

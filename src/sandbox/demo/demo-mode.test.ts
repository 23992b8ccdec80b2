/**
 * Demo mode over HTTP: persona sign-in gives each visitor a private copy of the seeded data, reset
 * brings the seed back, idle and surplus copies go, the backoffice moves, and the shared data that
 * Basic and apiKey callers use stays apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, Transaction } from '../../contract/types.gen.ts';
import { totpCode } from '../credentials/totp.ts';
import { DEMO_TOTP_SECRET } from '../store/seed/accounts.ts';
import { basic, call, errorOf, post, resultOf } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';

const admin = basic('admin', 'sandbox-admin');
let sandbox: RunningSandbox;

interface DemoInfo {
  personas: { id: string; username: string; totp: { code: string; valid_for_seconds: number } | null }[];
  scenarios: { id: string; zipcode: string; housenr: number }[];
  idle_minutes: number;
  backoffice_interval_seconds: number;
}

beforeAll(async () => {
  sandbox = await startTestSandbox({
    productCount: 300,
    // No copy counts as in use here, so surplus copies go at once; demo-limits.test.ts shows the
    // limits that keep strangers off the copies prospects use.
    demo: { idleMinutes: 5, maxCopies: 3, backofficeSeconds: 3600, inUseMinutes: 0 },
  });
});
afterAll(() => sandbox.stop());

async function signIn(persona: string, headers: Record<string, string> = {}) {
  const reply = await post(`${sandbox.url}/demo/sign-in`, { persona }, headers);
  const token = (reply.json as { access_token?: string } | undefined)?.access_token;
  return { reply, bearer: token ? `Bearer ${token}` : '' };
}

async function openTransaction(authorization: string): Promise<Transaction> {
  const { reply } = await call<{ transactions: Transaction[] }>(
    sandbox.url,
    'broadband/v1',
    'list_transactions',
    { filter: { state: 'new' }, sort: { created_at: 'ASC' }, pagination: { page: 1, per_page: 0 } },
    authorization,
  );
  const found = resultOf(reply).transactions.find((transaction) => transaction.cancel_possible);
  if (!found) throw new Error('no cancellable transaction in the seed');
  return found;
}

/** The uuids of the transactions with a cancellation requested, as this caller sees them. */
async function cancelRequests(authorization: string): Promise<string[]> {
  const { reply } = await call<{ transactions: Transaction[] }>(
    sandbox.url,
    'broadband/v1',
    'list_transactions',
    { pagination: { page: 1, per_page: 0 } },
    authorization,
  );
  return resultOf(reply)
    .transactions.filter((transaction) => transaction.cancel_requested)
    .map((transaction) => transaction.uuid)
    .sort();
}

const read = async (uuid: string, authorization: string) =>
  (await call<Transaction>(sandbox.url, 'broadband/v1', 'get_transaction', { uuid }, authorization)).reply;

describe('GET /demo', () => {
  it('lists the personas, the TOTP code of now and the scenario addresses', async () => {
    const response = await fetch(`${sandbox.url}/demo`);
    expect(response.status).toBe(200);
    const info = (await response.json()) as DemoInfo;
    expect(info.personas.map((persona) => persona.id)).toEqual(['staff', 'read-only', 'totp', 'whitelist']);
    const totp = info.personas.find((persona) => persona.id === 'totp')?.totp;
    expect(totp?.code).toMatch(/^\d{6}$/);
    expect([
      totpCode(DEMO_TOTP_SECRET, new Date()),
      totpCode(DEMO_TOTP_SECRET, new Date(Date.now() - 5000)),
    ]).toContain(totp?.code);
    expect(info.personas.find((persona) => persona.id === 'staff')?.totp).toBeNull();
    expect(info.scenarios.map((scenario) => `${scenario.zipcode} ${scenario.housenr}`)).toEqual(
      expect.arrayContaining(['1012AB 1', '3011AB 10', '2511AB 2', '9711AB 5', '3511AB 7']),
    );
    expect(info.idle_minutes).toBe(5);
  });
});

describe('persona sign-in', () => {
  it('gives every sign-in data of its own: a cancellation stays with the visitor who made it', async () => {
    const first = await signIn('staff');
    const second = await signIn('staff');
    expect(first.reply.status).toBe(200);
    expect(first.reply.headers.get('authorization')).toBe(first.bearer);
    const target = await openTransaction(first.bearer);
    const sharedRequests = await cancelRequests(admin);

    const cancelled = await call(
      sandbox.url,
      'broadband/v1',
      'cancel_transaction',
      { uuid: target.uuid },
      first.bearer,
    );
    expect(resultOf(cancelled.reply)).toMatchObject({ cancel_requested: true });
    expect(resultOf(await read(target.uuid, first.bearer))).toMatchObject({ cancel_requested: true });
    expect(resultOf(await read(target.uuid, second.bearer)).cancel_requested).not.toBe(true);
    expect(await cancelRequests(admin)).toEqual(sharedRequests);
  });

  it('puts the seed back on reset, for that visitor only', async () => {
    const visitor = await signIn('staff');
    const target = await openTransaction(visitor.bearer);
    await call(sandbox.url, 'broadband/v1', 'cancel_transaction', { uuid: target.uuid }, visitor.bearer);
    const reset = await post(`${sandbox.url}/demo/reset`, {}, { authorization: visitor.bearer });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ reset_at: expect.stringMatching(/Z$/) });
    expect(resultOf(await read(target.uuid, visitor.bearer)).cancel_requested).not.toBe(true);
  });

  it('refuses a reset for shared-data tokens and without a token', async () => {
    const missing = await post(`${sandbox.url}/demo/reset`, {});
    expect(missing.status).toBe(401);
    const shared = await post(`${sandbox.url}/demo/reset`, {}, { authorization: admin });
    expect(shared.status).toBe(401);
    const logIn = await post(`${sandbox.url}/jwt/log-in`, { username: 'admin', password: 'sandbox-admin' });
    const token = (logIn.json as { access_token: string }).access_token;
    const sharedToken = await post(`${sandbox.url}/demo/reset`, {}, { authorization: `Bearer ${token}` });
    expect(sharedToken.status).toBe(400);
    expect(sharedToken.json).toMatchObject({ reason: 'not_private' });
  });

  it('keeps the read-only persona read-only', async () => {
    const visitor = await signIn('read-only');
    const target = await openTransaction(visitor.bearer);
    const refused = await call(
      sandbox.url,
      'broadband/v1',
      'cancel_transaction',
      { uuid: target.uuid },
      visitor.bearer,
    );
    expect(errorOf(refused.reply).code).toBe(12);
  });

  it('asks the TOTP persona for its code, as a log-in does', async () => {
    expect((await signIn('totp')).reply.status).toBe(401);
    expect((await signIn('totp')).reply.json).toMatchObject({ reason: 'totp_required' });
    const wrongCode = String((Number(totpCode(DEMO_TOTP_SECRET, new Date())) + 500_000) % 1_000_000).padStart(
      6,
      '0',
    );
    expect((await signIn('totp', { 'x-totp': wrongCode })).reply.status).toBe(403);
    const signedIn = await signIn('totp', { 'x-totp': totpCode(DEMO_TOTP_SECRET, new Date()) });
    expect(signedIn.reply.status).toBe(200);
    const profile = await call<Profile>(sandbox.url, 'user/v1', 'get_profile', {}, signedIn.bearer);
    expect(resultOf(profile.reply)).toMatchObject({ username: 'totp' });
  });

  it('lets a visitor from afar in: the copy whitelists their address, the shared account does not', async () => {
    const visitor = await signIn('whitelist', { 'x-forwarded-for': '203.0.113.7' });
    expect(visitor.reply.status).toBe(200);
    const profile = await call<Profile>(sandbox.url, 'user/v1', 'get_profile', {}, visitor.bearer, {
      'x-forwarded-for': '203.0.113.7',
    });
    expect(resultOf(profile.reply).ip_whitelist.map((entry) => entry.subnet)).toContain('203.0.113.7/32');
    const shared = await call(
      sandbox.url,
      'user/v1',
      'get_profile',
      {},
      basic('whitelist', 'sandbox-whitelist'),
      {
        'x-forwarded-for': '203.0.113.7',
      },
    );
    expect(shared.http.status).toBe(403);
  });

  it('answers bad requests with what was wrong', async () => {
    const unknown = await signIn('ceo');
    expect(unknown.reply.status).toBe(400);
    expect(unknown.reply.json).toMatchObject({
      reason: 'unknown_persona',
      message: expect.stringContaining('staff'),
    });
    const notJson = await post(`${sandbox.url}/demo/sign-in`, '{persona');
    expect(notJson.status).toBe(400);
    const get = await fetch(`${sandbox.url}/demo/sign-in`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const foreign = await signIn('staff', { origin: 'https://elsewhere.example' });
    expect(foreign.reply.status).toBe(403);
  });
});

describe('a flood of sign-ins', () => {
  it('is refused from one address after 30 in ten minutes, with Retry-After; other addresses go on', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++)
      statuses.push((await signIn('staff', from('198.51.100.9'))).reply.status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    const refused = await signIn('staff', from('198.51.100.9'));
    expect(refused.reply.status).toBe(429);
    expect(Number(refused.reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.reply.json).toMatchObject({ reason: 'throttled' });
    expect(sandbox.sandbox.demo!.workspaces.size).toBeLessThanOrEqual(3);
    expect((await signIn('staff', from('198.51.100.10'))).reply.status).toBe(200);
  });
});

describe('copies that go', () => {
  it('removes the longest idle copy beyond the limit, and idle copies at the sweep', async () => {
    const demo = sandbox.sandbox.demo!;
    demo.tick(new Date(Date.now() + 6 * 60_000));
    expect(demo.workspaces.size).toBe(0);
    const oldest = await signIn('staff');
    await signIn('staff');
    await signIn('staff');
    await call(sandbox.url, 'user/v1', 'get_profile', {}, oldest.bearer);
    const surplus = await signIn('staff');
    expect(demo.workspaces.size).toBe(3);
    expect((await call(sandbox.url, 'user/v1', 'get_profile', {}, oldest.bearer)).http.status).toBe(200);
    expect((await call(sandbox.url, 'user/v1', 'get_profile', {}, surplus.bearer)).http.status).toBe(200);

    demo.tick(new Date(Date.now() + 6 * 60_000));
    expect(demo.workspaces.size).toBe(0);
    const gone = await call(sandbox.url, 'user/v1', 'get_profile', {}, surplus.bearer);
    expect(gone.http.status).toBe(401);
    expect(gone.http.json).toMatchObject({ message: expect.stringContaining('sign in again') });
  });
});

describe('the moving backoffice', () => {
  it('moves the longest-waiting open transaction one step per turn', async () => {
    const visitor = await signIn('staff');
    const { reply } = await call<{ transactions: Transaction[] }>(
      sandbox.url,
      'broadband/v1',
      'list_transactions',
      { filter: { state: 'new' }, sort: { last_updated: 'ASC' }, pagination: { page: 1, per_page: 0 } },
      visitor.bearer,
    );
    const waiting = resultOf(reply).transactions.find((transaction) => !transaction.cancel_requested)!;
    let moved = waiting;
    for (let turn = 0; turn < 500 && moved.state === 'new'; turn++) {
      sandbox.sandbox.demo!.tick(new Date());
      moved = resultOf(await read(waiting.uuid, visitor.bearer));
    }
    expect(moved.state).toBe('processing');
    expect(moved.last_updated).not.toBe(waiting.last_updated);
    expect(moved.expected_completion_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('outside demo mode', () => {
  it('has no demo routes', async () => {
    const plain = await startTestSandbox();
    try {
      expect((await fetch(`${plain.url}/demo`)).status).toBe(404);
      expect((await post(`${plain.url}/demo/sign-in`, { persona: 'staff' })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});

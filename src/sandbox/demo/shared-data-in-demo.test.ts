/**
 * In demo mode the shared data is read-only: the persona accounts' credentials are public (the TOTP
 * persona's code of now is on `GET /demo`), so a stranger can log in to the shared data, but cannot
 * change what every other visitor sees there. Changes happen in a persona's private copy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, Transaction } from '../../contract/types.gen.ts';
import { demoMail } from '../store/seed/index.ts';
import { basic, call, errorOf, post, resultOf } from '../testing/http-client.ts';
import { startTestSandbox } from '../testing/sandbox-under-test.ts';

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    productCount: 300,
    demo: { idleMinutes: 60, maxCopies: 10, backofficeSeconds: 3600 },
  });
});
afterAll(() => sandbox.stop());

const STRANGER = { 'x-forwarded-for': '203.0.113.66' };
const ELSEWHERE = { 'x-forwarded-for': '198.51.100.200' };

async function totpCodeOfNow(): Promise<string> {
  const info = (await (await fetch(`${sandbox.url}/demo`)).json()) as {
    personas: { id: string; totp: { code: string } | null }[];
  };
  return info.personas.find((persona) => persona.id === 'totp')!.totp!.code;
}

describe('a stranger with the TOTP persona’s public code', () => {
  it('logs in to the shared data but cannot open it to the world: set_profile is 012, Basic without TOTP stays refused', async () => {
    const logIn = await post(
      `${sandbox.url}/jwt/log-in`,
      { username: 'totp', password: 'sandbox-totp' },
      { ...STRANGER, 'x-totp': await totpCodeOfNow() },
    );
    expect(logIn.status).toBe(200);
    const bearer = `Bearer ${(logIn.json as { access_token: string }).access_token}`;

    const widened = await call(
      sandbox.url,
      'user/v1',
      'set_profile',
      { ip_whitelist_add: [{ subnet: '0.0.0.0/0', description: 'everyone' }] },
      bearer,
      STRANGER,
    );
    expect(widened.http.status).toBe(200);
    expect(errorOf(widened.reply)).toMatchObject({
      code: 12,
      message: expect.stringContaining('read-only'),
    });

    const basicFromElsewhere = await call(
      sandbox.url,
      'user/v1',
      'get_profile',
      {},
      basic('totp', 'sandbox-totp'),
      ELSEWHERE,
    );
    expect(basicFromElsewhere.http.status).toBe(401);
    expect(basicFromElsewhere.http.json).toMatchObject({ reason: 'totp_required' });

    const profile = await call<Profile>(sandbox.url, 'user/v1', 'get_profile', {}, bearer, STRANGER);
    expect(resultOf(profile.reply).ip_whitelist.map((entry) => entry.subnet)).not.toContain('0.0.0.0/0');
  });

  it('meets a shared data that nobody changes: even Basic of a whitelisted account cannot cancel, create or delete', async () => {
    const admin = basic('admin', 'sandbox-admin');
    const { reply } = await call<{ transactions: Transaction[] }>(
      sandbox.url,
      'broadband/v1',
      'list_transactions',
      { filter: { open: true }, pagination: { page: 1, per_page: 0 } },
      admin,
    );
    const cancellable = resultOf(reply).transactions.find((transaction) => transaction.cancel_possible)!;
    const attempts = await Promise.all([
      call(sandbox.url, 'broadband/v1', 'cancel_transaction', { uuid: cancellable.uuid }, admin),
      call(
        sandbox.url,
        'mail/v1',
        'create_forwarder',
        { client_id: demoMail.clientId, email: `vreemd@${demoMail.domain}`, destinations: ['x@example.com'] },
        admin,
      ),
      call(sandbox.url, 'mail/v1', 'delete_forwarder', { email: demoMail.forwarder }, admin),
    ]);
    for (const attempt of attempts) expect(errorOf(attempt.reply).code).toBe(12);
    const after = await call<Transaction>(
      sandbox.url,
      'broadband/v1',
      'get_transaction',
      { uuid: cancellable.uuid },
      admin,
    );
    expect(resultOf(after.reply).cancel_requested).not.toBe(true);
  });

  it('changes what it likes in a private copy, signed in as the persona', async () => {
    const signIn = await post(
      `${sandbox.url}/demo/sign-in`,
      { persona: 'totp' },
      {
        ...STRANGER,
        'x-totp': await totpCodeOfNow(),
      },
    );
    expect(signIn.status).toBe(200);
    const bearer = `Bearer ${(signIn.json as { access_token: string }).access_token}`;
    const changed = await call<Profile>(
      sandbox.url,
      'user/v1',
      'set_profile',
      { ip_whitelist_add: [{ subnet: '0.0.0.0/0', description: 'everyone' }] },
      bearer,
      STRANGER,
    );
    expect(resultOf(changed.reply).ip_whitelist.map((entry) => entry.subnet)).toContain('0.0.0.0/0');
    const shared = await call(
      sandbox.url,
      'user/v1',
      'get_profile',
      {},
      basic('totp', 'sandbox-totp'),
      ELSEWHERE,
    );
    expect(shared.http.status).toBe(401);
  });
});

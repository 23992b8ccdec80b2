/**
 * A private copy grows by writes only up to its cap (here a small one): the write that would pass
 * it answers JSON-RPC error 012 on HTTP 200, never a 500 or an unanticipated 001, and the copy
 * stays readable; a reset gives the room back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMail } from '../store/seed/index.ts';
import { call, post, resultOf } from '../testing/http-client.ts';
import { startTestSandbox } from '../testing/sandbox-under-test.ts';

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    productCount: 300,
    demo: { idleMinutes: 60, maxCopies: 10, backofficeSeconds: 3600, copyGrowthKib: 64 },
  });
});
afterAll(() => sandbox.stop());

let forwarders = 0;

/** A batch of forwarders of about 5 KB each, created in the visitor's copy; the replies by entry. */
async function createForwarders(bearer: string, count: number) {
  const destinations = Array.from(
    { length: 20 },
    (_, index) => `${'bestemming'.repeat(20)}-${index}@voorbeeld-van-een-lange-domeinnaam.example`,
  );
  const batch = Array.from({ length: count }, () => ({
    jsonrpc: '2.0',
    id: ++forwarders,
    method: 'create_forwarder',
    params: { client_id: demoMail.clientId, email: `door-${forwarders}@${demoMail.domain}`, destinations },
  }));
  const reply = await post(`${sandbox.url}/mail/v1`, batch, { authorization: bearer });
  expect(reply.status).toBe(200);
  return reply.json as ({ result: unknown } | { error: { code: number; message: string } })[];
}

describe('a private copy with a size cap', () => {
  it('refuses the write that would take it past the cap with 012, and stays readable; a reset gives room again', async () => {
    const signIn = await post(`${sandbox.url}/demo/sign-in`, { persona: 'staff' });
    const bearer = `Bearer ${(signIn.json as { access_token: string }).access_token}`;

    let refusal: { code: number; message: string } | undefined;
    for (let round = 0; round < 30 && !refusal; round++) {
      const entries = await createForwarders(bearer, 10);
      refusal = entries.flatMap((entry) => ('error' in entry ? [entry.error] : []))[0];
    }
    expect(refusal).toMatchObject({ code: 12, message: expect.stringMatching(/size limit of 64 KiB/) });
    expect(sandbox.logs.filter((line) => /unanticipated/i.test(line))).toEqual([]);

    const listed = await call<{ forwarders: unknown[] }>(
      sandbox.url,
      'mail/v1',
      'list_forwarders',
      { client_id: demoMail.clientId },
      bearer,
    );
    expect(resultOf(listed.reply).forwarders.length).toBeGreaterThan(0);

    expect((await post(`${sandbox.url}/demo/reset`, {}, { authorization: bearer })).status).toBe(200);
    const afterReset = await createForwarders(bearer, 1);
    expect(afterReset[0]).toHaveProperty('result');
  });
});

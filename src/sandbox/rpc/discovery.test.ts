import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { Caller } from './context.ts';
import { loadContract } from './contract.ts';
import { createEngine } from './engine.ts';

const contract = loadContract();
const document = { openrpc: '1.2.6', info: { title: 'mail', version: '1' }, methods: [] };

function callerWith(...permissions: string[]): Caller {
  return {
    kind: 'user',
    userId: 1,
    username: 'someone',
    customerAccountId: 4242,
    permissions: new Set(permissions),
    clientIp: '127.0.0.1',
    tokenExpiresAt: null,
  };
}

function engineWith(discover: ((className: string, classUrl: string | undefined) => unknown) | null) {
  const asked: [string, string | undefined][] = [];
  const engine = createEngine({
    contract,
    methods: new Map(),
    db: new DatabaseSync(':memory:'),
    strictReplies: true,
    backofficeDelaySeconds: 0,
    now: () => new Date(),
    log: () => {},
    discover:
      discover &&
      ((className, classUrl) => {
        asked.push([className, classUrl]);
        return discover(className, classUrl);
      }),
  });
  const reply = async (caller: Caller, params?: unknown) =>
    JSON.parse(
      String(
        await engine.handle({
          className: 'mail/v1',
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'rpc.discover', params }),
          caller,
          cid: 'c'.repeat(24),
          classUrl: () => 'https://sandbox.example/mail/v1',
        }),
      ),
    ) as Record<string, unknown>;
  return { reply, asked };
}

describe('rpc.discover in the engine', () => {
  it("answers the class's document to a caller with any one of the class's permissions", async () => {
    const { reply, asked } = engineWith(() => document);
    for (const permission of ['#mail-r', '#mail-w', '#mail-d']) {
      expect(await reply(callerWith(permission))).toEqual({ jsonrpc: '2.0', id: 1, result: document });
    }
    expect(asked[0]).toEqual(['mail/v1', 'https://sandbox.example/mail/v1']);
  });

  it('answers 012 to a caller with none of them, naming them', async () => {
    const { reply, asked } = engineWith(() => document);
    const answer = await reply(callerWith('#broadband-r', '#postcodes-r'));
    expect(answer).toMatchObject({
      error: { code: 12, data: { permission: "any of the class's permissions" } },
    });
    expect((answer.error as { message: string }).message).toContain('#mail-r, #mail-w, #mail-d');
    expect(asked).toEqual([]);
  });

  it('checks its params and, in strict mode, the document against the reply schema', async () => {
    expect(await engineWith(() => document).reply(callerWith('#mail-r'), { all: true })).toMatchObject({
      error: { code: 11 },
    });
    expect(await engineWith(() => ({ openrpc: '1.2.6' })).reply(callerWith('#mail-r'))).toMatchObject({
      error: { code: 11, data: { schema: 'rpc/discover_reply_v1.json' } },
    });
  });

  it('is not found in an engine given no documents', async () => {
    expect(await engineWith(null).reply(callerWith('#mail-r'))).toMatchObject({ error: { code: -32601 } });
  });
});

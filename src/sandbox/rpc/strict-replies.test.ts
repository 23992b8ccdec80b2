import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { Caller, MethodHandler } from './context.ts';
import { methodRegistry } from '../methods/registry.ts';
import { loadContract } from './contract.ts';
import type { MethodRegistry } from './context.ts';
import { createEngine } from './engine.ts';
import { JsonText } from './json-text.ts';

const contract = loadContract();
const caller: Caller = {
  kind: 'user',
  userId: 1,
  username: 'admin',
  customerAccountId: 4242,
  permissions: new Set(['#broadband-basic-r']),
  clientIp: '127.0.0.1',
  tokenExpiresAt: null,
};

function engineWith(listProviders: MethodHandler<never, unknown>, strictReplies: boolean) {
  const methods: MethodRegistry = new Map([
    ['broadband/basic/v1', new Map([['list_providers', listProviders]])],
  ]);
  const logs: string[] = [];
  const engine = createEngine({
    contract,
    methods,
    db: new DatabaseSync(':memory:'),
    strictReplies,
    backofficeDelaySeconds: 0,
    now: () => new Date(),
    log: (line) => logs.push(line),
  });
  const text = async (body: unknown) =>
    (await engine.handle({
      className: 'broadband/basic/v1',
      body: JSON.stringify(body),
      caller,
      cid: 'c'.repeat(24),
    })) as string | null;
  const reply = async (body: unknown) => JSON.parse((await text(body)) ?? 'null') as Record<string, unknown>;
  return { reply, text, logs };
}

const request = { jsonrpc: '2.0', id: 1, method: 'list_providers' };

describe('reply validation and unanticipated failures', () => {
  it('turns a reply that breaks its schema into 011 in strict mode, and logs why', async () => {
    const { reply, logs } = engineWith(() => ({ providers: ['NOT-A-PROVIDER'] }), true);
    expect(await reply(request)).toMatchObject({
      id: 1,
      error: {
        code: 11,
        data: { cid: 'c'.repeat(24), schema: 'broadband/basic/list_providers_reply_v1.json' },
      },
    });
    expect(logs.join('\n')).toContain('list_providers_reply_v1.json');
  });

  it('passes the same reply through when not strict', async () => {
    const { reply } = engineWith(() => ({ providers: ['NOT-A-PROVIDER'] }), false);
    expect(await reply(request)).toMatchObject({ result: { providers: ['NOT-A-PROVIDER'] } });
  });

  it('puts a result given as JSON text into the reply as it is, alone and in a batch, for every kind of id', async () => {
    const stored = '{"providers":["KPNWBA","ZIGGO"]}';
    const { text } = engineWith(() => new JsonText(stored), true);
    expect(await text(request)).toBe(`{"jsonrpc":"2.0","id":1,"result":${stored}}`);
    for (const id of ['a "quoted" \\ id', null, 0, -7.5]) {
      expect(JSON.parse((await text({ ...request, id })) ?? '')).toStrictEqual({
        jsonrpc: '2.0',
        id,
        result: { providers: ['KPNWBA', 'ZIGGO'] },
      });
    }
    const batch = JSON.parse(
      (await text([
        request,
        { jsonrpc: '2.0', method: 'list_providers' },
        { ...request, id: 2, method: 'nope' },
      ])) ?? '',
    ) as { id: number; result?: unknown; error?: { code: number } }[];
    expect(batch).toHaveLength(2);
    expect(batch[0]).toStrictEqual({ jsonrpc: '2.0', id: 1, result: { providers: ['KPNWBA', 'ZIGGO'] } });
    expect(batch[1]?.error?.code).toBe(-32601);
  });

  it('checks a result given as JSON text against its schema in strict mode', async () => {
    const { reply } = engineWith(() => new JsonText('{"providers":["NOT-A-PROVIDER"]}'), true);
    expect(await reply(request)).toMatchObject({ id: 1, error: { code: 11 } });
  });

  it('answers an unexpected throw with 001 and the cid, never the stack trace', async () => {
    const { reply, logs } = engineWith(() => {
      throw new Error('disk on fire at /secret/path');
    }, true);
    const answer = (await reply(request)) as {
      error: { code: number; message: string; data: { cid: string } };
    };
    expect(answer.error.code).toBe(1);
    expect(answer.error.message).toContain('c'.repeat(24));
    expect(JSON.stringify(answer)).not.toContain('secret');
    expect(logs.join('\n')).toContain('disk on fire');
  });

  it('has an implementation for exactly the methods of the catalogue', async () => {
    const implemented = [...methodRegistry].flatMap(([className, methods]) =>
      [...methods.keys()].map((method) => `${className} ${method}`),
    );
    const catalogued = contract.catalogue.classes.flatMap((entry) =>
      entry.methods.map((method) => `${entry.class} ${method.method}`),
    );
    expect(implemented.sort()).toEqual(catalogued.sort());
  });
});

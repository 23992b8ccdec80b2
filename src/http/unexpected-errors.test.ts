import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Handler, type RequestContext, chain } from './compose.ts';
import { describeFailure, unexpectedErrors } from './unexpected-errors.ts';

let server: Server | undefined;
let base = '';
/** What the error handler logged, one line per failure. */
let logged: string[] = [];
/** Failures that got past the middleware to the server's request listener. */
let escaped: unknown[] = [];

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** A server that answers every request with `handler`, behind the middleware. */
async function start(handler: Handler<RequestContext>): Promise<void> {
  logged = [];
  escaped = [];
  const answer = chain<RequestContext>()
    .use(
      unexpectedErrors({
        onError: ({ response, path }, error) => {
          logged.push(`${path} failed: ${describeFailure(error)}`);
          response
            .writeHead(500, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ message: 'Unanticipated error; quote it to the operator.' }));
        },
      }),
    )
    .answer(handler);
  server = createServer((request, response) => {
    try {
      void Promise.resolve(
        answer({ request, response, method: request.method ?? 'GET', path: request.url ?? '/' }),
      ).catch((error: unknown) => escaped.push(error));
    } catch (error) {
      escaped.push(error);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function ask(path = '/') {
  const reply = await fetch(`${base}${path}`);
  return { status: reply.status, text: await reply.text() };
}

const OPERATOR_MESSAGE = '{"message":"Unanticipated error; quote it to the operator."}';

describe('a handler that fails', () => {
  it('at once, by a throw: goes to the error handler, which answers; nothing escapes', async () => {
    await start(() => {
      throw new Error('broken at once');
    });
    expect(await ask('/now')).toEqual({ status: 500, text: OPERATOR_MESSAGE });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\/now failed: Error: broken at once\n\s+at /);
    expect(escaped).toEqual([]);
  });

  it('later, by a rejected promise: the same', async () => {
    await start(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      throw new TypeError('broken later');
    });
    expect(await ask('/later')).toEqual({ status: 500, text: OPERATOR_MESSAGE });
    expect(logged).toEqual([expect.stringMatching(/^\/later failed: TypeError: broken later\n\s+at /)]);
    expect(escaped).toEqual([]);
  });

  it('with something other than an Error: the same, logged as text', async () => {
    await start(() => Promise.reject('no reply from the store'));
    expect(await ask('/odd')).toEqual({ status: 500, text: OPERATOR_MESSAGE });
    expect(logged).toEqual(['/odd failed: no reply from the store']);
    expect(escaped).toEqual([]);
  });

  it('leaves the server answering the next request', async () => {
    let calls = 0;
    await start(({ response }) => {
      calls++;
      if (calls === 1) throw new Error('first one fails');
      response.end('second one answered');
    });
    expect((await ask()).status).toBe(500);
    expect(await ask()).toEqual({ status: 200, text: 'second one answered' });
    expect(logged).toHaveLength(1);
  });
});

describe('a handler that answers', () => {
  it('is answered as it answered, and nothing is logged', async () => {
    await start(async ({ response }) => {
      await new Promise((resolve) => setImmediate(resolve));
      response.writeHead(201).end('made');
    });
    expect(await ask()).toEqual({ status: 201, text: 'made' });
    expect(logged).toEqual([]);
    expect(escaped).toEqual([]);
  });
});

describe('describing a failure for the log', () => {
  it('gives an error’s stack where it has one, else its message', () => {
    const withStack = new Error('with stack');
    expect(describeFailure(withStack)).toBe(withStack.stack);
    const withoutStack = new Error('without stack');
    withoutStack.stack = undefined;
    expect(describeFailure(withoutStack)).toBe('without stack');
  });

  it('gives anything else as text', () => {
    expect(describeFailure('plain text')).toBe('plain text');
    expect(describeFailure(42)).toBe('42');
    expect(describeFailure(undefined)).toBe('undefined');
    expect(describeFailure(null)).toBe('null');
  });
});

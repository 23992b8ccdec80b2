import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, post } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ headersTimeoutSeconds: 2, requestTimeoutSeconds: 3 });
});
afterAll(() => sandbox.stop());

/** Sends `text` one byte every `intervalMs`; resolves with what the server answered once the connection closes. */
function trickle(text: string, intervalMs: number): Promise<string> {
  const socket = connect(Number(new URL(sandbox.url).port), '127.0.0.1');
  let answer = '';
  let index = 0;
  const timer = setInterval(() => {
    if (index < text.length && !socket.destroyed) socket.write(text[index++] ?? '');
  }, intervalMs);
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  return new Promise((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    }),
  );
}

const listProviders = (id: number) =>
  post(
    `${sandbox.url}/broadband/basic/v1`,
    { jsonrpc: '2.0', id, method: 'list_providers' },
    { authorization: basic('admin', 'sandbox-admin') },
  );

describe('slow clients', () => {
  it('cuts off a request whose headers trickle in, and keeps serving others meanwhile', async () => {
    let slowClosed = false;
    // Sent whole, these headers would take 20 s; the 2 s header timeout ends them first.
    const headers = `POST /broadband/basic/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'x'.repeat(400)}\r\n\r\n`;
    const slow = trickle(headers, 50).finally(() => (slowClosed = true));
    for (let id = 0; id < 5; id++) {
      expect((await listProviders(id)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(slowClosed).toBe(false);
    expect(await slow).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a request whose body trickles in', async () => {
    const body = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'list_providers' })}${' '.repeat(500)}`;
    const head = [
      'POST /broadband/basic/v1 HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: ${basic('admin', 'sandbox-admin')}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    // Sent whole, this request would take about 8 s and be answered; the 3 s request timeout ends it first.
    expect(await trickle(head + body, 10)).not.toContain('"result"');
  });
});

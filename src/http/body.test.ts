import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type BodyResult, decodeUtf8, readBody } from './body.ts';

const LIMIT = 32;

let server: Server | undefined;
let port = 0;
/** What readBody gave the server for each request, in order of arrival. */
let results: Promise<BodyResult>[] = [];

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function start(): Promise<void> {
  results = [];
  server = createServer((request, response) => {
    const result = readBody(request, LIMIT);
    results.push(result);
    void result.then((body) => {
      if (response.destroyed) return;
      const text = body.ok ? `${body.bytes.length}` : body.reason;
      response.writeHead(body.ok ? 200 : 413, { Connection: 'close', 'Content-Length': text.length });
      response.end(text);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
}

/** Writes `parts` on a raw connection, the socket ended after the last one when `end` is set. */
async function exchange(parts: string[], end = false): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  for (const part of parts) socket.write(part);
  if (end) socket.end();
  await once(socket, 'close');
  return received;
}

const post = (headers: string, body = '') => `POST / HTTP/1.1\r\nHost: x\r\n${headers}\r\n\r\n${body}`;
const chunked = (...chunks: string[]) =>
  chunks.map((chunk) => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('') + '0\r\n\r\n';

describe('reading a body', () => {
  it('gives every byte of a body up to the limit', async () => {
    await start();
    const body = 'é'.repeat(LIMIT / 2);
    const reply = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body });
    expect(await reply.text()).toBe(String(LIMIT));
    const result = await results[0];
    expect(result?.ok && result.bytes.toString('utf8')).toBe(body);
  });

  it('joins a chunked body from its chunks', async () => {
    await start();
    await exchange([post('Transfer-Encoding: chunked', chunked('first,', 'second,', 'third'))], true);
    const result = await results[0];
    expect(result?.ok && result.bytes.toString()).toBe('first,second,third');
  });

  it('gives an empty body for a request without one', async () => {
    await start();
    await fetch(`http://127.0.0.1:${port}/`);
    const result = await results[0];
    expect(result?.ok && result.bytes.length).toBe(0);
  });
});

describe('a body over the limit', () => {
  it('is refused from a declared Content-Length before any of it arrives', async () => {
    await start();
    const received = await exchange([post(`Content-Length: ${LIMIT + 1}`)]);
    expect(await results[0]).toEqual({ ok: false, reason: 'too-large' });
    expect(received).toMatch(/^HTTP\/1\.1 413 [\s\S]*too-large$/);
  });

  it('is refused as soon as a chunked body passes the limit', async () => {
    await start();
    const received = await exchange([
      post('Transfer-Encoding: chunked', chunked('x'.repeat(LIMIT), 'y')).replace(/0\r\n\r\n$/, ''),
    ]);
    expect(await results[0]).toEqual({ ok: false, reason: 'too-large' });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
  });
});

describe('a client that goes away mid-body', () => {
  it('gives aborted rather than a partial body', async () => {
    await start();
    await exchange([post('Content-Length: 20', 'only ten b')], true);
    expect(await results[0]).toEqual({ ok: false, reason: 'aborted' });
  });
});

describe('decoding UTF-8', () => {
  it('gives the text of well-formed UTF-8, a leading byte-order mark dropped', () => {
    expect(decodeUtf8(Buffer.from('Straße ✓ 🚀'))).toBe('Straße ✓ 🚀');
    expect(decodeUtf8(Buffer.from('\uFEFF{"a":1}'))).toBe('{"a":1}');
    expect(decodeUtf8(Buffer.alloc(0))).toBe('');
  });

  it('gives null for bytes that are not UTF-8', () => {
    expect(decodeUtf8(Buffer.from([0x7b, 0xff, 0x7d]))).toBeNull();
    expect(decodeUtf8(Buffer.from('café', 'latin1'))).toBeNull();
    expect(decodeUtf8(Buffer.from('✓').subarray(0, 2))).toBeNull();
    expect(decodeUtf8(Buffer.from([0xc0, 0xaf]))).toBeNull();
  });
});

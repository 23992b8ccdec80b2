import { once } from 'node:events';
import { type Server, createServer, request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit.ts';
import { type RequestContext, chain } from './compose.ts';

const LIMIT = 16;
const TOO_LARGE = `The request body is larger than the limit of ${LIMIT} bytes.`;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: Server | undefined;
/** What the handler after the limit was given, one entry per request it saw. */
let handled: string[] = [];
/** How often the limit's error answer was called. */
let refusals = 0;
/** Settles once the server is done with the current request, answered or not. */
let requestFinished: Promise<{ answered: boolean }>;

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function start(): Promise<number> {
  handled = [];
  refusals = 0;
  const answer = chain<RequestContext>()
    .use(
      bodyLimit({
        maxBytes: LIMIT,
        onError: ({ response }) => {
          refusals++;
          response.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
          response.end(JSON.stringify({ message: TOO_LARGE }));
        },
      }),
    )
    .answer(({ response, body }) => {
      handled.push(body.toString('latin1'));
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end(`read ${body.length} bytes`);
    });
  server = createServer((request, response) => {
    const answered = answer({ request, response, method: request.method ?? 'GET', path: request.url ?? '/' });
    requestFinished = Promise.all([answered, once(response, 'close')]).then(() => ({
      answered: response.headersSent,
    }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** Sends `chunks` one write at a time; without a Content-Length, Node sends them chunked. */
function post(port: number, chunks: string[], headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/', headers });
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (text: string) => (body += text));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
      );
    });
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

/** Writes `text` on a raw connection and returns all it receives until the server closes it. */
async function raw(port: number, text: string, endAfterWriting = false): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.write(text);
  if (endAfterWriting) socket.end();
  await once(socket, 'close');
  return received;
}

describe('a POST body within the limit', () => {
  it('reaches the handler whole, up to exactly the limit', async () => {
    const port = await start();
    const exact = 'x'.repeat(LIMIT);
    const reply = await post(port, [exact], { 'Content-Length': String(LIMIT) });
    expect(reply).toMatchObject({ status: 200, body: `read ${LIMIT} bytes` });
    expect(handled).toEqual([exact]);
  });

  it('reaches the handler whole when it arrives chunked in several pieces', async () => {
    const port = await start();
    const reply = await post(port, ['abcd', 'efgh', 'ijkl']);
    expect(reply).toMatchObject({ status: 200, body: 'read 12 bytes' });
    expect(handled).toEqual(['abcdefghijkl']);
  });

  it('is empty for a POST without a body', async () => {
    const port = await start();
    const reply = await post(port, [], { 'Content-Length': '0' });
    expect(reply).toMatchObject({ status: 200, body: 'read 0 bytes' });
    expect(handled).toEqual(['']);
  });
});

describe('a POST body over the limit', () => {
  it('gets 413 saying what was wrong, and the handler never runs', async () => {
    const port = await start();
    const reply = await post(port, ['x'.repeat(LIMIT + 1)], { 'Content-Length': String(LIMIT + 1) });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ message: TOO_LARGE });
    expect(handled).toEqual([]);
  });

  it('gets 413 when it arrives chunked and passes the limit only in a later chunk', async () => {
    const port = await start();
    const reply = await post(port, ['x'.repeat(LIMIT - 2), 'yyy', 'z'.repeat(1000)]);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ message: TOO_LARGE });
    expect(handled).toEqual([]);
  });

  it('gets 413 from its declared length alone, without waiting for bytes that never come', async () => {
    const port = await start();
    const received = await raw(
      port,
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${LIMIT * 1000}\r\nConnection: close\r\n\r\nabc`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain(TOO_LARGE);
    expect(handled).toEqual([]);
  });
});

describe('a body the client does not finish', () => {
  it('is dropped without an answer when a Content-Length promises more than arrives', async () => {
    const port = await start();
    const received = await raw(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc', true);
    expect(await requestFinished).toEqual({ answered: false });
    expect(refusals).toBe(0);
    expect(handled).toEqual([]);
    expect(received).not.toMatch(/ (200|413) /);
  });
});

describe('a request other than POST', () => {
  it('reaches the handler with an empty body, however large the body it carries', async () => {
    const port = await start();
    const body = 'x'.repeat(LIMIT * 4);
    const received = await raw(
      port,
      `GET / HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 200 [\s\S]*read 0 bytes/);
    expect(handled).toEqual(['']);
  });
});

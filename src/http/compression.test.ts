import { once } from 'node:events';
import { type Server, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Encoding,
  MIN_COMPRESSED_BYTES,
  acceptedEncodings,
  chooseEncoding,
  compress,
  compressingStream,
} from './compression.ts';

/** A JSON listing of `rows` rows, as the API's replies look. */
const listing = (rows: number) =>
  Buffer.from(
    JSON.stringify(
      Array.from({ length: rows }, (_, index) => ({
        id: `line-${index}`,
        postcode: `${1000 + (index % 9000)}AB`,
        status: index % 3 ? 'active' : 'pending',
      })),
    ),
  );

const decompress = (bytes: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;

describe('negotiating an encoding from Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip'], 'br'],
    ['gzip, deflate', ['gzip'], 'gzip'],
    ['br', ['br'], 'br'],
    ['GZip, BR', ['br', 'gzip'], 'br'],
    ['br;q=0.1, gzip;q=1.0', ['br', 'gzip'], 'br'],
    ['br;q=0, gzip', ['gzip'], 'gzip'],
    ['br; q=0, gzip; q=0', [], null],
    ['*', ['br', 'gzip'], 'br'],
    ['gzip;q=0, *', ['br'], 'br'],
    ['*;q=0', [], null],
    ['identity', [], null],
    ['deflate, compress', [], null],
    ['', [], null],
  ])('%j takes %j and answers with %j', (header, accepted, chosen) => {
    expect(acceptedEncodings(header)).toEqual(accepted);
    expect(chooseEncoding(header)).toBe(chosen);
  });

  it('takes nothing from a request without the header, and reads several header lines as one', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(chooseEncoding(undefined)).toBeNull();
    expect(acceptedEncodings(['gzip', 'br;q=0.5'])).toEqual(['br', 'gzip']);
  });
});

describe('compressing a whole body', () => {
  it.each(['br', 'gzip'] as const)(
    'gives %s that decodes to the same bytes, at once when small',
    (encoding) => {
      const body = listing(100);
      const compressed = compress(body, encoding);
      expect(compressed).toBeInstanceOf(Buffer);
      expect(decompress(compressed as Buffer, encoding).equals(body)).toBe(true);
      expect((compressed as Buffer).length).toBeLessThan(body.length / 4);
    },
  );

  it.each(['br', 'gzip'] as const)(
    'gives %s of a large body by a promise, off the event loop',
    async (encoding) => {
      const body = listing(5000);
      expect(body.length).toBeGreaterThan(64 * 1024);
      const pending = compress(body, encoding);
      expect(pending).toBeInstanceOf(Promise);
      const compressed = await pending;
      expect(decompress(compressed, encoding).equals(body)).toBe(true);
      expect(compressed.length).toBeLessThan(body.length / 4);
    },
  );

  it('sets the smallest body worth compressing at 1 KiB', () => {
    expect(MIN_COMPRESSED_BYTES).toBe(1024);
  });
});

describe('compressing on the wire', () => {
  let server: Server | undefined;

  afterEach(async () => {
    server?.closeAllConnections();
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  });

  /** Answers `/whole` with `compress` and `/stream` through `compressingStream`, by Accept-Encoding. */
  async function start(body: Buffer): Promise<number> {
    server = createServer((request, response) => {
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding === null) return void response.writeHead(200).end(body);
      response.writeHead(200, { 'Content-Encoding': encoding });
      if (request.url === '/stream') {
        const pieces = [body.subarray(0, 1000), body.subarray(1000, 5000), body.subarray(5000)];
        void pipeline(Readable.from(pieces), compressingStream(encoding), response);
        return;
      }
      void Promise.resolve(compress(body, encoding)).then((compressed) => response.end(compressed));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  }

  function fetchRaw(port: number, path: string, acceptEncoding: string) {
    return new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ encoding: incoming.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  }

  it.each([
    ['/whole', 'gzip, deflate, br', 'br'],
    ['/whole', 'gzip', 'gzip'],
    ['/stream', 'br, gzip', 'br'],
    ['/stream', 'gzip;q=1, br;q=0', 'gzip'],
  ] as [string, string, Encoding][])(
    '%s for %j carries %s that decodes to the body',
    async (path, accept, encoding) => {
      const body = listing(3000);
      const port = await start(body);
      const reply = await fetchRaw(port, path, accept);
      expect(reply.encoding).toBe(encoding);
      expect(reply.bytes.length).toBeLessThan(body.length / 4);
      expect(decompress(reply.bytes, reply.encoding).equals(body)).toBe(true);
    },
  );

  it('carries the body as it is to a client that takes no encoding we offer', async () => {
    const body = listing(50);
    const port = await start(body);
    const reply = await fetchRaw(port, '/whole', 'deflate');
    expect(reply.encoding).toBeUndefined();
    expect(reply.bytes.equals(body)).toBe(true);
  });

  it('gives what a fetch client decodes by itself', async () => {
    const body = listing(200);
    const port = await start(body);
    for (const accept of ['br', 'gzip']) {
      const reply = await fetch(`http://127.0.0.1:${port}/stream`, {
        headers: { 'Accept-Encoding': accept },
      });
      expect(reply.headers.get('content-encoding')).toBe(accept);
      expect(await reply.text()).toBe(body.toString());
    }
  });
});

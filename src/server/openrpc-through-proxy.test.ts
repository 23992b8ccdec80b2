/**
 * Proxy mode before a real sandbox: the OpenRPC documents and rpc.discover name the class under the
 * portal (its --public-url, else the address it was reached at), never the upstream's address;
 * the rest of each document is the upstream's, to the byte of its JSON.
 */
import { type Server, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, post } from '../sandbox/testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../sandbox/testing/sandbox-under-test.ts';
import {
  type PortalUnderTest,
  rawBytesGet,
  rawRequest,
  startTestPortal,
} from './testing/portal-under-test.ts';

const admin = basic('admin', 'sandbox-admin');

interface Document {
  servers: { name?: string; url: string }[];
  methods: unknown[];
}

let upstream: RunningSandbox;
const portals: PortalUnderTest[] = [];
beforeAll(async () => {
  upstream = await startTestSandbox();
});
afterAll(async () => {
  await Promise.all(portals.map((portal) => portal.stop()));
  await upstream.stop();
});

async function portalBefore(options: Parameters<typeof startTestPortal>[0] = {}) {
  const portal = await startTestPortal({ apiUpstream: upstream.url, ...options });
  portals.push(portal);
  return portal;
}

/** The upstream's own document with its first server named `url`: what the portal must serve. */
async function upstreamDocumentNaming(className: string, url: string): Promise<Document> {
  const document = (await (await fetch(`${upstream.url}/openrpc/${className}.json`)).json()) as Document;
  expect(document.servers[0]?.url).toBe(`${upstream.url}/${className}`);
  return { ...document, servers: [{ ...document.servers[0], url }, ...document.servers.slice(1)] };
}

describe('OpenRPC documents in proxy mode', () => {
  it('name the class at the address the portal was reached at, without --public-url', async () => {
    const portal = await portalBefore();
    for (const className of ['postcodes/v1', 'broadband/basic/v1']) {
      const reply = await fetch(`${portal.url}/api/openrpc/${className}.json`);
      expect(reply.status).toBe(200);
      expect(await reply.json()).toEqual(
        await upstreamDocumentNaming(className, `${portal.url}/api/${className}`),
      );
    }
  });

  it('name the class under --public-url, below the API path the portal serves', async () => {
    const portal = await portalBefore({
      publicUrl: 'https://portal.example.nl',
      env: { PORTAL_API_BASE: '/provider-api' },
    });
    const reply = await fetch(`${portal.url}/provider-api/openrpc/mail/v1.json`);
    expect(await reply.json()).toEqual(
      await upstreamDocumentNaming('mail/v1', 'https://portal.example.nl/provider-api/mail/v1'),
    );
  });

  it('never name a host a caller sent, even through a trusted proxy', async () => {
    const portal = await portalBefore({ trustedProxies: ['127.0.0.1/32', '::1/128'] });
    const reply = await fetch(`${portal.url}/api/openrpc/user/v1.json`, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(((await reply.json()) as Document).servers[0]?.url).toBe(`${portal.url}/api/user/v1`);
  });

  it('carry the length of the document as rewritten, or compress it whole', async () => {
    const portal = await portalBefore({ publicUrl: 'https://portal.example.nl' });
    const path = '/api/openrpc/broadband/v1.json';
    const plain = await rawBytesGet(portal.url, path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length);
    const compressed = await rawBytesGet(portal.url, path, { 'Accept-Encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.bytes).equals(plain.bytes)).toBe(true);
    expect((JSON.parse(plain.bytes.toString()) as Document).servers[0]?.url).toBe(
      'https://portal.example.nl/api/broadband/v1',
    );
    const head = await rawRequest(portal.url, path, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBeUndefined();
  });

  it('pass on what is no document as the upstream sent it', async () => {
    const portal = await portalBefore();
    const missing = await fetch(`${portal.url}/api/openrpc/broadband/v9.json`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(
      await (await fetch(`${upstream.url}/openrpc/broadband/v9.json`)).text(),
    );
  });
});

describe('rpc.discover in proxy mode', () => {
  it('names the class under the portal, alone or in a batch whose other replies stay as they are', async () => {
    const portal = await portalBefore({ publicUrl: 'https://portal.example.nl' });
    const expected = await upstreamDocumentNaming(
      'postcodes/v1',
      'https://portal.example.nl/api/postcodes/v1',
    );
    const alone = await post(
      `${portal.url}/api/postcodes/v1`,
      { jsonrpc: '2.0', id: 'find', method: 'rpc.discover' },
      { authorization: admin },
    );
    expect(alone.json).toEqual({ jsonrpc: '2.0', id: 'find', result: expected });

    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'get_address', params: { zipcode: '1012AB', housenr: 1 } },
      { jsonrpc: '2.0', id: 2, method: 'rpc.discover' },
    ];
    const throughPortal = await post(`${portal.url}/api/postcodes/v1`, batch, { authorization: admin });
    const direct = await post(`${upstream.url}/postcodes/v1`, batch, { authorization: admin });
    const [address, discovered] = throughPortal.json as [{ result: unknown }, { result: Document }];
    expect(address).toEqual((direct.json as unknown[])[0]);
    expect(address.result).toMatchObject({ street: 'Damrak' });
    expect(discovered.result).toEqual(expected);
  });
});

describe('a document the portal cannot hold or read', () => {
  const MiB = 1024 * 1024;
  const HUGE = 40 * MiB;
  const head = Buffer.from('{"openrpc":"1.3.2","servers":[{"url":"http://provider.internal/x"}],"padding":"');
  let cutOff: string[] = [];
  function* hugeDocument() {
    yield head;
    for (let sent = 0; sent < HUGE; sent += MiB) yield Buffer.alloc(MiB, 'x');
    yield Buffer.from('"}');
  }
  const fakeUpstream: Server = createServer((request, response) => {
    response.once('close', () => {
      if (!response.writableFinished) cutOff.push(request.url!);
    });
    response.writeHead(200, { 'Content-Type': 'application/json' });
    if (request.url === '/openrpc/huge/v1.json') {
      pipeline(Readable.from(hugeDocument()), response).catch(() => {});
    } else if (request.url === '/openrpc/garbled/v1.json') response.end('{"servers": [{"url": ');
    else response.write(head); // a first chunk, then silence
  });

  let portal: PortalUnderTest;
  let impatientPortal: PortalUnderTest;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fakeUpstream.listen(0, '127.0.0.1', resolve));
    const { port } = fakeUpstream.address() as AddressInfo;
    portal = await portalBefore({ apiUpstream: `http://127.0.0.1:${port}` });
    impatientPortal = await portalBefore({ apiUpstream: `http://127.0.0.1:${port}`, upstreamTimeoutMs: 300 });
  });
  afterAll(() => {
    fakeUpstream.closeAllConnections();
    fakeUpstream.close();
  });

  /** Reads a reply to the end, or until it breaks off, keeping its first bytes and its length. */
  const download = (url: string) =>
    new Promise<{ status: number; bytes: number; start: string; complete: boolean }>((resolve, reject) => {
      get(url, (incoming) => {
        let bytes = 0;
        let start = '';
        incoming.on('data', (chunk: Buffer) => {
          if (start.length < head.length) start += chunk.toString('latin1', 0, head.length);
          bytes += chunk.length;
        });
        incoming.on('error', () => {});
        incoming.on('close', () =>
          resolve({
            status: incoming.statusCode!,
            bytes,
            start: start.slice(0, head.length),
            complete: incoming.complete,
          }),
        );
      }).on('error', reject);
    });

  it('passes one larger than it holds on as it came, whole', async () => {
    const reply = await download(`${portal.url}/api/openrpc/huge/v1.json`);
    expect(reply).toEqual({
      status: 200,
      bytes: head.length + HUGE + 2,
      start: head.toString(),
      complete: true,
    });
  }, 60_000);

  it('passes one that is not JSON on as it came', async () => {
    const reply = await fetch(`${portal.url}/api/openrpc/garbled/v1.json`);
    expect(await reply.text()).toBe('{"servers": [{"url": ');
  });

  it('answers 504 for one that stalls for longer than the timeout, and cuts the upstream off', async () => {
    cutOff = [];
    const reply = await fetch(`${impatientPortal.url}/api/openrpc/stall/v1.json`);
    expect(reply.status).toBe(504);
    expect(await reply.json()).toEqual({
      message: expect.stringMatching(
        /^The provider's API at http:\/\/127\.0\.0\.1:\d+ stopped answering for \d+ s\.$/,
      ),
    });
    await expect.poll(() => cutOff, { timeout: 5_000 }).toEqual(['/openrpc/stall/v1.json']);
  });
});

import { once } from 'node:events';
import { type OutgoingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientIpReader, forwardedHeaderReader, httpsTest, trustedProxyTest } from './client-ip.ts';

interface Seen {
  ip: string;
  https: boolean;
  host: string | null;
  fromTrustedProxy: boolean;
}

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** A server on loopback (127.0.0.1 unless told) that answers with what it makes of each request, trusting `trustedProxies`. */
async function start(trustedProxies: string[], host = '127.0.0.1'): Promise<number> {
  const clientIp = clientIpReader(trustedProxies);
  const forwarded = forwardedHeaderReader(trustedProxies);
  const isHttps = httpsTest(trustedProxies);
  const fromTrustedProxy = trustedProxyTest(trustedProxies);
  server = createServer((request, response) => {
    const seen: Seen = {
      ip: clientIp(request),
      https: isHttps(request),
      host: forwarded(request, 'x-forwarded-host') ?? null,
      fromTrustedProxy: fromTrustedProxy(request),
    };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(seen));
  });
  server.listen(0, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

function ask(port: number, headers: OutgoingHttpHeaders = {}): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (text: string) => (body += text));
      incoming.on('end', () => resolve(JSON.parse(body) as Seen));
    });
    outgoing.on('error', reject).end();
  });
}

describe('with no trusted proxies', () => {
  it('takes the socket address and ignores every X-Forwarded-* header', async () => {
    const port = await start([]);
    const seen = await ask(port, {
      'X-Forwarded-For': '203.0.113.7',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'portal.example',
    });
    expect(seen).toEqual({ ip: '127.0.0.1', https: false, host: null, fromTrustedProxy: false });
  });

  it('gives a client reaching an IPv6 socket over IPv4 as its IPv4 address', async () => {
    const port = await start([], '::ffff:127.0.0.1');
    expect((await ask(port, { 'X-Forwarded-For': '203.0.113.7' })).ip).toBe('127.0.0.1');
  });
});

describe('behind a trusted proxy', () => {
  const proxies = ['127.0.0.1', '10.0.0.0/8'];

  it('takes the right-most X-Forwarded-For entry that is not a trusted proxy', async () => {
    const port = await start(proxies);
    expect((await ask(port, { 'X-Forwarded-For': '203.0.113.7' })).ip).toBe('203.0.113.7');
    expect((await ask(port, { 'X-Forwarded-For': '203.0.113.7, 10.1.2.3, 10.9.9.9' })).ip).toBe(
      '203.0.113.7',
    );
  });

  it('does not take an address the client put to the left of what the proxy added', async () => {
    const port = await start(proxies);
    const seen = await ask(port, { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' });
    expect(seen.ip).toBe('203.0.113.7');
  });

  it('reads X-Forwarded-For sent as several header lines as one list', async () => {
    const port = await start(proxies);
    const seen = await ask(port, { 'X-Forwarded-For': ['198.51.100.1', '203.0.113.7, 10.0.0.5'] });
    expect(seen.ip).toBe('203.0.113.7');
  });

  it('treats an IPv4-mapped IPv6 entry as the IPv4 address', async () => {
    const port = await start(proxies);
    const seen = await ask(port, { 'X-Forwarded-For': '203.0.113.7, ::ffff:10.0.0.5' });
    expect(seen.ip).toBe('203.0.113.7');
    expect((await ask(port, { 'X-Forwarded-For': '::ffff:203.0.113.9' })).ip).toBe('203.0.113.9');
  });

  it('falls back to the socket address when every entry is a trusted proxy or there is none', async () => {
    const port = await start(proxies);
    expect((await ask(port, { 'X-Forwarded-For': '10.0.0.1, 10.0.0.2' })).ip).toBe('127.0.0.1');
    expect((await ask(port)).ip).toBe('127.0.0.1');
    expect((await ask(port, { 'X-Forwarded-For': ' , ' })).ip).toBe('127.0.0.1');
  });

  it('believes only the right-most X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const port = await start(proxies);
    expect(
      await ask(port, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example, portal.example' }),
    ).toMatchObject({ https: true, host: 'portal.example', fromTrustedProxy: true });
    expect((await ask(port, { 'X-Forwarded-Proto': 'https, http' })).https).toBe(false);
    expect((await ask(port, { 'X-Forwarded-Host': 'portal.example, ' })).host).toBeNull();
  });

  it('counts a client reaching an IPv6 socket over IPv4 as its IPv4 address', async () => {
    const port = await start(['127.0.0.1'], '::ffff:127.0.0.1');
    const seen = await ask(port, { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' });
    expect(seen).toMatchObject({ ip: '203.0.113.7', https: true, fromTrustedProxy: true });
    expect((await ask(port)).ip).toBe('127.0.0.1');
  });
});

describe('from a client that is not a trusted proxy', () => {
  it('takes the socket address and ignores X-Forwarded-* headers', async () => {
    const port = await start(['10.0.0.0/8', '192.0.2.1']);
    const seen = await ask(port, {
      'X-Forwarded-For': '203.0.113.7',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'portal.example',
    });
    expect(seen).toEqual({ ip: '127.0.0.1', https: false, host: null, fromTrustedProxy: false });
  });

  it('ignores trusted proxy entries that are not addresses or ranges', async () => {
    const port = await start(['localhost', '127.0.0.1/33', 'not an address']);
    const seen = await ask(port, { 'X-Forwarded-For': '203.0.113.7' });
    expect(seen).toMatchObject({ ip: '127.0.0.1', fromTrustedProxy: false });
  });
});

import { once } from 'node:events';
import { type OutgoingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RequestContext, chain } from './compose.ts';
import { assignCid, correlationId, isValidCid, newCid } from './correlation-id.ts';

const CID_HEADER = 'x-request-id';
const FRESH_ID = /^[0-9a-f]{24}$/;

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/**
 * A server whose replies name the request's id in the cid header, as the servers' replies do;
 * `assigning` gives the request its id first, as the access log does.
 */
async function start({ assigning }: { assigning: boolean }): Promise<number> {
  const answer = chain<RequestContext>()
    .use(correlationId())
    .answer(({ response, cid }) => void response.writeHead(200, { [CID_HEADER]: cid }).end(cid));
  server = createServer((request, response) => {
    if (assigning) assignCid(request, CID_HEADER);
    void answer({ request, response, method: request.method ?? 'GET', path: request.url ?? '/' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

function cidOf(port: number, headers: OutgoingHttpHeaders = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(String(incoming.headers[CID_HEADER])));
    });
    outgoing.on('error', reject).end();
  });
}

describe('a request carrying a valid id', () => {
  it('keeps it, whatever its form', async () => {
    const port = await start({ assigning: true });
    for (const given of [
      'f47ac10b-58cc-4372-a567-0e02b2c3d479',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      'abcd1234',
      'x'.repeat(64),
      'Req_1.2:3-4',
    ]) {
      expect(await cidOf(port, { [CID_HEADER]: given })).toBe(given);
    }
  });
});

describe('a request carrying an invalid id', () => {
  it('gets a fresh one in its place', async () => {
    const port = await start({ assigning: true });
    for (const given of [
      'short',
      'x'.repeat(65),
      'has spaces in it',
      'abcd1234,efgh5678',
      '<script>alert(1)</script>',
      'ünïcödé-id',
      '',
    ]) {
      const cid = await cidOf(port, { [CID_HEADER]: given });
      expect(cid, given).toMatch(FRESH_ID);
    }
  });

  it('gets a fresh one when it sends the header twice', async () => {
    const port = await start({ assigning: true });
    expect(await cidOf(port, { [CID_HEADER]: ['abcd1234', 'efgh5678'] })).toMatch(FRESH_ID);
  });
});

describe('a request without an id', () => {
  it('gets a fresh one, different for every request', async () => {
    const port = await start({ assigning: true });
    const cids = [await cidOf(port), await cidOf(port), await cidOf(port)];
    for (const cid of cids) expect(cid).toMatch(FRESH_ID);
    expect(new Set(cids).size).toBe(3);
  });

  it('gets a fresh one where nothing assigned an id before, ignoring what it sent', async () => {
    const port = await start({ assigning: false });
    expect(await cidOf(port, { [CID_HEADER]: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' })).toMatch(FRESH_ID);
  });
});

describe('fresh ids', () => {
  it('are 24 hex digits and do not repeat across many draws of random bytes', () => {
    const cids = Array.from({ length: 2000 }, newCid);
    for (const cid of cids) expect(cid).toMatch(FRESH_ID);
    expect(new Set(cids).size).toBe(cids.length);
  });

  it('are themselves valid ids', () => {
    expect(isValidCid(newCid())).toBe(true);
    expect(isValidCid(undefined)).toBe(false);
    expect(isValidCid(['abcd1234'])).toBe(false);
  });
});

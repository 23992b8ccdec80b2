import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, type RequestListener, createServer } from 'node:http';
import { createServer as createTlsServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../sandbox/index.ts';
import { createPortalHandler } from './portal-server.ts';
import { resolveRuntimeConfig } from './runtime-config.ts';
import { makeFakeDist } from './testing/portal-under-test.ts';

const cleanUps: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

let tls: { key: string; cert: string };
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', `${dir}/key.pem`, '-out', `${dir}/certificate.pem`],
    ],
    { encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  tls = { key: readFileSync(`${dir}/key.pem`, 'utf8'), cert: readFileSync(`${dir}/certificate.pem`, 'utf8') };
});

/** The portal (its API on another origin, so no database) behind the proxies it is told to trust. */
function portal(trustedProxies: string[]): RequestListener {
  const { root, distDir } = makeFakeDist();
  const handler = createPortalHandler({
    distDir,
    runtimeConfig: resolveRuntimeConfig(
      { apiBase: 'https://api.example.nl', basename: '/', defaultLocale: 'nl', allowedParentOrigins: [] },
      {},
    ),
    sandboxConfig: { ...defaultConfig, dataDir: root, trustedProxies },
    apiUpstream: null,
    keepSessions: false,
    log: () => {},
  });
  cleanUps.push(() => rmSync(root, { recursive: true, force: true }));
  return (request, response) => void handler(request, response);
}

async function serve(listener: RequestListener, withTls = false): Promise<string> {
  const server = withTls ? createTlsServer(tls, listener) : createServer(listener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  cleanUps.push(() => new Promise((done) => server.close(done)));
  return `${withTls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function headersOf(url: string, headers: Record<string, string> = {}): Promise<IncomingHttpHeaders> {
  if (url.startsWith('http:'))
    return fetch(url, { headers }).then((reply) => Object.fromEntries(reply.headers));
  return new Promise((resolve, reject) => {
    httpsRequest(url, { ca: tls.cert, headers }, (reply) => {
      reply.resume();
      resolve(reply.headers);
    })
      .on('error', reject)
      .end();
  });
}

const PATHS = ['/', '/transactions', '/assets/missing.js', '/healthz'];
/** A year; not on the names below the portal's, which it cannot know. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

describe('Strict-Transport-Security', () => {
  it('is sent on every reply when the portal serves TLS itself', async () => {
    const url = await serve(portal([]), true);
    for (const path of PATHS) {
      expect((await headersOf(`${url}${path}`))['strict-transport-security'], path).toBe(
        STRICT_TRANSPORT_SECURITY,
      );
    }
  });

  it('is sent when a trusted proxy says the request came over https, and only then', async () => {
    const url = await serve(portal(['127.0.0.1/32']));
    for (const path of PATHS) {
      const proxied = await headersOf(`${url}${path}`, { 'X-Forwarded-Proto': 'https' });
      expect(proxied['strict-transport-security'], path).toBe(STRICT_TRANSPORT_SECURITY);
    }
    expect(
      (await headersOf(`${url}/`, { 'X-Forwarded-Proto': 'http' }))['strict-transport-security'],
    ).toBeUndefined();
    // what the client put there itself, to the left of the proxy's own entry, does not count
    expect(
      (await headersOf(`${url}/`, { 'X-Forwarded-Proto': 'https, http' }))['strict-transport-security'],
    ).toBeUndefined();
    expect((await headersOf(`${url}/`))['strict-transport-security']).toBeUndefined();
  });

  it('is never sent over plain http, whatever an untrusted client says', async () => {
    const url = await serve(portal([]));
    for (const path of PATHS) {
      const headers = await headersOf(`${url}${path}`, { 'X-Forwarded-Proto': 'https' });
      expect(headers['strict-transport-security'], path).toBeUndefined();
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { DATABASE_FILE, type DemoSettings, defaultConfig } from '../../sandbox/index.ts';
import { TEST_JWT_SECRET } from '../../sandbox/testing/sandbox-under-test.ts';
import { type RunningPortal, startPortalServer } from '../portal-server.ts';
import { resolveRuntimeConfig } from '../runtime-config.ts';
import type { Logger } from 'pino';

export const FAKE_INDEX = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <title>Breedband portaal</title>
    <script type="module" crossorigin src="./assets/x-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/messages-en-abc123.js" data-locale="en">
    <link rel="modulepreload" crossorigin href="./assets/messages-nl-abc123.js" data-locale="nl">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
export const FAKE_SCRIPT = 'document.getElementById("root").textContent = "portal";\n';
export const FAKE_SOURCE_MAP = '{"version":3,"sources":["../src/main.tsx"],"mappings":""}\n';
/** Lies beside dist/, where a path traversal would find it. */
export const SECRET_BESIDE_DIST = '{"name": "must-not-leak"}\n';

/** A tiny stand-in for Vite's output, in a folder that also holds a file outside dist/. */
export function makeFakeDist(): { root: string; distDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), FAKE_INDEX);
  writeFileSync(join(distDir, 'assets', 'x-abc123.js'), FAKE_SCRIPT);
  writeFileSync(join(distDir, 'assets', 'x-abc123.js.map'), FAKE_SOURCE_MAP);
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(distDir, 'config.json'),
    JSON.stringify({ apiBase: '/api', basename: '/', defaultLocale: 'nl', allowedParentOrigins: [] }),
  );
  writeFileSync(join(root, 'package.json'), SECRET_BESIDE_DIST);
  return { root, distDir };
}

/**
 * A fake dist/ and a data directory holding the seeded database, for a server started as a process
 * (`SANDBOX_DATA_DIR`); `root` holds both, to remove after.
 */
export function fakeDeployment(): { root: string; distDir: string; dataDir: string } {
  const { root, distDir } = makeFakeDist();
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dataDir, DATABASE_FILE));
  return { root, distDir, dataDir };
}

export interface PortalUnderTest extends RunningPortal {
  distDir: string;
}

/** A portal server on a free loopback port over a fake dist/, with the sandbox on a copy of the seeded database. */
export async function startTestPortal(
  options: {
    env?: NodeJS.ProcessEnv;
    apiUpstream?: string;
    upstreamTimeoutMs?: number;
    sourceMaps?: boolean;
    keepSessions?: boolean;
    tokenLifetimeSeconds?: number;
    /** Demo mode for the sandbox (its template seeded with a small catalogue). */
    demo?: DemoSettings;
    /** Peers whose X-Forwarded-For and X-Forwarded-Proto are believed. */
    trustedProxies?: string[];
    /** Where callers reach the server (`--public-url`). */
    publicUrl?: string;
    /** What several instances share to restore each other's sessions. */
    sessionKey?: Buffer;
    sessionStore?: string;
    /** Where the log goes (silent without one). */
    logger?: Logger;
    /** A Prometheus listener on this port (0: any free one). */
    metricsPort?: number;
    /** A data directory that outlives the server (a restart), instead of a new one removed at stop. */
    dataDir?: string;
  } = {},
): Promise<PortalUnderTest> {
  const { root, distDir } = makeFakeDist();
  const dataDir = options.dataDir ?? join(root, 'data');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(join(dataDir, DATABASE_FILE)))
    copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dataDir, DATABASE_FILE));
  const running = await startPortalServer({
    distDir,
    runtimeConfig: resolveRuntimeConfig(
      { apiBase: '/api', basename: '/', defaultLocale: 'nl', allowedParentOrigins: [] },
      options.env ?? {},
    ),
    sandboxConfig: {
      ...defaultConfig,
      host: '127.0.0.1',
      port: 0,
      dataDir,
      strictReplies: true,
      backofficeDelaySeconds: 0,
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'silent',
      ...(options.metricsPort === undefined ? {} : { metricsPort: options.metricsPort }),
      ...(options.tokenLifetimeSeconds === undefined
        ? {}
        : { tokenLifetimeSeconds: options.tokenLifetimeSeconds }),
      ...(options.demo ? { demo: options.demo, productCount: 300 } : {}),
      ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
      ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    },
    apiUpstream: options.apiUpstream ?? null,
    ...(options.upstreamTimeoutMs === undefined ? {} : { upstreamTimeoutMs: options.upstreamTimeoutMs }),
    sourceMaps: options.sourceMaps ?? false,
    keepSessions: options.keepSessions ?? true,
    ...(options.sessionKey ? { sessionKey: options.sessionKey } : {}),
    ...(options.sessionStore ? { sessionStore: options.sessionStore } : {}),
    log: () => {},
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    ...running,
    distDir,
    async stop() {
      await running.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with the path exactly as written: fetch would resolve "..", "%2e%2e" and friends first. */
export function rawRequest(baseUrl: string, path: string, method = 'GET'): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path, method }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export const rawGet = (baseUrl: string, path: string) => rawRequest(baseUrl, path);

/** A GET whose reply bytes arrive as sent, with the request headers given (fetch would decompress). */
export function rawBytesGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

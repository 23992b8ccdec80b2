import { type CallForPage, callForPage } from './http/call-for-page.ts';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { createAuthenticator } from './auth/authenticate.ts';
import { createTokenService } from './auth/jwt.ts';
import { createLogin } from './auth/login.ts';
import { createLoginThrottle } from './auth/throttle.ts';
import type { SandboxConfig } from './config.ts';
import { type DemoMode, createDemoMode } from './demo/demo-mode.ts';
import { type SandboxHandler, createEdge } from './http/edge.ts';
import type { Logger } from 'pino';
import { createAccessLog } from '../http/access-log.ts';
import { clientIpReader } from '../http/client-ip.ts';
import { createHealth } from '../http/health.ts';
import { createLogger, messagesTo } from '../http/logger.ts';
import { createMetrics, serveMetrics } from '../http/metrics.ts';
import { createHttpServer, listenGracefully } from '../http/listen.ts';
import { readerMethods } from './methods/reader-methods.ts';
import { methodRegistry } from './methods/registry.ts';
import { type Contract, loadContract } from './rpc/contract.ts';
import { createEngine } from './rpc/engine.ts';
import { JsonText } from './rpc/json-text.ts';
import { loadOpenRpcDocuments } from './rpc/openrpc-documents.ts';
import { createReaderThreads } from './rpc/reader-threads.ts';
import { DATABASE_FILE, openDatabase } from './store/database.ts';

export interface Sandbox {
  handle: SandboxHandler;
  /** A call for a page the portal server draws, as the browser's own (call-for-page.ts). */
  callForPage: CallForPage;
  db: DatabaseSync;
  contract: Contract;
  seeded: boolean;
  demo: DemoMode | null;
  close(): void;
}

function jwtSecretFor(config: SandboxConfig): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = join(config.dataDir, 'jwt-secret');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    const secret = randomBytes(32);
    writeFileSync(file, secret.toString('hex') + '\n', { mode: 0o600 });
    return secret;
  }
}

const LARGE_CATALOGUE = 50_000;

/** Milliseconds a long-read thread of a small catalogue stays without calls before it stops. */
const LONG_READ_THREAD_IDLE_MS = 30_000;

interface ReaderPlan {
  threads: number;
  /** Only listings of many rows go to the threads; the rest are answered on the main thread. */
  longReadsOnly: boolean;
  idleExitMs: number | null;
}

/**
 * `auto`: a large catalogue has two threads for every listing; a small one is answered on the main
 * thread, but for listings of many rows (a 10,000-row page holds it for a tenth of a second), which
 * go to one thread started when one comes and stopped when none has come for a while.
 */
function readerPlan(db: DatabaseSync, configured: SandboxConfig['readerThreads']): ReaderPlan {
  if (configured !== 'auto') return { threads: configured, longReadsOnly: false, idleExitMs: null };
  const { products } = db.prepare('SELECT count(*) AS products FROM carrier_products').get() as {
    products: number;
  };
  return products >= LARGE_CATALOGUE
    ? { threads: 2, longReadsOnly: false, idleExitMs: null }
    : { threads: 1, longReadsOnly: true, idleExitMs: LONG_READ_THREAD_IDLE_MS };
}

/** The sandbox as a request handler, to mount under a prefix or serve on its own. */
export function createSandbox(
  config: SandboxConfig,
  log: (message: string) => void = (message) => console.error(message),
): Sandbox {
  const now = config.clock ?? (() => new Date());
  const { db, seeded } = openDatabase({
    dataDir: config.dataDir,
    reset: config.reset,
    productCount: config.productCount,
    now: now(),
  });
  const contract = loadContract();
  const openRpc = loadOpenRpcDocuments(contract.classes.keys());
  if (openRpc.missing.length > 0) {
    log(`No OpenRPC document for ${openRpc.missing.join(', ')}: run \`npm run generate\`.`);
  }
  const tokens = createTokenService(jwtSecretFor(config), config.tokenLifetimeSeconds);
  const throttle = createLoginThrottle(config.throttle);
  const demo = config.demo
    ? createDemoMode({
        dataDir: config.dataDir,
        productCount: config.productCount,
        settings: config.demo,
        sharedDb: db,
        tokens,
        now,
        log,
      })
    : null;
  const authenticator = createAuthenticator({
    db,
    tokens,
    throttle,
    workspaces: demo?.workspaces ?? null,
    accountCallsPerSecond: config.accountCallsPerSecond,
  });
  const login = createLogin({
    db,
    tokens,
    authenticator,
    releaseWorkspace: demo ? (workspace) => demo.release(workspace) : null,
  });
  const plan = readerPlan(db, config.readerThreads);
  const readerThreads =
    plan.threads > 0
      ? createReaderThreads(join(config.dataDir, DATABASE_FILE), plan.threads, plan.idleExitMs)
      : null;
  const engine = createEngine({
    contract,
    methods: methodRegistry,
    db,
    strictReplies: config.strictReplies,
    backofficeDelaySeconds: config.backofficeDelaySeconds,
    now,
    log,
    discover: (className, classUrl) => {
      const text = openRpc.text(className, classUrl);
      if (text === undefined) throw new Error(`no OpenRPC document for ${className}`);
      return new JsonText(text);
    },
    ...demo?.engineRules,
    readers: readerThreads
      ? { methods: new Set(readerMethods.keys()), threads: readerThreads, longReadsOnly: plan.longReadsOnly }
      : null,
  });
  const handle = createEdge({
    contract,
    engine,
    openRpc,
    authenticator,
    login,
    tokens,
    bodyLimitBytes: config.bodyLimitBytes,
    trustedProxies: config.trustedProxies,
    loginOrigins: config.loginOrigins,
    publicUrl: config.publicUrl,
    cidHeader: config.cidHeader,
    demo,
    now,
    log,
  });
  return {
    handle,
    callForPage: callForPage({ engine, authenticator, contract, trustedProxies: config.trustedProxies, now }),
    db,
    contract,
    seeded,
    demo,
    close: () => {
      demo?.close();
      readerThreads?.close();
      db.close();
    },
  };
}

/** Ready while the database is open and answers a query. */
export const databaseCheck = (db: DatabaseSync) => () => {
  db.prepare('SELECT count(*) FROM sqlite_schema').get();
};

export interface RunningSandbox {
  sandbox: Sandbox;
  server: Server;
  url: string;
  /** The Prometheus listener's `/metrics`, when `--metrics-port` asked for one. */
  metricsUrl: string | null;
  /** The address the metrics listener bound (`0.0.0.0` when open to every IPv4 network). */
  metricsAddress: string | null;
  /** The log the requests are written to (the CLI writes its start line there too). */
  logger: Logger;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

export async function startSandbox(
  config: SandboxConfig,
  log?: (message: string) => void,
  logger: Logger = createLogger({ level: config.logLevel, format: config.logFormat ?? undefined }),
): Promise<RunningSandbox> {
  const sandbox = createSandbox(config, log ?? messagesTo(logger));
  const health = createHealth({ checks: { database: databaseCheck(sandbox.db) } });
  const metrics = config.metricsPort === null ? null : createMetrics();
  if (metrics && sandbox.demo) {
    const { workspaces } = sandbox.demo;
    metrics.gauge('sandbox_demo_copies', 'Private demo copies open now.', () => workspaces.size);
  }
  const accessLog = createAccessLog({
    logger,
    clientIpOf: clientIpReader(config.trustedProxies),
    cidHeader: config.cidHeader,
    metrics: metrics && { metrics, layout: { basename: null, apiPath: '/' } },
  });
  const server = createHttpServer((request, response) => {
    accessLog(request, response);
    void health.answer(request, response).then((answered) => {
      if (!answered) return sandbox.handle(request, response);
    });
  }, config);
  try {
    const listening = await listenGracefully(server, config.port, config.host, () => sandbox.close());
    const exposed = metrics ? await serveMetrics(metrics, config.metricsPort!, config.metricsHost) : null;
    const stop = async () => {
      health.stopping();
      await listening.stop();
      await exposed?.close();
      logger.flush();
    };
    const metricsAddress = exposed ? (exposed.server.address() as AddressInfo).address : null;
    return {
      sandbox,
      server,
      url: listening.url,
      metricsUrl: exposed?.url ?? null,
      metricsAddress,
      logger,
      stop,
    };
  } catch (error) {
    sandbox.close();
    throw error;
  }
}

import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { type AddressInfo, Server as NetServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { createAuthenticator } from './auth/authenticate.ts';
import { createTokenService } from './auth/jwt.ts';
import { createLogin } from './auth/login.ts';
import { createLoginThrottle } from './auth/throttle.ts';
import type { SandboxConfig } from './config.ts';
import { type SandboxHandler, createEdge } from './http/edge.ts';
import { methodRegistry } from './methods/registry.ts';
import { type Contract, loadContract } from './rpc/contract.ts';
import { createEngine } from './rpc/engine.ts';
import { openDatabase } from './store/database.ts';

export interface Sandbox {
  handle: SandboxHandler;
  db: DatabaseSync;
  contract: Contract;
  seeded: boolean;
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

/** The sandbox as a request handler, to mount under a prefix or serve on its own. */
export function createSandbox(
  config: SandboxConfig,
  log: (message: string) => void = (message) => console.error(message),
): Sandbox {
  const now = () => new Date();
  const { db, seeded } = openDatabase({
    dataDir: config.dataDir,
    reset: config.reset,
    productCount: config.productCount,
    now: now(),
  });
  const contract = loadContract();
  const tokens = createTokenService(jwtSecretFor(config), config.tokenLifetimeSeconds);
  const throttle = createLoginThrottle(config.throttle);
  const authenticator = createAuthenticator({ db, tokens, throttle });
  const login = createLogin({ db, tokens, authenticator, throttle });
  const engine = createEngine({
    contract,
    methods: methodRegistry,
    db,
    strictReplies: config.strictReplies,
    backofficeDelaySeconds: config.backofficeDelaySeconds,
    now,
    log,
  });
  const handle = createEdge({
    contract,
    engine,
    authenticator,
    login,
    tokens,
    bodyLimitBytes: config.bodyLimitBytes,
    trustedProxies: config.trustedProxies,
    cidHeader: config.cidHeader,
    now,
    log,
  });
  return { handle, db, contract, seeded, close: () => db.close() };
}

export interface RunningSandbox {
  sandbox: Sandbox;
  server: Server;
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

export async function startSandbox(
  config: SandboxConfig,
  log?: (message: string) => void,
): Promise<RunningSandbox> {
  const sandbox = createSandbox(config, log);
  const server = createServer((request, response) => void sandbox.handle(request, response));
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const sockets = new Set<Socket>();
  let requestsInFlight = 0;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (_request, response) => {
    requestsInFlight += 1;
    response.once('close', () => (requestsInFlight -= 1));
  });

  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let stopping: Promise<void> | null = null;
  return {
    sandbox,
    server,
    url: `http://${host}:${port}`,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        // The plain net close stops accepting without cutting connections that are still
        // flushing a reply (http's close would destroy them as idle).
        NetServer.prototype.close.call(server, () => {
          sandbox.close();
          resolve();
        });
        const endWhenFlushed = () => {
          if (requestsInFlight === 0 && [...sockets].every((socket) => socket.writableLength === 0)) {
            for (const socket of sockets) socket.end();
            return;
          }
          setTimeout(endWhenFlushed, 10);
        };
        endWhenFlushed();
      });
      return stopping;
    },
  };
}

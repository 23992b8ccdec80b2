/**
 * One origin for the portal and its API: the API at the path apiBase resolves to (sandbox or
 * upstream proxy), the built portal under the basename, the kept session at `{basename}session`,
 * everything else 404. Every reply, the API's included, carries the security headers.
 */
import { access } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { type SandboxConfig, databaseCheck } from '../sandbox/index.ts';
import { type Api, createApi, pathUnderMount } from './api.ts';
import { type RequestContext, chain } from '../http/compose.ts';
import { type Health, type ReadinessCheck, createHealth, isHealthPath } from '../http/health.ts';
import { router } from '../http/router.ts';
import { describeFailure, unexpectedErrors } from '../http/unexpected-errors.ts';
import { createHttpServer, listenGracefully } from '../http/listen.ts';
import { type RuntimeConfig, RuntimeConfigError, apiMountPath } from './runtime-config.ts';
import { securityHeaders, securityHeadersOnEveryReply } from './security-headers.ts';
import { type SessionKeeper, createSessionKeeper } from './session-keeper.ts';
import { createStaticFiles, sendNotFound } from './static-files.ts';
import type { Logger } from 'pino';
import { createAccessLog } from '../http/access-log.ts';
import { clientIpReader, httpsTest } from '../http/client-ip.ts';
import { createLogger, messagesTo } from '../http/logger.ts';
import { type Metrics, createMetrics, serveMetrics } from '../http/metrics.ts';
import type { EndedSessions } from './ended-sessions.ts';
import { openEndedSessions } from './session-store.ts';

export interface PortalOptions {
  distDir: string;
  runtimeConfig: RuntimeConfig;
  sandboxConfig: SandboxConfig;
  apiUpstream: string | null;
  upstreamTimeoutMs?: number;
  /** Serve the build's source maps (*.map); off by default. */
  sourceMaps?: boolean;
  /** Keep each browser's session in a sealed cookie so a reload keeps it (on by default). */
  keepSessions?: boolean;
  /** The key that seals kept sessions; a random one when not given. */
  sessionKey?: Buffer | null;
  /**
   * The logged-out sessions, shared by every instance that restores the same sessions: a file
   * (default: `ended-sessions.sqlite` in the data directory) or a `redis://` URL.
   */
  sessionStore?: string;
  log?: (message: string) => void;
  /** The log of requests and events (default: stdout, at the config's level and format). */
  logger?: Logger;
  /** Where the server counts what it does, when it exposes metrics (startPortalServer makes it). */
  metrics?: Metrics | null;
}

/** A request to the portal server: its URL as sent (path and query), and its path alone. */
interface PortalRequest extends RequestContext {
  url: string;
}

export interface PortalHandler {
  (request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** Closes what the handler keeps open: the API's database and the store of ended sessions. */
  close(): Promise<void>;
  /** Null when apiBase is another origin's URL: then this server serves no API. */
  api: Api | null;
  apiPath: string | null;
  /** `/healthz` and `/readyz`; `stopping()` turns readiness off. */
  health: Health;
  /** Null when sessions are not kept. */
  keeper: SessionKeeper | null;
}

export function createPortalHandler(options: PortalOptions): PortalHandler {
  const { runtimeConfig, log = (message: string) => console.error(message) } = options;
  const apiPath = apiMountPath(runtimeConfig);
  if (apiPath === '/' || (apiPath !== null && `${apiPath}/` === runtimeConfig.basename)) {
    throw new RuntimeConfigError(`apiBase "${runtimeConfig.apiBase}" would hide the portal at its basename.`);
  }
  const demo = apiPath !== null && !options.apiUpstream ? options.sandboxConfig.demo : null;
  const servedConfig: RuntimeConfig = demo
    ? {
        ...runtimeConfig,
        demo: { idleMinutes: demo.idleMinutes, backofficeIntervalSeconds: demo.backofficeSeconds },
      }
    : runtimeConfig;
  const headers = securityHeaders(runtimeConfig);
  // Only a server that answers the API sees the tokens it could keep.
  const endedSessions =
    apiPath !== null && (options.keepSessions ?? true)
      ? openEndedSessions(options.sessionStore, {
          dataDir: options.sandboxConfig.dataDir,
          metrics: options.metrics ?? null,
          warn: log,
        })
      : null;
  const isHttps = httpsTest(options.sandboxConfig.trustedProxies);
  const keeper = endedSessions
    ? createSessionKeeper({
        ...(options.sessionKey ? { key: options.sessionKey } : {}),
        isHttps,
        ended: endedSessions,
      })
    : null;
  const serveStatic = createStaticFiles({
    distDir: options.distDir,
    runtimeConfig: servedConfig,
    sourceMaps: options.sourceMaps ?? false,
    sessionOf: async (request) => {
      if (!keeper) return { state: 'off', token: null };
      const session = await keeper.keptSession(request);
      return typeof session === 'string'
        ? { state: session, token: null }
        : { state: 'kept', token: session.token };
    },
    isHttps,
    // the API is made below; it answers only requests that come after both exist
    callForPage: (request, token, className, body, signal) =>
      api ? api.callForPage(request, token, className, body, signal) : Promise.resolve(null),
  });
  const api =
    apiPath === null
      ? null
      : createApi({
          sandboxConfig: options.sandboxConfig,
          apiUpstream: options.apiUpstream,
          ...(options.upstreamTimeoutMs === undefined
            ? {}
            : { upstreamTimeoutMs: options.upstreamTimeoutMs }),
          log,
          ...(options.metrics
            ? { onUpstreamTime: (seconds: number) => options.metrics!.upstreamDuration.observe(seconds) }
            : {}),
        });
  const basename = runtimeConfig.basename;
  const sessionPath = `${basename}session`;
  const distDir = options.distDir;
  const health = createHealth({
    checks: {
      build: () =>
        access(join(distDir, 'index.html')).catch(() => {
          throw new Error(`no index.html in ${distDir}: run npm run build`);
        }),
      ...readinessChecks(api, options.apiUpstream, endedSessions),
    },
  });

  const handler = chain<PortalRequest>()
    .use(securityHeadersOnEveryReply(headers, isHttps))
    .use(
      unexpectedErrors({
        onError: ({ request, response, url }, error) => {
          log(`portal: ${request.method} ${url} failed: ${describeFailure(error)}`);
          if (response.headersSent) response.destroy();
          else
            response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n');
        },
      }),
    )
    .answer(
      router<PortalRequest>(
        [
          {
            matches: ({ path }) => isHealthPath(path),
            answer: ({ request, response }) => health.answer(request, response).then(() => undefined),
          },
          {
            matches: ({ url }) => !url.startsWith('/'),
            answer: ({ response }) =>
              void response
                .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
                .end('Bad request\n'),
          },
          ...(api && apiPath
            ? [
                {
                  matches: ({ url }: PortalRequest) => pathUnderMount(url, apiPath) !== null,
                  answer: ({ request, response, url }: PortalRequest) => {
                    const apiRest = pathUnderMount(url, apiPath)!;
                    if (!keeper) return api.handle(request, response, apiRest);
                    return keeper
                      .watchApiReply(request, response, apiRest)
                      .then(() => api.handle(request, response, apiRest));
                  },
                },
              ]
            : []),
          ...(keeper
            ? [
                {
                  matches: ({ path }: PortalRequest) => path === sessionPath,
                  answer: ({ request, response }: PortalRequest) => keeper.answer(request, response),
                },
              ]
            : []),
          {
            matches: ({ url }) => url.startsWith(basename),
            answer: ({ request, response, url }) =>
              serveStatic(request, response, url.slice(basename.length)),
          },
          {
            matches: ({ path }) => `${path}/` === basename || (path === '/' && basename !== '/'),
            answer: ({ response }) =>
              void response.writeHead(301, { Location: basename, 'Cache-Control': 'no-cache' }).end(),
          },
        ],
        {
          notFound: ({ response, path }) => sendNotFound(response, path),
          notAllowed: () => undefined,
        },
      ),
    );
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    await handler({
      request,
      response,
      method: request.method ?? 'GET',
      url,
      path: url.split('?')[0] ?? '/',
    });
  };
  const close = async () => {
    api?.close();
    await endedSessions?.close();
  };
  return Object.assign(answer, { api, apiPath, close, health, keeper });
}

/**
 * What the portal needs to answer: the sandbox's database, or the provider's service in proxy
 * mode (any answer below 500 within the time limit); nothing when the API is another origin's.
 */
function readinessChecks(
  api: Api | null,
  upstream: string | null,
  endedSessions: EndedSessions | null,
): Record<string, ReadinessCheck> {
  const store: Record<string, ReadinessCheck> = endedSessions
    ? { sessionStore: (signal) => endedSessions.check(signal) }
    : {};
  if (api?.sandbox) return { database: databaseCheck(api.sandbox.db), ...store };
  if (api && upstream) {
    return {
      ...store,
      upstream: async (signal) => {
        const reply = await fetch(upstream, { signal, redirect: 'manual' });
        await reply.body?.cancel();
        if (reply.status >= 500) throw new Error(`${upstream} answered ${reply.status}`);
      },
    };
  }
  return store;
}

export interface RunningPortal {
  server: Server;
  url: string;
  api: Api | null;
  apiPath: string | null;
  runtimeConfig: RuntimeConfig;
  /** The Prometheus listener's `/metrics`, when `--metrics-port` asked for one. */
  metricsUrl: string | null;
  /** The address that listener bound (`0.0.0.0`: every network), for the start line. */
  metricsAddress: string | null;
  /** The log the requests are written to (the CLI writes its start line there too). */
  logger: Logger;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

export async function startPortalServer(options: PortalOptions): Promise<RunningPortal> {
  const { sandboxConfig } = options;
  const logger =
    options.logger ??
    createLogger({ level: sandboxConfig.logLevel, format: sandboxConfig.logFormat ?? undefined });
  const metrics = sandboxConfig.metricsPort === null ? null : createMetrics();
  const handler = createPortalHandler({ ...options, log: options.log ?? messagesTo(logger), metrics });
  const { keeper } = handler;
  if (metrics && keeper) {
    metrics.gauge(
      'portal_kept_sessions',
      'Sessions this instance kept or restored that are live (token unexpired, not logged out here).',
      () => keeper.keptSessions(),
    );
  }
  const demo = handler.api?.sandbox?.demo;
  if (metrics && demo) {
    metrics.gauge('sandbox_demo_copies', 'Private demo copies open now.', () => demo.workspaces.size);
  }
  const accessLog = createAccessLog({
    logger,
    clientIpOf: clientIpReader(sandboxConfig.trustedProxies),
    cidHeader: sandboxConfig.cidHeader,
    metrics: metrics && {
      metrics,
      layout: { basename: options.runtimeConfig.basename, apiPath: handler.apiPath },
    },
  });
  const server = createHttpServer((request, response) => {
    accessLog(request, response);
    void handler(request, response);
  }, sandboxConfig);
  let listening;
  try {
    // The handler is closed by `stop` below, once the requests in flight have finished.
    listening = await listenGracefully(
      server,
      options.sandboxConfig.port,
      options.sandboxConfig.host,
      () => {},
    );
  } catch (error) {
    await handler.close();
    throw error;
  }
  const exposed = metrics
    ? await serveMetrics(metrics, sandboxConfig.metricsPort!, sandboxConfig.metricsHost).catch(
        async (error: unknown) => {
          await listening.stop();
          throw error;
        },
      )
    : null;
  return {
    server,
    url: listening.url,
    metricsUrl: exposed?.url ?? null,
    metricsAddress: exposed ? (exposed.server.address() as AddressInfo).address : null,
    api: handler.api,
    apiPath: handler.apiPath,
    runtimeConfig: options.runtimeConfig,
    logger,
    stop: async () => {
      // A balancer that asks now hears "unready" while the requests in flight finish.
      handler.health.stopping();
      await listening.stop();
      await handler.close();
      await exposed?.close();
      logger.flush();
    },
  };
}

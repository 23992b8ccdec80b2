/**
 * The servers' figures in the Prometheus text format (prom-client), for a separate listener
 * (`--metrics-port`): requests by route pattern and status and their durations, API calls by class,
 * method and outcome, and Node's and the process's own. Every label has a bounded set of values: a
 * route pattern, never a path; a method the class has, else `(unknown)`; no user, token or address.
 */
import { type Server, createServer } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  requests: Counter<'route' | 'status'>;
  requestDuration: Histogram<'route'>;
  rpcCalls: Counter<'class' | 'method' | 'outcome'>;
  upstreamDuration: Histogram;
  /** A gauge read when scraped, e.g. `sandbox_demo_copies`. */
  gauge(name: string, help: string, read: () => number): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status.',
      labelNames: ['route', 'status'],
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its reply, by route pattern.',
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    rpcCalls: new Counter({
      name: 'portal_rpc_calls_total',
      help: 'JSON-RPC calls, by class, method and outcome (ok, or the error code).',
      labelNames: ['class', 'method', 'outcome'],
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'portal_upstream_request_duration_seconds',
      help: 'Time the provider’s service took to answer a forwarded request (proxy mode).',
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
  };
}

/** Where the server's parts live: the portal under `basename`, the API under `apiPath` (`/` alone). */
export interface RouteLayout {
  basename: string | null;
  /** Null when the API is another origin's. */
  apiPath: string | null;
}

const API_ROUTES = new Set(['jwt', 'jwt-log-out', 'schemas', 'openrpc', 'demo', '']);

/** The route pattern of a request: what it asked for, never the path itself. */
export function routeOf(path: string, apiClass: string | undefined, layout: RouteLayout): string {
  if (apiClass !== undefined) return `api:${apiClass}`;
  if (path === '/healthz' || path === '/readyz') return path.slice(1);
  const apiBase =
    layout.apiPath === null ? null : layout.apiPath.endsWith('/') ? layout.apiPath : `${layout.apiPath}/`;
  if (apiBase !== null && (path.startsWith(apiBase) || `${path}/` === apiBase)) {
    const first = path.slice(apiBase.length).split('/')[0] ?? '';
    return API_ROUTES.has(first) ? `api:${first || 'index'}` : 'api:other';
  }
  const { basename } = layout;
  const below = basename !== null && path.startsWith(basename) ? path.slice(basename.length) : null;
  if (below === null) return 'other';
  if (below === 'session') return 'session';
  if (below.startsWith('assets/')) return 'assets';
  return /\.[a-z0-9]+$/i.test(below) ? 'file' : 'page';
}

/** Serves `/metrics` (anything else 404) on its own port; off unless a port is given. */
export async function serveMetrics(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<{ url: string; close: () => Promise<void>; server: Server }> {
  const server = createServer((request, response) => {
    if ((request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: /metrics\n');
      return;
    }
    void metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    server,
    url: `http://${shownHost}:${actualPort}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

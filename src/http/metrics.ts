/**
 * The servers' figures in the Prometheus text format (prom-client), for a separate listener
 * (`--metrics-port`): requests by route pattern and status and their durations, API calls by class,
 * method and outcome, and Node's and the process's own. Every label has a bounded set of values: a
 * route pattern, never a path; a method the class has, else `(unknown)`; no user, token or address.
 */
import { type Server, createServer } from 'node:http';
import {
  Counter,
  Gauge,
  Histogram,
  type LabelValues,
  type Metric,
  Registry,
  collectDefaultMetrics,
} from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** A request answered: counted by route pattern and status, and timed by route pattern. */
  countRequest(route: string, status: number, seconds: number): void;
  /** A JSON-RPC call ended: `outcome` is `ok` or the error code. */
  countRpcCall(className: string, method: string, outcome: string): void;
  upstreamDuration: Histogram;
  /** A gauge read when scraped, e.g. `sandbox_demo_copies`. */
  gauge(name: string, help: string, read: () => number): void;
}

const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A route pattern's requests: how many by status, and how long they took. */
interface RouteTally {
  byStatus: Map<number, number>;
  /** Requests per bucket of REQUEST_SECONDS_BUCKETS (not cumulative), the last beyond them all. */
  inBucket: number[];
  seconds: number;
  count: number;
}

type RpcLabel = 'class' | 'method' | 'outcome';

// The requests and calls are tallied in Maps, which prom-client reads only when scraped: a request
// then costs a Map lookup or two rather than prom-client's label checks and hashing.
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const routes = new Map<string, RouteTally>();
  const rpcCalls = new Map<string, { labels: LabelValues<RpcLabel>; count: number }>();
  new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames: ['route', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [route, { byStatus }] of routes)
        for (const [status, count] of byStatus) this.inc({ route, status: String(status) }, count);
    },
  });
  registry.registerMetric(requestDurations(routes));
  new Counter<RpcLabel>({
    name: 'portal_rpc_calls_total',
    help: 'JSON-RPC calls, by class, method and outcome (ok, or the error code).',
    labelNames: ['class', 'method', 'outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of rpcCalls.values()) this.inc(labels, count);
    },
  });
  return {
    registry,
    countRequest(route, status, seconds) {
      let tally = routes.get(route);
      if (!tally) {
        tally = {
          byStatus: new Map(),
          inBucket: new Array<number>(REQUEST_SECONDS_BUCKETS.length + 1).fill(0),
          seconds: 0,
          count: 0,
        };
        routes.set(route, tally);
      }
      tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
      let bucket = 0;
      while (bucket < REQUEST_SECONDS_BUCKETS.length && seconds > REQUEST_SECONDS_BUCKETS[bucket]!)
        bucket += 1;
      tally.inBucket[bucket]! += 1;
      tally.seconds += seconds;
      tally.count += 1;
    },
    countRpcCall(className, method, outcome) {
      // No class, method or outcome holds a space.
      const key = `${className} ${method} ${outcome}`;
      const tally = rpcCalls.get(key);
      if (tally) tally.count += 1;
      else rpcCalls.set(key, { labels: { class: className, method, outcome }, count: 1 });
    },
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

/**
 * The request durations as a histogram by route pattern, in the form prom-client's registry reads
 * from its own Histogram (`get()`), made from the tallies when scraped: a Histogram of prom-client
 * cannot be handed counts made elsewhere. (prom-client registers such objects itself, for clusters.)
 */
function requestDurations(routes: Map<string, RouteTally>): Metric {
  const name = 'portal_http_request_duration_seconds';
  const metric = {
    name,
    help: 'Time from a request’s arrival to the end of its reply, by route pattern.',
    type: 'histogram',
    aggregator: 'sum',
  } as const;
  const valuesOf = (route: string, tally: RouteTally) => {
    let upTo = 0;
    return [
      ...REQUEST_SECONDS_BUCKETS.map((le, bucket) => {
        upTo += tally.inBucket[bucket]!;
        return { metricName: `${name}_bucket`, labels: { le, route }, value: upTo };
      }),
      { metricName: `${name}_bucket`, labels: { le: '+Inf', route }, value: tally.count },
      { metricName: `${name}_sum`, labels: { route }, value: tally.seconds },
      { metricName: `${name}_count`, labels: { route }, value: tally.count },
    ];
  };
  const histogram = {
    ...metric,
    get: async () => ({ ...metric, values: [...routes].flatMap(([route, tally]) => valuesOf(route, tally)) }),
  };
  return histogram as unknown as Metric;
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

/**
 * Serves `/metrics` (anything else 404) on its own port; off unless a port is given. An empty host
 * (`--metrics-host=`, or `SANDBOX_METRICS_HOST` set to nothing) is none given, so loopback: Node
 * would take it for every interface.
 */
export async function serveMetrics(
  metrics: Metrics,
  port: number,
  givenHost: string,
): Promise<{ url: string; close: () => Promise<void>; server: Server }> {
  const host = givenHost.trim() || '127.0.0.1';
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

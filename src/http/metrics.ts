/**
 * The servers' figures in the Prometheus text format (prom-client), for a separate listener
 * (`--metrics-port`): requests by route pattern and status and their durations, API calls by class,
 * method and outcome, and Node's and the process's own. Every label has a bounded set of values: a
 * route pattern, never a path; a method the class has, else `(unknown)`; no user, token or address.
 */
import { type Server, createServer } from 'node:http';
import { createRequire } from 'node:module';
import { type PerformanceEntry, PerformanceObserver, constants } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, type Metric, Registry, collectDefaultMetrics } from 'prom-client';

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

/** Observations per bucket (not cumulative, the last beyond them all), with their sum and count. */
interface Tally {
  inBucket: number[];
  sum: number;
  count: number;
}

const newTally = (buckets: readonly number[]): Tally => ({
  inBucket: buckets.map(() => 0).concat(0),
  sum: 0,
  count: 0,
});

function observe(tally: Tally, buckets: readonly number[], value: number): void {
  let bucket = 0;
  while (bucket < buckets.length && value > buckets[bucket]!) bucket += 1;
  tally.inBucket[bucket]! += 1;
  tally.sum += value;
  tally.count += 1;
}

/** A route pattern's requests: how many by status, and how long they took. */
type RouteTally = Tally & { byStatus: Map<number, number> };

type RpcLabel = 'class' | 'method' | 'outcome';

// The requests and calls are tallied in Maps, which prom-client reads only when scraped: a request
// then costs a Map lookup or two rather than prom-client's label checks and hashing.
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultsButGc(registry);
  registry.registerMetric(gcDurations());
  const routes = new Map<string, RouteTally>();
  /** Calls by class, method and outcome: three lookups of the strings the call came with. */
  const rpcCalls = new Map<string, Map<string, Map<string, number>>>();
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
  registry.registerMetric(
    tallyHistogram(
      'portal_http_request_duration_seconds',
      'Time from a request’s arrival to the end of its reply, by route pattern.',
      'route',
      REQUEST_SECONDS_BUCKETS,
      routes,
    ),
  );
  new Counter<RpcLabel>({
    name: 'portal_rpc_calls_total',
    help: 'JSON-RPC calls, by class, method and outcome (ok, or the error code).',
    labelNames: ['class', 'method', 'outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [className, methods] of rpcCalls)
        for (const [method, outcomes] of methods)
          for (const [outcome, count] of outcomes) this.inc({ class: className, method, outcome }, count);
    },
  });
  return {
    registry,
    countRequest(route, status, seconds) {
      let tally = routes.get(route);
      if (!tally) routes.set(route, (tally = { ...newTally(REQUEST_SECONDS_BUCKETS), byStatus: new Map() }));
      tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
      observe(tally, REQUEST_SECONDS_BUCKETS, seconds);
    },
    countRpcCall(className, method, outcome) {
      let methods = rpcCalls.get(className);
      if (!methods) rpcCalls.set(className, (methods = new Map()));
      let outcomes = methods.get(method);
      if (!outcomes) methods.set(method, (outcomes = new Map()));
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
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
 * A histogram by one label, made from tallies when scraped, as prom-client's registry reads its own
 * Histogram (`get()`; it registers such objects itself, for clusters): a Histogram cannot be handed
 * counts made elsewhere. Each count and sum is multiplied by `scale`, for tallies of a sample.
 */
function tallyHistogram(
  name: string,
  help: string,
  label: string,
  buckets: readonly number[],
  tallies: ReadonlyMap<string, Tally>,
  scale = 1,
): Metric {
  const metric = { name, help, type: 'histogram', aggregator: 'sum' } as const;
  const valuesOf = (value: string, tally: Tally) => {
    let upTo = 0;
    return [
      ...buckets.map((le, bucket) => {
        upTo += tally.inBucket[bucket]!;
        return { metricName: `${name}_bucket`, labels: { le, [label]: value }, value: upTo * scale };
      }),
      { metricName: `${name}_bucket`, labels: { le: '+Inf', [label]: value }, value: tally.count * scale },
      { metricName: `${name}_sum`, labels: { [label]: value }, value: tally.sum * scale },
      { metricName: `${name}_count`, labels: { [label]: value }, value: tally.count * scale },
    ];
  };
  return {
    ...metric,
    get: async () => ({ ...metric, values: [...tallies].flatMap((entry) => valuesOf(...entry)) }),
  } as unknown as Metric;
}

const requireHere = createRequire(import.meta.url);

/** prom-client's default collectors but its GC histogram, which has no switch of its own. */
function collectDefaultsButGc(registry: Registry): void {
  for (const name of collectDefaultMetrics.metricsList) {
    if (name === 'gc') continue;
    const collect = requireHere(`prom-client/lib/metrics/${name}`) as (on: Registry, config: object) => void;
    collect(registry, { eventLoopMonitoringPrecision: 10 });
  }
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};
/** prom-client's buckets for nodejs_gc_duration_seconds. */
const GC_SECONDS_BUCKETS = [0.001, 0.01, 0.1, 1, 2, 5];
const GC_SAMPLE_MS = 1000;
const GC_SAMPLE_EVERY_MS = 10_000;
/** The collections sampled so far, by kind: one sample for the process, whatever reads it. */
let gcTallies: Map<string, Tally> | null = null;

/**
 * `nodejs_gc_duration_seconds` as prom-client's default has it (by kind, its buckets), from the
 * collections of GC_SAMPLE_MS in every GC_SAMPLE_EVERY_MS, counts and sums scaled by their ratio:
 * Node dresses each entry a gc observer gets with deprecated accessors, some 0.1 ms of work a
 * collection, which under thousands of requests a second cost more than the access log.
 */
function gcDurations(): Metric {
  if (!gcTallies) {
    const tallies = new Map<string, Tally>();
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
        const kind = GC_KINDS[detail?.kind ?? -1] ?? 'other';
        let tally = tallies.get(kind);
        if (!tally) tallies.set(kind, (tally = newTally(GC_SECONDS_BUCKETS)));
        observe(tally, GC_SECONDS_BUCKETS, entry.duration / 1000);
      }
    });
    const sample = () => {
      observer.observe({ entryTypes: ['gc'] });
      setTimeout(() => observer.disconnect(), GC_SAMPLE_MS).unref();
    };
    sample();
    setInterval(sample, GC_SAMPLE_EVERY_MS).unref();
    gcTallies = tallies;
  }
  return tallyHistogram(
    'nodejs_gc_duration_seconds',
    `Garbage collection duration by kind, one of major, minor, incremental or weakcb; sampled ${GC_SAMPLE_MS / 1000} s in every ${GC_SAMPLE_EVERY_MS / 1000}, counts and sums scaled to the whole.`,
    'kind',
    GC_SECONDS_BUCKETS,
    gcTallies,
    GC_SAMPLE_EVERY_MS / GC_SAMPLE_MS,
  );
}

/** Where the server's parts live: the portal under `basename`, the API under `apiPath` (`/` alone). */
export interface RouteLayout {
  basename: string | null;
  /** Null when the API is another origin's. */
  apiPath: string | null;
}

/** The route of each first segment under the API's path that has one of its own. */
const API_ROUTES = new Map(
  ['jwt', 'jwt-log-out', 'schemas', 'openrpc', 'demo', ''].map((first) => [first, `api:${first || 'index'}`]),
);
/** `api:<class>` made once per class: the classes are few, the requests many. */
const classRoutes = new Map<string, string>();

/**
 * The route pattern of a request: what it asked for, never the path itself. Made once per layout;
 * a request then costs a few comparisons and no new string.
 */
export function routeReader(layout: RouteLayout): (path: string, apiClass: string | undefined) => string {
  const { apiPath, basename } = layout;
  const apiBase = apiPath === null ? null : apiPath.endsWith('/') ? apiPath : `${apiPath}/`;
  const apiRoot = apiBase?.slice(0, -1) ?? null;
  const sessionPath = `${basename}session`;
  return (path, apiClass) => {
    if (apiClass !== undefined) {
      let route = classRoutes.get(apiClass);
      if (route === undefined) classRoutes.set(apiClass, (route = `api:${apiClass}`));
      return route;
    }
    if (path === '/healthz') return 'healthz';
    if (path === '/readyz') return 'readyz';
    if (apiBase !== null && (path === apiRoot || path.startsWith(apiBase))) {
      const end = path.indexOf('/', apiBase.length);
      const first = path === apiRoot ? '' : path.slice(apiBase.length, end === -1 ? path.length : end);
      return API_ROUTES.get(first) ?? 'api:other';
    }
    if (basename === null || !path.startsWith(basename)) return 'other';
    if (path === sessionPath) return 'session';
    if (path.startsWith('assets/', basename.length)) return 'assets';
    // the basename ends with a slash, so an extension at the end is the file's below it
    return /\.[a-z0-9]+$/i.test(path) ? 'file' : 'page';
  };
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

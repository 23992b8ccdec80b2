/**
 * One JSON line per request on the server's log (pino), written when the reply has gone: the
 * correlation id, the client's address (after `--trusted-proxy`), the HTTP method, the path
 * without its query string, the status, the time taken, the bytes of the body sent, and for an API
 * call its class and the names of its methods (a batch lists them all).
 *
 * Only those fields, each chosen here: never a header (Authorization, Cookie), a query string, a
 * body, a token, a password or a TOTP code.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { type Metrics, type RouteLayout, routeOf } from './metrics.ts';

interface ApiCallFacts {
  className: string;
  methods: string[];
  outcomes: [method: string, outcome: string][];
}

const apiCalls = new WeakMap<ServerResponse, ApiCallFacts>();
const MAX_METHODS_LOGGED = 20;

/** What a method name may look like in the log: the service's names, cut short. */
const loggable = (method: string) => (/^[A-Za-z0-9_.-]{1,64}$/.test(method) ? method : '(not a method name)');

/**
 * The API call this reply answers: its class and, as the engine reads them, its methods (for the
 * log) and how each ended (for the metrics).
 */
export function noteApiCall(response: ServerResponse, className: string) {
  const facts: ApiCallFacts = { className, methods: [], outcomes: [] };
  apiCalls.set(response, facts);
  return {
    onMethod: (method: string) => {
      if (facts.methods.length < MAX_METHODS_LOGGED) facts.methods.push(loggable(method));
    },
    onOutcome: (method: string, outcome: string) => {
      facts.outcomes.push([method, outcome]);
    },
  };
}

export interface AccessLogOptions {
  logger: Logger;
  /** The client's address as the rate limits see it (client-ip.ts). */
  clientIpOf: (request: IncomingMessage) => string;
  /** The header that carries the correlation id of a reply (`--cid-header`). */
  cidHeader: string;
  /** Counted as well, when the server exposes metrics. */
  metrics?: { metrics: Metrics; layout: RouteLayout } | null;
}

/** Counts the body bytes a reply writes (after compression: what goes on the wire). */
function countBytes(response: ServerResponse): () => number {
  let bytes = 0;
  const count = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string')
      bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    count(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') count(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  return () => bytes;
}

/** Starts the line of one request; it is written when the reply has been sent or cut off. */
export function createAccessLog(options: AccessLogOptions) {
  const { logger } = options;
  const counted = options.metrics ?? null;
  return (request: IncomingMessage, response: ServerResponse): void => {
    const logged = logger.isLevelEnabled('info');
    if (!logged && !counted) return;
    const startedAt = process.hrtime.bigint();
    const bytes = logged ? countBytes(response) : () => 0;
    response.once('close', () => {
      const api = apiCalls.get(response);
      const status = response.statusCode;
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      if (counted) {
        const { metrics, layout } = counted;
        const route = routeOf((request.url ?? '').split('?')[0] ?? '', api?.className, layout);
        metrics.requests.inc({ route, status: String(status) });
        metrics.requestDuration.observe({ route }, seconds);
        for (const [method, outcome] of api?.outcomes ?? [])
          metrics.rpcCalls.inc({ class: api!.className, method, outcome });
      }
      if (!logged) return;
      const cid = response.getHeader(options.cidHeader);
      const line = {
        ...(typeof cid === 'string' ? { cid } : {}),
        client: options.clientIpOf(request),
        method: request.method,
        path: (request.url ?? '').split('?')[0],
        status: response.writableFinished ? status : 499,
        ms: Math.round(seconds * 1e5) / 100,
        bytes: bytes(),
        ...(api ? { class: api.className, methods: api.methods } : {}),
      };
      if (status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
  };
}

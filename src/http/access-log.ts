/**
 * One JSON line per request on the server's log (pino), written when the reply has gone: the
 * correlation id, the client's address (after `--trusted-proxy`), the HTTP method, the path
 * without its query string, the status, the time taken, the bytes of the body sent, and for an API
 * call its class and the names of its methods (a batch lists them all).
 *
 * Only those fields, each chosen here: never a header (Authorization, Cookie) beyond a valid
 * correlation id, a query string, a body, a token, a password or a TOTP code.
 */
import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { assignCid } from './correlation-id.ts';
import { jsonLineWriter } from './logger.ts';
import { type Metrics, type RouteLayout, routeReader } from './metrics.ts';

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
  /** The header that carries the correlation id of a request and of its reply. */
  cidHeader: string;
  /** Counted as well, when the server exposes metrics. */
  metrics?: { metrics: Metrics; layout: RouteLayout } | null;
}

const sentBytes = Symbol('sentBytes');
/** A reply whose body bytes are counted as it writes them (after compression: what goes on the wire). */
type CountedResponse = ServerResponse & { [sentBytes]: number };
const { write, end } = ServerResponse.prototype;

function byteLength(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string')
    return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

// The same two functions for every reply, and the count kept on the reply: a closure of its own
// stored on each reply costs more in garbage collection than all the rest of the log. Their
// arguments are passed on as they came (write and end take at most three).
function countingWrite(this: CountedResponse, chunk: unknown, encoding?: unknown, done?: unknown): boolean {
  this[sentBytes] += byteLength(chunk, encoding);
  return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, done);
}

function countingEnd(
  this: CountedResponse,
  chunk?: unknown,
  encoding?: unknown,
  done?: unknown,
): ServerResponse {
  if (typeof chunk !== 'function') this[sentBytes] += byteLength(chunk, encoding);
  return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, done);
}

/** Counts from now on: the access log sees a reply first, before anything has written to it. */
function countBytes(response: ServerResponse): CountedResponse {
  response.write = countingWrite as ServerResponse['write'];
  response.end = countingEnd as ServerResponse['end'];
  const counted = response as CountedResponse;
  counted[sentBytes] = 0;
  return counted;
}

/** Whether `text` stands in JSON as it is: printable ASCII but `"` and `\\`. */
function asIsInJson(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code > 0x7e || code === 0x22 || code === 0x5c) return false;
  }
  return true;
}

/**
 * A string as it stands between the quotes of a JSON string, in ASCII (jsonLineWriter's members
 * are). What a line holds is nearly always as it is (an address, a path): tested, that costs less
 * than JSON.stringify.
 */
const inJson = (text: string): string =>
  asIsInJson(text)
    ? text
    : JSON.stringify(text)
        .slice(1, -1)
        .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** What follows the whole milliseconds for each count of hundredths (`.05`, `.5`, none), as JSON writes it. */
const HUNDREDTHS = Array.from({ length: 100 }, (_, hundredths) => String(hundredths / 100).slice(1));

/** A duration in milliseconds to the hundredth, as JSON.stringify writes it, without its double. */
function milliseconds(ms: number): string {
  const hundredths = Math.round(ms * 100);
  return `${Math.trunc(hundredths / 100)}${HUNDREDTHS[hundredths % 100]!}`;
}

/**
 * The members of a request's line after its cid, as JSON. As they are in JSON: the method (one of
 * those Node's HTTP parser knows) and the API's method names (loggable()).
 */
function lineMembers(
  request: IncomingMessage,
  response: CountedResponse,
  client: string,
  path: string,
  ms: number,
  api: ApiCallFacts | undefined,
): string {
  const status = response.writableFinished ? response.statusCode : 499;
  const members =
    `"client":"${inJson(client)}","method":"${request.method}","path":"${inJson(path)}",` +
    `"status":${status},"ms":${milliseconds(ms)},"bytes":${response[sentBytes]}`;
  if (!api) return members;
  const { className, methods } = api;
  const names =
    methods.length === 0 ? '' : methods.length === 1 ? `"${methods[0]!}"` : `"${methods.join('","')}"`;
  return `${members},"class":"${inJson(className)}","methods":[${names}]`;
}

/**
 * Sees every request first: gives it its correlation id, which the reply carries in the cid header
 * whatever answers it, and starts its line, written when the reply has been sent or cut off.
 */
export function createAccessLog(options: AccessLogOptions) {
  const { logger, clientIpOf, cidHeader } = options;
  const cidHeaderName = cidHeader.toLowerCase();
  const counted = options.metrics
    ? { metrics: options.metrics.metrics, routeOf: routeReader(options.metrics.layout) }
    : null;
  const writeLine = jsonLineWriter(logger, 'request');
  return (request: IncomingMessage, response: ServerResponse): void => {
    const given = assignCid(request, cidHeaderName);
    response.setHeader(cidHeader, given);
    const logged = logger.isLevelEnabled('info');
    if (!logged && !counted) return;
    const startedAt = performance.now();
    const sent = logged ? countBytes(response) : null;
    // read now: once a client has gone, its socket no longer knows the address
    const client = logged ? clientIpOf(request) : '';
    response.on('close', () => {
      const ms = performance.now() - startedAt;
      const api = apiCalls.get(response);
      const url = request.url ?? '';
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const status = response.statusCode;
      if (counted) {
        const { metrics, routeOf } = counted;
        metrics.countRequest(routeOf(path, api?.className), status, ms / 1000);
        if (api)
          for (const outcome of api.outcomes) metrics.countRpcCall(api.className, outcome[0], outcome[1]);
      }
      if (!sent) return;
      // The id given is valid, so as it is in JSON; a reply from the provider may name its own.
      const cid = response.getHeader(cidHeaderName);
      const cidMember =
        cid === given ? `"cid":"${given}",` : typeof cid === 'string' ? `"cid":"${inJson(cid)}",` : '';
      // an unready probe is the answer a load balancer asked for, not a failure of this server
      const failed = status >= 500 && path !== '/readyz' && path !== '/healthz';
      writeLine(failed ? 'error' : 'info', cidMember + lineMembers(request, sent, client, path, ms, api));
    });
  };
}

/**
 * Forwards the API to the provider's real service instead of the sandbox. Only the headers the
 * API uses cross in either direction: cookies, client addresses and hop-by-hop headers stay here.
 * A method the API does not take → 405; a path that is malformed or would leave the base URL's path → 400 before anything goes upstream.
 * Unreachable upstream → 502, no reply head within the timeout → 504, all as JSON `{message}`.
 * The reply body is streamed, never held whole; a client that leaves aborts the upstream request.
 * A JSON reply of 1 KiB or more (or of unknown length) is compressed on the way for a client that
 * accepts brotli or gzip; the upstream is asked for it as it is. OpenRPC documents are the one reply
 * held whole, to name this server in them (openrpc-through-proxy.ts).
 */
import {
  type ClientRequest,
  type IncomingMessage,
  type ServerResponse,
  request as httpRequest,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { noteApiCall } from '../http/access-log.ts';
import { type Catalogue, schemasDirectory } from '../sandbox/index.ts';
import { readBody } from '../http/body.ts';
import { MIN_COMPRESSED_BYTES, chooseEncoding, compressingStream } from '../http/compression.ts';
import { sendRewritten, serverNamingRewrite } from './openrpc-through-proxy.ts';
import { decodeSegments } from './path-segments.ts';

const FORWARDED_REQUEST_HEADERS = ['authorization', 'content-type', 'x-totp', 'apikey'];
const RETURNED_RESPONSE_HEADERS = [
  'content-type',
  'authorization',
  'www-authenticate',
  'retry-after',
  'allow',
];
/** What the API answers; HEAD goes along with GET. Anything else is refused here. */
const FORWARDED_METHODS = ['POST', 'GET', 'HEAD', 'OPTIONS'];
const ALLOW = 'POST, GET, OPTIONS';
const correlationHeader = /^x-[a-z0-9]+(-[a-z0-9]+)*-cid$/i;
/**
 * The service's classes (`broadband/v1`, …), from the catalogue: only these name a forwarded call
 * in the log and the metrics, whatever path a client sends, so the `route` label stays bounded.
 */
const KNOWN_CLASSES = new Set(
  (JSON.parse(readFileSync(join(schemasDirectory, 'catalogue.json'), 'utf8')) as Catalogue).classes.map(
    (entry) => entry.class,
  ),
);

/** For the log line: the class a forwarded call went to and the methods its body names. */
function noteForwardedCall(response: ServerResponse, path: string, body: Buffer): void {
  const className = (path.split('?')[0] ?? '').replace(/^\/+/, '');
  if (!KNOWN_CLASSES.has(className)) return;
  const { onMethod } = noteApiCall(response, className);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return;
  }
  for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
    const method = (call as { method?: unknown } | null)?.method;
    if (typeof method === 'string') onMethod(method);
  }
}

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

export interface UpstreamProxyOptions {
  /** The provider's base URL; the path after the API prefix is appended to it. */
  upstream: string;
  timeoutMs?: number;
  bodyLimitBytes: number;
  /** Hears how long the provider took to begin its reply (or to fail), in seconds. */
  onUpstreamTime?: (seconds: number) => void;
  /** Where callers reach this server (`--public-url`), for the OpenRPC documents; null: the address reached. */
  publicUrl?: string | null;
}

export type ApiHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) => Promise<void> | void;

export class UpstreamError extends Error {}

export function parseUpstream(text: string): URL {
  const url = URL.parse(text.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new UpstreamError(`The API upstream must be an http(s) URL without credentials, got "${text}".`);
  }
  url.search = '';
  url.hash = '';
  return url;
}

/** Percent-encodes a decoded path segment, leaving the characters RFC 3986 allows in one as they are. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );

/**
 * The upstream URL for the path (and query) after the API prefix, rebuilt from its decoded
 * segments under the base URL's path; null when the path is malformed or would leave that path.
 */
function upstreamTarget(base: URL, rest: string): URL | null {
  const queryStart = rest.indexOf('?');
  const path = queryStart === -1 ? rest : rest.slice(0, queryStart);
  const decoded = decodeSegments(path);
  if (!decoded.ok) return null;
  const basePath = base.pathname.replace(/\/+$/, '');
  const trailingSlash = decoded.segments.length > 0 && path.endsWith('/') ? '/' : '';
  const target = new URL(base);
  target.pathname = `${basePath}/${decoded.segments.map(encodeSegment).join('/')}${trailingSlash}`;
  target.search = queryStart === -1 ? '' : rest.slice(queryStart);
  return target.origin === base.origin && target.pathname.startsWith(`${basePath}/`) ? target : null;
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function describe(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
}

class NoReplyInTime extends Error {}

const isPlainJson = (reply: IncomingMessage) =>
  /^application\/json\b/i.test(reply.headers['content-type'] ?? '') && !reply.headers['content-encoding'];

/** Sends the request; resolves with the reply once its head has arrived, within `timeoutMs`. */
function replyHead(outgoing: ClientRequest, body: Buffer | undefined, timeoutMs: number) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new NoReplyInTime()), timeoutMs);
    outgoing.once('response', (reply) => {
      clearTimeout(timer);
      resolve(reply);
    });
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    outgoing.on('error', fail);
    outgoing.once('close', () => fail(new Error('closed before the reply')));
    outgoing.end(body);
  });
}

/**
 * Streams the reply body to the client as fast as the client reads it. When no byte moves for
 * `idleMs` (the upstream is silent or the client stopped reading) both sides are cut off, as they
 * are when either side breaks off.
 */
async function streamReply(
  reply: IncomingMessage,
  response: ServerResponse,
  idleMs: number,
  compressor: Transform | null,
) {
  const idle = setTimeout(() => reply.destroy(new Error('idle')), idleMs);
  const streaming = compressor ? pipeline(reply, compressor, response) : pipeline(reply, response);
  reply.on('data', () => idle.refresh());
  try {
    await streaming;
  } catch {
    // pipeline has destroyed both sides; the client sees the reply end early.
  } finally {
    clearTimeout(idle);
  }
}

export function createUpstreamProxy(options: UpstreamProxyOptions): ApiHandler {
  const baseUrl = parseUpstream(options.upstream);
  const base = baseUrl.href.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;

  return async function forward(request, response, path) {
    const method = request.method ?? 'GET';
    if (!FORWARDED_METHODS.includes(method)) {
      sendJson(
        response,
        405,
        { message: `Method ${method} is not allowed on the API; use POST, GET or OPTIONS.` },
        { Allow: ALLOW },
      );
      return;
    }
    const target = upstreamTarget(baseUrl, path);
    if (!target) {
      sendJson(response, 400, {
        message: `Bad request: the path ${path.split('?')[0]} is malformed or leaves the API.`,
      });
      return;
    }
    const body = await readBody(request, options.bodyLimitBytes);
    if (!body.ok) {
      if (body.reason === 'too-large') {
        sendJson(
          response,
          413,
          { message: `The request body is larger than the limit of ${options.bodyLimitBytes} bytes.` },
          { Connection: 'close' },
        );
      }
      return;
    }
    if (method === 'POST') noteForwardedCall(response, path, body.bytes);
    const namingServers = serverNamingRewrite(request, path, body.bytes, options.publicUrl ?? null);
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const sendsBody = method !== 'GET' && method !== 'HEAD';
    if (sendsBody) headers['content-length'] = String(body.bytes.length);
    const outgoing = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, { method, headers });
    response.once('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    let reply: IncomingMessage;
    const sentAt = process.hrtime.bigint();
    const timed = () => options.onUpstreamTime?.(Number(process.hrtime.bigint() - sentAt) / 1e9);
    try {
      reply = await replyHead(outgoing, sendsBody ? body.bytes : undefined, timeoutMs);
      timed();
    } catch (error) {
      timed();
      outgoing.destroy();
      if (error instanceof NoReplyInTime) {
        sendJson(response, 504, {
          message: `The provider's API at ${base} did not answer within ${Math.round(timeoutMs / 1000)} s.`,
        });
      } else {
        sendJson(response, 502, {
          message: `The provider's API at ${base} could not be reached (${describe(error)}).`,
        });
      }
      return;
    }
    const status = reply.statusCode ?? 502;
    const returned: Record<string, string> = { 'Cache-Control': 'no-store' };
    for (const [name, value] of Object.entries(reply.headers)) {
      const returnedName = RETURNED_RESPONSE_HEADERS.includes(name) || correlationHeader.test(name);
      if (returnedName && typeof value === 'string') returned[name] = value;
    }
    const length = reply.headers['content-length'];
    const hasBody = method !== 'HEAD' && status !== 204 && status !== 304;
    const worthCompressing =
      hasBody && isPlainJson(reply) && (length === undefined || Number(length) >= MIN_COMPRESSED_BYTES);
    const encoding = worthCompressing ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (worthCompressing) returned.Vary = 'Accept-Encoding';
    if (encoding) returned['Content-Encoding'] = encoding;
    else if (length !== undefined && status !== 204 && status !== 304) returned['Content-Length'] = length;
    const rewrite = status === 200 && isPlainJson(reply) ? namingServers : null;
    const compressor = encoding ? compressingStream(encoding) : null;
    if (rewrite && hasBody) {
      await sendRewritten(reply, response, {
        status,
        headers: returned,
        rewrite,
        compressor,
        idleMs: timeoutMs,
        onBrokenOff: (stalled) =>
          sendJson(response, stalled ? 504 : 502, {
            message: `The provider's API at ${base} ${stalled ? `stopped answering for ${Math.round(timeoutMs / 1000)} s` : 'broke off its reply'}.`,
          }),
      });
      return;
    }
    // the length of the document as rewritten is not known without it
    if (rewrite) delete returned['Content-Length'];
    response.writeHead(status, returned);
    await streamReply(reply, response, timeoutMs, compressor);
  };
}

/**
 * A JSON-RPC call to the provider for a page the portal server draws, with the token of the
 * browser's kept session (as the browser's own calls go through the proxy): the reply's JSON text,
 * or null when the provider refuses it, answers otherwise than 200 or `signal` ends it first.
 */
export function upstreamCallForPage(upstream: string) {
  const base = parseUpstream(upstream);
  return async (
    token: string,
    className: string,
    body: string,
    signal: AbortSignal,
  ): Promise<string | null> => {
    const target = upstreamTarget(base, `/${className}`);
    if (target === null) return null;
    try {
      const reply = await fetch(target, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
        signal,
      });
      return reply.status === 200 ? await reply.text() : null;
    } catch {
      return null;
    }
  };
}

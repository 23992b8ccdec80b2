/**
 * Forwards the API to the provider's real service instead of the sandbox. Only the headers the
 * API uses cross in either direction: cookies, client addresses and hop-by-hop headers stay here.
 * Unreachable upstream → 502, no reply within the timeout → 504, both as JSON `{message}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../sandbox/http/body.ts';

const FORWARDED_REQUEST_HEADERS = ['authorization', 'content-type', 'x-totp', 'apikey'];
const RETURNED_RESPONSE_HEADERS = [
  'content-type',
  'authorization',
  'www-authenticate',
  'retry-after',
  'allow',
];
const correlationHeader = /^x-[a-z0-9]+(-[a-z0-9]+)*-cid$/i;

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

export interface UpstreamProxyOptions {
  /** The provider's base URL; the path after the API prefix is appended to it. */
  upstream: string;
  timeoutMs?: number;
  bodyLimitBytes: number;
}

export type ApiHandler = (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>;

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
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

export function createUpstreamProxy(options: UpstreamProxyOptions): ApiHandler {
  const base = parseUpstream(options.upstream).href.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;

  return async function forward(request, response, path) {
    const method = request.method ?? 'GET';
    const target = `${base}${path.startsWith('/') ? path : `/${path}`}`;
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
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const signal = AbortSignal.timeout(timeoutMs);
    let reply: Response;
    let replyBody: Buffer;
    try {
      reply = await fetch(target, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body.bytes),
        redirect: 'manual',
        signal,
      });
      replyBody = Buffer.from(await reply.arrayBuffer());
    } catch (error) {
      if (signal.aborted) {
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
    const returned: Record<string, string> = { 'Cache-Control': 'no-store' };
    reply.headers.forEach((value, name) => {
      if (RETURNED_RESPONSE_HEADERS.includes(name) || correlationHeader.test(name)) returned[name] = value;
    });
    const bodyless = method === 'HEAD' || reply.status === 204 || reply.status === 304;
    if (!bodyless) returned['Content-Length'] = String(replyBody.length);
    response.writeHead(reply.status, returned);
    response.end(bodyless ? undefined : replyBody);
  };
}

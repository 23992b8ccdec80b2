/**
 * Answers: every reply carries the correlation id, the request's CORS headers and `no-store`;
 * bodies of 1 KiB or more are compressed when the client takes it. The shapes of the edge's own
 * refusals (401/403/429 with `{message, cid, reason}`, 404, 405, 413) live here too.
 */
import type { ServerResponse } from 'node:http';
import { type HttpRefusal, challengeFor } from '../auth/authenticate.ts';
import { header } from '../../http/compose.ts';
import { MIN_COMPRESSED_BYTES, chooseEncoding, compress } from '../../http/compression.ts';
import type { EdgeContext } from './edge-context.ts';

/** Characters beyond which a reply body is sent as bytes of its own. */
const LARGE_BODY = 64 * 1024;

export interface Replies {
  send(
    context: EdgeContext,
    status: number,
    body: string | Uint8Array | null,
    headers?: Record<string, string>,
  ): void;
  json(context: EdgeContext, status: number, body: unknown, headers?: Record<string, string>): void;
  refusal(context: EdgeContext, refusal: HttpRefusal): void;
  notAllowed(context: EdgeContext, allow: string): void;
  notFound(context: EdgeContext): void;
  tooLarge(context: EdgeContext, limitBytes: number): void;
}

export function createReplies(options: { cidHeader: string }): Replies {
  function deliver(
    context: EdgeContext,
    response: ServerResponse,
    status: number,
    payload: string | Uint8Array | null,
    size: number,
    headers: Record<string, string>,
  ) {
    if (response.headersSent || response.destroyed) return;
    response.writeHead(status, {
      [options.cidHeader]: context.cid,
      ...context.corsHeaders,
      'Cache-Control': 'no-store',
      ...(payload === null
        ? {}
        : { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': size }),
      ...headers,
    });
    response.end(payload ?? undefined);
  }

  const send: Replies['send'] = (context, status, body, headers = {}) => {
    const { response } = context;
    if (response.headersSent) return;
    const size = body === null ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    const encoding =
      size >= MIN_COMPRESSED_BYTES ? chooseEncoding(context.request.headers['accept-encoding']) : null;
    if (body === null || encoding === null) {
      // A small body is joined to the head and leaves in one write; a large one goes out as bytes
      // beside the head rather than copied into one more string.
      const payload = typeof body === 'string' && body.length > LARGE_BODY ? Buffer.from(body) : body;
      deliver(context, response, status, payload, size, headers);
      return;
    }
    const bytes =
      typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.length);
    const withEncoding = (compressed: Buffer) =>
      compressed.length < size
        ? deliver(context, response, status, compressed, compressed.length, {
            ...headers,
            'Content-Encoding': encoding,
            Vary: 'Accept-Encoding',
          })
        : deliver(context, response, status, bytes, size, { ...headers, Vary: 'Accept-Encoding' });
    const compressed = compress(bytes, encoding);
    if (compressed instanceof Promise) {
      compressed.then(withEncoding, () => deliver(context, response, status, bytes, size, headers));
    } else {
      withEncoding(compressed);
    }
  };

  const json: Replies['json'] = (context, status, body, headers = {}) =>
    send(context, status, JSON.stringify(body), headers);

  return {
    send,
    json,
    refusal(context, refusal) {
      const challenge: Record<string, string> =
        refusal.status === 401
          ? { 'WWW-Authenticate': challengeFor(header(context.request, 'authorization')) }
          : {};
      json(
        context,
        refusal.status,
        { message: refusal.message, cid: context.cid, ...refusal.extra },
        { ...challenge, ...refusal.headers },
      );
    },
    notAllowed(context, allow) {
      const details = `HTTP method ${context.method} is not allowed on ${context.path}; use ${allow.split(', ').join(' or ')}.`;
      json(context, 405, { result: 'error', details, message: details, cid: context.cid }, { Allow: allow });
    },
    notFound(context) {
      send(context, 404, `Not found: ${context.path}\n`, { 'Content-Type': 'text/plain; charset=utf-8' });
    },
    tooLarge(context, limitBytes) {
      json(
        context,
        413,
        { message: `The request body is larger than the limit of ${limitBytes} bytes.`, cid: context.cid },
        { Connection: 'close' },
      );
    },
  };
}

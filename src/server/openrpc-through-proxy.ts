/**
 * In proxy mode the provider's OpenRPC documents name the provider's own address, which callers of
 * this server may not reach at all. The documents at `openrpc/<class>.json` and the results of
 * rpc.discover are rewritten on the way: their first server names the class under this server's
 * API, at `--public-url` or else at the address the request reached, as the sandbox names it
 * (public-url.ts: never a host a caller sent). Everything else of the document is the provider's.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { publicUrlOf } from '../sandbox/index.ts';
import { decodeSegments } from './path-segments.ts';

/** The reply's text with its servers named anew, or null to leave it as it came. */
export type ReplyRewrite = (text: string) => string | null;

const DOCUMENT_PATH = /^openrpc\/(.+)\.json$/;
/** A reply larger than this is passed on as it comes rather than held whole to be rewritten. */
const MAX_REWRITTEN_BYTES = 32 * 1024 * 1024;

interface Server {
  url: string;
  [member: string]: unknown;
}

function withFirstServer(document: unknown, url: string): boolean {
  const servers = (document as { servers?: unknown } | null)?.servers;
  if (!Array.isArray(servers) || typeof servers[0] !== 'object' || servers[0] === null) return false;
  servers[0] = { ...(servers[0] as Server), url };
  return true;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ids of the rpc.discover calls in a JSON-RPC request body, as JSON text. */
function discoverIds(body: Buffer): Set<string> {
  const ids = new Set<string>();
  if (!body.includes('rpc.discover')) return ids;
  const request = parsed(body.toString('utf8'));
  const calls = Array.isArray(request) ? request : [request];
  for (const call of calls as ({ method?: unknown; id?: unknown } | null)[]) {
    if (call?.method === 'rpc.discover' && call.id !== undefined) ids.add(JSON.stringify(call.id));
  }
  return ids;
}

/**
 * How to rewrite the reply to this request (path and query below the API's mount, as forwarded),
 * or null when the reply names no server.
 */
export function serverNamingRewrite(
  request: IncomingMessage,
  path: string,
  body: Buffer,
  publicUrl: string | null,
): ReplyRewrite | null {
  const decoded = decodeSegments(path.split('?')[0] ?? '');
  if (!decoded.ok) return null;
  const route = decoded.segments.join('/');
  const url = request.url ?? '';
  const mountPath = url.slice(0, url.length - path.length);
  const classUrl = (className: string) => publicUrlOf(publicUrl, request, `${mountPath}/${className}`);

  const documentClass = DOCUMENT_PATH.exec(route)?.[1];
  if (documentClass !== undefined && (request.method === 'GET' || request.method === 'HEAD')) {
    const serverUrl = classUrl(documentClass);
    return (text) => {
      const document = parsed(text);
      return withFirstServer(document, serverUrl) ? JSON.stringify(document) : null;
    };
  }
  if (request.method !== 'POST') return null;
  const ids = discoverIds(body);
  if (ids.size === 0) return null;
  const serverUrl = classUrl(route);
  return (text) => {
    const reply = parsed(text);
    let renamed = false;
    for (const answer of (Array.isArray(reply) ? reply : [reply]) as ({
      id?: unknown;
      result?: unknown;
    } | null)[]) {
      if (answer && ids.has(JSON.stringify(answer.id)) && withFirstServer(answer.result, serverUrl))
        renamed = true;
    }
    return renamed ? JSON.stringify(reply) : null;
  };
}

export interface RewrittenReply {
  status: number;
  headers: OutgoingHttpHeaders;
  rewrite: ReplyRewrite;
  compressor: Transform | null;
  /** How long the upstream may stay silent. */
  idleMs: number;
  /** Answers the client when the upstream stalled or broke off before anything was sent. */
  onBrokenOff: (stalled: boolean) => void;
}

/**
 * Holds the reply (up to MAX_REWRITTEN_BYTES), rewrites it and sends it with its new length; a
 * larger one goes on as it came. An upstream silent for `idleMs` is cut off.
 */
export async function sendRewritten(
  reply: IncomingMessage,
  response: ServerResponse,
  options: RewrittenReply,
): Promise<void> {
  const { headers, compressor } = options;
  let stalled = false;
  const idle = setTimeout(() => {
    stalled = true;
    reply.destroy(new Error('idle'));
  }, options.idleMs);
  const chunks = reply[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const held: Buffer[] = [];
  let size = 0;
  let next: IteratorResult<Buffer>;
  try {
    next = await chunks.next();
    while (!next.done && size <= MAX_REWRITTEN_BYTES) {
      idle.refresh();
      held.push(next.value);
      size += next.value.length;
      if (size <= MAX_REWRITTEN_BYTES) next = await chunks.next();
    }
  } catch {
    clearTimeout(idle);
    options.onBrokenOff(stalled);
    return;
  }
  let outgoing: Readable;
  if (next.done) {
    const original = Buffer.concat(held);
    const rewritten = options.rewrite(original.toString('utf8'));
    const body = rewritten === null ? original : Buffer.from(rewritten);
    if (!compressor) headers['Content-Length'] = String(body.length);
    outgoing = Readable.from([body]);
  } else {
    delete headers['Content-Length'];
    outgoing = Readable.from(
      (async function* () {
        yield* held;
        for (let more = await chunks.next(); !more.done; more = await chunks.next()) {
          idle.refresh();
          yield more.value;
        }
      })(),
    );
  }
  response.writeHead(options.status, headers);
  try {
    await (compressor ? pipeline(outgoing, compressor, response) : pipeline(outgoing, response));
  } catch {
    // pipeline has destroyed both sides; the client sees the reply end early
    reply.destroy();
  } finally {
    clearTimeout(idle);
  }
}

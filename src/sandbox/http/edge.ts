/**
 * The HTTP edge (spec §4.1, §7.2, notes "Transport tolerances"). Routes, in order:
 * OPTIONS → CORS preflight; GET /schemas/<file>; /jwt/log-in (GET, POST); /jwt-log-out (POST);
 * class URLs (POST only, else 405); anything else 404 naming the URL.
 * Paths tolerate doubled and trailing slashes; bodies are read as JSON whatever the Content-Type.
 * Every response carries the correlation-id header and CORS headers.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Authenticator, challengeFor, refuse } from '../auth/authenticate.ts';
import type { HttpRefusal } from '../auth/authenticate.ts';
import type { TokenService } from '../auth/jwt.ts';
import type { createLogin } from '../auth/login.ts';
import type { DemoMode } from '../demo/demo-mode.ts';
import { type Contract, quoted } from '../rpc/contract.ts';
import { type Engine, MAX_BATCH_ENTRIES } from '../rpc/engine.ts';
import { ErrorCode } from '../rpc/errors.ts';
import { decodeUtf8, readBody } from './body.ts';
import { MIN_COMPRESSED_BYTES, chooseEncoding, compress } from './compression.ts';
import { clientIpReader, trustedProxyTest } from './client-ip.ts';

export interface EdgeOptions {
  contract: Contract;
  engine: Engine;
  authenticator: Authenticator;
  login: ReturnType<typeof createLogin>;
  tokens: TokenService;
  bodyLimitBytes: number;
  trustedProxies: readonly string[];
  /** Origins allowed to call the log-in and log-out from a browser; class URLs allow any. */
  loginOrigins: readonly string[];
  cidHeader: string;
  /** Demo mode's routes (`demo`, `demo/sign-in`, `demo/reset`); none when off. */
  demo?: DemoMode | null;
  now: () => Date;
  log: (message: string) => void;
}

export type SandboxHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  path?: string,
) => Promise<void>;

const CID_DIGITS = 24;
const CIDS_PER_DRAW = 512;
let cidPool = '';
let cidOffset = 0;

/** 24 random hex digits, cut from a pool filled by one randomBytes call per 512 ids. */
function newCid(): string {
  if (cidOffset >= cidPool.length) {
    cidPool = randomBytes((CID_DIGITS / 2) * CIDS_PER_DRAW).toString('hex');
    cidOffset = 0;
  }
  cidOffset += CID_DIGITS;
  return cidPool.slice(cidOffset - CID_DIGITS, cidOffset);
}

/** Characters beyond which a reply body is sent as bytes of its own. */
const LARGE_BODY = 64 * 1024;

const ALLOWED_REQUEST_HEADERS = 'content-type, authorization, apikey, x-totp';

const CREDENTIAL_PATH = /\/(?:jwt(?:\/log-in|-log-out)|demo\/(?:sign-in|reset))$/;

const PLAIN_PATH = /^\/[^/?]+(?:\/[^/?]+)*$/;

export function normalisePath(rawUrl: string): string {
  if (PLAIN_PATH.test(rawUrl)) return rawUrl;
  const path = (rawUrl.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

/** Calls a body holds: the entries of a batch the engine will run, else one. */
function callsIn(text: string): number {
  if (!/^\s*\[/.test(text)) return 1;
  try {
    const document = JSON.parse(text) as unknown;
    return Array.isArray(document) && document.length > 0 && document.length <= MAX_BATCH_ENTRIES
      ? document.length
      : 1;
  } catch {
    return 1;
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function createEdge(options: EdgeOptions): SandboxHandler {
  const { contract, cidHeader } = options;
  const clientIpOf = clientIpReader(options.trustedProxies);
  const fromTrustedProxy = trustedProxyTest(options.trustedProxies);
  const classPermissions = new Map<string, Set<string>>();
  for (const [className, methods] of contract.classes) {
    classPermissions.set(className, new Set([...methods.values()].map((method) => method.permission)));
  }

  const exposedHeaders = `${cidHeader}, Authorization, Retry-After, WWW-Authenticate`;
  const anyOrigin = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': exposedHeaders };

  /**
   * Class URLs answer every origin, as the widgets on partners' sites need. The log-in and log-out
   * answer only configured origins, so no other site can run log-ins from its visitors' browsers.
   */
  function corsHeaders(request: IncomingMessage): Record<string, string> {
    if (!CREDENTIAL_PATH.test(normalisePath(request.url ?? '/'))) return anyOrigin;
    const origin = header(request, 'origin');
    return origin !== undefined && options.loginOrigins.includes(origin)
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Expose-Headers': exposedHeaders,
          Vary: 'Origin',
        }
      : { Vary: 'Origin' };
  }

  /**
   * A browser names the page's origin in `Origin`: a log-in from a page of another site that is not
   * configured is refused before any password is checked (a CORS answer alone would not stop a
   * simple POST from being carried out). The sandbox's own origin is its `Host`, or the
   * `X-Forwarded-Host` a trusted proxy sends.
   */
  function foreignOrigin(request: IncomingMessage): string | null {
    const origin = header(request, 'origin');
    if (origin === undefined || options.loginOrigins.includes(origin)) return null;
    const originHost = URL.parse(origin)?.host;
    const ownHosts = [
      header(request, 'host'),
      fromTrustedProxy(request) ? header(request, 'x-forwarded-host')?.split(',')[0]?.trim() : undefined,
    ];
    return originHost !== undefined && ownHosts.includes(originHost) ? null : origin;
  }

  function refuseForeignOrigin(request: IncomingMessage, response: ServerResponse, cid: string): boolean {
    const origin = foreignOrigin(request);
    if (origin === null) return false;
    sendRefusal(
      request,
      response,
      cid,
      refuse(
        403,
        'origin_refused',
        `Log-in and log-out are not allowed from pages of ${quoted(origin)}: only this service's own pages and configured origins may use them from a browser.`,
      ).refusal,
    );
    return true;
  }

  function send(
    response: ServerResponse,
    cid: string,
    status: number,
    body: string | Uint8Array | null,
    headers: Record<string, string> = {},
  ) {
    if (response.headersSent) return;
    const size = body === null ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    const encoding =
      size >= MIN_COMPRESSED_BYTES ? chooseEncoding(response.req.headers['accept-encoding']) : null;
    if (body === null || encoding === null) {
      // A small body is joined to the head and leaves in one write; a large one goes out as bytes
      // beside the head rather than copied into one more string.
      const payload = typeof body === 'string' && body.length > LARGE_BODY ? Buffer.from(body) : body;
      deliver(response, cid, status, payload, size, headers);
      return;
    }
    const bytes =
      typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.length);
    const withEncoding = (compressed: Buffer) =>
      compressed.length < size
        ? deliver(response, cid, status, compressed, compressed.length, {
            ...headers,
            'Content-Encoding': encoding,
            Vary: 'Accept-Encoding',
          })
        : deliver(response, cid, status, bytes, size, { ...headers, Vary: 'Accept-Encoding' });
    const compressed = compress(bytes, encoding);
    if (compressed instanceof Promise) {
      compressed.then(withEncoding, () => deliver(response, cid, status, bytes, size, headers));
    } else {
      withEncoding(compressed);
    }
  }

  function deliver(
    response: ServerResponse,
    cid: string,
    status: number,
    payload: string | Uint8Array | null,
    size: number,
    headers: Record<string, string>,
  ) {
    if (response.headersSent || response.destroyed) return;
    response.writeHead(status, {
      [cidHeader]: cid,
      ...corsHeaders(response.req),
      'Cache-Control': 'no-store',
      ...(payload === null
        ? {}
        : { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': size }),
      ...headers,
    });
    response.end(payload ?? undefined);
  }

  function sendJson(
    response: ServerResponse,
    cid: string,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    send(response, cid, status, JSON.stringify(body), headers);
  }

  function sendRefusal(
    request: IncomingMessage,
    response: ServerResponse,
    cid: string,
    refusal: HttpRefusal,
  ) {
    const challenge: Record<string, string> =
      refusal.status === 401 ? { 'WWW-Authenticate': challengeFor(header(request, 'authorization')) } : {};
    sendJson(
      response,
      cid,
      refusal.status,
      { message: refusal.message, cid, ...refusal.extra },
      { ...challenge, ...refusal.headers },
    );
  }

  function sendNotAllowed(
    response: ServerResponse,
    cid: string,
    method: string,
    path: string,
    allow: string,
  ) {
    const details = `HTTP method ${method} is not allowed on ${path}; use ${allow.split(', ').join(' or ')}.`;
    sendJson(response, cid, 405, { result: 'error', details, message: details, cid }, { Allow: allow });
  }

  function sendTooLarge(response: ServerResponse, cid: string) {
    sendJson(
      response,
      cid,
      413,
      { message: `The request body is larger than the limit of ${options.bodyLimitBytes} bytes.`, cid },
      { Connection: 'close' },
    );
  }

  function sendNotFound(response: ServerResponse, cid: string, path: string) {
    send(response, cid, 404, `Not found: ${path}\n`, { 'Content-Type': 'text/plain; charset=utf-8' });
  }

  function serviceIndex(mountPath: string) {
    return {
      service: 'Broadband JSON-RPC 2.0 sandbox',
      version: contract.catalogue.version,
      classes: [...contract.classes.keys()].map((className) => ({
        class: className,
        url: `${mountPath}${className}`,
      })),
      log_in: `${mountPath}jwt/log-in`,
      log_out: `${mountPath}jwt-log-out`,
      catalogue: `${mountPath}schemas/catalogue.json`,
    };
  }

  async function handleClassCall(
    request: IncomingMessage,
    response: ServerResponse,
    cid: string,
    className: string,
  ) {
    const body = await readBody(request, options.bodyLimitBytes);
    if (!body.ok) {
      if (body.reason === 'too-large') sendTooLarge(response, cid);
      return;
    }
    const clientIp = clientIpOf(request);
    const now = options.now();
    const pendingAuthentication = options.authenticator.authenticate(
      {
        authorization: header(request, 'authorization'),
        apiKey: header(request, 'apikey'),
        referer: header(request, 'referer') ?? header(request, 'origin'),
        clientIp,
        classPermissions: classPermissions.get(className) ?? new Set(),
      },
      now,
    );
    const authentication =
      pendingAuthentication instanceof Promise ? await pendingAuthentication : pendingAuthentication;
    if (authentication.refusal) {
      sendRefusal(request, response, cid, authentication.refusal);
      return;
    }
    const text = decodeUtf8(body.bytes);
    const rateLimited = authentication.chargeCalls?.(text === null ? 1 : callsIn(text));
    if (rateLimited) {
      sendRefusal(request, response, cid, rateLimited.refusal);
      return;
    }
    const pendingReply =
      text === null
        ? JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: {
              code: ErrorCode.parseError,
              message: 'Parse error: the body is not valid UTF-8.',
              data: { cid },
            },
          })
        : options.engine.handle({
            className,
            body: text,
            caller: authentication.caller,
            cid,
            ...(authentication.db ? { db: authentication.db } : {}),
          });
    const replyBody = pendingReply instanceof Promise ? await pendingReply : pendingReply;
    const headers: Record<string, string> = {};
    if (authentication.renew) {
      const pendingRenewal = options.tokens.renew(
        authentication.renew,
        now,
        authentication.caller.tokenExpiresAt,
      );
      const renewed = pendingRenewal instanceof Promise ? await pendingRenewal : pendingRenewal;
      headers.Authorization = `Bearer ${renewed.token}`;
    }
    if (replyBody === null) send(response, cid, 204, null, headers);
    else send(response, cid, 200, replyBody, headers);
  }

  async function handleLogIn(request: IncomingMessage, response: ServerResponse, cid: string) {
    const body =
      request.method === 'POST'
        ? await readBody(request, options.bodyLimitBytes)
        : { ok: true as const, bytes: Buffer.alloc(0) };
    if (!body.ok) {
      if (body.reason === 'too-large') sendTooLarge(response, cid);
      return;
    }
    const outcome = await options.login.logIn(
      {
        method: request.method ?? 'GET',
        authorization: header(request, 'authorization'),
        totp: header(request, 'x-totp'),
        body: decodeUtf8(body.bytes) ?? '',
        clientIp: clientIpOf(request),
      },
      options.now(),
    );
    if ('refusal' in outcome) sendRefusal(request, response, cid, outcome.refusal);
    else sendJson(response, cid, 200, outcome.reply, { Authorization: `Bearer ${outcome.token}` });
  }

  async function handleLogOut(request: IncomingMessage, response: ServerResponse, cid: string) {
    const body = await readBody(request, options.bodyLimitBytes);
    if (!body.ok) {
      if (body.reason === 'too-large') sendTooLarge(response, cid);
      return;
    }
    const outcome = await options.login.logOut(header(request, 'authorization'), options.now());
    if ('refusal' in outcome) sendRefusal(request, response, cid, outcome.refusal);
    else sendJson(response, cid, 200, outcome.reply);
  }

  async function handleDemo(
    request: IncomingMessage,
    response: ServerResponse,
    cid: string,
    run: NonNullable<ReturnType<DemoMode['route']>>,
  ) {
    const body =
      request.method === 'POST'
        ? await readBody(request, options.bodyLimitBytes)
        : { ok: true as const, bytes: Buffer.alloc(0) };
    if (!body.ok) {
      if (body.reason === 'too-large') sendTooLarge(response, cid);
      return;
    }
    const reply = await run(
      {
        method: request.method ?? 'GET',
        body: decodeUtf8(body.bytes) ?? '',
        authorization: header(request, 'authorization'),
        totp: header(request, 'x-totp'),
        clientIp: clientIpOf(request),
      },
      options.now(),
    );
    if ('refusal' in reply) sendRefusal(request, response, cid, reply.refusal);
    else sendJson(response, cid, 200, reply.body, reply.headers);
  }

  function handleSchema(response: ServerResponse, cid: string, path: string, file: string) {
    const text = contract.schemaFiles.get(file);
    if (text === undefined) {
      sendNotFound(response, cid, path);
      return;
    }
    send(response, cid, 200, text, {
      'Content-Type': 'application/schema+json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  }

  return async function handle(request, response, pathOverride) {
    const cid = newCid();
    const rawPath = pathOverride ?? request.url ?? '/';
    const path = normalisePath(rawPath);
    const routePath = path.slice(1);
    const method = request.method ?? 'GET';
    const mountPath =
      (request.url ?? '/').slice(0, Math.max(0, (request.url ?? '/').length - rawPath.length)) + '/';
    try {
      if (method === 'OPTIONS') {
        send(response, cid, 204, null, {
          'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
          'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
          'Access-Control-Max-Age': '600',
          Allow: 'POST, GET, OPTIONS',
        });
        return;
      }
      if (routePath === '') {
        if (method === 'GET' || method === 'HEAD')
          sendJson(response, cid, 200, serviceIndex(mountPath.replace(/\/+$/, '/')));
        else sendNotAllowed(response, cid, method, path, 'GET');
        return;
      }
      if (routePath.startsWith('schemas/')) {
        if (method === 'GET' || method === 'HEAD')
          handleSchema(response, cid, path, routePath.slice('schemas/'.length));
        else sendNotAllowed(response, cid, method, path, 'GET');
        return;
      }
      if (routePath === 'jwt/log-in') {
        if (method !== 'GET' && method !== 'POST') sendNotAllowed(response, cid, method, path, 'POST, GET');
        else if (!refuseForeignOrigin(request, response, cid)) await handleLogIn(request, response, cid);
        return;
      }
      if (routePath === 'jwt-log-out') {
        if (method !== 'POST') sendNotAllowed(response, cid, method, path, 'POST');
        else if (!refuseForeignOrigin(request, response, cid)) await handleLogOut(request, response, cid);
        return;
      }
      const demoRoute = options.demo?.route(routePath);
      if (demoRoute) {
        const allow = options.demo?.allowed(routePath) ?? 'GET';
        if (method !== allow && !(allow === 'GET' && method === 'HEAD'))
          sendNotAllowed(response, cid, method, path, allow);
        else if (allow === 'GET' || !refuseForeignOrigin(request, response, cid))
          await handleDemo(request, response, cid, demoRoute);
        return;
      }
      if (contract.classes.has(routePath)) {
        if (method === 'POST') await handleClassCall(request, response, cid, routePath);
        else sendNotAllowed(response, cid, method, path, 'POST');
        return;
      }
      sendNotFound(response, cid, path);
    } catch (error) {
      options.log(
        `cid ${cid}: unexpected failure at the HTTP edge: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendJson(response, cid, 500, {
        message: `Unanticipated error; quote cid ${cid} to the operator.`,
        cid,
      });
    }
  };
}

/**
 * Sessions that survive a reload, in the manner of a token-mediating backend (IETF "OAuth 2.0 for
 * Browser-Based Applications"): the page keeps its token in memory as always, and this server keeps
 * the latest one it has seen pass (a log-in's, or a renewed one in any reply's Authorization header)
 * sealed in a cookie the page's scripts cannot read: HttpOnly, SameSite=Strict, encrypted and
 * authenticated with AES-256-GCM under a server key. Its name is `__Host-portal-session` with Secure
 * only where the request really is https (TLS here, or a trusted proxy that says so); over plain
 * http, loopback included, it is a plain `portal-session`, since WebKit keeps no Secure cookie
 * from http (Chromium and Firefox make an exception for loopback, Safari does not). Each request
 * reads only the name its scheme gives, so a plain cookie planted by a sibling subdomain is never
 * taken for the secure one. A reloaded page, or a second tab, asks for the token again at
 * `{basename}session` with the header `X-Portal-Session: restore`: a header a page of another
 * origin cannot send without a CORS preflight, which this server never grants.
 *
 * Each kept session has an id of its own, sealed with its token, which every renewal keeps. A
 * log-out or a refused token ends that id in the store of ended sessions (ended-sessions.ts), which
 * every instance sharing the key shares too: from then on no instance restores it or keeps it
 * again, whatever arrives later — a reply that was in flight, or a copy of the cookie.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { EndedSessions } from './ended-sessions.ts';
import { SAME_ORIGIN_ONLY } from '../http/fetch-metadata.ts';

export const SESSION_HEADER = 'x-portal-session';
const SECURE_NAME = '__Host-portal-session';
const PLAIN_NAME = 'portal-session';
const SEAL_VERSION = 'v2';
const ASSOCIATED_DATA = Buffer.from('broadband-portal session v2');
/** The API routes that start a session: the log-in, and a demo persona's sign-in. */
const SIGN_IN_ROUTES = new Set(['jwt/log-in', 'demo/sign-in']);
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The reply to a restore that cannot be checked; the page asks the person to sign in again. */
const STORE_UNREACHABLE = {
  reason: 'session-store-unreachable',
  message:
    'The session cannot be restored now: the server cannot reach its store of logged-out sessions. Sign in again.',
};

export interface SessionKeeperOptions {
  /** 32 bytes; a random one when not given (sessions then end with the process). */
  key?: Buffer;
  /** Whether a request is https, as this server or the trusted proxy in front of it saw it. */
  isHttps?: (request: IncomingMessage) => boolean;
  /** The sessions logged out, shared by every instance that restores sessions sealed with this key. */
  ended: EndedSessions;
  now?: () => number;
}

/**
 * The session a request carries: its token when it is live (sealed, unexpired, not ended); `none`;
 * or `unchecked` when the store of ended sessions cannot say, so it is not restored.
 */
export type KeptSessionLookup = { token: string } | 'none' | 'unchecked';

export interface SessionKeeper {
  /**
   * Watches one API reply for a token to keep, or a log-out or refusal that ends the session;
   * resolves once the request's session is looked up, before the API may answer.
   */
  watchApiReply(request: IncomingMessage, response: ServerResponse, path: string): Promise<void>;
  /** `GET {basename}session` (the token, or 204; 503 when it cannot be checked) and `DELETE` (forget it). */
  answer(request: IncomingMessage, response: ServerResponse): Promise<void>;
  keptSession(request: IncomingMessage): Promise<KeptSessionLookup>;
  /**
   * Sessions this instance kept or restored whose token has not expired and that were not logged
   * out through it (the metrics' `portal_kept_sessions`).
   */
  keptSessions(): number;
}

/** The key from PORTAL_SESSION_KEY (64 hex digits or 43 base64url characters), else null. */
export function sessionKeyFrom(text: string | undefined): Buffer | null {
  const value = text?.trim();
  if (!value) return null;
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (key.length !== 32) throw new TypeError('PORTAL_SESSION_KEY must hold 32 bytes (64 hex digits).');
  return key;
}

/** A kept session: its own id, which every renewal keeps and a log-out ends, and its latest token. */
interface Kept {
  id: string;
  token: string;
}

function seal(kept: Kept, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(ASSOCIATED_DATA);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(kept), 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

function open(value: string, key: Buffer): Kept | null {
  const [version, ...parts] = value.split('.');
  if (version !== SEAL_VERSION || parts.length !== 3) return null;
  const [iv, sealed, tag] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
  // a shortened tag would be accepted by the cipher and checks far fewer bits
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES || sealed.length === 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(ASSOCIATED_DATA);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    const kept = JSON.parse(text) as Partial<Kept>;
    return typeof kept.id === 'string' && typeof kept.token === 'string'
      ? { id: kept.id, token: kept.token }
      : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT in seconds, without checking its signature (that is the service's job). */
function expiryOf(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

function cookiesOf(request: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

function headerValue(headers: OutgoingHttpHeaders | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(', ') : String(value);
  }
  return undefined;
}

/** The domains a cookie set by a page of `host` may have named: the host's parents, down to two labels. */
function parentDomains(host: string): string[] {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (/^[\d.]+$/.test(name) || name.startsWith('[')) return [];
  const labels = name.split('.');
  return labels.slice(1, -1).map((_, index) => labels.slice(index + 1).join('.'));
}

export function createSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const key = options.key ?? randomBytes(32);
  const now = options.now ?? (() => Date.now());
  const isHttps =
    options.isHttps ?? ((request) => Boolean((request.socket as { encrypted?: boolean }).encrypted));
  const { ended } = options;

  const nameFor = (request: IncomingMessage) => (isHttps(request) ? SECURE_NAME : PLAIN_NAME);

  function cookie(request: IncomingMessage, value: string, maxAgeSeconds: number): string {
    const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${Math.max(0, maxAgeSeconds)}`];
    if (isHttps(request)) attributes.push('Secure');
    return [`${nameFor(request)}=${value}`, ...attributes].join('; ');
  }

  const clear = (request: IncomingMessage) => cookie(request, '', 0);

  /**
   * Over https only `__Host-portal-session` counts: a plain `portal-session` there was set by
   * someone else (a sibling subdomain can set one for the parent domain) and is cleared, for this
   * host and each parent domain it could have been set for.
   */
  function strayCookies(request: IncomingMessage): string[] {
    if (!isHttps(request) || !cookiesOf(request).has(PLAIN_NAME)) return [];
    const expired = `${PLAIN_NAME}=; Path=/; Max-Age=0; Secure; SameSite=Lax`;
    return [
      expired,
      ...parentDomains(request.headers.host ?? '').map((domain) => `${expired}; Domain=${domain}`),
    ];
  }

  /** The session sealed in the request's cookie of its scheme, even when ended or expired. */
  const sealedIn = (request: IncomingMessage): Kept | null => {
    const value = cookiesOf(request).get(nameFor(request));
    return value ? open(value, key) : null;
  };

  /** Live sessions by id, with when their token expires (ms): `keptSessions()`. */
  const seen = new Map<string, number>();
  /**
   * Sessions ended through this instance, with until when: a reply in flight as its session ends
   * here keeps nothing, without asking the store again as it is written.
   */
  const endedHere = new Map<string, number>();

  /**
   * The request's session when it may go on: its seal opens, its token is live, it was not logged
   * out; `unchecked` when the store cannot say whether it was.
   */
  async function liveSession(request: IncomingMessage): Promise<Kept | null | 'unchecked'> {
    const kept = sealedIn(request);
    const expiry = kept ? expiryOf(kept.token) : null;
    if (!kept || expiry === null || expiry * 1000 <= now()) return null;
    try {
      if (endedHere.has(kept.id) || (await ended.hasEnded(kept.id))) return null;
    } catch {
      return 'unchecked';
    }
    seen.set(kept.id, expiry * 1000);
    return kept;
  }

  function keep(request: IncomingMessage, kept: Kept): string | null {
    const expiry = expiryOf(kept.token);
    if (expiry === null) return null;
    seen.set(kept.id, expiry * 1000);
    return cookie(request, seal(kept, key), Math.floor(expiry - now() / 1000));
  }

  /** Ends the request's session everywhere this store reaches, for as long as its token could live. */
  async function endSession(request: IncomingMessage) {
    const kept = sealedIn(request);
    if (!kept) return;
    const expiry = expiryOf(kept.token);
    const untilMs = expiry === null ? now() + 24 * 60 * 60 * 1000 : expiry * 1000;
    seen.delete(kept.id);
    for (const [id, until] of endedHere) if (until <= now()) endedHere.delete(id);
    endedHere.set(kept.id, untilMs);
    await ended.end(kept.id, untilMs);
  }

  function addCookies(response: ServerResponse, values: string[]) {
    if (values.length === 0) return;
    const earlier = response.getHeader('set-cookie');
    const list = earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
    response.setHeader('Set-Cookie', [...list, ...values]);
  }

  return {
    async watchApiReply(request, response, path) {
      const route = (path.split('?')[0] ?? '').replace(/^\/+/, '');
      const sentBearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
      // Read as the request arrives: a log-out while it is in flight must not be undone by its reply.
      const found = SIGN_IN_ROUTES.has(route) ? { id: randomUUID(), token: '' } : await liveSession(request);
      const session = found === 'unchecked' ? null : found;
      if (route === 'jwt-log-out') await endSession(request);
      const original = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
      const patched = (status: number, ...rest: unknown[]) => {
        const headers = rest.find(
          (item): item is OutgoingHttpHeaders => typeof item === 'object' && item !== null,
        );
        const cookies = strayCookies(request);
        if (route === 'jwt-log-out' || (status === 401 && sentBearer)) {
          if (status === 401) void endSession(request).catch(() => undefined);
          cookies.push(clear(request));
        } else if (status < 300 && session && !endedHere.has(session.id)) {
          const renewed = /^Bearer\s+(\S+)$/i.exec(
            headerValue(headers, 'authorization') ?? String(response.getHeader('authorization') ?? ''),
          )?.[1];
          const value =
            renewed && renewed !== session.token ? keep(request, { id: session.id, token: renewed }) : null;
          if (value) cookies.push(value);
        }
        addCookies(response, cookies);
        return original(status, ...rest);
      };
      response.writeHead = patched as typeof response.writeHead;
    },

    async answer(request, response) {
      const send = (status: number, body: unknown, cookies: string[] = []) => {
        const headers: OutgoingHttpHeaders = {
          'Cache-Control': 'no-store',
          Vary: 'Cookie',
          ...SAME_ORIGIN_ONLY,
        };
        const all = [...strayCookies(request), ...cookies];
        if (all.length > 0) headers['Set-Cookie'] = all;
        if (body === null) {
          response.writeHead(status, headers).end();
          return;
        }
        headers['Content-Type'] = 'application/json; charset=utf-8';
        response.writeHead(status, headers).end(`${JSON.stringify(body)}\n`);
      };
      if (request.method !== 'GET' && request.method !== 'DELETE') {
        response.setHeader('Allow', 'GET, DELETE');
        send(405, { message: `Method ${request.method} is not allowed here; use GET or DELETE.` });
        return;
      }
      const fetchSite = request.headers['sec-fetch-site'];
      if (request.headers[SESSION_HEADER] !== 'restore' || (fetchSite && fetchSite !== 'same-origin')) {
        send(403, {
          message: `The session is given only to the portal's own pages, which send ${SESSION_HEADER}: restore.`,
        });
        return;
      }
      if (request.method === 'DELETE') {
        await endSession(request);
        send(204, null, [clear(request)]);
        return;
      }
      const session = await liveSession(request);
      const hadCookie = cookiesOf(request).has(nameFor(request));
      if (session === 'unchecked') send(503, STORE_UNREACHABLE);
      else if (session) send(200, { token: session.token });
      else send(204, null, hadCookie ? [clear(request)] : []);
    },

    async keptSession(request) {
      const session = await liveSession(request);
      if (session === 'unchecked') return 'unchecked';
      return session ? { token: session.token } : 'none';
    },
    keptSessions() {
      const at = now();
      for (const [id, expiresAt] of seen) if (expiresAt <= at) seen.delete(id);
      return seen.size;
    },
  };
}

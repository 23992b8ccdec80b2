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
 * origin cannot send without a CORS preflight, which this server never grants. A log-out, a
 * refused token or the token's expiry clears the cookie.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const SESSION_HEADER = 'x-portal-session';
const SECURE_NAME = '__Host-portal-session';
const PLAIN_NAME = 'portal-session';
const SEAL_VERSION = 'v1';
const ASSOCIATED_DATA = Buffer.from('broadband-portal session v1');

export interface SessionKeeperOptions {
  /** 32 bytes; a random one when not given (sessions then end with the process). */
  key?: Buffer;
  /** Whether requests through a trusted proxy say their scheme in X-Forwarded-Proto. */
  isTrustedProxy?: (request: IncomingMessage) => boolean;
  now?: () => number;
}

export interface SessionKeeper {
  /** Watches one API reply for a token to keep, or a log-out or refusal that ends the session. */
  watchApiReply(request: IncomingMessage, response: ServerResponse, path: string): void;
  /** `GET {basename}session` (the token, or 204) and `DELETE` (forget it). */
  answer(request: IncomingMessage, response: ServerResponse): void;
  /** Whether the request carries a sealed session that is still valid. */
  hasSession(request: IncomingMessage): boolean;
}

/** The key from PORTAL_SESSION_KEY (64 hex digits or 43 base64url characters), else null. */
export function sessionKeyFrom(text: string | undefined): Buffer | null {
  const value = text?.trim();
  if (!value) return null;
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (key.length !== 32) throw new TypeError('PORTAL_SESSION_KEY must hold 32 bytes (64 hex digits).');
  return key;
}

function seal(token: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(ASSOCIATED_DATA);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

function open(value: string, key: Buffer): string | null {
  const [version, iv, sealed, tag] = value.split('.');
  if (version !== SEAL_VERSION || !iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(ASSOCIATED_DATA);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
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

export function createSessionKeeper(options: SessionKeeperOptions = {}): SessionKeeper {
  const key = options.key ?? randomBytes(32);
  const now = options.now ?? (() => Date.now());
  const isTrustedProxy = options.isTrustedProxy ?? (() => false);

  /** Whether the browser reached us over https: TLS here, or a trusted proxy in front saying so. */
  function isHttps(request: IncomingMessage): boolean {
    if ((request.socket as { encrypted?: boolean }).encrypted) return true;
    return isTrustedProxy(request) && request.headers['x-forwarded-proto'] === 'https';
  }

  const nameFor = (request: IncomingMessage) => (isHttps(request) ? SECURE_NAME : PLAIN_NAME);

  function cookie(request: IncomingMessage, value: string, maxAgeSeconds: number): string {
    const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${Math.max(0, maxAgeSeconds)}`];
    if (isHttps(request)) attributes.push('Secure');
    return [`${nameFor(request)}=${value}`, ...attributes].join('; ');
  }

  const clear = (request: IncomingMessage) => cookie(request, '', 0);

  /** The token sealed in the request's cookie, when it opens and has not expired. */
  function keptToken(request: IncomingMessage): string | null {
    const value = cookiesOf(request).get(nameFor(request));
    const token = value ? open(value, key) : null;
    const expiry = token ? expiryOf(token) : null;
    return token && expiry !== null && expiry * 1000 > now() ? token : null;
  }

  function keep(request: IncomingMessage, token: string): string | null {
    const expiry = expiryOf(token);
    if (expiry === null) return null;
    return cookie(request, seal(token, key), Math.floor(expiry - now() / 1000));
  }

  function addCookie(response: ServerResponse, value: string) {
    const earlier = response.getHeader('set-cookie');
    const list = earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
    response.setHeader('Set-Cookie', [...list, value]);
  }

  return {
    watchApiReply(request, response, path) {
      const route = (path.split('?')[0] ?? '').replace(/^\/+/, '');
      const sentBearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
      const original = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
      const patched = (status: number, ...rest: unknown[]) => {
        const headers = rest.find(
          (item): item is OutgoingHttpHeaders => typeof item === 'object' && item !== null,
        );
        if (route === 'jwt-log-out') addCookie(response, clear(request));
        else if (status === 401 && sentBearer) addCookie(response, clear(request));
        else if (status < 300) {
          const renewed = /^Bearer\s+(\S+)$/i.exec(
            headerValue(headers, 'authorization') ?? String(response.getHeader('authorization') ?? ''),
          )?.[1];
          if (renewed && renewed !== keptToken(request)) {
            const value = keep(request, renewed);
            if (value) addCookie(response, value);
          }
        }
        return original(status, ...rest);
      };
      response.writeHead = patched as typeof response.writeHead;
    },

    answer(request, response) {
      const send = (status: number, body: unknown, cookieValue?: string) => {
        const headers: OutgoingHttpHeaders = { 'Cache-Control': 'no-store', Vary: 'Cookie' };
        if (cookieValue) headers['Set-Cookie'] = cookieValue;
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
        send(204, null, clear(request));
        return;
      }
      const token = keptToken(request);
      const hadCookie = cookiesOf(request).has(nameFor(request));
      if (token) send(200, { token });
      else send(204, null, hadCookie ? clear(request) : undefined);
    },

    hasSession: (request) => keptToken(request) !== null,
  };
}

/**
 * Every request the portal makes to its API and to its own server goes through `request()`. It
 * owns what they share: the bearer token, read at request time; a renewed token in a reply's
 * Authorization header, adopted; a 401 to a request that carried the token, which ends the
 * session; the correlation id; and failures that never reached the server, as NetworkError
 * (an abort stays an abort). HTTP errors are returned, not thrown: each caller knows what a
 * refusal means for it.
 */
import { NetworkError, correlationIdOf } from './errors.ts';
import { bearerToken, endSession, renewSession } from './session.ts';

let apiBase = '/api';

export function configureApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/** A path under the API base (`broadband/v1`, `jwt/log-in`). */
export function apiUrl(path: string): string {
  return `${apiBase}/${path.replace(/^\/+/, '')}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Whether to send the session's bearer token (default: when there is one). */
  bearer?: boolean;
}

export interface Sent {
  response: Response;
  cid: string | null;
  durationMs: number;
}

export async function request(url: string, options: RequestOptions = {}): Promise<Sent> {
  const token = options.bearer === false ? null : bearerToken();
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (response.status === 401 && token) endSession('unauthorized');
  else if (response.ok && token) adoptRenewedToken(response.headers);
  return { response, cid: correlationIdOf(response.headers), durationMs: performance.now() - started };
}

/** The token in a reply's `Authorization: Bearer …` header, if any. */
export function bearerOf(headers: Headers): string | null {
  return /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? null;
}

function adoptRenewedToken(headers: Headers): void {
  const renewed = bearerOf(headers);
  if (renewed) renewSession(renewed);
}

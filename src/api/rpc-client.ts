/**
 * The one JSON-RPC client: `call(class, method, params, {signal})` → the typed result. Types come
 * from the contract; the bearer token is read at request time; a renewed token in the reply's
 * Authorization header replaces it; a 401 ends the session.
 */
import type { RpcClass, RpcMethods } from '../contract/types.gen.ts';
import { HttpError, NetworkError, RpcError, correlationIdOf, httpErrorFrom } from './errors.ts';
import { bearerToken, endSession, renewSession } from './session.ts';

export type MethodOf<C extends RpcClass> = keyof RpcMethods[C] & string;
export type ParamsOf<C extends RpcClass, M extends MethodOf<C>> = RpcMethods[C][M] extends { params: infer P }
  ? P
  : never;
export type ResultOf<C extends RpcClass, M extends MethodOf<C>> = RpcMethods[C][M] extends { result: infer R }
  ? R
  : never;

let apiBase = '/api';
let nextId = 1;

export function configureApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${apiBase}/${path.replace(/^\/+/, '')}`;
}

export function adoptRenewedToken(headers: Headers): void {
  const renewed = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (renewed) renewSession(renewed);
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}

export async function call<C extends RpcClass, M extends MethodOf<C>>(
  className: C,
  method: M,
  params: ParamsOf<C, M>,
  options: { signal?: AbortSignal } = {},
): Promise<ResultOf<C, M>> {
  const id = nextId++;
  const token = bearerToken();
  const response = await send(apiUrl(className), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    signal: options.signal,
  });
  if (!response.ok) {
    const error = await httpErrorFrom(response);
    if (error.status === 401 && token) endSession('unauthorized');
    throw error;
  }
  adoptRenewedToken(response.headers);
  const cid = correlationIdOf(response.headers);
  let reply: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } };
  try {
    reply = (await response.json()) as typeof reply;
  } catch {
    throw new HttpError(response.status, 'The service sent a reply that is not JSON.', { cid });
  }
  if (reply.error) {
    const data =
      typeof reply.error.data === 'object' && reply.error.data !== null
        ? (reply.error.data as Record<string, unknown>)
        : {};
    const code = typeof reply.error.code === 'number' ? reply.error.code : 1;
    const message = typeof reply.error.message === 'string' ? reply.error.message : 'Unknown error';
    throw new RpcError(code, message, data, typeof data.cid === 'string' ? data.cid : cid);
  }
  return reply.result as ResultOf<C, M>;
}

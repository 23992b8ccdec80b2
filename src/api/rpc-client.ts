/**
 * The one JSON-RPC client: `call(class, method, params, {signal})` → the typed result, types from
 * the contract. Token, renewal and 401 are `request()`'s (transport.ts).
 */
import type { RpcClass, RpcMethods } from '../contract/types.gen.ts';
import { HttpError, RpcError, httpErrorFrom } from './errors.ts';
import { apiUrl, request } from './transport.ts';

export type MethodOf<C extends RpcClass> = keyof RpcMethods[C] & string;
export type ParamsOf<C extends RpcClass, M extends MethodOf<C>> = RpcMethods[C][M] extends { params: infer P }
  ? P
  : never;
export type ResultOf<C extends RpcClass, M extends MethodOf<C>> = RpcMethods[C][M] extends { result: infer R }
  ? R
  : never;

/** A result with the correlation id of the reply that carried it, for whoever must quote the answer. */
export interface Replied<Result> {
  result: Result;
  cid: string | null;
}

let nextId = 1;

export async function call<C extends RpcClass, M extends MethodOf<C>>(
  className: C,
  method: M,
  params: ParamsOf<C, M>,
  options: { signal?: AbortSignal } = {},
): Promise<ResultOf<C, M>> {
  return (await callReplied(className, method, params, options)).result;
}

/** `call`, keeping the reply's correlation id beside the result. */
export async function callReplied<C extends RpcClass, M extends MethodOf<C>>(
  className: C,
  method: M,
  params: ParamsOf<C, M>,
  options: { signal?: AbortSignal } = {},
): Promise<Replied<ResultOf<C, M>>> {
  const id = nextId++;
  const { response, cid } = await request(apiUrl(className), {
    json: { jsonrpc: '2.0', id, method, params },
    signal: options.signal,
  });
  if (!response.ok) throw await httpErrorFrom(response);
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
  return { result: reply.result as ResultOf<C, M>, cid };
}

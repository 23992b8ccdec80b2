/**
 * The one JSON-RPC client: `call(class, method, params, {signal})` → the typed result, types from
 * the contract. Token, renewal and 401 are `request()`'s (transport.ts). Each result is read with
 * its method's generated reply validator before a page sees it (src/contract/reply-reading.ts): a
 * result the portal cannot read is a ReplyShapeError, never a cast. A method or class the service
 * does not offer is a NotOfferedError, remembered for the session (offered.ts).
 */
import type { RpcClass, RpcMethods } from '../contract/types.gen.ts';
import {
  type ErrorEnvelope,
  METHOD_NOT_FOUND,
  envelopeDifference,
  readEnvelope,
} from '../contract/json-rpc-envelope.ts';
import { ErrorCode } from '../contract/error-codes.gen.ts';
import { type ReplyNote, type ReplyValidate, readReply } from '../contract/reply-reading.ts';
import { replyValidators } from '../contract/replies/index.gen.ts';
import {
  HttpError,
  NetworkError,
  NotOfferedError,
  ReplyShapeError,
  RpcError,
  httpErrorFrom,
} from './errors.ts';
import { knownNotOffered, noteNotOffered } from './offered.ts';
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
  /** Where the reply differed from its schema in ways the portal could read past. */
  notes: ReplyNote[];
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

/** The method's reply validator, loaded once (its code is a chunk of its own). */
export async function replyValidatorOf(className: string, method: string): Promise<ReplyValidate> {
  const load = replyValidators[className]?.[method];
  if (!load) throw new Error(`no reply schema for ${className} ${method}`);
  try {
    return (await load()).validate;
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}

/** `call`, keeping the reply's correlation id and notes beside the result. */
export async function callReplied<C extends RpcClass, M extends MethodOf<C>>(
  className: C,
  method: M,
  params: ParamsOf<C, M>,
  options: { signal?: AbortSignal } = {},
): Promise<Replied<ResultOf<C, M>>> {
  const refused = knownNotOffered(className, method);
  if (refused) throw refused;
  const validator = replyValidatorOf(className, method);
  validator.catch(() => undefined);
  const id = nextId++;
  const { response, cid } = await request(apiUrl(className), {
    json: { jsonrpc: '2.0', id, method, params },
    signal: options.signal,
  });
  if (response.status === 404) {
    const error = new NotOfferedError(className, null, cid);
    noteNotOffered(error);
    throw error;
  }
  if (!response.ok) throw await httpErrorFrom(response);
  let reply: unknown;
  try {
    reply = await response.json();
  } catch {
    throw new HttpError(response.status, 'The service sent a reply that is not JSON.', { cid });
  }
  const envelope = readEnvelope(reply);
  if (envelope.kind === 'unreadable')
    throw new ReplyShapeError(className, method, envelopeDifference(envelope), cid);
  if (envelope.kind === 'error') throw rpcErrorOf(className, method, envelope, cid);
  const reading = readReply<ResultOf<C, M>>(await validator, envelope.result);
  if (!reading.readable) throw new ReplyShapeError(className, method, reading.difference, cid);
  return { result: reading.result, cid, notes: reading.notes };
}

function rpcErrorOf(className: string, method: string, error: ErrorEnvelope, cid: string | null): Error {
  const replyCid = error.cid ?? cid;
  if (error.code === METHOD_NOT_FOUND) {
    const notOffered = new NotOfferedError(className, method, replyCid);
    noteNotOffered(notOffered);
    return notOffered;
  }
  return new RpcError(
    error.code ?? ErrorCode.unanticipated,
    error.message || 'Unknown error',
    error.data,
    replyCid,
  );
}

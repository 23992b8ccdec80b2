/** JSON-RPC 2.0 replies: their shape, an error reply with the cid, and a reply written as JSON. */
import type { RpcFailure } from './errors.ts';
import { JsonText } from './json-text.ts';

export type Id = string | number | null;

interface ErrorObject {
  code: number;
  message: string;
  data: Record<string, unknown>;
}

export type Reply =
  { jsonrpc: '2.0'; id: Id; result: unknown } | { jsonrpc: '2.0'; id: Id; error: ErrorObject };

/** A reply body: a string, or bytes when a result arrived as bytes from a reader thread. */
export type Body = string | Buffer;

export function isValidId(id: unknown): id is Id {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

export function errorReply(id: Id, failure: RpcFailure, cid: string): Reply {
  return {
    jsonrpc: '2.0',
    id,
    error: { code: failure.code, message: failure.message, data: { cid, ...failure.data } },
  };
}

/** A reply as parts of JSON; a result given as JSON goes in as it is. */
export function replyParts(reply: Reply): (string | Uint8Array)[] {
  if ('result' in reply && reply.result instanceof JsonText) {
    return [`{"jsonrpc":"2.0","id":${JSON.stringify(reply.id)},"result":`, reply.result.json, '}'];
  }
  return [JSON.stringify(reply)];
}

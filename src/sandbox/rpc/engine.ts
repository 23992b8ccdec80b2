/**
 * JSON-RPC 2.0 engine. Order of checks per call, first failure wins:
 * envelope (-32600) → method lookup (-32601) → permission (012) → `refuseCall` (012 in demo mode)
 * → params schema (011) → method.
 * rpc.discover (OpenRPC's service discovery, `discover`) is a method of every class and passes the
 * same checks; its permission is any one of the class's.
 * A method failure is its RpcFailure; anything unexpected is 001 with the cid, never a stack trace.
 * Notifications (no `id` member) run but get no reply; a batch of only notifications gets no body.
 * Methods given in `readers` run on reader threads after these checks; the body then comes as a
 * promise.
 *
 * Here: the body parsed (-32700) and told apart as one entry or a batch; entry.ts checks the
 * envelope, dispatch.ts the call, batch.ts runs batches, replies.ts writes the replies.
 */
import { handleBatch } from './batch.ts';
import { createDispatcher } from './dispatch.ts';
import type { EngineCall, EngineOptions } from './engine-options.ts';
import { createEntryHandler } from './entry.ts';
import { ErrorCode, RpcFailure } from './errors.ts';
import { joinJson } from './json-text.ts';
import { type Body, type Reply, errorReply, replyParts } from './replies.ts';

export { MAX_BATCH_REPLY_CHARACTERS } from './batch.ts';
export { LONG_READ_ROWS } from './dispatch.ts';
export type { EngineCall, EngineOptions } from './engine-options.ts';
export type { Body } from './replies.ts';

export const MAX_BATCH_ENTRIES = 100;

/** A request refused as a whole, before any entry runs: the body of its one error reply. */
function refusedRequest(failure: RpcFailure, cid: string): string {
  return JSON.stringify(errorReply(null, failure, cid));
}

export function createEngine(options: EngineOptions) {
  const handleEntry = createEntryHandler(options, createDispatcher(options));

  /**
   * Returns the response body, or null when nothing is to be sent (notifications only); a promise
   * of it for a batch, and for a call answered later (on a reader thread, after hashing).
   */
  function handle(call: EngineCall): Body | null | Promise<Body | null> {
    let document: unknown;
    try {
      document = JSON.parse(call.body);
    } catch {
      return refusedRequest(
        new RpcFailure(ErrorCode.parseError, 'Parse error: the body is not valid JSON.'),
        call.cid,
      );
    }
    if (!Array.isArray(document)) {
      const reply = handleEntry(call, document);
      const body = (settled: Reply | undefined) => (settled ? joinJson(replyParts(settled)) : null);
      return reply instanceof Promise ? reply.then(body) : body(reply);
    }
    if (document.length === 0) {
      return refusedRequest(
        new RpcFailure(ErrorCode.invalidRequest, 'Invalid Request: an empty batch.'),
        call.cid,
      );
    }
    if (document.length > MAX_BATCH_ENTRIES) {
      return refusedRequest(
        new RpcFailure(
          ErrorCode.invalidRequest,
          `Invalid Request: a batch holds at most ${MAX_BATCH_ENTRIES} entries, this one ${document.length}.`,
        ),
        call.cid,
      );
    }
    return handleBatch(handleEntry, call, document);
  }

  return { handle };
}

export type Engine = ReturnType<typeof createEngine>;

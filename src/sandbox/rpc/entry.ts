/**
 * One entry of a request (the whole request, or one of a batch): its envelope (-32600), then the
 * call (dispatch.ts). A failure is its RpcFailure; anything unexpected is 001 with the cid, never a
 * stack trace. A notification (no `id` member) runs but gets no reply.
 */
import type { Invoke } from './dispatch.ts';
import type { EngineCall, EngineOptions } from './engine-options.ts';
import { ErrorCode, RpcFailure, displayCode } from './errors.ts';
import { type Reply, errorReply, isValidId } from './replies.ts';

/** Returns the reply (or a promise of it), or undefined for a notification. */
export type EntryHandler = (
  call: EngineCall,
  entry: unknown,
) => Reply | undefined | Promise<Reply | undefined>;

/** Why an entry is not a JSON-RPC 2.0 request, or null when it is one. */
function envelopeProblem(request: Record<string, unknown>): string | null {
  return request.jsonrpc !== '2.0'
    ? 'member "jsonrpc" must be exactly "2.0"'
    : typeof request.method !== 'string'
      ? 'member "method" must be a string'
      : 'id' in request && !isValidId(request.id)
        ? 'member "id" must be a string, a number or null'
        : 'params' in request && (typeof request.params !== 'object' || request.params === null)
          ? 'member "params" must be an object or an array'
          : null;
}

export function createEntryHandler(options: EngineOptions, invoke: Invoke): EntryHandler {
  const { contract, log } = options;

  return function handleEntry(call, entry) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return errorReply(
        null,
        new RpcFailure(ErrorCode.invalidRequest, 'Invalid Request: expected a JSON-RPC 2.0 object.'),
        call.cid,
      );
    }
    const request = entry as Record<string, unknown>;
    const isNotification = !('id' in request);
    const id = isValidId(request.id) ? request.id : null;
    const problem = envelopeProblem(request);
    if (problem) {
      return errorReply(
        id,
        new RpcFailure(ErrorCode.invalidRequest, `Invalid Request: ${problem}.`),
        call.cid,
      );
    }
    call.onMethod?.(request.method as string);
    const known =
      request.method === 'rpc.discover' ||
      (contract.classes.get(call.className)?.has(request.method as string) ?? false);
    const ended = (outcome: string) =>
      call.onOutcome?.(known ? (request.method as string) : '(unknown)', outcome);
    const succeeded = (result: unknown): Reply | undefined => {
      ended('ok');
      return isNotification ? undefined : { jsonrpc: '2.0', id, result };
    };
    const failed = (error: unknown): Reply | undefined => {
      const reply = failedReply(error);
      ended(displayCode(reply && 'error' in reply ? reply.error.code : ErrorCode.unanticipated));
      return isNotification ? undefined : reply;
    };
    const failedReply = (error: unknown): Reply | undefined => {
      if (error instanceof RpcFailure) return errorReply(id, error, call.cid);
      const explained = options.explainFailure?.(error, call);
      if (explained) return errorReply(id, explained, call.cid);
      log(
        `cid ${call.cid}: unanticipated error in ${call.className} ${String(request.method)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      const failure = new RpcFailure(
        ErrorCode.unanticipated,
        `Unanticipated error (${displayCode(ErrorCode.unanticipated)}); quote cid ${call.cid} to the operator.`,
      );
      return errorReply(id, failure, call.cid);
    };
    try {
      const result = invoke(call, request.method as string, request.params);
      return result instanceof Promise ? result.then(succeeded, failed) : succeeded(result);
    } catch (error) {
      return failed(error);
    }
  };
}

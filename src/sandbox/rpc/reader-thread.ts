/**
 * One reader thread (see reader-threads.ts): runs the calls it is handed, one at a time, on its own
 * connection to the database, and answers each with the result as JSON text or the failure.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { readerMethods } from '../methods/reader-methods.ts';
import type { MethodContext, MethodHandler } from './context.ts';
import { configureConnection } from '../store/database.ts';
import { RpcFailure } from './errors.ts';
import { JsonText } from './json-text.ts';
import type { ReaderOutcome, ReaderReply, ReaderRequest } from './reader-threads.ts';

const db = new DatabaseSync((workerData as { databaseFile: string }).databaseFile);
configureConnection(db);

const utf8 = new TextEncoder();

function outcomeOf(request: ReaderRequest): ReaderOutcome {
  const handler = readerMethods.get(`${request.className} ${request.method}`) as
    MethodHandler<unknown, unknown> | undefined;
  if (!handler) return { crash: `no method ${request.method} in ${request.className}` };
  const context: MethodContext = {
    caller: { ...request.caller, permissions: new Set(request.caller.permissions) },
    db,
    now: new Date(request.now),
    backofficeDelaySeconds: request.backofficeDelaySeconds,
  };
  try {
    const result = handler(request.params, context);
    const json = result instanceof JsonText ? result.json : JSON.stringify(result);
    return { json: typeof json === 'string' ? utf8.encode(json) : json };
  } catch (error) {
    if (error instanceof RpcFailure) {
      return { failure: { code: error.code, message: error.message, data: error.data } };
    }
    return { crash: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.on('message', (request: ReaderRequest) => {
  const reply: ReaderReply = { id: request.id, ...outcomeOf(request) };
  // The bytes of a result move to the main thread instead of being copied.
  parentPort?.postMessage(reply, 'json' in reply ? [reply.json.buffer as ArrayBuffer] : []);
});

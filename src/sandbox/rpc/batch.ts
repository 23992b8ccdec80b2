/**
 * A batch: entries run one after another, each in an event-loop turn of its own, so a batch of long
 * calls holds up other callers no longer than one of its entries. The entry whose reply takes the
 * replies past MAX_BATCH_REPLY_CHARACTERS (unless it is the first) and every later one answer
 * error -32000 instead (those after it are not run); notifications among them get nothing. A batch
 * of only notifications gets no body.
 */
import type { EngineCall } from './engine-options.ts';
import type { EntryHandler } from './entry.ts';
import { ErrorCode, RpcFailure } from './errors.ts';
import { joinJson } from './json-text.ts';
import { type Body, type Reply, errorReply, isValidId, replyParts } from './replies.ts';

/** Characters (bytes, for JSON a reader thread wrote) of all replies of one batch. */
export const MAX_BATCH_REPLY_CHARACTERS = 32 * 1024 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function handleBatch(
  handleEntry: EntryHandler,
  call: EngineCall,
  entries: readonly unknown[],
): Promise<Body | null> {
  const parts: (string | Uint8Array)[] = [];
  let characters = 0;
  for (const [index, entry] of entries.entries()) {
    if (index > 0) await nextTurn();
    let reply =
      characters < MAX_BATCH_REPLY_CHARACTERS ? await handleEntry(call, entry) : leftOut(call, entry);
    if (reply === undefined) continue;
    let replyJson = replyParts(reply);
    characters += replyJson.reduce((sum, part) => sum + part.length, 0);
    if (characters > MAX_BATCH_REPLY_CHARACTERS && parts.length > 0) {
      reply = leftOut(call, entry, 'ran, but its result');
      if (reply === undefined) continue;
      replyJson = replyParts(reply);
    }
    if (parts.length > 0) parts.push(',');
    parts.push(...replyJson);
  }
  return parts.length === 0 ? null : joinJson(['[', ...parts, ']']);
}

function leftOut(call: EngineCall, entry: unknown, what = 'was not run: it'): Reply | undefined {
  const request = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  if (!('id' in request)) return undefined;
  return errorReply(
    isValidId(request.id) ? request.id : null,
    new RpcFailure(
      ErrorCode.batchReplyLimit,
      `Batch reply limit: this entry ${what} would take the batch's replies past ${MAX_BATCH_REPLY_CHARACTERS / 1024 / 1024} MiB; send it in a request of its own.`,
      { limit_bytes: MAX_BATCH_REPLY_CHARACTERS },
    ),
    call.cid,
  );
}

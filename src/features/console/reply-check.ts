/**
 * The console's reply, checked as the portal reads it: the result against the method's reply
 * schema, read with its generated validator (src/contract/reply-reading.ts). The reply itself is
 * shown as sent; the check reads a copy, since reading puts numbers sent as text in as numbers.
 */
import type { RawCallOutcome } from '../../api/raw-call.ts';
import { replyValidatorOf } from '../../api/rpc-client.ts';
import { envelopeDifference, readEnvelope } from '../../contract/json-rpc-envelope.ts';
import {
  type ReplyDifference,
  type ReplyNote,
  type ReplyValidate,
  readReply,
} from '../../contract/reply-reading.ts';

export type ReplyCheck =
  /** The result is as its schema describes it. */
  | { kind: 'matches' }
  /** The portal reads the result, past these differences. */
  | { kind: 'read-past'; notes: readonly ReplyNote[] }
  /** The portal cannot read the result: where it first departs from the schema. */
  | { kind: 'unreadable'; difference: ReplyDifference; notes: readonly ReplyNote[] };

/** A reply as the console shows it: as sent, with the check of its result (null: nothing to check). */
export interface ConsoleOutcome extends RawCallOutcome {
  check: ReplyCheck | null;
}

/** The check of a result, read with `validate`. */
export function checkResult(validate: ReplyValidate, result: unknown): ReplyCheck {
  const reading = readReply(validate, structuredClone(result));
  if (!reading.readable) return { kind: 'unreadable', difference: reading.difference, notes: reading.notes };
  return reading.notes.length === 0 ? { kind: 'matches' } : { kind: 'read-past', notes: reading.notes };
}

/**
 * The check of a reply's result, the reply read as the portal reads one
 * (src/contract/json-rpc-envelope.ts); null for a reply that has none to check: an HTTP failure, a
 * JSON-RPC error, a body that is not a JSON object. A reply with neither result nor error cannot be
 * read at all.
 */
export async function checkReply(
  className: string,
  method: string,
  outcome: RawCallOutcome,
  validatorOf: (className: string, method: string) => Promise<ReplyValidate> = replyValidatorOf,
): Promise<ReplyCheck | null> {
  if (outcome.status < 200 || outcome.status >= 300) return null;
  const reply = readEnvelope(outcome.body);
  if (reply.kind === 'error') return null;
  if (reply.kind === 'unreadable')
    return reply.received === 'missing'
      ? { kind: 'unreadable', difference: envelopeDifference(reply), notes: [] }
      : null;
  return checkResult(await validatorOf(className, method), reply.result);
}

/** The notes by what they say: members not named, values not listed, numbers sent as text. */
export function notesByKind(notes: readonly ReplyNote[]) {
  return {
    members: notes.filter((note) => note.kind === 'member').map((note) => note.pointer),
    values: notes.flatMap((note) =>
      note.kind === 'value' || note.kind === 'name' ? [{ pointer: note.pointer, value: note.value }] : [],
    ),
    numbersAsText: notes.filter((note) => note.kind === 'number-as-text').map((note) => note.pointer),
  };
}

/**
 * A JSON-RPC 2.0 reply's envelope, read by the rule every reply is read by
 * (docs/contributing/reading-replies.md): an error's code sent as text (`"-32601"`, `"002"`) is read
 * as the number, and `"error": null` beside a result is no error. Framework-free: the portal's
 * client, the API console, the widget and `npm run probe` read envelopes with it, each putting what
 * it reads into errors and words of its own.
 */
import { ErrorCode } from './error-codes.gen.ts';
import { type JsonKind, type ReplyDifference, kindOf } from './reply-reading.ts';

/** JSON-RPC's code for a method the service does not have. */
export const METHOD_NOT_FOUND = ErrorCode.methodNotFound;

export type Envelope =
  | { kind: 'result'; result: unknown }
  | {
      kind: 'error';
      /** Null when the service sent no code the portal can read. */
      code: number | null;
      message: string;
      data: Record<string, unknown>;
      /** The correlation id the error's `data` names, if any. */
      cid: string | null;
    }
  /** Neither a result nor an error: what came instead. */
  | { kind: 'unreadable'; received: JsonKind | 'missing' };

export type ErrorEnvelope = Extract<Envelope, { kind: 'error' }>;
export type UnreadableEnvelope = Extract<Envelope, { kind: 'unreadable' }>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An error code as a number: `2`, or `"002"` and `"-32601"` as a service might write it; null otherwise. */
export function errorCodeOf(code: unknown): number | null {
  if (typeof code === 'number' && Number.isInteger(code)) return code;
  if (typeof code === 'string' && /^\s*-?[0-9]{1,6}\s*$/.test(code)) return Number(code);
  return null;
}

/** A parsed reply body read as a JSON-RPC 2.0 reply: its result, its error, or neither. */
export function readEnvelope(body: unknown): Envelope {
  if (!isRecord(body)) return { kind: 'unreadable', received: kindOf(body) };
  const { error } = body;
  if (error !== undefined && error !== null) {
    const fields = isRecord(error) ? error : {};
    const data = isRecord(fields.data) ? fields.data : {};
    return {
      kind: 'error',
      code: errorCodeOf(fields.code),
      message: typeof fields.message === 'string' ? fields.message : '',
      data,
      cid: typeof data.cid === 'string' ? data.cid : null,
    };
  }
  if ('result' in body) return { kind: 'result', result: body.result };
  return { kind: 'unreadable', received: 'missing' };
}

/** Where a reply that is neither a result nor an error differs: at its root, where an object belongs. */
export function envelopeDifference(envelope: UnreadableEnvelope): ReplyDifference {
  return { pointer: '', expected: ['object'], received: envelope.received };
}

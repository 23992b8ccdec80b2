import { replyValidators } from '../contract/replies/index.gen.ts';
import { type ReplyDifference, type ReplyNote, readReply } from '../contract/reply-reading.ts';
import { type MethodName, replySchemaOf } from './reading-methods.ts';

export interface Checked {
  /** Decided by the portal's own reply validator, as the portal's client decides it. */
  readable: boolean;
  /** Every difference the portal cannot read past (none when readable); the portal's own first. */
  differences: ReplyDifference[];
  /** What the portal reads past: unknown members and values, numbers sent as text. */
  notes: ReplyNote[];
}

const sameDifference = (a: ReplyDifference, b: ReplyDifference) => JSON.stringify(a) === JSON.stringify(b);

const noteKey = (note: ReplyNote) => JSON.stringify(note);

function uniqueNotes(notes: readonly ReplyNote[]): ReplyNote[] {
  const seen = new Set<string>();
  return notes.filter((note) => !seen.has(noteKey(note)) && seen.add(noteKey(note)));
}

/** Reads a JSON-RPC `result` as the portal reads it, and lists every difference besides. */
export async function checkResult(name: MethodName, result: unknown): Promise<Checked> {
  const load = replyValidators[name.className]?.[name.method];
  if (!load) throw new Error(`no reply validator for ${name.className} ${name.method}`);
  const { validate } = await load();
  const portal = readReply(validate, structuredClone(result));
  if (portal.readable) return { readable: true, differences: [], notes: uniqueNotes(portal.notes) };
  // AJV's compiler is loaded only for a reply that differs
  const { everyDifference } = await import('./every-difference.ts');
  const every = everyDifference(replySchemaOf(name), result);
  const others = every.differences.filter((difference) => !sameDifference(difference, portal.difference));
  return { readable: false, differences: [portal.difference, ...others], notes: uniqueNotes(every.notes) };
}

/**
 * Reading a reply as the portal reads it: with the method's generated reply validator
 * (`src/contract/replies/`, from the tolerant form of its schema, src/contract/reply-schema.ts). What the
 * portal can read despite a difference is read, with a note (a member it does not know, a value
 * it does not know, a number sent as text, which is put in as the number); what it cannot read is
 * one difference, at the JSON pointer where the reply first departs from the schema.
 * The rule in full: docs/contributing/reading-replies.md. Framework-free: the portal's client, the
 * widget, the embedding and `npm run probe` read with it.
 */

export type ReplyNote =
  /** A member the schema does not name (at `pointer`). */
  | { kind: 'member'; pointer: string }
  /** A value the schema does not list (a state, an action). */
  | { kind: 'value'; pointer: string; value: unknown }
  /** A member name the schema does not list where names are values (a provider id). */
  | { kind: 'name'; pointer: string; value: string }
  /** A number that came as text, read as the number. */
  | { kind: 'number-as-text'; pointer: string };

/** The kinds of JSON value, as a difference names them. */
export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

export interface ReplyDifference {
  /** JSON pointer of the member ("" for the whole result). */
  pointer: string;
  /** The kinds the schema allows there, or `member` when a required member is missing. */
  expected: JsonKind[] | 'member';
  /** What came: a kind, or `missing`. */
  received: JsonKind | 'missing';
}

interface ValidatorError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** A generated reply validator: AJV standalone code that adds notes to `this.notes`. */
export interface ReplyValidate {
  (this: { notes: ReplyNote[] } | undefined, data: unknown): boolean;
  errors?: ValidatorError[] | null;
}

export type ReplyReading<T = unknown> =
  | { readable: true; result: T; notes: ReplyNote[] }
  | { readable: false; difference: ReplyDifference; notes: ReplyNote[] };

export function kindOf(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

/**
 * Reads `result` with `validate`. Numbers sent as text are replaced in the result itself (it is the
 * freshly parsed reply); a result of the wrong kind altogether is a difference at "".
 */
export function readReply<T>(validate: ReplyValidate, result: unknown): ReplyReading<T> {
  const context = { notes: [] as ReplyNote[] };
  const readable = validate.call(context, result);
  const notes = distinct(context.notes);
  if (readable) {
    rememberUnknownMembers(result, notes);
    return { readable: true, result: result as T, notes };
  }
  return { readable: false, difference: differenceOf(validate.errors ?? [], result), notes };
}

/**
 * Each note once: a value may be looked at by its member's schema and by an alternative of it. A
 * note taken inside an alternative that then failed as a whole stays (no schema of the contract
 * has two alternatives that both look inside an object).
 */
function distinct(notes: readonly ReplyNote[]): ReplyNote[] {
  const seen = new Set<string>();
  return notes.filter((note) => {
    const key = `${note.kind} ${note.pointer}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The first difference, from the validator's errors (it stops at the first failure; a failed
 * `anyOf` lists each alternative's failure before its own). The deepest failure inside the
 * alternatives names the place; where each alternative failed on the kind alone, the member's
 * allowed kinds are the alternatives' together.
 */
export function differenceOf(errors: readonly ValidatorError[], result: unknown): ReplyDifference {
  const failures = errors.filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf');
  if (failures.length === 0)
    return { pointer: errors[0]?.instancePath ?? '', expected: [], received: kindOf(result) };
  const depth = (error: ValidatorError) =>
    error.instancePath.split('/').length + (error.keyword === 'required' ? 1 : 0);
  const deepest = failures.reduce((best, error) => (depth(error) > depth(best) ? error : best));
  if (deepest.keyword === 'required') {
    const missing = String(deepest.params.missingProperty ?? '');
    return {
      pointer: `${deepest.instancePath}/${escapePointer(missing)}`,
      expected: 'member',
      received: 'missing',
    };
  }
  const atSamePlace = failures.filter(
    (error) => error.instancePath === deepest.instancePath && error.keyword !== 'required',
  );
  const expected = [...new Set(atSamePlace.flatMap((error) => kindsIn(error.params.type)))];
  return { pointer: deepest.instancePath, expected, received: kindOf(valueAt(result, deepest.instancePath)) };
}

function kindsIn(type: unknown): JsonKind[] {
  const names = Array.isArray(type) ? type : typeof type === 'string' ? type.split(',') : [];
  return names.filter((name): name is JsonKind => typeof name === 'string');
}

const unknownMembers = new WeakMap<object, string[]>();

function rememberUnknownMembers(result: unknown, notes: readonly ReplyNote[]): void {
  for (const note of notes) {
    if (note.kind !== 'member') continue;
    const cut = note.pointer.lastIndexOf('/');
    const parent = valueAt(result, note.pointer.slice(0, cut));
    if (typeof parent !== 'object' || parent === null) continue;
    const member = unescapePointer(note.pointer.slice(cut + 1));
    const known = unknownMembers.get(parent) ?? [];
    // An object read again (a cached reply read as another method's) is noted once.
    if (!known.includes(member)) unknownMembers.set(parent, [...known, member]);
  }
}

/**
 * The members of an object of a read reply that its schema does not name, in the order they came
 * (for the "other fields" of a detail panel); none for any other object.
 */
export function unknownMembersOf(object: unknown): readonly string[] {
  return typeof object === 'object' && object !== null ? (unknownMembers.get(object) ?? []) : [];
}

/**
 * Whether any object in `value` (a read reply, or something holding one) has members its schema
 * does not name. A copy of such an object would lose them (`unknownMembersOf` knows the object
 * itself): whoever copies replies, such as a cache that shares unchanged parts, asks first.
 */
export function hasUnknownMembers(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (unknownMembers.has(value)) return true;
  return Object.values(value).some(hasUnknownMembers);
}

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A difference in the service's own terms, the same in every language, for a report to send on. */
export function differenceFacts({ pointer, expected, received }: ReplyDifference): {
  pointer: string;
  expected: string;
  received: string;
} {
  return {
    pointer: pointer === '' ? '(the whole result)' : pointer,
    expected: expectedText(expected),
    received,
  };
}

/** What the schema expected at a difference, in the service's terms: `member`, `object or null`. */
export const expectedText = (expected: ReplyDifference['expected']): string =>
  expected === 'member' ? 'member' : expected.length === 0 ? 'something else' : expected.join(' or ');

export const escapePointer = (member: string) => member.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a JSON pointer, or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let value = root;
  for (const segment of pointer.slice(1).split('/')) {
    const member = unescapePointer(segment);
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[member];
  }
  return value;
}

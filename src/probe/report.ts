/**
 * The report a partner sends as it is: per call what became of it, then every difference and every
 * note on a line of its own. It holds kinds, member names and JSON pointers, never a value the
 * service sent, except a value the schema does not list where it lists the values (a state, an
 * action, a provider id: the service's vocabulary). The same difference in several items of a list
 * is one line, with the number of places.
 */
import { type ReplyNote, expectedText } from '../contract/reply-reading.ts';
import type { AddressSource } from './plan.ts';
import type { Call, ProbeDifference, ProbeRun } from './probe.ts';
import { catalogue, errorNameOf } from './reading-methods.ts';

export interface ReportDifference {
  /** Where it is, in the first place it was found. */
  pointer: string;
  /** The places it was found, with each list index as `*`, when there are several. */
  pattern?: string;
  count: number;
  expected: ProbeDifference['expected'];
  received: ProbeDifference['received'];
}

export interface ReportNote {
  kind: ReplyNote['kind'];
  pointer: string;
  pattern?: string;
  count: number;
  /** A value (or a member name where names are values) the schema does not list. */
  value?: string | number | boolean;
}

export interface ReportCall {
  class: string;
  method: string;
  variant?: string;
  outcome: 'read' | 'differs' | 'not-offered' | 'refused' | 'error' | 'not-asked';
  notOffered?: 'method' | 'class';
  /** The account may not use the class (HTTP 403) or the method (JSON-RPC 012). */
  refused?: 'method' | 'class';
  error?: { rpcCode: number | null; name: string | null } | { httpStatus: number } | { noAnswer: true };
  notAsked?: string;
  differences: ReportDifference[];
  notes: ReportNote[];
}

export interface Report {
  contract: string;
  signedIn: 'jwt' | 'basic';
  withTotp: boolean;
  address: AddressSource;
  /** Whether the portal can read every reply that came (notes, errors, methods not offered or refused allowed). */
  readable: boolean;
  exitCode: 0 | 1;
  calls: ReportCall[];
}

const patternOf = (pointer: string) => pointer.replace(/\/[0-9]+(?=\/|$)/g, '/*');

function grouped<T extends { pointer: string }>(items: readonly T[], keyOf: (item: T) => string) {
  const groups = new Map<string, { first: T; pattern: string; count: number }>();
  for (const item of items) {
    const pattern = patternOf(item.pointer);
    const key = `${pattern} ${keyOf(item)}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { first: item, pattern, count: 1 });
  }
  return [...groups.values()];
}

/** A value the schema does not list, as it may be shown: short text, a number or a truth value. */
function vocabulary(value: unknown): string | number | boolean | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string' && value.length <= 60 && !/\p{Cc}/u.test(value)) return value;
  return undefined;
}

function reportDifferences(differences: readonly ProbeDifference[]): ReportDifference[] {
  return grouped(differences, (difference) => JSON.stringify([difference.expected, difference.received])).map(
    ({ first, pattern, count }) => ({
      pointer: first.pointer,
      ...(count > 1 ? { pattern } : {}),
      count,
      expected: first.expected,
      received: first.received,
    }),
  );
}

function reportNotes(notes: readonly ReplyNote[]): ReportNote[] {
  const shown = (note: ReplyNote) => ('value' in note ? vocabulary(note.value) : undefined);
  return grouped(notes, (note) => JSON.stringify([note.kind, shown(note) ?? null])).map(
    ({ first, pattern, count }) => {
      const value = shown(first);
      return {
        kind: first.kind,
        pointer: first.pointer,
        ...(count > 1 ? { pattern } : {}),
        count,
        ...(value !== undefined ? { value } : {}),
      };
    },
  );
}

function reportCall(call: Call): ReportCall {
  const named = {
    class: call.className,
    method: call.method,
    ...(call.variant ? { variant: call.variant } : {}),
    differences: [] as ReportDifference[],
    notes: [] as ReportNote[],
  };
  const { outcome } = call;
  switch (outcome.kind) {
    case 'read':
      return { ...named, outcome: 'read', notes: reportNotes(outcome.notes) };
    case 'differs':
      return {
        ...named,
        outcome: 'differs',
        differences: reportDifferences(outcome.differences),
        notes: reportNotes(outcome.notes),
      };
    case 'not-offered':
      return { ...named, outcome: 'not-offered', notOffered: outcome.by };
    case 'refused':
      return { ...named, outcome: 'refused', refused: outcome.by };
    case 'not-asked':
      return { ...named, outcome: 'not-asked', notAsked: outcome.why };
    case 'error':
      return {
        ...named,
        outcome: 'error',
        error:
          'rpcCode' in outcome
            ? {
                rpcCode: outcome.rpcCode,
                name: outcome.rpcCode === null ? null : errorNameOf(outcome.rpcCode),
              }
            : 'httpStatus' in outcome
              ? { httpStatus: outcome.httpStatus }
              : { noAnswer: true },
      };
  }
}

export function buildReport(run: ProbeRun): Report {
  const calls = run.calls.map(reportCall);
  const readable = calls.every((call) => call.outcome !== 'differs');
  return {
    contract: catalogue.version,
    signedIn: run.signedIn,
    withTotp: run.withTotp,
    address: run.address,
    readable,
    exitCode: readable ? 0 : 1,
    calls,
  };
}

/** A pointer as printed: the result itself by name, any character that would break the line escaped. */
function pointerText(pointer: string): string {
  if (pointer === '') return '(the result)';
  return pointer.replace(
    /[\p{Cc}\p{Zl}\p{Zp}]/gu,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const places = (item: { count: number }) => (item.count > 1 ? ` (in ${item.count} places)` : '');

const NOTE_TEXT: Record<ReplyNote['kind'], string> = {
  member: 'a member the schema does not know',
  value: 'a value the schema does not know',
  name: 'a name the schema does not know',
  'number-as-text': 'a number sent as text (read as the number)',
};

function noteText(note: ReportNote): string {
  const value = note.value === undefined ? '' : `: ${JSON.stringify(note.value)}`;
  return `${NOTE_TEXT[note.kind]}${value}`;
}

const callName = (call: ReportCall) =>
  `${call.class} ${call.method}${call.variant ? ` (${call.variant})` : ''}`;

function statusLine(call: ReportCall): string {
  const name = callName(call);
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  switch (call.outcome) {
    case 'read':
      return `read         ${name}${call.notes.length > 0 ? `: ${count(call.notes.length, 'note')}` : ''}`;
    case 'differs':
      return `differs      ${name}: ${count(call.differences.length, 'difference')}${call.notes.length > 0 ? `, ${count(call.notes.length, 'note')}` : ''}`;
    case 'not-offered':
      return call.notOffered === 'class'
        ? `not offered  ${name}: the service does not have the class (HTTP 404)`
        : `not offered  ${name}: the service does not have the method (JSON-RPC -32601)`;
    case 'refused':
      return call.refused === 'class'
        ? `refused      ${name}: the account may not use the class (HTTP 403)`
        : `refused      ${name}: the account may not use the method (JSON-RPC error 12, configProhibited)`;
    case 'not-asked':
      return `not asked    ${name}: ${call.notAsked}`;
    case 'error': {
      const error = call.error!;
      const what =
        'rpcCode' in error
          ? `JSON-RPC error ${error.rpcCode ?? '(no code)'}${error.name ? ` (${error.name})` : ''}`
          : 'httpStatus' in error
            ? `HTTP ${error.httpStatus}`
            : 'no answer within 60 s';
      return `error        ${name}: ${what}; the reply's shape is not checked`;
    }
  }
}

const ADDRESS_TEXT: Record<AddressSource, string> = {
  given: 'the one given',
  'postcode-given': 'the postcode given, with its first house number',
  'first-transaction': 'that of the first transaction',
  none: 'none known, the address methods are not asked',
};

/** The report as text, one line each. */
export function reportLines(report: Report): string[] {
  const signedIn =
    report.signedIn === 'basic' ? 'HTTP Basic' : `the JWT log-in${report.withTotp ? ' and a TOTP code' : ''}`;
  const lines = [
    `Probe of the provider's service: its replies read as the portal reads them (contract ${report.contract})`,
    `Signed in with ${signedIn}; address: ${ADDRESS_TEXT[report.address]}.`,
    "No value of any reply is shown, except values and names the schema does not know, which are the service's vocabulary.",
    '',
    ...report.calls.map(statusLine),
  ];
  const differences = report.calls.flatMap((call) =>
    call.differences.map(
      (difference) =>
        `difference   ${callName(call)} ${pointerText(difference.pointer)}: expected ${expectedText(difference.expected)}, came ${difference.received}${places(difference)}`,
    ),
  );
  const notes = report.calls.flatMap((call) =>
    call.notes.map(
      (note) =>
        `note         ${callName(call)} ${pointerText(note.pointer)}: ${noteText(note)}${places(note)}`,
    ),
  );
  if (differences.length > 0) lines.push('', ...differences);
  if (notes.length > 0) lines.push('', ...notes);
  const counted = (outcome: ReportCall['outcome']) =>
    report.calls.filter((call) => call.outcome === outcome).length;
  const withNotes = report.calls.filter((call) => call.outcome === 'read' && call.notes.length > 0).length;
  const notReadable = counted('differs');
  lines.push(
    '',
    `${report.calls.length} calls: ${counted('read')} read (${withNotes} with notes), ${notReadable} not readable, ${counted('not-offered')} not offered, ${counted('refused')} refused, ${counted('error')} answered an error, ${counted('not-asked')} not asked`,
    report.readable
      ? `The portal can read every reply${counted('read') < report.calls.length ? ' that came' : ''} (exit 0).`
      : `The portal cannot read ${notReadable} ${notReadable === 1 ? 'reply' : 'replies'} (exit 1).`,
  );
  return lines;
}

import type { ReplyDifference, ReplyNote } from '../contract/reply-reading.ts';
import type { Address } from './address.ts';
import { checkResult } from './check.ts';
import { type AddressSource, PLAN, type Step, isNotAsked, startingContext } from './plan.ts';
import type { MethodName } from './reading-methods.ts';
import {
  type Answer,
  type Authorization,
  type Credentials,
  CouldNotRun,
  type TotpAsker,
  callReading,
  logIn,
} from './service.ts';

export interface ProbeOptions {
  /** The service's base URL, without a trailing slash. */
  base: string;
  credentials: Credentials;
  totp?: string;
  /** Asks a person for a TOTP code when the service wants one (only at a terminal). */
  askTotp: TotpAsker | null;
  /** HTTP Basic on every call instead of the JWT log-in. */
  basic: boolean;
  address: Address | null;
  /** A postcode alone: its first house number is taken. */
  zipcode: string | null;
  /** Sees each result as it came (tests collect its values to make sure none is printed). */
  onResult?: (name: MethodName, result: unknown) => void;
}

/** A difference as the probe reports it: also a reply that is no JSON at all. */
export type ProbeDifference = Omit<ReplyDifference, 'received'> & {
  received: ReplyDifference['received'] | 'not-json';
};

export type Outcome =
  | { kind: 'read'; notes: ReplyNote[] }
  | { kind: 'differs'; differences: ProbeDifference[]; notes: ReplyNote[] }
  | { kind: 'not-offered'; by: 'method' | 'class' }
  | { kind: 'refused'; by: 'method' | 'class' }
  | { kind: 'error'; rpcCode: number | null }
  | { kind: 'error'; httpStatus: number }
  | { kind: 'error'; noAnswer: true }
  | { kind: 'not-asked'; why: string };

export interface Call extends MethodName {
  variant?: string;
  outcome: Outcome;
}

export interface ProbeRun {
  signedIn: 'jwt' | 'basic';
  withTotp: boolean;
  address: AddressSource;
  calls: Call[];
}

async function outcomeOf(step: Step, answer: Answer): Promise<Outcome> {
  switch (answer.kind) {
    case 'result': {
      const checked = await checkResult(step.name, answer.result);
      return checked.readable
        ? { kind: 'read', notes: checked.notes }
        : { kind: 'differs', differences: checked.differences, notes: checked.notes };
    }
    case 'no-reply':
      return {
        kind: 'differs',
        differences: [{ pointer: '', expected: ['object'], received: answer.received }],
        notes: [],
      };
    case 'not-offered':
      return { kind: 'not-offered', by: answer.by };
    case 'refused':
      return { kind: 'refused', by: answer.by };
    case 'rpc-error':
      return { kind: 'error', rpcCode: answer.code };
    case 'http-error':
      return { kind: 'error', httpStatus: answer.status };
    case 'no-answer':
      return { kind: 'error', noAnswer: true };
  }
}

/**
 * Why not one call answered a result, and what to check: every class not found is a URL that is not
 * the service's; every call refused, an account that may use none of it.
 */
function whyNothingRead(calls: readonly Call[], signedIn: Authorization['kind']): string {
  const asked = calls.filter(({ outcome }) => outcome.kind !== 'not-asked');
  const all = (kind: Outcome['kind'], by?: 'class' | 'method') =>
    asked.every(({ outcome }) => outcome.kind === kind && (!by || ('by' in outcome && outcome.by === by)));
  const some = (kind: Outcome['kind'], by: 'class' | 'method') =>
    asked.some(({ outcome }) => outcome.kind === kind && 'by' in outcome && outcome.by === by);
  if (all('not-offered', 'class'))
    return "every class answered HTTP 404 (not found): check --api-upstream, the service's base URL";
  if (all('refused')) {
    const how = [some('refused', 'class') && 'HTTP 403', some('refused', 'method') && 'JSON-RPC error 12']
      .filter(Boolean)
      .join(' or ');
    const what = all('refused', 'class') ? 'every class' : 'every method';
    return `the service refused the account ${what} (${how}): ${
      signedIn === 'basic' && some('refused', 'class')
        ? "from an address not on the account's IP whitelist, leave out --basic and log in with a TOTP code"
        : "check the account's permissions with the provider"
    }`;
  }
  const counted = (kind: Outcome['kind'], words: string) => {
    const count = asked.filter(({ outcome }) => outcome.kind === kind).length;
    return count > 0 ? [`${count} ${words}`] : [];
  };
  const answers = [
    ...counted('not-offered', 'not offered'),
    ...counted('refused', 'refused'),
    ...counted('error', 'answered an error'),
  ].join(', ');
  return `not one call answered a result (${answers}): check --api-upstream, the service's base URL, and the account`;
}

/**
 * Signs in, asks every step of the plan and reads each reply; throws CouldNotRun when it cannot, and
 * when not one reply came to read.
 */
export async function runProbe(options: ProbeOptions): Promise<ProbeRun> {
  let authorization: Authorization = { kind: 'basic', credentials: options.credentials };
  let withTotp = false;
  if (!options.basic) {
    const signedIn = await logIn(options.base, options.credentials, options.totp, options.askTotp);
    authorization = { kind: 'bearer', token: signedIn.token };
    withTotp = signedIn.withTotp;
  }
  const context = startingContext(options);
  /** What a class answered at its URL for every method (HTTP 404 or 403): it is asked once. */
  const classesAnswered = new Map<string, Outcome>();
  const calls: Call[] = [];
  for (const step of PLAN) {
    const call = { ...step.name, ...(step.variant ? { variant: step.variant } : {}) };
    const params = step.params(context);
    if (isNotAsked(params)) {
      calls.push({ ...call, outcome: { kind: 'not-asked', why: params.notAsked } });
      continue;
    }
    const answered = classesAnswered.get(step.name.className);
    if (answered) {
      calls.push({ ...call, outcome: answered });
      continue;
    }
    const answer = await callReading(options.base, authorization, step.name, params);
    if (answer.kind === 'result') {
      options.onResult?.(step.name, structuredClone(answer.result));
      step.learn?.(answer.result, context);
    }
    const outcome = await outcomeOf(step, answer);
    if ((outcome.kind === 'not-offered' || outcome.kind === 'refused') && outcome.by === 'class')
      classesAnswered.set(step.name.className, outcome);
    calls.push({ ...call, outcome });
  }
  if (!calls.some(({ outcome }) => outcome.kind === 'read' || outcome.kind === 'differs'))
    throw new CouldNotRun(`nothing could be read: ${whyNothingRead(calls, authorization.kind)}`);
  return {
    signedIn: authorization.kind === 'basic' ? 'basic' : 'jwt',
    withTotp,
    address: context.source,
    calls,
  };
}

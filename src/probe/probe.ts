import type { ReplyDifference, ReplyNote } from '../contract/reply-reading.ts';
import type { Address } from './address.ts';
import { checkResult } from './check.ts';
import { type AddressSource, PLAN, type Step, isNotAsked, startingContext } from './plan.ts';
import type { MethodName } from './reading-methods.ts';
import {
  type Answer,
  type Authorization,
  type Credentials,
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
    case 'rpc-error':
      return { kind: 'error', rpcCode: answer.code };
    case 'http-error':
      return { kind: 'error', httpStatus: answer.status };
    case 'no-answer':
      return { kind: 'error', noAnswer: true };
  }
}

/** Signs in, asks every step of the plan and reads each reply; throws CouldNotRun when it cannot. */
export async function runProbe(options: ProbeOptions): Promise<ProbeRun> {
  let authorization: Authorization = { kind: 'basic', credentials: options.credentials };
  let withTotp = false;
  if (!options.basic) {
    const signedIn = await logIn(options.base, options.credentials, options.totp, options.askTotp);
    authorization = { kind: 'bearer', token: signedIn.token };
    withTotp = signedIn.withTotp;
  }
  const context = startingContext(options);
  const classesNotOffered = new Set<string>();
  const calls: Call[] = [];
  for (const step of PLAN) {
    const call = { ...step.name, ...(step.variant ? { variant: step.variant } : {}) };
    const params = step.params(context);
    if (isNotAsked(params)) {
      calls.push({ ...call, outcome: { kind: 'not-asked', why: params.notAsked } });
      continue;
    }
    if (classesNotOffered.has(step.name.className)) {
      calls.push({ ...call, outcome: { kind: 'not-offered', by: 'class' } });
      continue;
    }
    const answer = await callReading(options.base, authorization, step.name, params);
    if (answer.kind === 'not-offered' && answer.by === 'class') classesNotOffered.add(step.name.className);
    if (answer.kind === 'result') {
      options.onResult?.(step.name, structuredClone(answer.result));
      step.learn?.(answer.result, context);
    }
    calls.push({ ...call, outcome: await outcomeOf(step, answer) });
  }
  return {
    signedIn: authorization.kind === 'basic' ? 'basic' : 'jwt',
    withTotp,
    address: context.source,
    calls,
  };
}

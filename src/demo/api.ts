/**
 * The sandbox's demo routes (demo mode only): what the demo offers, a persona's sign-in to a
 * private copy of the data, and putting the seed back in that copy.
 */
import { queryOptions } from '@tanstack/react-query';
import { LogInError, failureOf } from '../api/auth-endpoints.ts';
import { type HttpError, httpErrorFrom } from '../api/errors.ts';
import { startSession } from '../api/session.ts';
import { apiUrl, request } from '../api/transport.ts';

export type PersonaId = 'staff' | 'read-only' | 'totp' | 'whitelist';

export interface DemoPersona {
  id: PersonaId;
  username: string;
  name: string;
  permissions: string[];
  /** The TOTP code of this moment, for the persona that signs in with one. */
  totp: { code: string; valid_for_seconds: number } | null;
}

export interface DemoScenario {
  id: string;
  zipcode: string;
  housenr: number;
  housenrext: string;
  street: string;
  city: string;
}

export interface DemoInfo {
  idle_minutes: number;
  backoffice_interval_seconds: number;
  personas: DemoPersona[];
  scenarios: DemoScenario[];
}

export async function fetchDemoInfo(signal?: AbortSignal): Promise<DemoInfo> {
  const { response } = await request(apiUrl('demo'), { bearer: false, ...(signal ? { signal } : {}) });
  if (!response.ok) throw await httpErrorFrom(response);
  return (await response.json()) as DemoInfo;
}

/** What the demo offers, for the signed-in pages (the scenarios); it does not change while they run. */
export const demoInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'info'],
    queryFn: ({ signal }) => fetchDemoInfo(signal),
    staleTime: Infinity,
  });

/**
 * A limit of the demo that turned a persona sign-in away for now: every copy is in use by other
 * visitors, this address has its most copies or sign-ins, or all visitors together their sign-ins.
 */
export type DemoLimit = 'full' | 'copies-of-address' | 'sign-ins-of-address' | 'sign-ins-overall';

const limitByReason: Record<string, DemoLimit> = {
  demo_full: 'full',
  too_many_copies: 'copies-of-address',
  throttled: 'sign-ins-of-address',
  demo_busy: 'sign-ins-overall',
};

/** A sign-in refused by one of the demo's limits; `retryAfterSeconds` says when to try again. */
export class DemoLimitError extends LogInError {
  readonly limit: DemoLimit;

  constructor(limit: DemoLimit, error: HttpError) {
    super('unknown', error.message, error.retryAfterSeconds);
    this.name = 'DemoLimitError';
    this.limit = limit;
  }
}

/**
 * Signs a persona in to a private copy of the demo data; a TOTP persona needs its code. As the
 * log-in (signInWith), but a refusal by one of the demo's limits is a DemoLimitError.
 */
export async function signInPersona(persona: PersonaId, totp?: string): Promise<void> {
  let response: Response;
  try {
    ({ response } = await request(apiUrl('demo/sign-in'), {
      json: { persona },
      headers: totp ? { 'X-TOTP': totp } : {},
      bearer: false,
    }));
  } catch (error) {
    throw new LogInError('network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const error = await httpErrorFrom(response);
    const limit = error.reason === null ? undefined : limitByReason[error.reason];
    throw limit
      ? new DemoLimitError(limit, error)
      : new LogInError(failureOf(error), error.message, error.retryAfterSeconds);
  }
  const reply = (await response.json()) as { access_token?: unknown };
  if (typeof reply.access_token !== 'string')
    throw new LogInError('unknown', 'The sign-in reply holds no token.');
  startSession(reply.access_token);
}

/** Puts the seed back in this visitor's private copy. */
export async function resetDemoData(): Promise<void> {
  const { response } = await request(apiUrl('demo/reset'), { method: 'POST', json: {} });
  if (!response.ok) throw await httpErrorFrom(response);
}

/**
 * The sandbox's demo routes (demo mode only): what the demo offers, a persona's sign-in to a
 * private copy of the data, and putting the seed back in that copy.
 */
import { queryOptions } from '@tanstack/react-query';
import { signInWith } from './auth-endpoints.ts';
import { httpErrorFrom } from './errors.ts';
import { apiUrl, request } from './transport.ts';

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

/** Signs a persona in to a private copy of the demo data; a TOTP persona needs its code. */
export function signInPersona(persona: PersonaId, totp?: string): Promise<void> {
  return signInWith(apiUrl('demo/sign-in'), { json: { persona }, headers: totp ? { 'X-TOTP': totp } : {} });
}

/** Puts the seed back in this visitor's private copy. */
export async function resetDemoData(): Promise<void> {
  const { response } = await request(apiUrl('demo/reset'), { method: 'POST', json: {} });
  if (!response.ok) throw await httpErrorFrom(response);
}

/**
 * The prospect branding in force (demo mode), for whatever shows it: a plain store without React or
 * checks, so the demo bar that reads it stays small. prospect-branding-store.ts changes it.
 */
import type { BrandingProblem, ProspectBranding } from './prospect-branding.ts';

export interface BrandingState {
  branding: ProspectBranding | null;
  /** The branding came from a link: it lasts this visit (this tab) only, unless it is kept. */
  fromLink: boolean;
  /** Why the branding a link asked for was not applied; null when it was, or no link asked. */
  linkRefused: BrandingProblem[] | null;
}

let state: BrandingState = { branding: null, fromLink: false, linkRefused: null };
const listeners = new Set<() => void>();

export function brandingState(): BrandingState {
  return state;
}

export function setBrandingState(next: BrandingState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`. */
export function subscribeToBranding(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

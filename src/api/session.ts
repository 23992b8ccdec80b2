/**
 * The bearer token lives here and nowhere else in the page: not in storage, readable cookies, URLs,
 * React state or query keys. It is read at request time, replaced when a reply carries a renewed
 * one, and forgotten on log-out, on expiry and on 401. A reload starts with none: the portal
 * server, when it keeps sessions, hands the latest one back (auth-endpoints.ts restoreSession).
 */
import { useSyncExternalStore } from 'react';

/** Why the person is signed out; `not-restored`: the server could not check the session it kept. */
export type SessionEndReason = 'logged-out' | 'expired' | 'unauthorized' | 'not-restored';

export interface SessionState {
  token: string | null;
  username: string | null;
  permissions: readonly string[];
  /** Epoch milliseconds at which the token expires. */
  expiresAt: number | null;
  /** Why the last session ended; null while signed in or before the first log-in. */
  endedBecause: SessionEndReason | null;
  /** Signed in to a private copy of the demo data (a demo persona), which the person may reset. */
  privateDemoData: boolean;
}

const signedOut: SessionState = {
  token: null,
  username: null,
  permissions: [],
  expiresAt: null,
  endedBecause: null,
  privateDemoData: false,
};

let state: SessionState = signedOut;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  clearTimeout(expiryTimer);
  if (next.token && next.expiresAt !== null) {
    // setTimeout holds at most ~24.8 days; tokens live far shorter.
    expiryTimer = setTimeout(() => endSession('expired'), Math.max(0, next.expiresAt - Date.now()));
  }
  for (const listener of listeners) listener();
}

/** Reads the claims of a JWT; its signature is the service's business, not the browser's. */
function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  const claims = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  if (typeof claims !== 'object' || claims === null) throw new Error('not a JWT');
  return claims as Record<string, unknown>;
}

function stateFromToken(token: string): SessionState {
  const claims = claimsOf(token);
  const roles = Array.isArray(claims.roles)
    ? claims.roles.filter((role): role is string => typeof role === 'string')
    : [];
  return {
    token,
    username:
      typeof claims.name === 'string' ? claims.name : typeof claims.sub === 'string' ? claims.sub : null,
    permissions: roles,
    expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    endedBecause: null,
    privateDemoData: typeof claims.ws === 'string',
  };
}

export function startSession(token: string): void {
  publish(stateFromToken(token));
}

/** Adopts a renewed token from a reply's Authorization header, unless the session has ended meanwhile. */
export function renewSession(token: string): void {
  if (!state.token || token === state.token) return;
  try {
    publish(stateFromToken(token));
  } catch {
    // an unreadable token is ignored: the current one stays in use
  }
}

export function endSession(reason: SessionEndReason): void {
  if (!state.token && state.endedBecause === reason) return;
  publish({ ...signedOut, endedBecause: reason });
}

export function currentSession(): SessionState {
  return state;
}

export function bearerToken(): string | null {
  return state.token;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, currentSession, currentSession);
}

export function hasPermission(session: SessionState, permission: string): boolean {
  return session.permissions.includes(permission);
}

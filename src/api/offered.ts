/**
 * What the service said it does not offer (a method: JSON-RPC -32601; a whole class: 404 at its
 * URL), remembered until the session ends, so the portal does not ask again on every view and the
 * menu can mark the pages that need it. A reload goes on in the same session, so the tab keeps the
 * list (class and method names only, under the user's name) until a log-out or an expiry.
 */
import { useSyncExternalStore } from 'react';
import { NotOfferedError } from './errors.ts';
import { currentSession, subscribeToSession } from './session.ts';

const STORAGE_KEY = 'portal.not-offered';

let notOffered: ReadonlyMap<string, NotOfferedError> = new Map();
const listeners = new Set<() => void>();

const keyOf = (className: string, method: string | null) => (method ? `${className} ${method}` : className);

function publish(next: ReadonlyMap<string, NotOfferedError>) {
  notOffered = next;
  for (const listener of listeners) listener();
}

export function noteNotOffered(error: NotOfferedError): void {
  const key = keyOf(error.className, error.method);
  // An answer that arrives after the session ended belongs to no session.
  if (notOffered.has(key) || currentSession().token === null) return;
  publish(new Map([...notOffered, [key, error]]));
  keep(currentSession().username);
}

/** The refusal already heard for this method or its class, or null. */
export function knownNotOffered(className: string, method: string): NotOfferedError | null {
  return notOffered.get(keyOf(className, null)) ?? notOffered.get(keyOf(className, method)) ?? null;
}

export function isOffered(className: string, method: string): boolean {
  return knownNotOffered(className, method) === null;
}

export function forgetNotOffered(): void {
  tabStorage()?.removeItem(STORAGE_KEY);
  if (notOffered.size > 0) publish(new Map());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => notOffered;

/** Re-renders when the service is found not to offer something. */
export function useNotOffered(): ReadonlyMap<string, NotOfferedError> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function keep(username: string | null): void {
  const refused = [...notOffered.values()].map(({ className, method }) => ({ className, method }));
  try {
    tabStorage()?.setItem(STORAGE_KEY, JSON.stringify({ username, refused }));
  } catch {
    // a full or refused storage only means asking again after a reload
  }
}

/** What this tab heard earlier in the same user's session, when a reload restores it. */
function restore(username: string | null): void {
  try {
    const kept = JSON.parse(tabStorage()?.getItem(STORAGE_KEY) ?? 'null') as {
      username?: unknown;
      refused?: { className?: unknown; method?: unknown }[];
    } | null;
    if (!kept || kept.username !== username || !Array.isArray(kept.refused)) return;
    const restored = kept.refused.flatMap(({ className, method }) =>
      typeof className === 'string' && (typeof method === 'string' || method === null)
        ? [[keyOf(className, method), new NotOfferedError(className, method, null)] as const]
        : [],
    );
    if (restored.length > 0) publish(new Map([...restored, ...notOffered]));
  } catch {
    // unreadable: asked again
  }
}

// A session that ends forgets; a new one may be at another account. A reload restores the same one
// (also when it was restored before this module loaded).
let signedInAs: string | null = null;
function followSession() {
  const { token, username, endedBecause } = currentSession();
  if (token === null) {
    if (endedBecause !== null) forgetNotOffered();
    signedInAs = null;
    return;
  }
  if (signedInAs === null) restore(username);
  else if (signedInAs !== username) forgetNotOffered();
  signedInAs = username;
}
followSession();
subscribeToSession(followSession);

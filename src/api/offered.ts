/**
 * What the service said it does not offer (a method: JSON-RPC -32601; a whole class: 404 at its
 * URL), remembered until the session ends, so the portal does not ask again on every view and the
 * menu can mark the pages that need it.
 */
import { useSyncExternalStore } from 'react';
import type { NotOfferedError } from './errors.ts';
import { currentSession, subscribeToSession } from './session.ts';

let notOffered: ReadonlyMap<string, NotOfferedError> = new Map();
const listeners = new Set<() => void>();

const keyOf = (className: string, method: string | null) => (method ? `${className} ${method}` : className);

function publish(next: ReadonlyMap<string, NotOfferedError>) {
  notOffered = next;
  for (const listener of listeners) listener();
}

export function noteNotOffered(error: NotOfferedError): void {
  const key = keyOf(error.className, error.method);
  if (notOffered.has(key)) return;
  publish(new Map([...notOffered, [key, error]]));
}

/** The refusal already heard for this method or its class, or null. */
export function knownNotOffered(className: string, method: string): NotOfferedError | null {
  return notOffered.get(keyOf(className, null)) ?? notOffered.get(keyOf(className, method)) ?? null;
}

export function isOffered(className: string, method: string): boolean {
  return knownNotOffered(className, method) === null;
}

export function forgetNotOffered(): void {
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

// A new session may be at another account: what one did not offer is asked again.
subscribeToSession(() => {
  if (currentSession().token === null) forgetNotOffered();
});

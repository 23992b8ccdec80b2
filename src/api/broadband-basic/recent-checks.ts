import { useSyncExternalStore } from 'react';
import { currentSession, subscribeToSession } from '../session.ts';
import { sameAddress } from './address-key.ts';
import type { AddressKey } from './keys.ts';

const LIMIT = 10;
/**
 * The last checks of this session, newest first (the address check and the overview show them); in
 * memory only, like the session itself, and forgotten when it ends.
 */
let recent: readonly AddressKey[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly AddressKey[]) {
  recent = next;
  for (const listener of listeners) listener();
}

export function rememberCheck(address: AddressKey): void {
  publish([address, ...recent.filter((earlier) => !sameAddress(earlier, address))].slice(0, LIMIT));
}

subscribeToSession(() => {
  if (!currentSession().token && recent.length > 0) publish([]);
});

export function useRecentChecks(): readonly AddressKey[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => recent,
    () => recent,
  );
}

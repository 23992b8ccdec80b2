import { useSyncExternalStore } from 'react';
import type { AddressKey } from '../../api/broadband-basic/keys.ts';
import { sameAddress } from './address.ts';

const LIMIT = 10;
/** The last checks of this session, newest first; in memory only, like the session itself. */
let recent: readonly AddressKey[] = [];
const listeners = new Set<() => void>();

export function rememberCheck(address: AddressKey): void {
  recent = [address, ...recent.filter((earlier) => !sameAddress(earlier, address))].slice(0, LIMIT);
  for (const listener of listeners) listener();
}

export function useRecentChecks(): readonly AddressKey[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => recent,
  );
}

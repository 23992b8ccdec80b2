import type { SiteList } from './site-list.ts';
import type { SiteResult } from './site-result.ts';

/**
 * A user's list of sites and its finished rows in the browser's storage (never the token), under a
 * version: a list stored in another shape is dropped, not misread. While rows come in, the list is
 * saved once a second at most.
 */

const STORAGE_VERSION = 1;
const SAVE_EVERY_MS = 1000;
const storageKey = (username: string) => `broadband-portal.site-list.${username}`;

export interface StoredList {
  list: SiteList;
  results: SiteResult[];
}

interface Stored extends StoredList {
  version: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The user's stored list, if one of this version is there (one of another shape is removed). */
export function readStoredList(username: string): StoredList | null {
  try {
    const stored = JSON.parse(storage()?.getItem(storageKey(username)) ?? 'null') as Stored | null;
    const readable =
      stored?.version === STORAGE_VERSION &&
      Array.isArray(stored.list?.sites) &&
      Array.isArray(stored.list.rejected) &&
      Array.isArray(stored.list.providers) &&
      Array.isArray(stored.results);
    if (!readable) {
      if (stored) storage()?.removeItem(storageKey(username));
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

/**
 * Stores the user's list and its rows (no list: removes what is stored). False when the browser
 * would not keep it (storage full or refused): then nothing is kept, so what an earlier list left
 * cannot come back instead.
 */
export function writeStoredList(
  username: string,
  list: SiteList | null,
  results: readonly SiteResult[],
): boolean {
  const key = storageKey(username);
  try {
    if (!list) storage()?.removeItem(key);
    else {
      const stored: Stored = { version: STORAGE_VERSION, list, results: [...results] };
      storage()?.setItem(key, JSON.stringify(stored));
    }
    return true;
  } catch {
    try {
      storage()?.removeItem(key);
    } catch {
      // nothing kept, nothing to remove
    }
    return false;
  }
}

export function removeStoredList(username: string): void {
  storage()?.removeItem(storageKey(username));
}

/** Whether a change to storage (a `storage` event's key) is to this user's list. */
export const isStoredListKey = (username: string, key: string | null): boolean =>
  key === storageKey(username);

/**
 * Saving as rows come in: `soon()` saves within a second unless a save is planned already, `now()`
 * saves at once (and drops the plan).
 */
export function throttledSaving(save: () => void): { soon(): void; now(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = () => {
    clearTimeout(timer);
    timer = undefined;
    save();
  };
  return {
    soon: () => {
      timer ??= setTimeout(now, SAVE_EVERY_MS);
    },
    now,
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteList } from './site-list.ts';
import { readStoredList, removeStoredList, throttledSaving, writeStoredList } from './site-list-storage.ts';
import type { SiteResult } from './site-result.ts';

/** The browser's storage as a map, refusing to keep anything while `full`. */
function fakeStorage() {
  const items = new Map<string, string>();
  const storage = {
    full: false,
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (storage.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
  return storage;
}

const list: SiteList = {
  source: 'sites.csv',
  sites: [{ line: 2, reference: 'shop', zipcode: '1012AB', housenr: 1, housenrext: '' }],
  rejected: [],
  providers: ['KPNWBA'],
  createdAt: '2025-01-01T00:00:00.000Z',
};
const results: SiteResult[] = [
  { site: list.sites[0]!, outcome: { kind: 'unknown-address', message: 'Unknown' } },
];
const KEY = 'broadband-portal.site-list.anna';

let storage: ReturnType<typeof fakeStorage>;
beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a list in the browser’s storage', () => {
  it('is read back as it was written, per user', () => {
    expect(writeStoredList('anna', list, results)).toBe(true);
    expect(readStoredList('anna')).toMatchObject({ list, results });
    expect(readStoredList('bert')).toBeNull();
    removeStoredList('anna');
    expect(readStoredList('anna')).toBeNull();
  });

  it('is removed when there is no list to keep', () => {
    writeStoredList('anna', list, results);
    expect(writeStoredList('anna', null, [])).toBe(true);
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('of another version, or another shape, is dropped rather than misread', () => {
    storage.items.set(KEY, JSON.stringify({ version: 0, list, results }));
    expect(readStoredList('anna')).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
    storage.items.set(KEY, JSON.stringify({ version: 1, list: { ...list, sites: null }, results }));
    expect(readStoredList('anna')).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('that the browser will not keep says so, and leaves nothing of an earlier list', () => {
    writeStoredList('anna', list, []);
    storage.full = true;
    expect(writeStoredList('anna', list, results)).toBe(false);
    expect(readStoredList('anna')).toBeNull();
  });

  it('is saved once a second at most while rows come in, and at once when asked', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const saving = throttledSaving(save);
    saving.soon();
    saving.soon();
    vi.advanceTimersByTime(999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    saving.soon();
    saving.now();
    expect(save).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(save).toHaveBeenCalledTimes(2);
  });
});

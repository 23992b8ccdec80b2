import type { ColumnVisibilityState, Updater } from '@tanstack/react-table';
import { functionalUpdate } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { COLUMNS, DEFAULT_HIDDEN } from './columns.ts';

/** A display preference, kept for the browser session (never anything secret). */
const STORAGE_KEY = 'portal.carrier-products.columns';

export const DEFAULT_VISIBILITY: ColumnVisibilityState = Object.fromEntries(
  DEFAULT_HIDDEN.map((id) => [id, false]),
);

function storedVisibility(): ColumnVisibilityState {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return DEFAULT_VISIBILITY;
    const known = Object.entries(stored).filter(
      (entry): entry is [string, boolean] =>
        typeof entry[1] === 'boolean' && COLUMNS.some((column) => column.id === entry[0]),
    );
    return { ...DEFAULT_VISIBILITY, ...Object.fromEntries(known) };
  } catch {
    return DEFAULT_VISIBILITY;
  }
}

export function useColumnVisibility(): [
  ColumnVisibilityState,
  (updater: Updater<ColumnVisibilityState>) => void,
] {
  const [visibility, setVisibility] = useState(storedVisibility);
  const update = useCallback((updater: Updater<ColumnVisibilityState>) => {
    setVisibility((previous) => {
      const next = functionalUpdate(updater, previous);
      // Never hide the last column: an empty table helps no one.
      if (COLUMNS.every((column) => next[column.id] === false)) return previous;
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // without storage the choice lasts until the page is left
      }
      return next;
    });
  }, []);
  return [visibility, update];
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, readListState, writeListState } from './list-state.ts';

/** The listing state read from the URL, and a way to change it that adds a history entry. */
export function useListState(): [ListState, (change: (state: ListState) => ListState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (change: (state: ListState) => ListState) =>
      setParams((previous) => writeListState(change(readListState(previous)))),
    [setParams],
  );
  return [state, update];
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's state kept in the URL: read from the search parameters, and a way to change it that adds
 * a history entry (`replace` changes the current one, for typing in a filter).
 */
export function useUrlState<T>(
  read: (params: URLSearchParams) => T,
  write: (state: T) => URLSearchParams,
): [T, (change: (state: T) => T, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (change: (state: T) => T, replace = false) =>
      setParams((previous) => write(change(read(previous))), { replace }),
    [read, write, setParams],
  );
  return [state, update];
}

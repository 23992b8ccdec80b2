import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListAction,
  type ListParams,
  type ListSpec,
  type SortTerm,
  changeListSearch,
  readListParams,
} from './list-params.ts';

export interface ListParamsControls<F, M extends string> {
  params: ListParams<F, M>;
  /**
   * Changes the list from what the URL holds at that moment. Each change is a history entry;
   * `replace` changes the current one instead, for a filter that follows typing.
   */
  dispatch: (action: ListAction<F, M>, options?: { replace?: boolean }) => void;
  setSort: (sort: readonly SortTerm<M>[]) => void;
  sortBy: (member: M) => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setFilter: (filter: F, options?: { replace?: boolean }) => void;
  changeFilter: (change: (filter: F) => F, options?: { replace?: boolean }) => void;
}

/**
 * A list's state, kept in the URL (list-params.ts): a link or a reload shows the same list, and
 * back and forward step through its changes. `spec` is read on every change: keep it a constant.
 */
export function useListParams<F, M extends string>(spec: ListSpec<F, M>): ListParamsControls<F, M> {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(spec, search), [spec, search]);
  const dispatch = useCallback(
    (action: ListAction<F, M>, options?: { replace?: boolean }) =>
      setSearch((previous) => changeListSearch(spec, previous, action), {
        replace: options?.replace ?? false,
      }),
    [spec, setSearch],
  );
  return useMemo(
    () => ({
      params,
      dispatch,
      setSort: (sort) => dispatch({ type: 'sort', sort }),
      sortBy: (member) => dispatch({ type: 'sortBy', member }),
      setPage: (page) => dispatch({ type: 'page', page }),
      setPerPage: (perPage) => dispatch({ type: 'perPage', perPage }),
      setFilter: (filter, options) => dispatch({ type: 'filter', filter }, options),
      changeFilter: (change, options) => dispatch({ type: 'changeFilter', change }, options),
    }),
    [params, dispatch],
  );
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type MailView, readMailView, writeMailView } from './mail-url.ts';

/** The page's state read from the URL, and a way to change it (`replace` for typing in a filter). */
export function useMailView(): [MailView, (change: (view: MailView) => MailView, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readMailView(params), [params]);
  const update = useCallback(
    (change: (view: MailView) => MailView, replace = false) =>
      setParams((previous) => writeMailView(change(readMailView(previous))), { replace }),
    [setParams],
  );
  return [view, update];
}

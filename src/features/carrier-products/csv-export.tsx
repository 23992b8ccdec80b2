import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type CarrierListing, fetchAllCarriers } from '../../api/broadband/list-carriers.ts';
import { broadbandKeys } from '../../api/broadband/keys.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useProductMessages } from './messages.ts';

/** Rows per request while exporting: small enough to show progress, large enough to be quick. */
const EXPORT_PAGE_SIZE = 2000;

let exportRuns = 0;

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; loaded: number; total: number | null }
  | { kind: 'done'; count: number; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: unknown };

/**
 * Downloads every product matching the listing (not only the page in view) as CSV, in the
 * interface's language (products-csv.ts). The rows are fetched as one query, so the global progress
 * bar and the retry rule apply, and never cached.
 */
export function CsvExport({
  listing,
  format,
}: {
  listing: Pick<CarrierListing, 'filter' | 'sort'>;
  format: (value: number) => string;
}) {
  const { locale } = useLocale();
  const all = useProductMessages();
  const texts = all.export;
  const id = useId();
  const [apiNames, setApiNames] = useState(false);
  const queryClient = useQueryClient();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const [queryKey, setQueryKey] = useState<readonly unknown[] | null>(null);

  // Leaving the page stops an export under way.
  useEffect(
    () => () => {
      if (queryKey) void queryClient.cancelQueries({ queryKey });
    },
    [queryClient, queryKey],
  );

  const start = async () => {
    const request = { filter: listing.filter, sort: listing.sort };
    // Each run has its own key: cancelling one (or leaving the page) never touches the next.
    exportRuns += 1;
    const key = broadbandKeys.carriersExport({ ...request, run: exportRuns });
    setQueryKey(key);
    setState({ kind: 'running', loaded: 0, total: null });
    try {
      const products = await queryClient.fetchQuery({
        queryKey: key,
        queryFn: ({ signal }) =>
          fetchAllCarriers(request, {
            pageSize: EXPORT_PAGE_SIZE,
            signal,
            onProgress: (loaded, total) => setState({ kind: 'running', loaded, total }),
          }),
        staleTime: 0,
        gcTime: 0,
      });
      const [{ datedFileName, downloadText }, { productsCsv }] = await Promise.all([
        import('../../ui/csv.ts'),
        import('./products-csv.ts'),
      ]);
      const fileName = datedFileName(texts.fileName, new Date());
      downloadText(productsCsv(products, { texts: all, locale, apiNames }), fileName);
      setState({ kind: 'done', count: products.length, fileName });
    } catch (error) {
      setState(isCancelledError(error) ? { kind: 'cancelled' } : { kind: 'failed', error });
    }
  };

  const running = state.kind === 'running';
  return (
    <div className="csv-export">
      <button
        type="button"
        className="button"
        aria-describedby={`${id}-hint`}
        disabled={running}
        onClick={() => void start()}
      >
        {texts.button}
      </button>
      <label className="csv-export__option">
        <input
          type="checkbox"
          checked={apiNames}
          disabled={running}
          onChange={(event) => setApiNames(event.target.checked)}
        />{' '}
        {texts.apiNames}
      </label>
      <span id={`${id}-hint`} className="csv-export__hint">
        {texts.hint}
      </span>
      {running ? (
        <div className="csv-export__progress">
          <label htmlFor={`${id}-progress`} className="visually-hidden">
            {texts.progressLabel}
          </label>
          <progress
            id={`${id}-progress`}
            max={state.total || 1}
            value={state.total === null ? undefined : state.loaded}
          />
          <button
            type="button"
            className="button button--small"
            onClick={() => void (queryKey && queryClient.cancelQueries({ queryKey }))}
          >
            {texts.cancel}
          </button>
        </div>
      ) : null}
      <p role="status" className="csv-export__status">
        {running && state.total !== null
          ? texts.progress(format(state.loaded), format(state.total))
          : state.kind === 'done'
            ? texts.done(format(state.count), state.fileName)
            : state.kind === 'cancelled'
              ? texts.cancelled
              : ''}
      </p>
      {state.kind === 'failed' ? <ErrorNotice error={state.error} title={texts.failed} /> : null}
    </div>
  );
}

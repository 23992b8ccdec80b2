import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type CarrierListing, fetchAllCarriers } from '../../api/broadband/list-carriers.ts';
import { broadbandKeys } from '../../api/broadband/keys.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { COLUMNS } from './columns.ts';
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
 * Downloads every product matching the listing (not only the page in view) as CSV. The rows are
 * fetched as one query, so the global progress bar and the retry rule apply, and never cached.
 */
export function CsvExport({
  listing,
  format,
}: {
  listing: Pick<CarrierListing, 'filter' | 'sort'>;
  format: (value: number) => string;
}) {
  const texts = useProductMessages().export;
  const id = useId();
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
      const { csvFileName, downloadText, toCsv } = await import('./csv.ts');
      const fileName = csvFileName(texts.fileName, new Date());
      const columns = COLUMNS.map((column) => column.id);
      downloadText(toCsv(columns, products as unknown as Record<string, unknown>[]), fileName);
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

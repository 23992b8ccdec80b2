/**
 * A page reached by a link appears whole: its loader waits for what the first render needs (its
 * queries, the code of its forms) while the previous page stays, with the progress bar running.
 * An answer slower than ROUTE_DATA_WAIT_MS stops the wait: the page then shows with its own
 * progress, and the rows join it when they arrive. Failures are the page's to show, not the
 * loader's, so nothing here throws.
 */
export const ROUTE_DATA_WAIT_MS = 1000;

export function waitForRouteData(
  signal: AbortSignal,
  work: readonly Promise<unknown>[],
  maxWaitMs = ROUTE_DATA_WAIT_MS,
): Promise<void> {
  if (work.length === 0 || signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    signal.addEventListener('abort', done, { once: true });
    void Promise.allSettled(work).then(done);
  });
}

/**
 * A page's own changes of its URL (filters, sorting, paging) do not go through its loader: the page
 * fetches those itself and keeps the previous rows in view meanwhile, so the URL follows at once.
 */
export function revalidateOnEntry({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

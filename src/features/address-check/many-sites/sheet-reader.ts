import { READ_TIMEOUT_MS, type SheetReading, failure, pastedTooLong } from './sheet-reading.ts';

export type SheetSource = { file: Blob & { name?: string } } | { text: string };

/**
 * Reads a file or pasted text in a worker of its own, so that no list, however wide, long or
 * tightly packed, keeps the page from answering. The worker is ended once it has answered, when it
 * takes longer than `timeoutMs` (refused as timed out) and when `signal` aborts (a new list, the
 * page left: null). Same-origin module workers are allowed by the CSP's `script-src 'self'`.
 */
export function readSheetInWorker(
  source: SheetSource,
  signal: AbortSignal,
  timeoutMs = READ_TIMEOUT_MS,
): Promise<SheetReading | null> {
  const tooLong = 'text' in source ? pastedTooLong(source.text) : null;
  if (tooLong) return Promise.resolve(tooLong);
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./sheet-reader.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(failure({ kind: 'reading-failed' }));
      return;
    }
    const end = (reading: SheetReading | null) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
      worker.terminate();
      resolve(reading);
    };
    const abort = () => end(null);
    const timer = setTimeout(
      () => end(failure({ kind: 'timed-out', seconds: Math.ceil(timeoutMs / 1000) })),
      timeoutMs,
    );
    signal.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<SheetReading>) => end(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      end(failure({ kind: 'reading-failed' }));
    });
    worker.addEventListener('messageerror', () => end(failure({ kind: 'reading-failed' })));
    worker.postMessage(source);
  });
}

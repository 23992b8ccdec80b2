import type { Middleware } from './compose.ts';

/**
 * Anything thrown further on is logged with the cid and answered by `onError` (a 500 that names the
 * cid), never with a stack trace.
 */
export function unexpectedErrors<Context extends { cid: string }>(options: {
  log: (message: string) => void;
  onError: (context: Context) => void;
}): Middleware<Context> {
  return (context, next) => {
    const fail = (error: unknown) => {
      options.log(
        `cid ${context.cid}: unexpected failure at the HTTP edge: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      options.onError(context);
    };
    try {
      const pending = next(context);
      if (pending instanceof Promise) return pending.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

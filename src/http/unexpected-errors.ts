import type { Middleware } from './compose.ts';

/**
 * Anything thrown further on goes to `onError`, which logs it and answers (a 500 that says what to
 * quote to the operator), never with a stack trace.
 */
export function unexpectedErrors<Context>(options: {
  onError: (context: Context, error: unknown) => void;
}): Middleware<Context> {
  return (context, next) => {
    const fail = (error: unknown) => options.onError(context, error);
    try {
      const pending = next(context);
      if (pending instanceof Promise) return pending.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/** What the log says of a failure: its stack where it has one. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

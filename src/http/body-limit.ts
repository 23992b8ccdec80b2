import { readBody } from './body.ts';
import type { Middleware, RequestContext } from './compose.ts';

const EMPTY = Buffer.alloc(0);

export interface WithBody {
  body: Buffer;
}

/**
 * Reads the body into `context.body`, giving up past `maxBytes` (then `onError` answers, a 413).
 * A request whose client went away is dropped without an answer. GET bodies are not read.
 */
export function bodyLimit<Context extends RequestContext>(options: {
  maxBytes: number;
  onError: (context: Context) => void;
}): Middleware<Context, Context & WithBody> {
  return async (context, next) => {
    if (context.method !== 'POST') return next(Object.assign(context, { body: EMPTY }));
    const body = await readBody(context.request, options.maxBytes);
    if (!body.ok) {
      if (body.reason === 'too-large') options.onError(context);
      return;
    }
    return next(Object.assign(context, { body: body.bytes }));
  };
}

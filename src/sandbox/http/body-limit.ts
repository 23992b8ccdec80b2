import { readBody } from './body.ts';
import type { EdgeContext, Middleware } from './pipeline.ts';

/**
 * Reads the body into `context.body`, giving up past `maxBytes` (then `onError` answers, a 413).
 * A request whose client went away is dropped without an answer. GET bodies are not read.
 */
export function bodyLimit(options: {
  maxBytes: number;
  onError: (context: EdgeContext) => void;
}): Middleware {
  return async (context, next) => {
    if (context.method !== 'POST') {
      context.body = Buffer.alloc(0);
      return next();
    }
    const body = await readBody(context.request, options.maxBytes);
    if (!body.ok) {
      if (body.reason === 'too-large') options.onError(context);
      return;
    }
    context.body = body.bytes;
    return next();
  };
}

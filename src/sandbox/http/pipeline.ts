/**
 * The edge as a pipeline: each concern is a middleware that does its part and calls `next()` to
 * hand the request on (or answers and stops), composed in order, as in Hono or Koa.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Authentication } from '../auth/authenticate.ts';

export interface EdgeContext {
  request: IncomingMessage;
  response: ServerResponse;
  method: string;
  /** The path below the mount, normalised (`/broadband/v1`). */
  path: string;
  /** `path` without its leading slash: what the route table matches. */
  routePath: string;
  /** The prefix the sandbox is mounted under, with a trailing slash (`/api/`, or `/`). */
  mountPath: string;
  /** The correlation id of this request (correlation-id.ts). */
  cid: string;
  /** The CORS headers every reply to this request carries (cors.ts). */
  corsHeaders: Record<string, string>;
  /** The request body, once body-limit.ts has read it. */
  body?: Buffer;
  /** Who is calling, once authentication.ts has decided. */
  authentication?: Exclude<Authentication, { refusal: unknown }>;
}

/** Hands the request on; a promise only when something on the way waits. */
export type Next = () => Promise<void> | void;
export type Middleware = (context: EdgeContext, next: Next) => Promise<void> | void;

/**
 * One middleware made of several, run in order; a middleware that does not call `next` ends the
 * run. No promise is made along the way: a middleware that finishes at once returns at once (most
 * calls are answered from what is already known, and every promise costs a turn of the microtask
 * queue), one that waits returns its promise.
 */
export function compose(
  middlewares: readonly Middleware[],
): (context: EdgeContext, next: Next) => Promise<void> | void {
  return (context, last) => {
    const run = (index: number): Promise<void> | void => {
      const middleware = middlewares[index];
      return middleware ? middleware(context, () => run(index + 1)) : last();
    };
    return run(0);
  };
}

/** `then` that runs at once for a value already known, and waits only for a promise. */
export function whenReady<Value, Result>(
  value: Value | Promise<Value>,
  then: (value: Value) => Result | Promise<Result>,
): Result | Promise<Result> {
  return value instanceof Promise ? value.then(then) : then(value);
}

export const end: Next = () => undefined;

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

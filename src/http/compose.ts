/**
 * Middlewares composed into one handler, as in Hono or Koa: each does its part and hands the
 * request on with `next(context)`, or answers and stops. A middleware's type names what it needs
 * and what it adds (`Middleware<In, Out>`), so a chain that uses a member before the middleware
 * that adds it does not compile.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What every middleware of either server can count on. */
export interface RequestContext {
  request: IncomingMessage;
  response: ServerResponse;
  method: string;
  /** The request's path, normalised, without its query. */
  path: string;
}

/** A promise only when something on the way waits: most requests are answered from what is known. */
export type Done = Promise<void> | void;
/** Hands the request on, with what this middleware added. */
export type Next<Context> = (context: Context) => Done;
/** Does its part for a context with `In` and hands on one with `Out`, or answers and stops. */
export type Middleware<In, Out = In> = (context: In, next: Next<Out>) => Done;
/** Answers: the end of a chain. */
export type Handler<Context> = (context: Context) => Done;

export interface Chain<In, Current> {
  /** Adds a middleware; those after it see what it adds. */
  use<Out>(middleware: Middleware<Current, Out>): Chain<In, Out>;
  /** Ends the chain with what answers, giving one handler for a context with `In`. */
  answer(handler: Handler<Current>): Handler<In>;
}

export class NextCalledTwice extends Error {
  constructor() {
    super('next() called more than once by one middleware');
  }
}

/** Starts a chain for requests whose context has `In`. */
export function chain<In>(): Chain<In, In> {
  return chainOf<In, In>([]);
}

type AnyMiddleware = Middleware<unknown, unknown>;

function chainOf<In, Current>(middlewares: readonly AnyMiddleware[]): Chain<In, Current> {
  return {
    use: <Out>(middleware: Middleware<Current, Out>) =>
      chainOf<In, Out>([...middlewares, middleware as AnyMiddleware]),
    answer: (handler) => composed(middlewares, handler as Handler<unknown>),
  };
}

/**
 * No promise is made along the way: a middleware that finishes at once returns at once (every
 * promise costs a turn of the microtask queue), one that waits returns its promise. Like Hono's
 * compose, a second `next()` from one middleware throws rather than running the rest twice.
 */
function composed<In>(middlewares: readonly AnyMiddleware[], handler: Handler<unknown>): Handler<In> {
  return (context) => {
    let reached = -1;
    const run = (index: number, current: unknown): Done => {
      if (index <= reached) throw new NextCalledTwice();
      reached = index;
      const middleware = middlewares[index];
      return middleware ? middleware(current, (next) => run(index + 1, next)) : handler(current);
    };
    return run(0, context);
  };
}

/** `then` that runs at once for a value already known, and waits only for a promise. */
export function whenReady<Value, Result>(
  value: Value | Promise<Value>,
  then: (value: Value) => Result | Promise<Result>,
): Result | Promise<Result> {
  return value instanceof Promise ? value.then(then) : then(value);
}

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

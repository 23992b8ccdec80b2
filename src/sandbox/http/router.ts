import { type Middleware, compose, end } from './pipeline.ts';
import type { Replies } from './reply.ts';

export interface Route {
  /** Whether this route answers a path below the mount, without its leading slash. */
  matches: (routePath: string) => boolean;
  /** The methods it takes, as the `Allow` header of a 405 names them. */
  allow: string;
  /** Also taken, but not named in `Allow` (HEAD beside GET). */
  alsoTakes?: readonly string[];
  /** Run in order for a request it takes. */
  handlers: readonly Middleware[];
}

/** The first route that matches answers: its handlers, or 405 for another method; no route is a 404. */
export function router(routes: readonly Route[], replies: Replies): Middleware {
  const table = routes.map((route) => ({
    ...route,
    methods: new Set([...route.allow.split(', '), ...(route.alsoTakes ?? [])]),
    run: compose(route.handlers),
  }));
  return (context) => {
    const route = table.find((candidate) => candidate.matches(context.routePath));
    if (!route) replies.notFound(context);
    else if (!route.methods.has(context.method)) replies.notAllowed(context, route.allow);
    else return route.run(context, end);
  };
}

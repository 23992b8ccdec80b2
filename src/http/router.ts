import type { Done, Handler } from './compose.ts';

export interface Route<Context> {
  /** Whether this route answers the request. */
  matches: (context: Context) => boolean;
  /** The methods it takes, as the `Allow` header of a 405 names them; every method when absent. */
  allow?: string;
  /** Also taken, but not named in `Allow` (HEAD beside GET). */
  alsoTakes?: readonly string[];
  answer: Handler<Context>;
}

export interface RouterOptions<Context> {
  notFound: Handler<Context>;
  notAllowed: (context: Context, allow: string) => Done;
}

/** The first route that matches answers, or says 405 for a method it does not take; no route is a 404. */
export function router<Context extends { method: string }>(
  routes: readonly Route<Context>[],
  options: RouterOptions<Context>,
): Handler<Context> {
  const table = routes.map((route) => ({
    ...route,
    methods: route.allow ? new Set([...route.allow.split(', '), ...(route.alsoTakes ?? [])]) : null,
  }));
  return (context) => {
    const route = table.find((candidate) => candidate.matches(context));
    if (!route) return options.notFound(context);
    if (route.methods && !route.methods.has(context.method)) return options.notAllowed(context, route.allow!);
    return route.answer(context);
  };
}

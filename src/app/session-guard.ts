import { type LoaderFunctionArgs, redirect } from 'react-router';
import { currentSession } from '../api/session.ts';
import { appPathOf, logInPath } from '../ui/paths.ts';

/** Loader of every signed-in route: without a token, go to the log-in and come back afterwards. */
export function requireSession({ request }: LoaderFunctionArgs, basename: string): null {
  if (currentSession().token) return null;
  const url = new URL(request.url);
  throw redirect(logInPath(`${appPathOf(url.pathname, basename)}${url.search}`));
}

/** Every route of the portal; links are built from here, never from string literals. */
export const paths = {
  home: '/',
  logIn: '/login',
  addressCheck: '/address-check',
  manySites: '/address-check/many',
  products: '/products',
  transactions: '/transactions',
  transaction: (id: string) => `/transactions/${encodeURIComponent(id)}`,
  profile: '/profile',
  mail: '/mail',
  console: '/console',
} as const;

/** Whether a path leads to the log-in (`/login`, `/LOGIN/`, `/login?…`; the router ignores case). */
function leadsToLogIn(path: string): boolean {
  return path.toLowerCase().startsWith(paths.logIn);
}

/** The log-in page, remembering where to return to afterwards (never the log-in itself). */
export function logInPath(next?: string): string {
  return next && next !== paths.home && !leadsToLogIn(next)
    ? `${paths.logIn}?next=${encodeURIComponent(next)}`
    : paths.logIn;
}

/**
 * The portal's own path of a path in the browser: `/portal/mail` under the basename `/portal/` is
 * `/mail`, `/portal` is `/`; the basename is compared without case, as the router compares it.
 */
export function appPathOf(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  const lower = pathname.toLowerCase();
  if (lower === base.toLowerCase()) return paths.home;
  if (!lower.startsWith(`${base.toLowerCase()}/`)) return paths.home;
  return pathname.slice(base.length);
}

/**
 * Where a visit that starts signed out goes first: the log-in's own URL (`/login?next=%2Fmail` for a
 * visit that began at `/mail`, null when the address already is the log-in) and where to go once
 * signed in (null: the overview).
 */
export function logInFirst(
  location: { pathname: string; search: string; hash: string },
  basename: string,
): { replaceWith: string | null; next: string | null } {
  const appPath = appPathOf(location.pathname, basename);
  if (appPath.toLowerCase().replace(/\/+$/, '') === paths.logIn) {
    const next = new URLSearchParams(location.search).get('next');
    return { replaceWith: null, next: next && !leadsToLogIn(next) ? next : null };
  }
  const wanted = `${appPath}${location.search}`;
  const logIn = logInPath(wanted);
  return {
    replaceWith: `${basename.replace(/\/+$/, '')}${logIn}${location.hash}`,
    next: logIn === paths.logIn ? null : wanted,
  };
}

const hasControlCharacter = (text: string) => [...text].some((char) => char <= '\u001f' || char === '\u007f');

/**
 * Where to go after log-in: `next` when it is a path of the portal itself, otherwise the overview.
 * Browsers read a backslash as a slash and drop tabs and newlines, so `/\evil.example` or
 * `/<tab>/evil.example` would lead to another site; those are refused along with `//…`, `https:…`
 * and `javascript:…`.
 */
export function safeNext(next: string | null, origin: string): string {
  const insidePortal =
    next !== null &&
    next.startsWith('/') &&
    !next.startsWith('//') &&
    !next.includes('\\') &&
    !hasControlCharacter(next) &&
    new URL(next, origin).origin === origin &&
    !leadsToLogIn(next);
  return insidePortal ? next : paths.home;
}

/**
 * Where a visit that starts signed in (a kept session) goes: the address as it is, except the
 * log-in's, which gives way to its `next` (or the overview). Null when the address can stay.
 */
export function signedInStart(
  location: { pathname: string; search: string; hash: string },
  basename: string,
): string | null {
  const appPath = appPathOf(location.pathname, basename);
  if (appPath.toLowerCase().replace(/\/+$/, '') !== paths.logIn) return null;
  const next = safeNext(new URLSearchParams(location.search).get('next'), 'https://portal.invalid');
  return `${basename.replace(/\/+$/, '')}${next}`;
}

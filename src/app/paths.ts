/** Every route of the portal; links are built from here, never from string literals. */
export const paths = {
  home: '/',
  logIn: '/login',
  addressCheck: '/address-check',
  products: '/products',
  transactions: '/transactions',
  transaction: (id: string) => `/transactions/${encodeURIComponent(id)}`,
  profile: '/profile',
  mail: '/mail',
  console: '/console',
} as const;

/** The log-in page, remembering where to return to afterwards. */
export function logInPath(next?: string): string {
  return next && next !== paths.home && !next.startsWith(paths.logIn)
    ? `${paths.logIn}?next=${encodeURIComponent(next)}`
    : paths.logIn;
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
    new URL(next, origin).origin === origin;
  return insidePortal ? next : paths.home;
}

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

/** Only a path inside the portal is a safe place to return to after log-in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : paths.home;
}

/**
 * The runtime config as the portal server writes it (`{basename}config.json`, and the JSON block
 * in index.html) and the browser reads it: one build serves every deployment. The server checks
 * what it writes (src/server/runtime-config.ts); the browser reads it defensively
 * (src/config/runtime-config.ts), as a plain static host may serve any file.
 */
export interface RuntimeConfigDocument {
  /** Where the JSON-RPC classes live: a path on the portal's origin (`/api`) or an absolute URL. */
  apiBase: string;
  /** The path the portal lives under; starts and ends with "/". */
  basename: string;
  /** A language tag; the portal speaks `nl` and `en`. */
  defaultLocale: string;
  /** Origins allowed to show the portal in a frame (the CSP's frame-ancestors). */
  allowedParentOrigins: string[];
  /**
   * Whether the server keeps this browser's session across reloads: `kept` (ask for it), `none`
   * (it would, but has none), `ask` (it cannot tell in advance), `unchecked` (it cannot check the
   * session now, so restores none) or `off`; written per request.
   */
  session?: 'kept' | 'none' | 'ask' | 'unchecked' | 'off';
  /** The deployment's look (colours, font, radius, logo, density); the browser checks its contrast. */
  theme?: Record<string, string>;
  /** Present when the server's sandbox runs in demo mode. */
  demo?: { idleMinutes: number; backofficeIntervalSeconds: number };
}

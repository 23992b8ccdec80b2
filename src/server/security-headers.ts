// CSP assumption: the portal is built assets only (no inline scripts, no eval; an inline style only by its hash,
// see allowInlineStyles); not for the Vite dev server.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from '../http/compose.ts';
import { type RuntimeConfig, apiOrigin } from './runtime-config.ts';

/** Logos may come from the deployment theme's host or from a page allowed to embed the portal. */
function imageOrigins(config: RuntimeConfig): string[] {
  const logo = config.theme?.logoUrl ? URL.parse(config.theme.logoUrl)?.origin : undefined;
  return [...new Set([...(logo ? [logo] : []), ...config.allowedParentOrigins])];
}

export function contentSecurityPolicy(config: RuntimeConfig): string {
  const api = apiOrigin(config);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ['img-src', "'self'", 'data:', ...imageOrigins(config)].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...(api ? [api] : [])].join(' '),
    ['frame-ancestors', "'self'", ...config.allowedParentOrigins].join(' '),
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The build's few stylesheets are hashed once each, not on every page they go into. */
const stylesheetHashes = new Map<string, string>();
function sha256Of(text: string): string {
  let hash = stylesheetHashes.get(text);
  if (hash === undefined) {
    hash = createHash('sha256').update(text).digest('base64');
    if (stylesheetHashes.size < 64) stylesheetHashes.set(text, hash);
  }
  return hash;
}

/** `csp` with each of `texts` allowed as an inline `<style>` (by its SHA-256 hash). */
export function allowInlineStyles(csp: string, texts: readonly string[]): string {
  if (texts.length === 0) return csp;
  const hashes = texts.map((text) => `'sha256-${sha256Of(text)}'`);
  return csp.replace(
    /(^|;\s*)style-src ([^;]*)/,
    (_, start: string, sources: string) => `${start}style-src ${sources} ${hashes.join(' ')}`,
  );
}

export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Browsers keep to https for a year once they have reached the portal over https. Not on names
 * below the portal's: the portal cannot know what else runs there (a proxy in front may add it).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Set before anything answers, so they merge into whatever reply follows (writeHead keeps them).
 * `isHttps` says whether the browser reached us over https (TLS here, or a trusted proxy saying
 * so): only then does a reply carry Strict-Transport-Security, which browsers ignore over http.
 */
export function securityHeadersOnEveryReply<
  Context extends { request: IncomingMessage; response: ServerResponse },
>(headers: Record<string, string>, isHttps: (request: IncomingMessage) => boolean): Middleware<Context> {
  const entries = Object.entries(headers);
  return (context, next) => {
    for (const [name, value] of entries) context.response.setHeader(name, value);
    if (isHttps(context.request)) {
      context.response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    return next(context);
  };
}

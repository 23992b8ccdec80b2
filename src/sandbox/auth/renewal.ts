import { SAME_ORIGIN_ONLY } from '../../http/fetch-metadata.ts';
import type { Authentication } from './authentication.ts';
import type { TokenService } from './jwt.ts';

/**
 * The `Authorization` header an authenticated reply carries: a renewed token for a bearer caller
 * (spec §5.6), which no other origin may load without CORS; nothing for Basic and apiKey callers.
 */
export function renewalHeaders(
  tokens: TokenService,
  authentication: Exclude<Authentication, { refusal: unknown }>,
  now: Date,
): Record<string, string> | Promise<Record<string, string>> {
  if (!authentication.renew) return {};
  const renewed = tokens.renew(authentication.renew, now, authentication.caller.tokenExpiresAt);
  const header = (issued: { token: string }) => ({
    Authorization: `Bearer ${issued.token}`,
    ...SAME_ORIGIN_ONLY,
  });
  // Most replies reuse a renewal signed moments before: no need to wait a turn for it.
  return renewed instanceof Promise ? renewed.then(header) : header(renewed);
}

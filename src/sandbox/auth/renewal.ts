import type { Authentication } from './authenticate.ts';
import type { TokenService } from './jwt.ts';

/**
 * The `Authorization` header an authenticated reply carries: a renewed token for a bearer caller
 * (spec §5.6), nothing for Basic and apiKey callers.
 */
export async function renewalHeaders(
  tokens: TokenService,
  authentication: Exclude<Authentication, { refusal: unknown }>,
  now: Date,
): Promise<Record<string, string>> {
  if (!authentication.renew) return {};
  const renewed = await tokens.renew(authentication.renew, now, authentication.caller.tokenExpiresAt);
  return { Authorization: `Bearer ${renewed.token}` };
}

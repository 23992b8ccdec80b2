/**
 * Who is calling, decided before the JSON-RPC engine runs (spec §5, notes "Authentication").
 * Precedence: an `Authorization` header (Basic or Bearer) wins over an `apiKey` header.
 * Refusals are HTTP errors with a `{message}` body: 401 no/bad credentials, 403 refused
 * (whitelist, TOTP, apiKey site), 429 throttled. A caller outside its whitelist needs TOTP, which
 * only the log-in can carry: such a caller must use a bearer token, never Basic.
 */
import type { DatabaseSync } from 'node:sqlite';
import { createAccountLimit } from './account-limit.ts';
import { createApiKeyAuthenticator } from './api-key.ts';
import type { Authentication, PasswordCheck, WorkspaceDirectory } from './authentication.ts';
import { authenticateBasic } from './basic-credentials.ts';
import { createBearerAuthenticator } from './bearer-token.ts';
import type { Eventually, TokenService } from './jwt.ts';
import { createPasswordChecker } from './password-check.ts';
import { refuse } from './refusals.ts';
import type { LoginThrottle } from './throttle.ts';

export { isWhitelisted } from './account-access.ts';
export { refererAllowed } from './api-key.ts';
export type { Authentication, WorkspaceDirectory } from './authentication.ts';
export { parseBasic } from './basic-credentials.ts';
export { challengeFor, type HttpRefusal, type RefusalReason, refuse } from './refusals.ts';

export interface AuthRequest {
  authorization: string | undefined;
  apiKey: string | undefined;
  referer: string | undefined;
  clientIp: string;
  /** Permissions used by the class being called; an apiKey needs at least one of them. */
  classPermissions: ReadonlySet<string>;
}

export interface Authenticator {
  authenticate(request: AuthRequest, now: Date): Eventually<Authentication>;
  checkPassword(username: string, password: string, clientIp: string, now: Date): Eventually<PasswordCheck>;
}

export function createAuthenticator(options: {
  db: DatabaseSync;
  tokens: TokenService;
  throttle: LoginThrottle;
  workspaces?: WorkspaceDirectory | null;
  /** Calls per second one account may make with Basic or a bearer token; 0 or absent: no limit. */
  accountCallsPerSecond?: number;
}): Authenticator {
  const checkPassword = createPasswordChecker(options.db, options.throttle);
  const bearer = createBearerAuthenticator(options);
  const apiKey = createApiKeyAuthenticator(options.db);
  const limit = options.accountCallsPerSecond ? createAccountLimit(options.accountCallsPerSecond) : null;
  const withLimit = (authentication: Eventually<Authentication>, now: Date): Eventually<Authentication> =>
    !limit
      ? authentication
      : authentication instanceof Promise
        ? authentication.then((settled) => limit(settled, now))
        : limit(authentication, now);

  function authenticate(request: AuthRequest, now: Date): Eventually<Authentication> {
    const { authorization, clientIp } = request;
    if (authorization) {
      if (/^Basic\s/i.test(authorization))
        return withLimit(authenticateBasic(checkPassword, authorization, clientIp, now), now);
      const bearerMatch = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      if (bearerMatch?.[1]) return withLimit(bearer(bearerMatch[1], clientIp, now), now);
      return refuse(401, 'invalid_credentials', 'Unsupported Authorization scheme: use Basic or Bearer.');
    }
    if (request.apiKey)
      return apiKey(request.apiKey, request.referer, request.classPermissions, clientIp, now);
    return refuse(
      401,
      'credentials_missing',
      'Authorization required: use HTTP Basic, a bearer token from /jwt/log-in, or an apiKey header.',
    );
  }

  return { authenticate, checkPassword };
}

/**
 * `/jwt/log-in` (GET or POST; Basic credentials or a JSON body {username, password}) and
 * `/jwt-log-out`. TOTP is asked only when the caller's IP is not on the account's whitelist:
 * missing code → 401, wrong or reused code → 403, no TOTP and not whitelisted → 403. A wrong or
 * reused code counts as a failed log-in of the account, as a wrong password does.
 */
import type { DatabaseSync } from 'node:sqlite';
import { type Account, consumeTotpStep } from '../store/accounts.ts';
import { type Authenticator, type HttpRefusal, isWhitelisted, parseBasic, refuse } from './authenticate.ts';
import type { TokenClaims, TokenService } from './jwt.ts';
import { matchTotpStep } from '../credentials/totp.ts';

export interface LoginRequest {
  method: string;
  authorization: string | undefined;
  totp: string | undefined;
  body: string;
  clientIp: string;
}

export type LoginOutcome = { refusal: HttpRefusal } | { token: string; reply: Record<string, unknown> };

function credentialsOf(request: LoginRequest): { username: string; password: string } | string {
  if (request.authorization) {
    return (
      parseBasic(request.authorization) ??
      'Malformed Basic credentials: expected base64 of "username:password".'
    );
  }
  if (request.method === 'POST' && request.body.trim() !== '') {
    try {
      const body = JSON.parse(request.body) as unknown;
      if (typeof body === 'object' && body !== null) {
        const { username, password } = body as Record<string, unknown>;
        if (typeof username === 'string' && typeof password === 'string') return { username, password };
      }
    } catch {
      return 'The body is not valid JSON: send {"username": "…", "password": "…"}.';
    }
    return 'The body must hold string members "username" and "password".';
  }
  return 'Credentials missing: send HTTP Basic credentials or a JSON body {"username": "…", "password": "…"}.';
}

export function createLogin(options: {
  db: DatabaseSync;
  tokens: TokenService;
  authenticator: Authenticator;
  /** Demo mode: removes the private copy a token names when its session logs out. */
  releaseWorkspace?: ((workspace: string) => void) | null;
}) {
  const { db, tokens, authenticator } = options;

  /** The second factor this log-in passed, or why it did not (a wrong or reused code is a failure). */
  function decideSecondFactor(
    account: Account,
    request: LoginRequest,
    now: Date,
  ): TokenClaims['secondFactor'] | { refusal: HttpRefusal; failed: boolean } {
    if (isWhitelisted(account, request.clientIp)) return 'ip';
    if (!account.totpEnabled || !account.totpSecret) {
      return {
        ...refuse(
          403,
          'ip_not_whitelisted',
          `Access from IP address ${request.clientIp} is not allowed: it is not on this account's IP whitelist and the account has no TOTP.`,
        ),
        failed: false,
      };
    }
    const code = request.totp?.trim();
    if (!code) {
      return {
        ...refuse(401, 'totp_required', 'TOTP code is missing: send the 6-digit code in the X-TOTP header.'),
        failed: false,
      };
    }
    const step = matchTotpStep(account.totpSecret, code, now);
    if (step === null) return { ...refuse(403, 'invalid_totp', 'Invalid TOTP code'), failed: true };
    if (!consumeTotpStep(db, account.id, step))
      return {
        ...refuse(403, 'totp_reused', 'TOTP code already used: wait for the next code.'),
        failed: true,
      };
    return 'totp';
  }

  async function logIn(request: LoginRequest, now: Date): Promise<LoginOutcome> {
    const credentials = credentialsOf(request);
    if (typeof credentials === 'string') return refuse(401, 'credentials_missing', credentials);
    const checked = await authenticator.checkPassword(
      credentials.username,
      credentials.password,
      request.clientIp,
      now,
    );
    if ('refusal' in checked) return checked;
    const { account, settle } = checked;
    try {
      const secondFactor = decideSecondFactor(account, request, now);
      if (typeof secondFactor !== 'string') {
        settle(secondFactor.failed ? 'failed' : 'undecided');
        return { refusal: secondFactor.refusal };
      }
      settle('succeeded');
      const { token } = await tokens.issue(
        { userId: account.id, username: account.username, permissions: account.permissions, secondFactor },
        now,
      );
      return {
        token,
        reply: { access_token: token, token_type: 'Bearer', expires_in: tokens.lifetimeSeconds },
      };
    } finally {
      settle('undecided');
    }
  }
  /**
   * A token is stateless and stays valid until it expires (spec §5.6): log-out only confirms. A
   * demo session's private copy goes, though: its data is of no use once the token is forgotten.
   */
  async function logOut(
    authorization: string | undefined,
    now: Date,
  ): Promise<{ refusal: HttpRefusal } | { reply: Record<string, unknown> }> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    const verified = token ? await tokens.verify(token, now) : null;
    if (!verified) return refuse(401, 'invalid_token', 'A valid bearer token is required to log out.');
    if (verified.workspace !== undefined) options.releaseWorkspace?.(verified.workspace);
    return {
      reply: {
        message: 'Logged out. Forget the token: it cannot be revoked and stays valid until it expires.',
        expires_at: verified.expiresAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      },
    };
  }

  return { logIn, logOut };
}

import { SignJWT, jwtVerify } from 'jose';

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 86_400;

/**
 * How many verified tokens, and how many callers' renewals, are remembered; the oldest goes first.
 * A token verified once is remembered (its signature cannot change); its time claims are rechecked per use.
 */
const REMEMBERED_TOKENS = 10_000;

function remember<Value>(map: Map<string, Value>, key: string, value: Value): void {
  if (map.size >= REMEMBERED_TOKENS) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * A value at once when it is already known, else a promise of it. Most calls find their token
 * verified and their renewal signed before; they go on without waiting a turn of the event loop.
 */
export type Eventually<Value> = Value | Promise<Value>;

export interface TokenClaims {
  userId: number;
  username: string;
  permissions: string[];
  /** How the log-in was secured: a TOTP code, or the caller's whitelisted IP only. */
  secondFactor: 'totp' | 'ip';
  /** The private demo copy of the data the token works on; absent for the shared data. */
  workspace?: string;
}

export interface VerifiedToken extends TokenClaims {
  expiresAt: Date;
}

interface RememberedToken {
  verified: VerifiedToken;
  notBeforeMs: number | null;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

async function issueToken(
  secret: Uint8Array,
  lifetimeSeconds: number,
  claims: TokenClaims,
  now: Date,
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + lifetimeSeconds) * 1000);
  const token = await new SignJWT({
    name: claims.username,
    roles: claims.permissions,
    amr: claims.secondFactor === 'totp' ? ['pwd', 'otp'] : ['pwd', 'ip'],
    ...(claims.workspace === undefined ? {} : { ws: claims.workspace }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(secret);
  return { token, expiresAt };
}

/** Verifies signature (HS256 only), `exp` (required) and `nbf`; null for any token that fails. */
async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<RememberedToken | null> {
  if (token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.name !== 'string' || typeof payload.exp !== 'number')
      return null;
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((role) => typeof role === 'string')
      : [];
    const amr = Array.isArray(payload.amr) ? payload.amr : [];
    return {
      verified: {
        userId,
        username: payload.name,
        permissions: roles,
        secondFactor: amr.includes('otp') ? 'totp' : 'ip',
        ...(typeof payload.ws === 'string' ? { workspace: payload.ws } : {}),
        expiresAt: new Date(payload.exp * 1000),
      },
      notBeforeMs: typeof payload.nbf === 'number' ? payload.nbf * 1000 : null,
    };
  } catch {
    return null;
  }
}

export interface TokenService {
  lifetimeSeconds: number;
  /** A fresh token, for a log-in. */
  issue(claims: TokenClaims, now: Date): Promise<IssuedToken>;
  /**
   * The token that goes back with an authenticated reply. Signing on every reply costs more than the
   * call itself, so a renewal is reused for a short while (up to a minute for 24-hour tokens); it then
   * expires at most that much earlier than a token signed for this very reply, and never earlier
   * than `presentedExpiresAt`, the expiry of the token the caller presented.
   */
  renew(claims: TokenClaims, now: Date, presentedExpiresAt?: Date | null): Eventually<IssuedToken>;
  verify(token: string, now: Date): Eventually<VerifiedToken | null>;
}

export function createTokenService(
  secret: Uint8Array,
  lifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS,
): TokenService {
  const renewalReuseMs = Math.min(60_000, Math.max(1000, lifetimeSeconds * 10));
  const renewals = new Map<string, { issued: IssuedToken; issuedAtMs: number }>();
  const remembered = new Map<string, RememberedToken>();
  /** Callers hand in the same claims object call after call (one per account and second factor). */
  const renewalKeys = new WeakMap<TokenClaims, string>();
  const renewalKeyOf = (claims: TokenClaims) => {
    let key = renewalKeys.get(claims);
    if (key === undefined) {
      key = JSON.stringify([
        claims.userId,
        claims.username,
        claims.permissions,
        claims.secondFactor,
        claims.workspace ?? null,
      ]);
      renewalKeys.set(claims, key);
    }
    return key;
  };

  function stillValid(token: RememberedToken, nowMs: number): VerifiedToken | null {
    if (token.verified.expiresAt.getTime() <= nowMs) return null;
    if (token.notBeforeMs !== null && token.notBeforeMs > nowMs) return null;
    return token.verified;
  }

  function verify(token: string, now: Date): Eventually<VerifiedToken | null> {
    const known = remembered.get(token);
    if (known) return stillValid(known, now.getTime());
    return verifyToken(secret, token, now).then((checked) => {
      if (!checked) return null;
      remember(remembered, token, checked);
      return checked.verified;
    });
  }

  function renew(
    claims: TokenClaims,
    now: Date,
    presentedExpiresAt: Date | null = null,
  ): Eventually<IssuedToken> {
    const key = renewalKeyOf(claims);
    const nowMs = now.getTime();
    const previous = renewals.get(key);
    if (
      previous &&
      nowMs >= previous.issuedAtMs &&
      nowMs - previous.issuedAtMs < renewalReuseMs &&
      previous.issued.expiresAt >= (presentedExpiresAt ?? previous.issued.expiresAt)
    ) {
      return previous.issued;
    }
    return issueToken(secret, lifetimeSeconds, claims, now).then((issued) => {
      remember(renewals, key, { issued, issuedAtMs: nowMs });
      return issued;
    });
  }

  return {
    lifetimeSeconds,
    issue: (claims, now) => issueToken(secret, lifetimeSeconds, claims, now),
    renew,
    verify,
  };
}

import { SignJWT, jwtVerify } from 'jose';

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 86_400;

export interface TokenClaims {
  userId: number;
  username: string;
  permissions: string[];
  /** How the log-in was secured: a TOTP code, or the caller's whitelisted IP only. */
  secondFactor: 'totp' | 'ip';
}

export interface VerifiedToken extends TokenClaims {
  expiresAt: Date;
}

async function issueToken(
  secret: Uint8Array,
  lifetimeSeconds: number,
  claims: TokenClaims,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + lifetimeSeconds) * 1000);
  const token = await new SignJWT({
    name: claims.username,
    roles: claims.permissions,
    amr: claims.secondFactor === 'totp' ? ['pwd', 'otp'] : ['pwd', 'ip'],
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(secret);
  return { token, expiresAt };
}

/** Verifies signature (HS256 only), `exp` (required) and `nbf`; null for any token that fails. */
async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<VerifiedToken | null> {
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
      userId,
      username: payload.name,
      permissions: roles,
      secondFactor: amr.includes('otp') ? 'totp' : 'ip',
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
}

export interface TokenService {
  lifetimeSeconds: number;
  issue(claims: TokenClaims, now: Date): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string, now: Date): Promise<VerifiedToken | null>;
}

export function createTokenService(
  secret: Uint8Array,
  lifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS,
): TokenService {
  return {
    lifetimeSeconds,
    issue: (claims, now) => issueToken(secret, lifetimeSeconds, claims, now),
    verify: (token, now) => verifyToken(secret, token, now),
  };
}

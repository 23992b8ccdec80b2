import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Broadband sandbox';

function totpFor(secretBase32: string, label = 'user'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

export function totpCode(secretBase32: string, at: Date): string {
  return totpFor(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * RFC 6238 check with one step of drift either way. Returns the time step the code belongs to, so
 * the caller can refuse a step it has already accepted (a code is accepted once), or null.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

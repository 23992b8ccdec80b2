import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type TokenClaims, createTokenService } from './jwt.ts';

const secret = new TextEncoder().encode('a-secret-for-the-token-service-test');
const claims: TokenClaims = {
  userId: 1,
  username: 'admin',
  permissions: ['#everything'],
  secondFactor: 'ip',
};
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, 0) + seconds * 1000);

describe('token service', () => {
  it('refuses a token it verified before, once the token has expired', async () => {
    const tokens = createTokenService(secret, 60);
    const { token } = await tokens.issue(claims, at(0));
    expect(await tokens.verify(token, at(59))).toMatchObject({ userId: 1, username: 'admin' });
    expect(await tokens.verify(token, at(60))).toBeNull();
    expect(await tokens.verify(token, at(30))).toMatchObject({ userId: 1 });
  });

  it('honours nbf for a token verified before', async () => {
    const tokens = createTokenService(secret, 3600);
    const start = Math.floor(at(0).getTime() / 1000);
    const token = await new SignJWT({ name: 'admin', roles: [], amr: ['pwd', 'ip'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setNotBefore(start + 100)
      .setExpirationTime(start + 3600)
      .sign(secret);
    expect(await tokens.verify(token, at(0))).toBeNull();
    expect(await tokens.verify(token, at(200))).toMatchObject({ userId: 1 });
    expect(await tokens.verify(token, at(50))).toBeNull();
  });

  it('reuses a renewal for up to a minute with 24-hour tokens, then signs a new one', async () => {
    const tokens = createTokenService(secret);
    const first = await tokens.renew(claims, at(0));
    expect((await tokens.renew(claims, at(59))).token).toBe(first.token);
    const later = await tokens.renew(claims, at(61));
    expect(later.token).not.toBe(first.token);
    expect(later.expiresAt.getTime() - at(61).getTime()).toBe(86_400_000);
    expect(await tokens.verify(later.token, at(61))).toMatchObject({ userId: 1, secondFactor: 'ip' });
  });

  it('never hands back a renewal that expires before the token the caller presented', async () => {
    const tokens = createTokenService(secret);
    const earlier = await tokens.renew(claims, at(0));
    const fresh = await tokens.issue(claims, at(30));
    const renewed = await tokens.renew(claims, at(31), fresh.expiresAt);
    expect(renewed.token).not.toBe(earlier.token);
    expect(renewed.expiresAt.getTime()).toBeGreaterThanOrEqual(fresh.expiresAt.getTime());
    expect((await tokens.renew(claims, at(40), fresh.expiresAt)).token).toBe(renewed.token);
  });

  it('renews short-lived tokens every second, so a renewal is never near its end', async () => {
    const tokens = createTokenService(secret, 20);
    const first = await tokens.renew(claims, at(0));
    const next = await tokens.renew(claims, at(1));
    expect(next.token).not.toBe(first.token);
    expect(next.expiresAt.getTime()).toBe(at(21).getTime());
  });

  it('keeps renewals of different callers and second factors apart', async () => {
    const tokens = createTokenService(secret);
    const admin = await tokens.renew(claims, at(0));
    const totp = await tokens.renew({ ...claims, secondFactor: 'totp' }, at(0));
    const other = await tokens.renew({ ...claims, userId: 2, username: 'readonly' }, at(0));
    expect(new Set([admin.token, totp.token, other.token]).size).toBe(3);
    expect(await tokens.verify(totp.token, at(1))).toMatchObject({ secondFactor: 'totp' });
    expect(await tokens.verify(other.token, at(1))).toMatchObject({ userId: 2, username: 'readonly' });
  });
});

/**
 * A user name and password checked against the stored hash, throttled per account and client IP
 * (throttle.ts). Verified passwords are kept for a minute, keyed by a digest that includes the
 * stored hash: scrypt per call is too slow.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { UNMATCHABLE_HASH, verifyPassword } from '../credentials/passwords.ts';
import { type Account, findAccountByName } from '../store/accounts.ts';
import { isWhitelisted } from './account-access.ts';
import type { PasswordCheck } from './authentication.ts';
import type { Eventually } from './jwt.ts';
import { refuse } from './refusals.ts';
import type { LoginThrottle } from './throttle.ts';

const PASSWORD_CACHE_MS = 60_000;
const MAX_CACHED_PASSWORDS = 1000;

export type PasswordChecker = (
  username: string,
  password: string,
  clientIp: string,
  now: Date,
) => Eventually<PasswordCheck>;

export function createPasswordChecker(db: DatabaseSync, throttle: LoginThrottle): PasswordChecker {
  const verifiedPasswords = new Map<string, number>();

  /** A cache hit answers at once; otherwise scrypt runs off the event loop, for unknown users too. */
  function passwordMatches(account: Account | null, password: string, nowMs: number): Eventually<boolean> {
    if (!account) return verifyPassword(password, UNMATCHABLE_HASH);
    const key = createHash('sha256')
      .update(`${account.id}\0${password}\0${account.passwordHash}`)
      .digest('hex');
    const until = verifiedPasswords.get(key);
    if (until !== undefined && until > nowMs) return true;
    return verifyPassword(password, account.passwordHash).then((matches) => {
      if (!matches) return false;
      if (verifiedPasswords.size > MAX_CACHED_PASSWORDS) verifiedPasswords.clear();
      verifiedPasswords.set(key, nowMs + PASSWORD_CACHE_MS);
      return true;
    });
  }

  return function checkPassword(username, password, clientIp, now) {
    const account = findAccountByName(db, username);
    const attempt = throttle.begin(
      username,
      clientIp,
      account !== null && isWhitelisted(account, clientIp),
      now,
    );
    if (attempt.retryAfter !== undefined) {
      const wait = attempt.retryAfter;
      return refuse(429, 'throttled', `Too many failed log-ins; try again in ${wait} seconds.`, {
        'Retry-After': String(wait),
      });
    }
    const decide = (matches: boolean): PasswordCheck => {
      if (account && matches) return { account, settle: attempt.settle };
      attempt.settle('failed');
      return refuse(401, 'invalid_credentials', 'Invalid user name or password.');
    };
    const matches = passwordMatches(account, password, now.getTime());
    return matches instanceof Promise ? matches.then(decide) : decide(matches);
  };
}

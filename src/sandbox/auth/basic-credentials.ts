/**
 * HTTP Basic: a user name and password on every request. It admits only callers on the account's
 * IP whitelist; anyone else needs TOTP, which only the log-in can carry (a bearer token).
 */
import { isWhitelisted, userCaller } from './account-access.ts';
import type { Authentication, PasswordCheck } from './authentication.ts';
import type { Eventually } from './jwt.ts';
import type { PasswordChecker } from './password-check.ts';
import { notWhitelisted, refuse } from './refusals.ts';

export function parseBasic(authorization: string): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function authenticateBasic(
  checkPassword: PasswordChecker,
  authorization: string,
  clientIp: string,
  now: Date,
): Eventually<Authentication> {
  const credentials = parseBasic(authorization);
  if (!credentials)
    return refuse(
      401,
      'invalid_credentials',
      'Malformed Basic credentials: expected base64 of "username:password".',
    );
  const checked = checkPassword(credentials.username, credentials.password, clientIp, now);
  return checked instanceof Promise
    ? checked.then((settled) => admitBasic(settled, clientIp))
    : admitBasic(checked, clientIp);
}

function admitBasic(checked: PasswordCheck, clientIp: string): Authentication {
  if ('refusal' in checked) return checked;
  const { account, settle } = checked;
  if (isWhitelisted(account, clientIp)) {
    settle('succeeded');
    return { caller: userCaller(account, clientIp, null), renew: null };
  }
  settle('undecided');
  if (account.totpEnabled) {
    return refuse(
      401,
      'totp_required',
      'This account needs a TOTP code from this IP address: log in at /jwt/log-in with the X-TOTP header and use the bearer token.',
    );
  }
  return notWhitelisted(clientIp);
}

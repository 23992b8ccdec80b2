/**
 * A bearer token from /jwt/log-in (jwt.ts): valid, of an account that still exists under the same
 * name, and — when its second factor was the IP whitelist — used from a whitelisted address. A
 * workspace token (demo mode) works on its private copy of the data while that copy exists.
 */
import type { DatabaseSync } from 'node:sqlite';
import { findAccountById } from '../store/accounts.ts';
import { claimsInWorkspace, isWhitelisted, renewalClaims, userCaller } from './account-access.ts';
import type { Authentication, WorkspaceDirectory } from './authentication.ts';
import type { Eventually, TokenService, VerifiedToken } from './jwt.ts';
import { notWhitelisted, refuse } from './refusals.ts';

const INVALID_TOKEN_CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="broadband", error="invalid_token"' };

export type BearerAuthenticator = (token: string, clientIp: string, now: Date) => Eventually<Authentication>;

export function createBearerAuthenticator(options: {
  db: DatabaseSync;
  tokens: TokenService;
  workspaces?: WorkspaceDirectory | null;
}): BearerAuthenticator {
  const { db, tokens } = options;

  function admitBearer(verified: VerifiedToken | null, clientIp: string): Authentication {
    const workspace = verified?.workspace;
    const workspaceDb =
      workspace === undefined ? undefined : (options.workspaces?.databaseOf(workspace) ?? null);
    if (workspaceDb === null) {
      return refuse(
        401,
        'invalid_token',
        'This demo session has ended and its private data was removed: sign in again.',
        { ...INVALID_TOKEN_CHALLENGE },
      );
    }
    const account = verified ? findAccountById(workspaceDb ?? db, verified.userId) : null;
    if (!verified || !account || account.username !== verified.username) {
      return refuse(401, 'invalid_token', 'Invalid or expired token: log in again at /jwt/log-in.', {
        ...INVALID_TOKEN_CHALLENGE,
      });
    }
    if (verified.secondFactor === 'ip' && !isWhitelisted(account, clientIp)) return notWhitelisted(clientIp);
    const caller = userCaller(account, clientIp, verified.expiresAt);
    if (workspace === undefined || workspaceDb === undefined)
      return { caller, renew: renewalClaims(account, verified.secondFactor) };
    return {
      caller,
      renew: claimsInWorkspace(account, verified.secondFactor, workspace),
      db: workspaceDb,
    };
  }

  return function bearer(token, clientIp, now) {
    const verified = tokens.verify(token, now);
    return verified instanceof Promise
      ? verified.then((checked) => admitBearer(checked, clientIp))
      : admitBearer(verified, clientIp);
  };
}

/**
 * What an account may do and from where, made once per account object (accounts are kept and
 * frozen): its permissions, whether an address is on its IP whitelist, the claims its renewed tokens
 * carry, and the caller it calls as.
 */
import { subnetMatcher } from '../../http/ip-address.ts';
import type { Caller } from '../rpc/context.ts';
import type { Account } from '../store/accounts.ts';
import type { TokenClaims } from './jwt.ts';

interface Derived {
  permissions: ReadonlySet<string>;
  isWhitelisted: (ip: string) => boolean;
  /** The claims a renewed token carries, by the second factor of the log-in. */
  claims: Record<TokenClaims['secondFactor'], TokenClaims>;
}
const derivedFromAccount = new WeakMap<Account, Derived>();

function derived(account: Account): Derived {
  let found = derivedFromAccount.get(account);
  if (!found) {
    const claimsWith = (secondFactor: TokenClaims['secondFactor']): TokenClaims =>
      Object.freeze({
        userId: account.id,
        username: account.username,
        permissions: account.permissions,
        secondFactor,
      });
    const inWhitelist = subnetMatcher(account.whitelist.map((entry) => entry.subnet));
    // Calls come from the same address again and again: the last answer is kept.
    let last = { ip: '', whitelisted: false };
    found = {
      permissions: new Set(account.permissions),
      isWhitelisted: (ip) => {
        if (ip !== last.ip) last = { ip, whitelisted: inWhitelist(ip) };
        return last.whitelisted;
      },
      claims: { ip: claimsWith('ip'), totp: claimsWith('totp') },
    };
    derivedFromAccount.set(account, found);
  }
  return found;
}

export function isWhitelisted(account: Account, clientIp: string): boolean {
  return derived(account).isWhitelisted(clientIp);
}

/** The claims a token renewed for this account carries. */
export function renewalClaims(account: Account, secondFactor: TokenClaims['secondFactor']): TokenClaims {
  return derived(account).claims[secondFactor];
}

/** Renewal claims of a workspace token, one object per account object and second factor. */
const workspaceClaims = new WeakMap<Account, Map<string, TokenClaims>>();

export function claimsInWorkspace(
  account: Account,
  secondFactor: TokenClaims['secondFactor'],
  workspace: string,
): TokenClaims {
  let known = workspaceClaims.get(account);
  if (!known) workspaceClaims.set(account, (known = new Map()));
  const key = `${secondFactor} ${workspace}`;
  let claims = known.get(key);
  if (!claims) {
    claims = Object.freeze({ ...renewalClaims(account, secondFactor), workspace });
    known.set(key, claims);
  }
  return claims;
}

export function userCaller(account: Account, clientIp: string, tokenExpiresAt: Date | null): Caller {
  return {
    kind: 'user',
    userId: account.id,
    username: account.username,
    customerAccountId: account.customerAccountId,
    permissions: derived(account).permissions,
    clientIp,
    tokenExpiresAt,
  };
}

/**
 * Who is calling, decided before the JSON-RPC engine runs (spec §5, notes "Authentication").
 * Precedence: an `Authorization` header (Basic or Bearer) wins over an `apiKey` header.
 * Refusals are HTTP errors with a `{message}` body: 401 no/bad credentials, 403 refused
 * (whitelist, TOTP, apiKey site), 429 throttled. A caller outside its whitelist needs TOTP, which
 * only the log-in can carry: such a caller must use a bearer token, never Basic.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Caller } from '../rpc/context.ts';
import { type Account, findAccountById, findAccountByName } from '../store/accounts.ts';
import { createApiKeyLimit, siteOf } from './api-key-limit.ts';
import { subnetMatcher } from '../../http/ip-address.ts';
import type { Eventually, TokenClaims, TokenService, VerifiedToken } from './jwt.ts';
import { UNMATCHABLE_HASH, verifyPassword } from '../credentials/passwords.ts';
import type { AttemptOutcome, LoginThrottle } from './throttle.ts';
import { prepared } from '../store/statements.ts';

/**
 * The 401 challenge. Browsers answer a Basic challenge with a password dialog, even for fetch(),
 * so Basic is offered only to callers that used Basic; everyone else is pointed at Bearer.
 */
export function challengeFor(authorization: string | undefined): string {
  return /^Basic\s/i.test(authorization ?? '')
    ? 'Basic realm="broadband", charset="UTF-8", Bearer realm="broadband"'
    : 'Bearer realm="broadband"';
}

export interface HttpRefusal {
  status: 400 | 401 | 403 | 429 | 503;
  message: string;
  headers?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export type Authentication =
  | {
      caller: Caller;
      renew: TokenClaims | null;
      /** The private demo copy of the data a workspace token works on; the shared data when absent. */
      db?: DatabaseSync;
      /** For apiKey callers: counts the calls of the request against the key's rate limit. */
      chargeCalls?: (calls: number) => { refusal: HttpRefusal } | null;
      refusal?: undefined;
    }
  | { refusal: HttpRefusal; caller?: undefined };

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

/**
 * A matching password, with the log-in attempt still open: the caller settles it once the second
 * factor is decided (a full log-in, a failure, or neither).
 */
export type PasswordCheck =
  { account: Account; settle: (outcome: AttemptOutcome) => void } | { refusal: HttpRefusal };

/** Machine-readable causes of a refusal (sandbox design), sent beside `message` as `reason`. */
export type RefusalReason =
  | 'credentials_missing'
  | 'invalid_credentials'
  | 'totp_required'
  | 'invalid_totp'
  | 'totp_reused'
  | 'ip_not_whitelisted'
  | 'throttled'
  | 'invalid_token'
  | 'api_key_refused'
  | 'invalid_referer'
  | 'rate_limited'
  | 'origin_refused'
  | 'too_many_copies'
  | 'demo_busy'
  | 'demo_full';

export function refuse(
  status: HttpRefusal['status'],
  reason: RefusalReason,
  message: string,
  headers: Record<string, string> = {},
): { refusal: HttpRefusal } {
  return { refusal: { status, message, headers, extra: { reason } } };
}

export function parseBasic(authorization: string): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** What is derived from an account per call, made once per account object (accounts are kept and frozen). */
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

function refererHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** `example.com` exact, `*.example.com` exactly one extra label, `*` any site. */
export function refererAllowed(patterns: readonly string[], referer: string | undefined): boolean {
  if (patterns.includes('*')) return true;
  const host = refererHost(referer);
  if (!host) return false;
  return patterns.some((pattern) => {
    const wanted = pattern.toLowerCase();
    if (!wanted.startsWith('*.')) return host === wanted;
    const suffix = wanted.slice(1);
    return (
      host.endsWith(suffix) && !host.slice(0, -suffix.length).includes('.') && host.length > suffix.length
    );
  });
}

const PASSWORD_CACHE_MS = 60_000;

interface ApiKeyRow {
  token: string;
  description: string;
  referers: string;
  permissions: string;
  rate_limit_per_minute: number;
}

/** Where the private demo copies of the data are found (demo mode only). */
export interface WorkspaceDirectory {
  /** The copy's database, marking it used; null when it was removed or never existed. */
  databaseOf(workspace: string): DatabaseSync | null;
}

/** Renewal claims of a workspace token, one object per account object and second factor. */
const workspaceClaims = new WeakMap<Account, Map<string, TokenClaims>>();

function claimsInWorkspace(
  account: Account,
  secondFactor: TokenClaims['secondFactor'],
  workspace: string,
): TokenClaims {
  let known = workspaceClaims.get(account);
  if (!known) workspaceClaims.set(account, (known = new Map()));
  const key = `${secondFactor} ${workspace}`;
  let claims = known.get(key);
  if (!claims) {
    claims = Object.freeze({ ...derived(account).claims[secondFactor], workspace });
    known.set(key, claims);
  }
  return claims;
}

export function createAuthenticator(options: {
  db: DatabaseSync;
  tokens: TokenService;
  throttle: LoginThrottle;
  workspaces?: WorkspaceDirectory | null;
}): Authenticator {
  const { db, tokens, throttle } = options;
  /** Verified credentials, keyed by a digest that includes the stored hash: scrypt per call is too slow. */
  const verifiedPasswords = new Map<string, number>();
  const apiKeyLimit = createApiKeyLimit();

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
      if (verifiedPasswords.size > 1000) verifiedPasswords.clear();
      verifiedPasswords.set(key, nowMs + PASSWORD_CACHE_MS);
      return true;
    });
  }

  function checkPassword(
    username: string,
    password: string,
    clientIp: string,
    now: Date,
  ): Eventually<PasswordCheck> {
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
  }

  function userCaller(account: Account, clientIp: string, tokenExpiresAt: Date | null): Caller {
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

  function notWhitelisted(clientIp: string) {
    return refuse(
      403,
      'ip_not_whitelisted',
      `Access from IP address ${clientIp} is not allowed: it is not on this account's IP whitelist.`,
    );
  }

  function basic(authorization: string, clientIp: string, now: Date): Eventually<Authentication> {
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

  function bearer(token: string, clientIp: string, now: Date): Eventually<Authentication> {
    const verified = tokens.verify(token, now);
    return verified instanceof Promise
      ? verified.then((checked) => admitBearer(checked, clientIp))
      : admitBearer(verified, clientIp);
  }

  function admitBearer(verified: VerifiedToken | null, clientIp: string): Authentication {
    const workspace = verified?.workspace;
    const workspaceDb =
      workspace === undefined ? undefined : (options.workspaces?.databaseOf(workspace) ?? null);
    if (workspaceDb === null) {
      return refuse(
        401,
        'invalid_token',
        'This demo session has ended and its private data was removed: sign in again.',
        { 'WWW-Authenticate': 'Bearer realm="broadband", error="invalid_token"' },
      );
    }
    const account = verified ? findAccountById(workspaceDb ?? db, verified.userId) : null;
    if (!verified || !account || account.username !== verified.username) {
      return refuse(401, 'invalid_token', 'Invalid or expired token: log in again at /jwt/log-in.', {
        'WWW-Authenticate': 'Bearer realm="broadband", error="invalid_token"',
      });
    }
    if (verified.secondFactor === 'ip' && !isWhitelisted(account, clientIp)) return notWhitelisted(clientIp);
    const caller = userCaller(account, clientIp, verified.expiresAt);
    if (workspace === undefined || workspaceDb === undefined)
      return { caller, renew: derived(account).claims[verified.secondFactor] };
    return {
      caller,
      renew: claimsInWorkspace(account, verified.secondFactor, workspace),
      db: workspaceDb,
    };
  }

  function apiKey(
    token: string,
    referer: string | undefined,
    classPermissions: ReadonlySet<string>,
    clientIp: string,
    now: Date,
  ): Authentication {
    const row = prepared(db, 'SELECT * FROM api_keys WHERE token = ?').get(token) as ApiKeyRow | undefined;
    const permissions = row ? (JSON.parse(row.permissions) as string[]) : [];
    if (!row || !permissions.some((permission) => classPermissions.has(permission))) {
      return refuse(403, 'api_key_refused', 'You cannot consume this service');
    }
    if (!refererAllowed(JSON.parse(row.referers) as string[], referer))
      return refuse(403, 'invalid_referer', 'Invalid Referer');
    const perMinute = row.rate_limit_per_minute;
    const chargeCalls = (calls: number) => {
      const wait = apiKeyLimit.charge(token, siteOf(referer), clientIp, calls, perMinute, now);
      return wait === null
        ? null
        : refuse(429, 'rate_limited', 'API rate limit exceeded', { 'Retry-After': String(wait) });
    };
    return {
      caller: {
        kind: 'apiKey',
        userId: null,
        username: `apiKey ${token.slice(0, 12)}…`,
        customerAccountId: null,
        permissions: new Set(permissions),
        clientIp,
        tokenExpiresAt: null,
      },
      renew: null,
      chargeCalls,
    };
  }

  function authenticate(request: AuthRequest, now: Date): Eventually<Authentication> {
    const { authorization, clientIp } = request;
    if (authorization) {
      if (/^Basic\s/i.test(authorization)) return basic(authorization, clientIp, now);
      const bearerMatch = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      if (bearerMatch?.[1]) return bearer(bearerMatch[1], clientIp, now);
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

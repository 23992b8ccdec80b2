/**
 * An `apiKey` header: a key allowed for the class being called (one of its permissions), used from
 * a site its Referer patterns allow, within its calls per minute (api-key-limit.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../store/statements.ts';
import { createApiKeyLimit, siteOf } from './api-key-limit.ts';
import type { Authentication } from './authentication.ts';
import { refuse } from './refusals.ts';

interface ApiKeyRow {
  token: string;
  description: string;
  referers: string;
  permissions: string;
  rate_limit_per_minute: number;
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

export type ApiKeyAuthenticator = (
  token: string,
  referer: string | undefined,
  classPermissions: ReadonlySet<string>,
  clientIp: string,
  now: Date,
) => Authentication;

export function createApiKeyAuthenticator(db: DatabaseSync): ApiKeyAuthenticator {
  const apiKeyLimit = createApiKeyLimit();

  return function apiKey(token, referer, classPermissions, clientIp, now) {
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
  };
}

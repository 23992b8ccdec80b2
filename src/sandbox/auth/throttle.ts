import { clientGroupOf } from '../../http/client-group.ts';

export interface ThrottleSettings {
  /** Failed log-ins on one account within the window before that account is refused. */
  perAccount: number;
  /** Failed log-ins from one client (an IPv4 address or an IPv6 /64) within the window before it is refused. */
  perIp: number;
  windowSeconds: number;
}

export const defaultThrottleSettings: ThrottleSettings = { perAccount: 10, perIp: 50, windowSeconds: 900 };

/** How an attempt ended: a wrong password or second factor, a full log-in, or neither. */
export type AttemptOutcome = 'failed' | 'succeeded' | 'undecided';

export type Attempt =
  { retryAfter: number } | { retryAfter?: undefined; settle(outcome: AttemptOutcome): void };

interface Failure {
  at: number;
  account: string;
  ip: string;
}

/** Keys kept before expired failures are swept from every list. */
const SWEEP_AFTER_KEYS = 10_000;

/**
 * Counts failed log-ins in a sliding window, per account, per client and per account and client;
 * a client is an IPv4 address or an IPv6 /64 (clientGroupOf), as its holder can pick any address in it.
 * An attempt counts as a failure from the moment it starts until it is settled otherwise, so
 * attempts running side by side cannot slip past the limit while their passwords are checked.
 *
 * An account with `perAccount` recent failures refuses every source except one trusted for it (an
 * address on its whitelist): such a source is refused only for its own failures on the account,
 * so strangers cannot lock out an account's own clients. An IP with `perIp` recent failures is
 * refused whatever the account. A full log-in forgives that source's failures on the account; a
 * correct password alone forgives nothing.
 */
export function createLoginThrottle(settings: ThrottleSettings) {
  const lists = new Map<string, Failure[]>();
  const windowMs = settings.windowSeconds * 1000;

  function recent(key: string, nowMs: number): Failure[] {
    const list = lists.get(key);
    if (!list) return [];
    const firstRecent = list.findIndex((failure) => nowMs - failure.at < windowMs);
    if (firstRecent === 0) return list;
    if (firstRecent < 0) {
      lists.delete(key);
      return [];
    }
    list.splice(0, firstRecent);
    return list;
  }

  function retryAfter(key: string, limit: number, nowMs: number): number | null {
    const list = recent(key, nowMs);
    if (list.length < limit) return null;
    const oldestRelevant = list[list.length - limit]?.at ?? nowMs;
    return Math.max(1, Math.ceil((oldestRelevant + windowMs - nowMs) / 1000));
  }

  function keysOf(failure: Failure): string[] {
    return [`account:${failure.account}`, `ip:${failure.ip}`, `pair:${failure.account}\0${failure.ip}`];
  }

  function add(failure: Failure) {
    if (lists.size > SWEEP_AFTER_KEYS) for (const key of [...lists.keys()]) recent(key, failure.at);
    for (const key of keysOf(failure)) {
      const list = lists.get(key);
      if (list) list.push(failure);
      else lists.set(key, [failure]);
    }
  }

  function remove(failure: Failure) {
    for (const key of keysOf(failure)) {
      const list = lists.get(key);
      const index = list?.indexOf(failure) ?? -1;
      if (!list || index < 0) continue;
      list.splice(index, 1);
      if (list.length === 0) lists.delete(key);
    }
  }

  return {
    /**
     * Starts a log-in attempt: seconds to wait when it is refused, else a handle to settle once the
     * password (and second factor) are checked.
     */
    begin(username: string, clientIp: string, trustedSource: boolean, now: Date): Attempt {
      const nowMs = now.getTime();
      const ip = clientGroupOf(clientIp);
      const account = username.toLowerCase();
      const waits = [
        retryAfter(`ip:${ip}`, settings.perIp, nowMs),
        trustedSource
          ? retryAfter(`pair:${account}\0${ip}`, settings.perAccount, nowMs)
          : retryAfter(`account:${account}`, settings.perAccount, nowMs),
      ].filter((wait) => wait !== null);
      if (waits.length > 0) return { retryAfter: Math.max(...waits) };
      const pending: Failure = { at: nowMs, account, ip };
      add(pending);
      let settled = false;
      return {
        settle(outcome) {
          if (settled) return;
          settled = true;
          if (outcome === 'failed') return;
          remove(pending);
          if (outcome === 'succeeded') {
            for (const failure of [...(lists.get(`pair:${account}\0${ip}`) ?? [])]) remove(failure);
          }
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

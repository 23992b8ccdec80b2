export interface ThrottleSettings {
  /** Failed log-ins on one account within the window before that account is refused. */
  perAccount: number;
  /** Failed log-ins from one IP within the window before that IP is refused. */
  perIp: number;
  windowSeconds: number;
}

export const defaultThrottleSettings: ThrottleSettings = { perAccount: 10, perIp: 50, windowSeconds: 900 };

/**
 * Counts failed log-ins per account and per client IP in a sliding window. A refused key tells how
 * long until its oldest failure leaves the window. Accounts are independent of each other.
 */
export function createLoginThrottle(settings: ThrottleSettings) {
  const failures = new Map<string, number[]>();
  const windowMs = settings.windowSeconds * 1000;

  function recent(key: string, nowMs: number): number[] {
    const list = (failures.get(key) ?? []).filter((at) => nowMs - at < windowMs);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  }

  function retryAfter(key: string, limit: number, nowMs: number): number | null {
    const list = recent(key, nowMs);
    if (list.length < limit) return null;
    const oldestRelevant = list[list.length - limit] ?? nowMs;
    return Math.max(1, Math.ceil((oldestRelevant + windowMs - nowMs) / 1000));
  }

  return {
    /** Seconds to wait, or null when the attempt may go ahead. */
    check(username: string, ip: string, now: Date): number | null {
      const nowMs = now.getTime();
      const account = retryAfter(`account:${username.toLowerCase()}`, settings.perAccount, nowMs);
      const address = retryAfter(`ip:${ip}`, settings.perIp, nowMs);
      if (account === null && address === null) return null;
      return Math.max(account ?? 0, address ?? 0);
    },
    recordSuccess(username: string): void {
      failures.delete(`account:${username.toLowerCase()}`);
    },
    recordFailure(username: string, ip: string, now: Date): void {
      for (const key of [`account:${username.toLowerCase()}`, `ip:${ip}`]) {
        failures.set(key, [...recent(key, now.getTime()), now.getTime()]);
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

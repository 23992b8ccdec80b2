import type { Authentication } from './authentication.ts';
import { createCallWindows } from './call-windows.ts';
import { refuse } from './refusals.ts';

const SECOND_MS = 1000;

/**
 * `--account-rate-limit`: the calls one account may make per second with Basic or a bearer token,
 * every call of a batch included; over it, 429 "API rate limit exceeded" with `Retry-After`, as the
 * service answers an apiKey over its limit. Off (0) unless asked for: it lets a client's back-off be
 * tried against the sandbox.
 */
export function createAccountLimit(callsPerSecond: number) {
  const { current } = createCallWindows(SECOND_MS);

  /** The authentication with its calls counted against its account's limit. */
  return function limited(authentication: Authentication, now: Date): Authentication {
    if (authentication.refusal || authentication.caller.userId === null) return authentication;
    const key = `${authentication.caller.userId}`;
    return {
      ...authentication,
      chargeCalls: (calls: number) => {
        const nowMs = now.getTime();
        const window = current(key, nowMs);
        if (window.calls + calls <= callsPerSecond) {
          window.calls += calls;
          return null;
        }
        const wait = Math.max(1, Math.ceil((window.start + SECOND_MS - nowMs) / 1000));
        return refuse(429, 'rate_limited', 'API rate limit exceeded', { 'Retry-After': String(wait) });
      },
    };
  };
}

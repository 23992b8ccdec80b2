/**
 * The refusals of demo mode's limits, each with Retry-After and the same seconds in the body, so a
 * page can say when to try again: 429 for a client's own limits and the overall sign-in rate, 503
 * when every copy is in use.
 */
import type { HttpRefusal, RefusalReason } from '../auth/authenticate.ts';

export interface LimitRefusal {
  status: 429 | 503;
  reason: Extract<RefusalReason, 'throttled' | 'demo_busy' | 'too_many_copies' | 'demo_full'>;
  message: string;
  retryAfterSeconds: number;
}

export const limitRefusals = {
  signInsOfClient: (seconds: number): LimitRefusal => ({
    status: 429,
    reason: 'throttled',
    message: `Too many demo sign-ins from this address; try again in ${seconds} seconds.`,
    retryAfterSeconds: seconds,
  }),
  signInsOverall: (perMinute: number, seconds: number): LimitRefusal => ({
    status: 429,
    reason: 'demo_busy',
    message: `The demo takes ${perMinute} sign-ins a minute from all visitors together, and has had them; try again in ${seconds} seconds.`,
    retryAfterSeconds: seconds,
  }),
  copiesOfClient: (perClient: number, seconds: number): LimitRefusal => ({
    status: 429,
    reason: 'too_many_copies',
    message: `This address has ${perClient} demo sessions in use, its most: log out of one, or sign in again in ${seconds} seconds to replace the one unused longest.`,
    retryAfterSeconds: seconds,
  }),
  demoFull: (maxCopies: number, seconds: number): LimitRefusal => ({
    status: 503,
    reason: 'demo_full',
    message: `The demo is full: all ${maxCopies} private copies are in use by visitors. Try again in ${seconds} seconds.`,
    retryAfterSeconds: seconds,
  }),
};

export function asHttpRefusal(limit: LimitRefusal): HttpRefusal {
  return {
    status: limit.status,
    message: limit.message,
    headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    extra: { reason: limit.reason, retry_after_seconds: limit.retryAfterSeconds },
  };
}

export const secondsFrom = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The portal's one retry rule, for the query cache and for a run over many sites alike: only
 * failures that may pass by themselves — the network, a 5xx and a 429 — are tried again, at most
 * three times unless the caller says otherwise. JSON-RPC errors are the service's answer and other
 * 4xx will not change, so they are never retried. A 429 waits as long as its Retry-After says (at
 * least a quarter of a second, at most a minute); every other wait starts at half a second and
 * doubles with each attempt, up to 8 s.
 */
import { HttpError, NetworkError } from './errors.ts';

export const MAX_RETRIES = 3;
const MIN_RETRY_AFTER_MS = 250;
const MAX_RETRY_AFTER_MS = 60_000;
const FIRST_WAIT_MS = 500;
const MAX_WAIT_MS = 8000;

/** The service asked the caller to slow down (HTTP 429). */
export function isRateLimited(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 429;
}

export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof HttpError) return error.status >= 500 || error.status === 429;
  return false;
}

/** How long to wait before trying again: `attempt` failures came before this one (0: the first). */
export function retryDelay(attempt: number, error: unknown): number {
  if (isRateLimited(error) && error.retryAfterSeconds !== null) {
    return Math.min(Math.max(error.retryAfterSeconds * 1000, MIN_RETRY_AFTER_MS), MAX_RETRY_AFTER_MS);
  }
  return Math.min(FIRST_WAIT_MS * 2 ** attempt, MAX_WAIT_MS);
}

/** Whether to try again after `error`, with `failureCount` failures before it (0: the first). */
export function shouldRetry(failureCount: number, error: unknown, retries = MAX_RETRIES): boolean {
  return failureCount < retries && isRetryable(error);
}

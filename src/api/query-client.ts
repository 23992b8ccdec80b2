/**
 * Retry rule: only failures that may pass by themselves — the network, 5xx and 429 (after its
 * Retry-After) — are retried, at most three times. JSON-RPC errors are the service's answer and
 * other 4xx will not change, so they are never retried. Mutations are never retried.
 */
import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { hasUnknownMembers } from '../contract/reply-reading.ts';
import { HttpError, NetworkError } from './errors.ts';

export const MAX_RETRIES = 3;

export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof HttpError) return error.status >= 500 || error.status === 429;
  return false;
}

export function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof HttpError && error.status === 429 && error.retryAfterSeconds !== null) {
    return Math.min(error.retryAfterSeconds, 60) * 1000;
  }
  return Math.min(500 * 2 ** attempt, 8000);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error);
}

/**
 * The cache keeps the unchanged parts of a new answer from the previous one, so what did not change
 * draws no new rows. A reply with members the portal does not know is kept whole: sharing copies a
 * changed object, and the copy would lose those members' note (its "other fields").
 */
export function shareUnchangedParts(previous: unknown, next: unknown): unknown {
  return hasUnknownMembers(next) ? next : replaceEqualDeep(previous, next);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        structuralSharing: shareUnchangedParts,
      },
      mutations: { retry: false },
    },
  });
}

/** The portal's one cache, shared by route loaders and components. */
export const queryClient = createQueryClient();

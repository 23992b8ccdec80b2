/**
 * The portal's query cache: queries follow the retry rule (retry-rule.ts); mutations are never
 * retried.
 */
import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { hasUnknownMembers } from '../contract/reply-reading.ts';
import { retryDelay, shouldRetry } from './retry-rule.ts';

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

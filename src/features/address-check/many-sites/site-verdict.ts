import { HttpError, NotOfferedError, ReplyShapeError, RpcError } from '../../../api/errors.ts';
import { isRateLimited, isRetryable } from '../../../api/retry-rule.ts';
import { differenceFacts } from '../../../contract/reply-reading.ts';
import { ErrorCode } from '../../../contract/error-codes.gen.ts';
import type { SiteOutcome } from './site-result.ts';

/**
 * A failed check of a site, as the run over many sites reads it: the service's answer (an unknown
 * address, not served, another error code, a reply that could not be read) is the site's outcome;
 * a 429 slows the run down; a 401 stops it until the person signs in again; a method the service
 * does not offer stops it, its sites left unchecked; what the retry rule (src/api/retry-rule.ts)
 * retries, and a check given up on, is tried again; anything else fails the site.
 */

/** What a failed check means for the run. */
export type Verdict =
  | { kind: 'outcome'; outcome: SiteOutcome }
  | { kind: 'slow-down' }
  | { kind: 'retry' }
  | { kind: 'signed-out' }
  | { kind: 'not-offered'; error: NotOfferedError };

export function verdictOf(error: unknown): Verdict {
  if (error instanceof NotOfferedError) return { kind: 'not-offered', error };
  if (error instanceof ReplyShapeError) {
    const unreadReply = {
      method: `${error.className} ${error.method}`,
      ...differenceFacts(error.difference),
      cid: error.cid,
    };
    return { kind: 'outcome', outcome: { kind: 'failed', message: error.message, code: null, unreadReply } };
  }
  if (error instanceof RpcError) {
    if (error.code === ErrorCode.invalidAddress)
      return { kind: 'outcome', outcome: { kind: 'unknown-address', message: error.message } };
    if (error.code === ErrorCode.notServiced)
      return { kind: 'outcome', outcome: { kind: 'not-served', message: error.message } };
    return { kind: 'outcome', outcome: { kind: 'failed', message: error.message, code: error.code } };
  }
  if (isRateLimited(error)) return { kind: 'slow-down' };
  if (error instanceof HttpError && error.status === 401) return { kind: 'signed-out' };
  if (
    isRetryable(error) ||
    // a check past its time, or a request the browser gave up on (a reload, a closed tab)
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  )
    return { kind: 'retry' };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'outcome', outcome: { kind: 'failed', message, code: null } };
}

/**
 * Whether a new private copy may be made for a client, and which copy goes to make room. A copy
 * used within `inUseMs` is in use and never goes: a client at its own limit replaces its longest
 * idle copy, a full demo the longest idle of all; when that copy is in use, the sign-in is refused
 * until it would no longer be.
 */
export interface CopyUse {
  id: string;
  /** The client (clientGroupOf) that signed in to it. */
  owner: string;
  lastUsedMs: number;
}

export interface RoomPolicy {
  maxCopies: number;
  copiesPerClient: number;
  inUseMs: number;
}

export type Room =
  | { evict: null }
  | { evict: CopyUse; because: 'client_limit' | 'full' }
  | { refused: 'client_limit' | 'full'; retryAfterMs: number };

function longestIdle(copies: readonly CopyUse[]): CopyUse | undefined {
  let found: CopyUse | undefined;
  for (const copy of copies) if (!found || copy.lastUsedMs < found.lastUsedMs) found = copy;
  return found;
}

export function roomForCopy(
  copies: readonly CopyUse[],
  owner: string,
  nowMs: number,
  policy: RoomPolicy,
): Room {
  const inUseFor = (copy: CopyUse) => copy.lastUsedMs + policy.inUseMs - nowMs;
  const own = copies.filter((copy) => copy.owner === owner);
  const ownIdlest = longestIdle(own);
  if (ownIdlest && own.length >= policy.copiesPerClient) {
    return inUseFor(ownIdlest) > 0
      ? { refused: 'client_limit', retryAfterMs: inUseFor(ownIdlest) }
      : { evict: ownIdlest, because: 'client_limit' };
  }
  if (copies.length < policy.maxCopies) return { evict: null };
  const idle = longestIdle(copies.filter((copy) => inUseFor(copy) <= 0));
  if (idle) return { evict: idle, because: 'full' };
  const soonestIdle = longestIdle(copies);
  return soonestIdle ? { refused: 'full', retryAfterMs: inUseFor(soonestIdle) } : { evict: null };
}

/**
 * At most `limit` actions per key within any `windowMs`. A key is forgotten once its last action
 * has left the window, so the map holds only keys that acted within the window (as many as the
 * actions let through in one window, at most); it is never emptied to make room, which would
 * lift every limit at once.
 */
export interface SlidingWindowLimit {
  /** Seconds until `key` may act again; null when it may now. */
  waitSeconds(key: string, nowMs: number): number | null;
  /** Counts one action of `key`. */
  record(key: string, nowMs: number): void;
  /** Keys remembered. */
  readonly size: number;
}

export function createSlidingWindowLimit(options: { limit: number; windowMs: number }): SlidingWindowLimit {
  const { limit, windowMs } = options;
  /** Action times per key, oldest first; keys in the order of their last action. */
  const actions = new Map<string, number[]>();

  function forgetExpiredKeys(nowMs: number) {
    for (const [key, times] of actions) {
      const last = times[times.length - 1] ?? -Infinity;
      if (nowMs - last < windowMs) break;
      actions.delete(key);
    }
  }

  /** The key's action times still within the window (older ones dropped). */
  function recent(key: string, nowMs: number): number[] {
    const times = actions.get(key) ?? [];
    const firstRecent = times.findIndex((at) => nowMs - at < windowMs);
    times.splice(0, firstRecent === -1 ? times.length : firstRecent);
    return times;
  }

  return {
    waitSeconds(key, nowMs) {
      forgetExpiredKeys(nowMs);
      const times = recent(key, nowMs);
      if (times.length < limit) return null;
      return Math.max(1, Math.ceil((times[times.length - limit]! + windowMs - nowMs) / 1000));
    },
    record(key, nowMs) {
      const times = recent(key, nowMs);
      times.push(nowMs);
      actions.delete(key);
      actions.set(key, times);
    },
    get size() {
      return actions.size;
    },
  };
}

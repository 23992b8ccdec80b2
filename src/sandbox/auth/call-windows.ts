/** Windows kept before those that have ended are swept. */
const SWEEP_AFTER_WINDOWS = 10_000;

/**
 * Calls counted in fixed windows of `windowMs`, one per key: a window opens with the first call
 * after the last one ended. What the apiKey limit (per minute) and the account limit (per second) count with.
 */
export function createCallWindows(windowMs: number) {
  const windows = new Map<string, { start: number; calls: number }>();
  return {
    /** The window of `key` now, opened afresh when the last one has ended. */
    current(key: string, nowMs: number): { start: number; calls: number } {
      let window = windows.get(key);
      if (!window || nowMs - window.start >= windowMs) {
        if (windows.size > SWEEP_AFTER_WINDOWS) {
          for (const [stale, { start }] of windows) if (nowMs - start >= windowMs) windows.delete(stale);
        }
        window = { start: nowMs, calls: 0 };
        windows.set(key, window);
      }
      return window;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createSlidingWindowLimit } from './sliding-window-limit.ts';

describe('a sliding-window limit', () => {
  it('refuses past the limit until the oldest action leaves the window', () => {
    const limit = createSlidingWindowLimit({ limit: 2, windowMs: 10_000 });
    limit.record('a', 0);
    limit.record('a', 4000);
    expect(limit.waitSeconds('a', 5000)).toBe(5);
    expect(limit.waitSeconds('b', 5000)).toBeNull();
    expect(limit.waitSeconds('a', 10_000)).toBeNull();
  });

  it('forgets keys whose last action left the window, and only those', () => {
    const limit = createSlidingWindowLimit({ limit: 1, windowMs: 10_000 });
    for (let key = 0; key < 20_000; key++) limit.record(`old ${key}`, 0);
    limit.record('limited', 9000);
    expect(limit.waitSeconds('limited', 10_000)).toBe(9);
    expect(limit.size).toBe(1);
  });
});

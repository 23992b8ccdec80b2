/**
 * Deterministic pseudo-random numbers for the seed data (mulberry32). Never use Math.random or the
 * clock in the seed: everything derives from a fixed seed and `options.now`.
 */

export type Rng = {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element chosen by weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Up to n distinct elements, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** n characters drawn from the alphabet. */
  chars(alphabet: string, n: number): string;
  /** Lower-case RFC 4122 version 4 UUID. */
  uuid(): string;
};

/** FNV-1a 32-bit hash of a string: derives independent seeds per data set from a name. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const BASE_SEED = 20_260_424;

/** A generator for one named data set, independent of every other data set. */
export function rngFor(name: string): Rng {
  return createRng((BASE_SEED ^ hashString(name)) >>> 0);
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const hex = (value: number, width: number): string => value.toString(16).padStart(width, '0');
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, weight] of items) total += weight;
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    sample<T>(items: readonly T[], n: number): T[] {
      const copy = items.slice();
      const count = Math.min(n, copy.length);
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const a = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = a;
      }
      return copy.slice(0, count);
    },
    chars(alphabet: string, n: number): string {
      let out = '';
      for (let i = 0; i < n; i++) out += alphabet.charAt(Math.floor(next() * alphabet.length));
      return out;
    },
    uuid(): string {
      const a = Math.floor(next() * 0x100000000);
      const b = Math.floor(next() * 0x10000);
      const c = 0x4000 | Math.floor(next() * 0x1000);
      const d = 0x8000 | Math.floor(next() * 0x4000);
      const e1 = Math.floor(next() * 0x1000000);
      const e2 = Math.floor(next() * 0x1000000);
      return `${hex(a, 8)}-${hex(b, 4)}-${hex(c, 4)}-${hex(d, 4)}-${hex(e1, 6)}${hex(e2, 6)}`;
    },
  };
}

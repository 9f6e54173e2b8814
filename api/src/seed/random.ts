/**
 * A seeded PRNG (mulberry32) so the seeded catalogue is the same on every machine and every run.
 * Math.random is never used by the seed.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A few distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** Picks by weight; weights need not add up to 1. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const a = out[i];
      const b = out[j];
      if (a === undefined || b === undefined) continue;
      out[i] = b;
      out[j] = a;
    }
    return out;
  };
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    shuffle,
    sample: (items, n) => shuffle(items).slice(0, Math.max(0, n)),
    weighted: (items, weightOf) => {
      const total = items.reduce((s, i) => s + weightOf(i), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weightOf(item);
        if (r < 0) return item;
      }
      return pick(items);
    },
  };
}

/** A stable 32-bit hash of a string, to derive independent sub-seeds (e.g. per image). */
export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

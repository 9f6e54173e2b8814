/** Exact, seeded allocation helpers: "exactly k of n" picks and shares of n. */
import type { Rng } from './random.js';

/** A seeded set of exactly `k` distinct indices out of 0..n-1 (k is clamped to n). */
export function pickIndices(rng: Rng, n: number, k: number): Set<number> {
  const all = Array.from({ length: n }, (_, i) => i);
  return new Set(rng.shuffle(all).slice(0, Math.max(0, Math.min(n, k))));
}

/** A share of n, rounded, but at least `atLeast` (when n allows). */
export const shareOf = (n: number, fraction: number, atLeast: number): number => Math.min(n, Math.max(atLeast, Math.round(n * fraction)));

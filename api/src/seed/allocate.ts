/** Exact, seeded allocation helpers: shares that add up, and "exactly k of n" picks. */
import type { Rng } from './random.js';

/** Splits `total` in proportion to the weights (largest remainder), at least `min` each when possible. */
export function splitByWeight(total: number, weights: readonly number[], min = 1): number[] {
  const floor = total >= weights.length * min ? min : 0;
  const rest = total - floor * weights.length;
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (rest * w) / sum);
  const out = exact.map((x) => Math.floor(x));
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  let left = rest - out.reduce((s, n) => s + n, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left--;
  }
  return out.map((n) => n + floor);
}

/** A seeded set of exactly `k` distinct indices out of 0..n-1 (k is clamped to n). */
export function pickIndices(rng: Rng, n: number, k: number): Set<number> {
  const all = Array.from({ length: n }, (_, i) => i);
  return new Set(rng.shuffle(all).slice(0, Math.max(0, Math.min(n, k))));
}

/** A share of n, rounded, but at least `atLeast` (when n allows). */
export const shareOf = (n: number, fraction: number, atLeast: number): number => Math.min(n, Math.max(atLeast, Math.round(n * fraction)));

/** Rounds a rupee amount the way shops price things: ₹45, ₹120, ₹499, ₹2,999. Never below `floor`. */
export function shopPrice(rng: Rng, amount: number, floor = 1): number {
  const step = amount < 20 ? 1 : amount < 100 ? 5 : amount < 1000 ? 10 : 50;
  let price = Math.max(step, Math.round(amount / step) * step);
  if (step >= 10 && rng.chance(0.45) && price - 1 >= floor) price -= 1;
  while (price < floor) price += step;
  return price;
}

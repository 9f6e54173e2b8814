/** When a write that could not be sent is tried again: exponential, capped, with jitter. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Delay before attempt `attempts + 1`: base·2^(attempts−1), at most the cap, then scaled into
 * [50 %, 100 %] by `random` so a crowd of devices coming back online does not retry in step.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.5 + random() * 0.5));
}

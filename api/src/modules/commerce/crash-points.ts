/**
 * Test-only fault injection for the crash test: with NODE_ENV=test and STORE_CRASH_AT naming a
 * point, the process dies there as if the machine lost power. In any other NODE_ENV it does
 * nothing.
 */
import type { Env } from '../../env.js';

export const CRASH_POINTS = ['after-first-reserve', 'after-reserve', 'after-place'] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

export function crashHookFor(env: Env): (point: CrashPoint) => void {
  if (env.NODE_ENV !== 'test') return () => {};
  const wanted = env.STORE_CRASH_AT;
  if (!wanted) return () => {};
  return (point) => {
    if (point === wanted) process.exit(137);
  };
}

/**
 * Runs `run` when the main thread is idle, or after `timeoutMs` at the latest; returns a cancel.
 * Safari has no requestIdleCallback: a short timeout stands in.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(timer);
}

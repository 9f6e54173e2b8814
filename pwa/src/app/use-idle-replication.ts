import { useEffect } from 'react';
import { startCatalogReplication } from '../data';

const IDLE_TIMEOUT_MS = 3000;

/**
 * Starts the catalogue replica once the browser is idle after the first paint (DESIGN.md: the
 * first paint never waits for replication). Safari has no requestIdleCallback: a timeout stands in.
 */
export function useIdleReplication(): void {
  useEffect(() => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      startCatalogReplication();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(start, 1200);
    return () => window.clearTimeout(timer);
  }, []);
}

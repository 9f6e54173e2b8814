import { useEffect } from 'react';
import { startCatalogReplication, warmCatalogReplication } from '../data/shell';
import { afterFirstScreen } from '../lib/first-screen';

/**
 * Starts the catalogue replica once the first screen is done and the browser is idle (docs/decisions/004-replica-in-a-worker.md:
 * the first paint never waits for replication; lib/first-screen.ts: nor do the images in view).
 * A device that already holds the replica opens it at once instead (data/catalog/source.ts), so an
 * offline start can read it.
 */
export function useIdleReplication(): void {
  useEffect(() => {
    // Its worker is made at the page's load, so the browser's start of it overlaps the first screen (decision 043).
    warmCatalogReplication();
    return afterFirstScreen(startCatalogReplication);
  }, []);
}

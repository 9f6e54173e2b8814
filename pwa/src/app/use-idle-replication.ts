import { useEffect } from 'react';
import { startCatalogReplication } from '../data';
import { afterFirstScreen } from '../lib/first-screen';

/**
 * Starts the catalogue replica once the first screen is done and the browser is idle (docs/decisions/004-replica-in-a-worker.md:
 * the first paint never waits for replication; lib/first-screen.ts: nor do the images in view).
 * A device that already holds the replica opens it at once instead (data/catalog/source.ts), so an
 * offline start can read it.
 */
export function useIdleReplication(): void {
  useEffect(() => afterFirstScreen(startCatalogReplication), []);
}

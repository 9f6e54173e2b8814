/**
 * The start's garbage, returned at once. Loading the catalogue and building the first snapshot
 * leave ~70 MB of garbage at 12,000 products: the documents' JSON, zod's copies, the snapshot's
 * parts. V8's own memory reducer returns it 8–20 s later; until then the process holds it resident
 * (docs/decisions/027). One compacting full collection, once the start's background work is done,
 * returns it now. It pauses the process ~150 ms at 12,000 products, once.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

/** V8's collector, exposed the way Jest's leak detector reaches it when Node was not started with --expose-gc. */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** One full collection that also compacts the old generation, so its emptied pages go back to the system. */
export function releaseStartGarbage(): { before: number; after: number } {
  const before = v8.getHeapStatistics().total_heap_size;
  const gc = collector();
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
  return { before, after: v8.getHeapStatistics().total_heap_size };
}

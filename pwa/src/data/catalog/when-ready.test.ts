import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyReplicaEvent, getCatalogState, resetCatalogState, whenCatalogReady } from './source.js';

// What a first visit's service worker waits for (docs/decisions/043): the catalogue, or a cap.
describe('whenCatalogReady', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetCatalogState();
  });

  it('runs once the replica announces the whole catalogue, not before', () => {
    vi.useFakeTimers();
    resetCatalogState();
    expect(getCatalogState().ready).toBe(false);
    const run = vi.fn();
    whenCatalogReady(run, 10_000);
    applyReplicaEvent({ type: 'mark', name: 'snapshot-asked' });
    expect(run).not.toHaveBeenCalled();
    applyReplicaEvent({ type: 'snapshot', phase: 'core', version: 1 });
    expect(run).toHaveBeenCalledTimes(1);
    // Neither a later announcement nor the cap runs it again.
    applyReplicaEvent({ type: 'snapshot', phase: 'reviews', version: 2 });
    vi.advanceTimersByTime(20_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a device whose catalogue is already queryable', () => {
    applyReplicaEvent({ type: 'snapshot', phase: 'core', version: 1 });
    const run = vi.fn();
    whenCatalogReady(run, 10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the cap when the catalogue never becomes queryable (no worker, a failed replica)', () => {
    vi.useFakeTimers();
    resetCatalogState();
    const run = vi.fn();
    whenCatalogReady(run, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs never once cancelled', () => {
    vi.useFakeTimers();
    resetCatalogState();
    const run = vi.fn();
    const cancel = whenCatalogReady(run, 10_000);
    cancel();
    applyReplicaEvent({ type: 'snapshot', phase: 'core', version: 1 });
    vi.advanceTimersByTime(20_000);
    expect(run).not.toHaveBeenCalled();
  });
});

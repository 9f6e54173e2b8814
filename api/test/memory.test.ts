import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseStartGarbage } from '../src/memory.js';

describe("returning the start's garbage", () => {
  it('when a start leaves tens of MB of dead objects among the live ones, then one release gives their pages back at once', () => {
    // Objects that live long enough to be promoted, as the start's loaded documents are; then all
    // but one in twenty die, so every page keeps a few live objects (the index kept from the load).
    const held: { id: number; name: string }[][] = [];
    const kept: { id: number; name: string }[] = [];
    for (let page = 0; page < 40; page++) held.push(Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `product ${page}-${i}` })));
    for (const page of held) for (let i = 0; i < page.length; i += 20) kept.push(page[i]!);
    const withGarbage = v8.getHeapStatistics().total_heap_size;
    held.length = 0;

    const { before, after } = releaseStartGarbage();

    expect(before).toBeGreaterThanOrEqual(withGarbage * 0.9);
    // The dead pages are gone from the heap's committed size, not merely marked free.
    expect(after).toBeLessThan(before - 30 * 1024 * 1024);
    expect(v8.getHeapStatistics().total_heap_size).toBe(after);
    expect(kept).toHaveLength(40_000);
  });
});

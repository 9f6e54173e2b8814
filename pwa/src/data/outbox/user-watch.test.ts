import 'fake-indexeddb/auto';
import { installMemoryLocalStorage } from '../testing/memory-storage.js';
import { afterAll, describe, expect, it } from 'vitest';
import { localDb } from '../local-db.js';
import { eventually } from '../catalog/testing/catalog-server.js';
import { confirmedId, putConfirmed } from './tables.js';
import type { UserRows } from './user-rows.js';
import { SHOW_EVERY_MS, watchUser } from './user-watch.js';

installMemoryLocalStorage();
afterAll(() => localDb.delete());

const userId = 'u-watch';
const cartRow = (lines: Array<{ productId: string; quantity: number }>, at: number) =>
  ({ id: confirmedId(userId, 'cart'), userId, kind: 'cart', cart: { lines, total: 0 }, at }) as const;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("following a signed-in shopper's rows", () => {
  it('when a write leaves the rows as they were, then nothing is shown again; when they change, the change is shown', async () => {
    await localDb.confirmed.put(cartRow([{ productId: 'p-gel', quantity: 2 }], 1));
    const shown: UserRows[] = [];
    const stop = watchUser(localDb, userId, (rows) => shown.push(rows));
    try {
      await eventually(() => expect(shown).toHaveLength(1));
      expect(shown[0]!.cart.map((l) => [l.productId, l.quantity])).toEqual([['p-gel', 2]]);

      // A refresh that read the same cart from the store: only its time differs.
      await localDb.confirmed.put(cartRow([{ productId: 'p-gel', quantity: 2 }], 2));
      await pause(SHOW_EVERY_MS * 3);
      expect(shown).toHaveLength(1);

      await localDb.confirmed.put(cartRow([{ productId: 'p-gel', quantity: 3 }], 3));
      await eventually(() => expect(shown).toHaveLength(2));
      expect(shown[1]!.cart.map((l) => [l.productId, l.quantity])).toEqual([['p-gel', 3]]);
    } finally {
      stop();
    }
  });

  it('when the store confirms what the device holds, then nothing is written; when it differs, it is', async () => {
    await localDb.confirmed.put(cartRow([{ productId: 'p-ink', quantity: 1 }], 10));
    await localDb.transaction('rw', localDb.confirmed, () =>
      putConfirmed(localDb.confirmed, cartRow([{ productId: 'p-ink', quantity: 1 }], 11)),
    );
    expect((await localDb.confirmed.get(confirmedId(userId, 'cart')))?.at).toBe(10);

    await localDb.transaction('rw', localDb.confirmed, () =>
      putConfirmed(localDb.confirmed, cartRow([{ productId: 'p-ink', quantity: 2 }], 12)),
    );
    const stored = await localDb.confirmed.get(confirmedId(userId, 'cart'));
    expect(stored?.at).toBe(12);
    expect(stored?.kind === 'cart' && stored.cart.lines).toEqual([{ productId: 'p-ink', quantity: 2 }]);
  });
});

import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { defineLocalSchema } from './local-schema.js';

describe('the local database upgrade to cart lines per variant', () => {
  it("when a device kept a visitor's cart keyed by product (v1), then after the upgrade the same lines are there, keyed by line, with no variant (the default one)", async () => {
    const name = `schema-upgrade-${Date.now()}`;
    const before = new Dexie(name);
    before.version(1).stores({ cart: 'productId, id', wishlist: 'productId, addedAt' });
    await before.table('cart').bulkPut([
      { productId: 'p-gel', quantity: 2, id: 100 },
      { productId: 'p-fountain', quantity: 1, id: 200 },
    ]);
    before.close();

    const after = new Dexie(name);
    defineLocalSchema(after);
    await after.open();
    expect(await after.table('cartLines').orderBy('id').toArray()).toEqual([
      { productId: 'p-gel', quantity: 2, id: 100 },
      { productId: 'p-fountain', quantity: 1, id: 200 },
    ]);
    expect(after.tables.map((t) => t.name)).not.toContain('cart');
    // Two variants of one product are two lines now.
    await after.table('cartLines').bulkPut([
      { productId: 'p-pen', variantId: 'p-pen', quantity: 1, id: 300 },
      { productId: 'p-pen', variantId: 'p-pen-red', quantity: 1, id: 301 },
    ]);
    expect(await after.table('cartLines').where('productId').equals('p-pen').count()).toBe(2);
    after.close();
  });
});

/**
 * The local database's name and versions, in one place for the page (local-db.ts) and the
 * service worker (outbox/worker-replay.ts), which opens the same database to replay the outbox.
 */
import type Dexie from 'dexie';

export const LOCAL_DB_NAME = 'inkwell-local';

export function defineLocalSchema(db: Dexie): void {
  // v1: the visitor's cart and wishlist.
  db.version(1).stores({ cart: 'productId, id', wishlist: 'productId, addedAt' });
  // v2: the signed-in write path: session mirror, confirmed state, outbox, notices for the shopper.
  db.version(2).stores({ session: 'id', confirmed: 'id, userId', outbox: '++seq, userId, [userId+seq]', notices: '++id, userId' });
  // v3: a cart line is one variant of a product (two colours, two lines), so lines are keyed by
  // their own id; the v1 lines (keyed by product) are copied over as the default variant's.
  db.version(3)
    .stores({ cartLines: 'id, productId' })
    .upgrade(async (tx) => {
      const old = (await tx.table('cart').toArray()) as Array<{ productId: string; quantity: number; id: number }>;
      if (old.length) await tx.table('cartLines').bulkPut(old);
    });
  // v4: the product-keyed table goes once its lines are copied.
  db.version(4).stores({ cart: null });
}

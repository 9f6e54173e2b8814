/**
 * A backup taken while shoppers order must restore a consistent store: for every product, restored
 * stock + units of the restored placed, non-cancelled orders = the stock it started with. Not more
 * (stock its restored orders took, offered again) and not less (units of orders that are not in
 * the backup, gone from sale).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backup, restore } from './backup.js';
import {
  callApi as api,
  liveOrders,
  testStoreEnv,
  unitsHeld,
  withRestoredDatabases,
  withRunningStore,
  type RestoredOrder,
} from './backup-test-store.js';

const SEED_PRODUCTS = 4;

const address = {
  firstName: 'Asha',
  lastName: 'Rao',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  phone: '+91 98450 55555',
  paymentMethod: 'COD',
};

test(
  'a backup taken while orders are placed and cancelled restores, for every product, stock + what its restored orders hold = the stock it started with',
  { timeout: 180_000 },
  () =>
    withRunningStore('backup-race', SEED_PRODUCTS, async ({ base, env, restoreDir, folder }) => {
      // The variants on sale (a seed of 4 sellable variants: one product in four colours), each with its own stock record.
      const products = (
        (await api(base, 'GET', '/products?limit=4')).body.data as {
          products: Array<{ _id: string; variants: Array<{ id: string; stock: number }> }>;
        }
      ).products.flatMap((p) => p.variants.map((v) => ({ _id: p._id, variantId: v.id, stock: v.stock })));
      const initial = new Map(products.map((p) => [p.variantId, p.stock]));
      // Shoppers with a cart each, ready to order.
      const shoppers = await Promise.all(
        Array.from({ length: 120 }, async (_, i) => {
          const email = `race.${i}.${Date.now()}@example.com`;
          const s = await api(base, 'POST', '/auth/signup', {
            name: 'Asha Rao',
            email,
            phone: '+91 98450 55555',
            password: 'secret123',
            confirmPassword: 'secret123',
          });
          const token = String(s.body.token);
          const product = products[i % products.length]!;
          // A product sold out meanwhile refuses the line: that shopper does not order.
          const added = await api(base, 'POST', '/cart', { productId: product._id, variantId: product.variantId, quantity: 1 }, token);
          if (added.status !== 200) return null;
          return token;
        }),
      );
      // A third of the shoppers ordered before the backup; they cancel while it runs (a cancellation
      // returns stock, so it races the inventory copy just as placing an order does).
      const ready = shoppers.filter((t): t is string => t !== null);
      const early = ready.splice(0, Math.floor(ready.length / 3));
      const placedEarly = (
        await Promise.all(
          early.map(async (token) => {
            const r = await api(base, 'POST', '/orders', address, token);
            return r.status === 201 ? { token, id: String((r.body.data as { _id: string })._id) } : null;
          }),
        )
      ).filter((o): o is { token: string; id: string } => o !== null);
      // Orders go in, a few at a time, for as long as the backup runs, and the early ones are cancelled.
      let backingUp = true;
      const queue = ready;
      const cancelling = (async () => {
        for (let o = placedEarly.shift(); o && backingUp; o = placedEarly.shift()) {
          await api(base, 'POST', `/orders/${o.id}/cancel`, {}, o.token);
        }
      })();
      const ordering = Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let token = queue.shift(); token; token = queue.shift()) {
            await api(base, 'POST', '/orders', address, token);
            if (!backingUp) break;
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 300));
      await backup(folder, env);
      backingUp = false;
      await Promise.all([ordering, cancelling]);

      await restore(folder, testStoreEnv(restoreDir, 0, SEED_PRODUCTS));
      await withRestoredDatabases(restoreDir, async (all) => {
        const orders = liveOrders(await all<RestoredOrder>('orders'));
        assert.ok(orders.length > 0, 'some orders were placed before the backup');
        const stock = new Map((await all<{ _id: string; quantity?: number }>('inventory')).map((d) => [d._id, d.quantity ?? 0]));
        for (const [id, start] of initial) {
          const taken = unitsHeld(orders, id);
          assert.equal(
            (stock.get(id) ?? 0) + taken,
            start,
            `${id}: ${stock.get(id)} on sale + ${taken} taken by restored orders is not the ${start} it started with`,
          );
        }
      });
    }),
);

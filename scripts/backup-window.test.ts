/**
 * The window a backup always has: orders placed (stock taken, markers settled) and cancelled after
 * the orders were copied and before the inventory was. Restored, every product's stock + units of
 * its restored live orders must be the stock it started with: no units vanish with orders that are
 * not in the backup, and none come back twice.
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

const SEED_PRODUCTS = 12;

const address = { firstName: 'Asha', lastName: 'Rao', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001' };
const SETTLED_AFTER_MS = 2_500; // past the stock module's SETTLE_AFTER_MS: the placed orders' markers are gone

test(
  'a backup restores stock that agrees with its orders when orders were placed and cancelled between the orders and the inventory copies',
  { timeout: 180_000 },
  () =>
    withRunningStore('backup-window', SEED_PRODUCTS, async ({ base, env, restoreDir, folder }) => {
      // Three variants with the most stock, each with its own stock record.
      const products = (
        (await api(base, 'GET', '/products?limit=12')).body.data as unknown as {
          products: Array<{ _id: string; variants: Array<{ id: string; stock: number }> }>;
        }
      ).products
        .flatMap((p) => p.variants.map((v) => ({ _id: p._id, variantId: v.id, stock: v.stock })))
        .sort((a, b) => b.stock - a.stock)
        .slice(0, 3);
      assert.ok(
        products.every((p) => p.stock >= 10),
        'three variants with stock for the orders below',
      );
      const initial = new Map(products.map((p) => [p.variantId, p.stock]));
      let signups = 0;
      const shopper = async (i: number, quantity: number) => {
        // Two shoppers of one product sign up in the same millisecond: a counter keeps e-mails apart.
        const email = `window.${i}.${(signups += 1)}.${Date.now()}@example.com`;
        const phone = '+91 98450 55555';
        const s = await api(base, 'POST', '/auth/signup', {
          name: 'Asha Rao',
          email,
          phone,
          password: 'secret123',
          confirmPassword: 'secret123',
        });
        assert.equal(s.status, 201, JSON.stringify(s.body));
        const token = String(s.body.token);
        assert.equal(
          (
            await api(
              base,
              'POST',
              '/cart',
              { productId: products[i % products.length]!._id, variantId: products[i % products.length]!.variantId, quantity },
              token,
            )
          ).status,
          200,
        );
        return async () => {
          const r = await api(base, 'POST', '/orders', { ...address, phone, paymentMethod: 'COD' }, token);
          assert.equal(r.status, 201);
          return { token, id: String((r.body.data as { _id?: string } | undefined)?._id) };
        };
      };
      // Two orders before the backup (one of them is cancelled in the window), four in it.
      const early = await Promise.all([shopper(0, 2), shopper(1, 3)]);
      const [kept, cancelled] = [await early[0]!(), await early[1]!()];
      const inWindow = await Promise.all([shopper(0, 4), shopper(1, 5), shopper(2, 6), shopper(2, 1)]);

      await backup(folder, env, {
        afterCopy: async (name) => {
          if (name !== 'orders') return;
          for (const order of inWindow) await order();
          assert.equal((await api(base, 'POST', `/orders/${cancelled.id}/cancel`, {}, cancelled.token)).status, 200);
          await new Promise((r) => setTimeout(r, SETTLED_AFTER_MS));
        },
      });
      assert.ok(kept.id);

      await restore(folder, testStoreEnv(restoreDir, 0, SEED_PRODUCTS));
      await withRestoredDatabases(restoreDir, async (all) => {
        const live = liveOrders(await all<RestoredOrder>('orders'));
        assert.equal(live.length, 1, 'the backup holds the order placed before it that was not cancelled, only');
        const inventory = await all<{ _id: string; quantity?: number; movements?: unknown }>('inventory');
        for (const [id, start] of initial) {
          const record = inventory.find((d) => d._id === id);
          const held = unitsHeld(live, id);
          assert.equal((record?.quantity ?? 0) + held, start, `${id}: ${record?.quantity} on sale + ${held} held by restored orders`);
          assert.equal(record?.movements, undefined, `${id} comes back with no order mid-move`);
        }
      });
    }),
);

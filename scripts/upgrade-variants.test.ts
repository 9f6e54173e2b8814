/**
 * A DATA_DIR written before products had variants (fixtures/pre-variants-data: the store at
 * f0e0b26 with an order, a cart and a wishlist) opens with today's store and nothing is lost:
 * each product is a product with one variant whose id is the product id and whose stock is the
 * old record's; the shopper's order keeps its lines, the cart line checks out, the wishlist stays.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { callApi as api, signInCodes, startTestStore } from './backup-test-store.js';
import { root } from './test-support.js';

const fixture = path.join(root, 'scripts/fixtures/pre-variants-data');
const shopper = { email: 'meera.old@example.com', password: 'secret123', phone: '+91 98450 11111' };

interface ProductAnswer {
  _id: string;
  price: number;
  stock: number;
  options: unknown[];
  variants: Array<{ id: string; price: number; stock: number; values: string[] }>;
}

test(
  'a data folder from before variants opens: single-variant products, and the old order, cart and wishlist',
  { timeout: 180_000 },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'upgrade-variants-'));
    cpSync(fixture, dataDir, { recursive: true });
    const store = await startTestStore(dataDir, 12);
    try {
      const { base } = store;
      const list = (await api(base, 'GET', '/products?limit=50')).body.data as { products: ProductAnswer[]; pagination: { total: number } };
      assert.equal(list.pagination.total, 12, 'the old twelve products, not a new seed on top');
      for (const p of list.products) {
        assert.deepEqual(p.options, [], `${p._id} has no options`);
        assert.equal(p.variants.length, 1, `${p._id} has one variant`);
        assert.equal(p.variants[0]!.id, p._id, `${p._id}'s variant keeps the product id (its inventory record's key)`);
        assert.equal(p.variants[0]!.price, p.price);
        assert.equal(p.variants[0]!.stock, p.stock);
      }

      assert.equal((await api(base, 'POST', '/auth/login', { email: shopper.email, password: shopper.password })).status, 200);
      const verified = await api(base, 'POST', '/auth/verify-otp', {
        email: shopper.email,
        ...signInCodes(dataDir, shopper.email, shopper.phone),
      });
      assert.equal(verified.status, 200, JSON.stringify(verified.body));
      const token = String(verified.body.token);

      const orders = (await api(base, 'GET', '/orders', undefined, token)).body.data as Array<{
        items: Array<{ product: { _id: string }; quantity: number; price: number }>;
      }>;
      assert.equal(orders.length, 1, 'the old order is there');
      assert.deepEqual(
        orders[0]!.items.map((i) => [i.product._id, i.quantity, i.price]),
        [
          ['p0006', 2, 5099],
          ['p0001', 2, 40],
        ],
      );

      const wishlist = (await api(base, 'GET', '/wishlist', undefined, token)).body.data as Array<{ _id: string }>;
      assert.deepEqual(
        wishlist.map((p) => p._id),
        ['p0002'],
      );

      const cart = (await api(base, 'GET', '/cart', undefined, token)).body.data as {
        items: Array<{ product: { _id: string }; variantId: string; quantity: number }>;
      };
      assert.deepEqual(
        cart.items.map((i) => [i.product._id, i.variantId, i.quantity]),
        [['p0003', 'p0003', 1]],
        'the old cart line is the single variant',
      );
      const stockBefore = list.products.find((p) => p._id === 'p0003')!.stock;
      const order = await api(
        base,
        'POST',
        '/orders',
        {
          firstName: 'Meera',
          lastName: 'Old',
          street: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          zip: '411001',
          phone: shopper.phone,
          paymentMethod: 'COD',
        },
        token,
      );
      assert.equal(order.status, 201, JSON.stringify(order.body));
      const after = (await api(base, 'GET', '/products/p0003')).body.data as ProductAnswer;
      assert.equal(after.stock, stockBefore - 1, 'the old cart line took its unit from the old inventory record');
    } finally {
      await store.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

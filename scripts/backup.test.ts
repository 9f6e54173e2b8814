/**
 * A store with users, carts and orders is backed up, restored into an empty DATA_DIR, and the
 * restored store has everything: the shopper signs in there (password and codes), finds the
 * order and the cart, and the product images are served.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { backup, restore } from './backup.js';
import { callApi, signInCodes, startTestStore, testStoreEnv } from './backup-test-store.js';

const storeEnv = (dataDir: string) => testStoreEnv(dataDir, 0, 6);

async function startStore(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const store = await startTestStore(dataDir, 6);
  return { url: store.base, stop: store.stop };
}

const call = callApi;
const codes = signInCodes;

test(
  'a store backed up and restored into an empty DATA_DIR has its users, carts, orders and images, and a shopper signs in there',
  { timeout: 240_000 },
  async () => {
    const dataA = mkdtempSync(path.join(tmpdir(), 'backup-a-'));
    const dataB = mkdtempSync(path.join(tmpdir(), 'backup-b-'));
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'backup-dir-')), 'store-backup');
    try {
      const a = await startStore(dataA);
      const email = `restore.${Date.now()}@example.com`;
      const phone = '+91 98450 55555';
      const signup = await call(a.url, 'POST', '/auth/signup', {
        name: 'Asha Rao',
        email,
        phone,
        password: 'secret123',
        confirmPassword: 'secret123',
      });
      assert.equal(signup.status, 201);
      const token = String(signup.body.token);
      const products = (await call(a.url, 'GET', '/products?limit=6')).body.data as {
        products: Array<{ _id: string; variants: Array<{ id: string; imageUrls: string[] }> }>;
        pagination: { total: number };
      };
      // Two variants (a seed of 6 sellable variants may be one product in six colours): two cart lines.
      const [first, second] = products.products.flatMap((p) =>
        p.variants.map((v) => ({ _id: p._id, variantId: v.id, imageUrls: v.imageUrls })),
      );
      assert.ok(first && second);
      assert.equal(
        (await call(a.url, 'POST', '/cart', { productId: first._id, variantId: first.variantId, quantity: 1 }, token)).status,
        200,
      );
      const order = await call(
        a.url,
        'POST',
        '/orders',
        {
          firstName: 'Asha',
          lastName: 'Rao',
          street: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          zip: '411001',
          phone,
          paymentMethod: 'COD',
        },
        token,
      );
      assert.equal(order.status, 201);
      assert.equal(
        (await call(a.url, 'POST', '/cart', { productId: second._id, variantId: second.variantId, quantity: 2 }, token)).status,
        200,
      );
      await a.stop();

      const saved = await backup(folder, storeEnv(dataA));
      assert.deepEqual(saved.databases.map((d) => d.name).sort(), [
        'carts',
        'categories',
        'challenges',
        'idempotency',
        'inventory',
        'meta',
        'newsletter',
        'orders',
        'products',
        'reviews',
        'search_misses',
        'users',
        'wishlists',
      ]);
      assert.ok(saved.uploads);

      await restore(folder, storeEnv(dataB));
      const b = await startStore(dataB);
      try {
        // The shopper signs in on the restored store: the password, then the codes it sends.
        assert.equal((await call(b.url, 'POST', '/auth/login', { email, password: 'secret123' })).status, 200);
        const verified = await call(b.url, 'POST', '/auth/verify-otp', { email, ...codes(dataB, email, phone) });
        assert.equal(verified.status, 200);
        const fresh = String(verified.body.token);
        const orders = (await call(b.url, 'GET', '/orders', undefined, fresh)).body.data as Array<{ _id: string }>;
        assert.deepEqual(
          orders.map((o) => o._id),
          [(order.body.data as { _id: string })._id],
        );
        const cart = (await call(b.url, 'GET', '/cart', undefined, fresh)).body.data as { items: Array<{ _id: string; quantity: number }> };
        assert.deepEqual(
          cart.items.map((i) => [i._id, i.quantity]),
          [[second.variantId, 2]],
        );
        // The same secrets: a session from before the backup still works.
        assert.equal((await call(b.url, 'GET', '/auth/me', undefined, token)).status, 200);
        const restored = (await call(b.url, 'GET', '/products?limit=6')).body.data as { pagination: { total: number } };
        assert.equal(restored.pagination.total, products.pagination.total);
        const image = await fetch(`${b.url}${first.imageUrls[0]}`);
        assert.equal(image.status, 200);
      } finally {
        await b.stop();
      }
    } finally {
      for (const d of [dataA, dataB, path.dirname(folder)]) rmSync(d, { recursive: true, force: true });
    }
  },
);

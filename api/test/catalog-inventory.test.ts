import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let shopper: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(
    t,
    [
      { _id: 'w1', name: 'Gel Pen', category: 'writing', stock: 40, price: 120 },
      { _id: 'w2', name: 'Fountain Pen', category: 'writing', stock: 0, price: 2500 },
      { _id: 'a1', name: 'Oil Pastels', category: 'art', stock: 3, price: 150 },
    ],
    [
      { _id: 'writing', name: 'Writing Instruments' },
      { _id: 'art', name: 'Art Supplies' },
    ],
  );
  admin = tokenFor(t, { role: 'admin' });
  shopper = tokenFor(t);
});
afterAll(() => t?.close());

describe('admin inventory reads', () => {
  it('when an admin lists inventory, then every record has its product and quantity', async () => {
    const res = await t.api('GET', '/inventory', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data.find((r: { _id: string }) => r._id === 'w2')).toEqual({
      _id: 'w2',
      product: { _id: 'w2', name: 'Fountain Pen', category: 'writing', price: 2500, mainImage: 'test.webp' },
      quantity: 0,
      inStock: false,
      updatedAt: expect.any(String),
    });
  });

  it('when one record is asked, then its quantity comes back (in data and top-level)', async () => {
    const res = await t.api('GET', '/inventory/a1', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.quantity).toBe(3);
    expect(res.body.quantity).toBe(3);
    expect((await t.api('GET', '/inventory/p_missing', { token: admin })).status).toBe(404);
    expect((await t.api('GET', '/inventory/bad.id', { token: admin })).status).toBe(400);
  });

  it('when a category is asked, then only its records come back; an unknown category is 404', async () => {
    const res = await t.api('GET', '/inventory/category/writing', { token: admin });
    expect(res.body.data.map((r: { _id: string }) => r._id).sort()).toEqual(['w1', 'w2']);
    const unknown = await t.api('GET', '/inventory/category/garden', { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Category not found');
  });

  it('when a shopper or a stranger asks the admin views, then 403 and 401', async () => {
    for (const path of ['/inventory', '/inventory/w1', '/inventory/category/writing']) {
      expect((await t.api('GET', path, { token: shopper })).status, path).toBe(403);
      expect((await t.api('GET', path)).status, path).toBe(401);
    }
  });
});

describe('public stock checks', () => {
  it('when anyone checks one product, then productId, quantity and inStock come back', async () => {
    const res = await t.api('GET', '/inventory/stock/w1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ productId: 'w1', quantity: 40, inStock: true });
    const unknown = await t.api('GET', '/inventory/stock/p_missing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
  });

  it('when a cart checks several products, then each comes back, unknown ones with no stock', async () => {
    const res = await t.api('GET', '/inventory/cart?ids=w1,w2,p_missing');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { productId: 'w1', quantity: 40, inStock: true },
      { productId: 'w2', quantity: 0, inStock: false },
      { productId: 'p_missing', quantity: 0, inStock: false },
    ]);
    const repeated = await t.api('GET', '/inventory/cart?ids=a1&ids=w1');
    expect(repeated.body.data.map((s: { productId: string }) => s.productId)).toEqual(['a1', 'w1']);
  });

  it('when the ids are missing or malformed, then 400', async () => {
    const missing = await t.api('GET', '/inventory/cart');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('ids is required');
    expect((await t.api('GET', '/inventory/cart?ids=w1,bad.id')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `p${i}`).join(',');
    expect((await t.api('GET', `/inventory/cart?ids=${many}`)).status).toBe(400);
  });
});

describe('PUT /inventory/{id}', () => {
  it('when an admin sets a quantity, then the record, the stock check and the product all show it', async () => {
    const res = await t.api('PUT', '/inventory/w2', { token: admin, body: { quantity: 7 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: 'w2', quantity: 7, inStock: true });
    expect((await t.api('GET', '/inventory/stock/w2')).body.data).toEqual({ productId: 'w2', quantity: 7, inStock: true });
    expect((await t.api('GET', '/products/w2')).body.data).toMatchObject({ stock: 7, inStock: true });
    expect(await t.store.ctx.dbs.inventory.get('w2')).toMatchObject({ quantity: 7 });
  });

  it('when several updates race, then each one lands (retry on conflict) and the last one wins', async () => {
    const results = await Promise.all([1, 2, 3, 4].map((quantity) => t.api('PUT', '/inventory/a1', { token: admin, body: { quantity } })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const stored = await t.store.ctx.dbs.inventory.get('a1');
    expect([1, 2, 3, 4]).toContain(stored?.quantity);
    expect((await t.api('GET', '/inventory/stock/a1')).body.data.quantity).toBe(stored?.quantity);
  });

  it('when the quantity is wrong, then 400 with a clear message', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'quantity must be a number'],
      [{ quantity: '5' }, 'quantity must be a number'],
      [{ quantity: -1 }, 'quantity must be 0 or more'],
      [{ quantity: 2.5 }, 'quantity must be a whole number'],
      [{ quantity: 10_000_000 }, 'quantity is too large'],
    ];
    for (const [body, message] of cases) {
      const res = await t.api('PUT', '/inventory/w1', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const malformed = await t.api('PUT', '/inventory/w1', { token: admin, headers: { 'content-type': 'application/json' }, rawBody: '{"quantity":' });
    expect(malformed.status).toBe(400);
    expect((await t.api('GET', '/inventory/stock/w1')).body.data.quantity).toBe(40);
  });

  it('when the product is unknown, then 404; a shopper 403; a stranger 401', async () => {
    expect((await t.api('PUT', '/inventory/p_missing', { token: admin, body: { quantity: 1 } })).status).toBe(404);
    expect((await t.api('PUT', '/inventory/w1', { token: shopper, body: { quantity: 1 } })).status).toBe(403);
    expect((await t.api('PUT', '/inventory/w1', { body: { quantity: 1 } })).status).toBe(401);
  });
});

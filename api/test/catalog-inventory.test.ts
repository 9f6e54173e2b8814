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

describe('inventory reads (public: the listing and product page read them, and they replicate publicly anyway)', () => {
  it('when an admin lists inventory, then every record has its product and quantity', async () => {
    const res = await t.api('GET', '/inventory', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data.find((r: { _id: string }) => r._id === 'w2')).toEqual({
      _id: 'w2',
      product: {
        _id: 'w2',
        name: 'Fountain Pen',
        category: 'writing',
        categoryName: 'Writing Instruments',
        brand: expect.any(String),
        price: 2500,
        mainImage: 'test.webp',
      },
      variant: { id: 'w2', sku: '', values: [], label: '', price: 2500 },
      quantity: 0,
      inStock: false,
      updatedAt: expect.any(String),
      rev: expect.any(String),
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

  it('when a visitor or a shopper reads inventory, then they get the same answers as the admin', async () => {
    for (const path of ['/inventory', '/inventory/w1', '/inventory/category/writing']) {
      const asAdmin = await t.api('GET', path, { token: admin });
      const visitor = await t.api('GET', path);
      expect(visitor.status, path).toBe(200);
      expect(visitor.body, path).toEqual(asAdmin.body);
      expect((await t.api('GET', path, { token: shopper })).body, path).toEqual(asAdmin.body);
    }
    const one = await t.api('GET', '/inventory/w1');
    expect(one.body).toMatchObject({ success: true, quantity: 40, data: { _id: 'w1', quantity: 40, inStock: true } });
  });
});

describe('public stock checks', () => {
  it('when anyone checks one product, then productId, variantId (a product without options: its own id), quantity and inStock come back', async () => {
    const res = await t.api('GET', '/inventory/stock/w1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ productId: 'w1', variantId: 'w1', quantity: 40, inStock: true });
    const unknown = await t.api('GET', '/inventory/stock/p_missing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
  });

  it('when a cart checks several products, then each comes back, unknown ones with no stock', async () => {
    const res = await t.api('GET', '/inventory/cart?ids=w1,w2,p_missing');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { productId: 'w1', variantId: 'w1', quantity: 40, inStock: true },
      { productId: 'w2', variantId: 'w2', quantity: 0, inStock: false },
      { productId: 'p_missing', variantId: 'p_missing', quantity: 0, inStock: false },
    ]);
    const repeated = await t.api('GET', '/inventory/cart?ids=a1&ids=w1');
    expect(repeated.body.data.map((s: { productId: string }) => s.productId)).toEqual(['a1', 'w1']);
  });

  it('when a visitor names no ids, or names malformed ones, then 400 saying what is needed', async () => {
    const missing = await t.api('GET', '/inventory/cart');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      'ids is required: comma-separated variant or product ids (or sign in to check the products in your cart)',
    );
    expect((await t.api('GET', '/inventory/cart?ids=')).status).toBe(400);
    expect((await t.api('GET', '/inventory/cart?ids=w1,bad.id')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `p${i}`).join(',');
    expect((await t.api('GET', `/inventory/cart?ids=${many}`)).status).toBe(400);
  });
});

describe("a signed-in shopper's cart check without ids", () => {
  it('when a signed-in shopper asks /inventory/cart without ids, then it answers for the products in their server cart', async () => {
    const asha = tokenFor(t, { userId: 'u_inventory_cart' });
    expect((await t.api('GET', '/inventory/cart', { token: asha })).body).toMatchObject({ success: true, data: [] });
    await t.api('POST', '/cart', { token: asha, body: { productId: 'a1', variantId: 'a1', quantity: 2 } });
    await t.api('POST', '/cart', { token: asha, body: { productId: 'w1' } });
    const res = await t.api('GET', '/inventory/cart', { token: asha });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { productId: 'a1', variantId: 'a1', quantity: 3, inStock: true },
      { productId: 'w1', variantId: 'w1', quantity: 40, inStock: true },
    ]);
    // Named ids still win, signed in or not.
    expect((await t.api('GET', '/inventory/cart?ids=w2', { token: asha })).body.data).toEqual([
      { productId: 'w2', variantId: 'w2', quantity: 0, inStock: false },
    ]);
  });

  it('when the token is bad, then 401 rather than an answer for nobody', async () => {
    expect((await t.api('GET', '/inventory/cart', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('PUT /inventory/{id}', () => {
  it('when an admin sets a quantity, then the record, the stock check and the product all show it', async () => {
    const res = await t.api('PUT', '/inventory/w2', { token: admin, body: { quantity: 7 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: 'w2', quantity: 7, inStock: true });
    expect((await t.api('GET', '/inventory/stock/w2')).body.data).toEqual({ productId: 'w2', variantId: 'w2', quantity: 7, inStock: true });
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
    const malformed = await t.api('PUT', '/inventory/w1', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"quantity":',
    });
    expect(malformed.status).toBe(400);
    expect((await t.api('GET', '/inventory/stock/w1')).body.data.quantity).toBe(40);
  });

  it('when the product is unknown, then 404; a shopper 403; a stranger 401', async () => {
    expect((await t.api('PUT', '/inventory/p_missing', { token: admin, body: { quantity: 1 } })).status).toBe(404);
    expect((await t.api('PUT', '/inventory/w1', { token: shopper, body: { quantity: 1 } })).status).toBe(403);
    expect((await t.api('PUT', '/inventory/w1', { body: { quantity: 1 } })).status).toBe(401);
  });
});

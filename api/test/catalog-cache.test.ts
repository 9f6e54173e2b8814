/**
 * A stock change empties only the cached catalogue answers it can alter: the answers showing that
 * product (its page, lists across categories, lists of its category), not the other products'
 * pages, the other categories' lists or the categories. Every order takes stock, so emptying the
 * whole cache on each one would make the cache worth little while shoppers buy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(
    t,
    [
      { _id: 'pen-a', name: 'Pen A', category: 'writing', stock: 5, featured: true },
      { _id: 'pen-b', name: 'Pen B', category: 'writing', stock: 8 },
      { _id: 'pad-c', name: 'Pad C', category: 'paper', stock: 3 },
      { _id: 'pad-d', name: 'Pad D', category: 'paper', stock: 4 },
    ],
    [
      { _id: 'writing', name: 'Writing Instruments' },
      { _id: 'paper', name: 'Paper' },
    ],
  );
  admin = tokenFor(t, { role: 'admin' });
});
afterAll(() => t?.close());

const ASKED = [
  '/products/pen-a',
  '/products/pen-b',
  '/products/pen-b/related',
  '/products/pad-c',
  '/products/pad-c/related',
  '/products?category=paper',
  '/products/categories/paper/products',
  '/products?category=writing',
  '/products',
  '/products/featured',
  '/products/search?q=pen',
  '/categories',
  '/categories/quantity',
  '/categories/writing',
] as const;

async function askAll(): Promise<void> {
  for (const p of ASKED) expect((await t.api('GET', p)).status, p).toBe(200);
}
const fresh = () => Object.fromEntries(ASKED.map((p) => [p, t.store.catalogAnswers.isFresh(`/api${p}`)]));

describe('the catalogue answers a stock change empties', () => {
  it('when the stock of one product changes, then the answers showing it are built again with the new stock, and the rest stay cached', async () => {
    await askAll();
    expect(Object.values(fresh()).every(Boolean)).toBe(true);

    expect((await t.api('PUT', '/inventory/pen-a', { token: admin, body: { quantity: 0 } })).status).toBe(200);

    expect(fresh()).toEqual({
      '/products/pen-a': false,
      '/products/pen-b': true,
      '/products/pen-b/related': false,
      '/products/pad-c': true,
      '/products/pad-c/related': true,
      '/products?category=paper': true,
      '/products/categories/paper/products': true,
      '/products?category=writing': false,
      '/products': false,
      '/products/featured': false,
      '/products/search?q=pen': false,
      '/categories': true,
      '/categories/quantity': true,
      '/categories/writing': true,
    });
    // What was emptied answers with the new stock.
    const stockOfA = (list: Array<{ _id: string; stock: number }>) => list.find((p) => p._id === 'pen-a')?.stock;
    expect((await t.api('GET', '/products/pen-a')).body.data).toMatchObject({ stock: 0, inStock: false });
    expect(stockOfA((await t.api('GET', '/products/pen-b/related')).body.data)).toBe(0);
    expect(stockOfA((await t.api('GET', '/products')).body.data.products)).toBe(0);
    expect(stockOfA((await t.api('GET', '/products/featured')).body.data)).toBe(0);
    expect(stockOfA((await t.api('GET', '/products?category=writing')).body.data.products)).toBe(0);
  });

  it("when an order's stock marker is settled (the quantity stays), then no answer is emptied", async () => {
    const { stock } = t.store;
    await stock.take('pad-c', 'o_settled_1', 1);
    await askAll();
    await stock.settle('pad-c', 'o_settled_1');
    expect(Object.values(fresh()).every(Boolean)).toBe(true);
  });

  it('when a product itself changes (not its stock), then every answer may show it and is built again', async () => {
    await askAll();
    const doc = await t.store.ctx.dbs.products.get('pad-d');
    const written = await t.store.ctx.dbs.products.put({ ...doc!, name: 'Pad D Renamed' });
    t.store.catalog.noteWritten('products', written);
    expect(Object.values(fresh()).some(Boolean)).toBe(false);
    expect((await t.api('GET', '/products/pad-d')).body.data.name).toBe('Pad D Renamed');
  });
});

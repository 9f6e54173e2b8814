import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;

const shipping = {
  firstName: 'Meera',
  lastName: 'Iyer',
  street: '4 Lake View',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zip: '600001',
  phone: '9876543210',
};

const stockOf = async (id: string) => Number((await t.store.ctx.dbs.inventory.get(id))?.quantity);

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

describe('shoppers racing for the last units', () => {
  it('when 30 shoppers order a pen with 5 left at once, then exactly 5 orders are placed, 25 are clearly refused and stock ends at 0', async () => {
    await insertCatalog(t, [{ _id: 'limited-pen', name: 'Limited Edition Pen', price: 2500, stock: 30 }]);
    const shoppers = Array.from({ length: 30 }, (_, i) => tokenFor(t, { userId: `u_racer_${i}` }));
    for (const token of shoppers) expect((await t.api('POST', '/cart', { token, body: { productId: 'limited-pen' } })).status).toBe(200);
    // Only now does the stock drop to 5: every cart holds the pen, and the race starts.
    await insertCatalog(t, [{ _id: 'limited-pen', name: 'Limited Edition Pen', price: 2500, stock: 5 }]);

    const results = await Promise.all(shoppers.map((token) => t.api('POST', '/orders', { token, body: shipping })));

    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ success: false, message: 'Requested quantity exceeds available inventory.' });
    }
    expect(await stockOf('limited-pen')).toBe(0);
    const { docs } = await t.store.ctx.dbs.orders.find({ type: 'order' });
    expect(docs.filter((d) => d.phase === 'placed')).toHaveLength(5);
    expect(docs.filter((d) => d.phase !== 'placed')).toHaveLength(0);
  });

  it('when the second item of a two-item order is out of stock, then the order fails whole and the first item keeps its stock', async () => {
    await insertCatalog(t, [
      { _id: 'desk-lamp', name: 'Desk Lamp', price: 1500, stock: 4 },
      { _id: 'rare-ink', name: 'Rare Ink', price: 900, stock: 1 },
    ]);
    const first = tokenFor(t);
    const second = tokenFor(t);
    await t.api('POST', '/cart', { token: first, body: { productId: 'rare-ink' } });
    await t.api('POST', '/cart', { token: second, body: { productId: 'desk-lamp', quantity: 2 } });
    await t.api('POST', '/cart', { token: second, body: { productId: 'rare-ink' } });
    expect((await t.api('POST', '/orders', { token: first, body: shipping })).status).toBe(201);

    const res = await t.api('POST', '/orders', { token: second, body: shipping });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Requested quantity exceeds available inventory.');
    expect(res.body.errors).toEqual({ 'rare-ink': 'Rare Ink is out of stock.' });
    expect(await stockOf('desk-lamp')).toBe(4);
    expect(await stockOf('rare-ink')).toBe(0);
    expect((await t.api('GET', '/orders', { token: second })).body.data).toEqual([]);
    expect((await t.api('GET', '/cart', { token: second })).body.data.items).toHaveLength(2);
  });

  it('when another api instance sold the last units a moment before, then the order is refused and the first item keeps its stock', async () => {
    await insertCatalog(t, [
      { _id: 'ruler', name: 'Steel Ruler', price: 100, stock: 3 },
      { _id: 'compass', name: 'Compass', price: 200, stock: 2 },
    ]);
    const token = tokenFor(t);
    await t.api('POST', '/cart', { token, body: { productId: 'ruler', quantity: 2 } });
    await t.api('POST', '/cart', { token, body: { productId: 'compass', quantity: 2 } });
    // Another api instance sells the compasses: the database changes, this instance's copy not yet.
    const inv = await t.store.ctx.dbs.inventory.get('compass');
    await t.store.ctx.dbs.inventory.put({ ...inv!, quantity: 0 });
    const res = await t.api('POST', '/orders', { token, body: shipping });
    expect(res.status).toBe(409);
    expect(await stockOf('ruler')).toBe(3);
    expect(await stockOf('compass')).toBe(0);
    expect((await t.store.ctx.dbs.inventory.get('ruler'))?.movements).toBeUndefined();
  });
});

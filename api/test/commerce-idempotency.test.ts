import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;

const shipping = {
  firstName: 'Kabir',
  lastName: 'Shah',
  street: '9 Hill Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip: '400050',
  phone: '9123456780',
  paymentMethod: 'COD',
};
const stockOf = async (id: string) => Number((await t.store.ctx.dbs.inventory.get(id))?.quantity);
const key = () => `key-${crypto.randomUUID()}`;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'planner', name: 'Daily Planner', price: 450, stock: 10 },
    { _id: 'pencil', name: 'HB Pencil', price: 15, stock: 50 },
    { _id: 'sketchbook', name: 'A4 Sketchbook', price: 300, stock: 4 },
  ]);
});
afterAll(() => t?.close());

describe('replaying writes with an Idempotency-Key', () => {
  it('when the same order is sent twice at once and again later, then there is one order and one stock decrease', async () => {
    const token = tokenFor(t, { userId: 'u_kabir' });
    await t.api('POST', '/cart', { token, body: { productId: 'planner', quantity: 3 } });
    const headers = { 'Idempotency-Key': key() };

    const [a, b] = await Promise.all([
      t.api('POST', '/orders', { token, body: shipping, headers }),
      t.api('POST', '/orders', { token, body: shipping, headers }),
    ]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);

    const later = await t.api('POST', '/orders', { token, body: shipping, headers });
    expect(later.status).toBe(201);
    expect(later.body).toEqual(a.body);
    expect(later.headers.get('idempotent-replayed')).toBe('true');

    expect(await stockOf('planner')).toBe(7);
    const orders = (await t.api('GET', '/orders', { token })).body.data;
    expect(orders).toHaveLength(1);
    expect(orders[0]._id).toBe(a.body.data._id);
  });

  it('when the answer record is gone (expired) and the order is replayed with its key, then the same order comes back and no stock is taken', async () => {
    const token = tokenFor(t, { userId: 'u_late' });
    await t.api('POST', '/cart', { token, body: { productId: 'pencil', quantity: 5 } });
    const headers = { 'Idempotency-Key': key() };
    const first = await t.api('POST', '/orders', { token, body: shipping, headers });
    expect(first.status).toBe(201);
    // 24 hours pass: the idempotency records expire and are purged.
    const idem = t.store.ctx.dbs.idempotency;
    for (const doc of await idem.allDocs()) await idem.remove(doc._id, doc._rev!);
    await t.api('POST', '/cart', { token, body: { productId: 'pencil', quantity: 5 } });
    const replay = await t.api('POST', '/orders', { token, body: shipping, headers });
    expect(replay.status).toBe(201);
    expect(replay.body.data._id).toBe(first.body.data._id);
    expect(await stockOf('pencil')).toBe(45);
    expect((await t.api('GET', '/orders', { token })).body.data).toHaveLength(1);
  });

  it('when a cart add is replayed with its key, then the quantity is added once', async () => {
    const token = tokenFor(t);
    const headers = { 'Idempotency-Key': key() };
    const first = await t.api('POST', '/cart', { token, body: { productId: 'pencil', quantity: 2 }, headers });
    const again = await t.api('POST', '/cart', { token, body: { productId: 'pencil', quantity: 2 }, headers });
    expect(again.body).toEqual(first.body);
    expect((await t.api('GET', '/cart', { token })).body.data.items[0].quantity).toBe(2);
    const fresh = await t.api('POST', '/cart', {
      token,
      body: { productId: 'pencil', quantity: 2 },
      headers: { 'Idempotency-Key': key() },
    });
    expect(fresh.body.data.items[0].quantity).toBe(4);
  });

  it('when a refused write is replayed, then the same refusal comes back', async () => {
    const token = tokenFor(t);
    const headers = { 'Idempotency-Key': key() };
    const first = await t.api('POST', '/cart', { token, body: { productId: 'planner', quantity: 50 }, headers });
    const again = await t.api('POST', '/cart', { token, body: { productId: 'planner', quantity: 50 }, headers });
    expect(first.status).toBe(409);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(first.body);
  });

  it('when the same key comes with a different body, then it answers 422 and changes nothing', async () => {
    const token = tokenFor(t);
    const headers = { 'Idempotency-Key': key() };
    await t.api('POST', '/wishlist/add', { token, body: { productId: 'pencil' }, headers });
    const res = await t.api('POST', '/wishlist/add', { token, body: { productId: 'planner' }, headers });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/Idempotency-Key was already used/);
    expect((await t.api('GET', '/wishlist', { token })).body.data.map((p: { _id: string }) => p._id)).toEqual(['pencil']);
  });

  it('when two shoppers happen to use the same key, then each gets their own answer', async () => {
    const shared = { 'Idempotency-Key': key() };
    const one = tokenFor(t);
    const two = tokenFor(t);
    await t.api('POST', '/cart', { token: one, body: { productId: 'pencil' }, headers: shared });
    const res = await t.api('POST', '/cart', { token: two, body: { productId: 'planner' }, headers: shared });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { _id: string }) => i._id)).toEqual(['planner']);
  });

  it('when the key is malformed, then it answers 400', async () => {
    const token = tokenFor(t);
    for (const k of ['short', 'x'.repeat(200), 'has spaces in it']) {
      const res = await t.api('POST', '/cart', { token, body: { productId: 'pencil' }, headers: { 'Idempotency-Key': k } });
      expect(res.status, k).toBe(400);
    }
  });

  it('when a cancel is replayed, then the stock comes back once', async () => {
    const token = tokenFor(t);
    await t.api('POST', '/cart', { token, body: { productId: 'planner', quantity: 2 } });
    const order = (await t.api('POST', '/orders', { token, body: shipping })).body.data;
    const before = await stockOf('planner');
    const headers = { 'Idempotency-Key': key() };
    const results = await Promise.all([1, 2, 3].map(() => t.api('POST', `/orders/${order._id}/cancel`, { token, headers })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await stockOf('planner')).toBe(before + 2);
  });

  it('when an order refused for stock is replayed after the stock came back, then the same refusal comes back and nothing is ordered', async () => {
    const token = tokenFor(t, { userId: 'u_refused' });
    await t.api('POST', '/cart', { token, body: { productId: 'sketchbook', quantity: 3 } });
    // Another instance sold the sketchbooks a moment before: the database knows, this instance not yet.
    const inv = await t.store.ctx.dbs.inventory.get('sketchbook');
    const sold = await t.store.ctx.dbs.inventory.put({ ...inv!, quantity: 0 });
    const headers = { 'Idempotency-Key': key() };
    const first = await t.api('POST', '/orders', { token, body: shipping, headers });
    expect(first.status).toBe(409);
    expect(first.body.success).toBe(false);

    await t.store.ctx.dbs.inventory.put({ ...inv!, _rev: sold._rev, quantity: 4 });
    const again = await t.api('POST', '/orders', { token, body: shipping, headers });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await stockOf('sketchbook')).toBe(4);
    expect((await t.api('GET', '/orders', { token })).body.data).toEqual([]);

    // A new key is a new request: now the stock is there.
    const fresh = await t.api('POST', '/orders', { token, body: shipping, headers: { 'Idempotency-Key': key() } });
    expect(fresh.status).toBe(201);
    expect(await stockOf('sketchbook')).toBe(1);
  });

  it('when an order key comes again with a different body, then it answers 422 and changes nothing', async () => {
    const token = tokenFor(t, { userId: 'u_reuse' });
    await t.api('POST', '/cart', { token, body: { productId: 'pencil', quantity: 1 } });
    const headers = { 'Idempotency-Key': key() };
    const first = await t.api('POST', '/orders', { token, body: shipping, headers });
    expect(first.status).toBe(201);
    await t.api('POST', '/cart', { token, body: { productId: 'pencil', quantity: 1 } });
    const before = await stockOf('pencil');
    const other = await t.api('POST', '/orders', { token, body: { ...shipping, street: '10 Hill Road' }, headers });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key was already used/);
    expect(await stockOf('pencil')).toBe(before);
    expect((await t.api('GET', '/orders', { token })).body.data).toHaveLength(1);
  });

  it('when a refused order is replayed after 24 hours, then the key is free again, and expired refusals are purged', async () => {
    const token = tokenFor(t, { userId: 'u_expired' });
    const headers = { 'Idempotency-Key': key() };
    // An empty cart is refused.
    const refused = await t.api('POST', '/orders', { token, body: shipping, headers });
    expect(refused.status).toBe(400);
    const refusals = (await t.store.ctx.dbs.orders.allDocs()).filter((d) => (d as { user?: string }).user === 'u_expired');
    expect(refusals).toHaveLength(1);
    // A refusal is not an order: it is never listed nor found as one.
    expect((await t.api('GET', `/orders/${refusals[0]!._id}`, { token })).status).toBe(404);
    expect((await t.store.purgeNow()).orderRefusals).toBe(0);

    // 24 hours pass.
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    await t.api('POST', '/cart', { token, body: { productId: 'pencil', quantity: 2 } });
    const replay = await t.api('POST', '/orders', { token, body: shipping, headers });
    expect(replay.status, 'a refusal still within its 24 hours is replayed').toBe(400);
    await t.store.ctx.dbs.orders.put({ ...refusals[0]!, expiresAt: new Date(Date.now() - 1000).toISOString() } as never);
    const placed = await t.api('POST', '/orders', { token, body: shipping, headers });
    expect(placed.status).toBe(201);
    expect(placed.headers.get('idempotent-replayed')).toBeNull();
    expect((await t.api('GET', '/orders', { token })).body.data).toHaveLength(1);

    const stale = await t.api('POST', '/orders', { token: tokenFor(t, { userId: 'u_expired_2' }), body: shipping, headers });
    expect(stale.status).toBe(400);
    expect((await t.store.purgeNow(later)).orderRefusals).toBeGreaterThanOrEqual(1);
    const left = (await t.store.ctx.dbs.orders.allDocs()).filter((d) => (d as { type?: string }).type === 'order-refusal');
    expect(left.filter((d) => (d as { user?: string }).user === 'u_expired_2')).toEqual([]);
  });
});

/** GET /orders/all (admins) and the inventory edit that carries the revision it started from. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, SHIPPING, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { signUp } from './auth-helpers.js';

let t: TestStore;
let admin: string;

async function placeOne(token: string, productId: string): Promise<string> {
  expect((await t.api('POST', '/cart', { token, body: { productId, quantity: 1 } })).status).toBe(200);
  const res = await t.api('POST', '/orders', { token, body: SHIPPING });
  expect(res.status, res.text).toBe(201);
  return res.body.data._id;
}

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'diary', name: 'Diary', price: 400, stock: 100 },
    { _id: 'crayons', name: 'Crayons', price: 150, stock: 10 },
  ]);
  admin = tokenFor(t, { userId: 'u_admin_ao', role: 'admin' });
});
afterAll(() => t?.close());

describe('GET /orders/all', () => {
  it('when an admin lists orders, then every shopper’s placed orders come newest first, 10 a page, with the customer, and can be filtered by status', async () => {
    const a = await signUp(t);
    const b = await signUp(t, { name: 'Ravi Kumar' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await placeOne(i % 2 ? a.token : b.token, 'diary'));
    await t.api('PUT', `/orders/${ids[3]}/status`, { token: admin, body: { status: 'shipped', carrier: 'DTDC', trackingNumber: 'D1' } });
    await t.api('PUT', `/orders/${ids[5]}/status`, { token: admin, body: { status: 'shipped', carrier: 'DTDC', trackingNumber: 'D1' } });

    const first = await t.api('GET', '/orders/all', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([...ids].reverse().slice(0, 10));
    expect(first.body.data.orders[0].customer).toEqual({ name: 'Asha Rao', email: a.email });
    expect(first.body.data.orders[1].customer).toEqual({ name: 'Ravi Kumar', email: b.email });

    const second = await t.api('GET', '/orders/all?page=2', { token: admin });
    expect(second.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([ids[1], ids[0]]);

    const shipped = await t.api('GET', '/orders/all?status=shipped', { token: admin });
    expect(shipped.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([ids[5], ids[3]]);
    expect(shipped.body.data.pagination.total).toBe(2);
  });

  it('when a shopper or a visitor asks for all orders, then 403 and 401', async () => {
    const shopper = await signUp(t);
    expect((await t.api('GET', '/orders/all', { token: shopper.token })).status).toBe(403);
    expect((await t.api('GET', '/orders/all')).status).toBe(401);
  });

  it('when the query is bad, then 400 with a precise message', async () => {
    const res = await t.api('GET', '/orders/all?status=lost&page=0', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      status: 'status must be one of processing, shipped, delivered, cancelled',
      page: 'page must be 1 or more',
    });
  });
});

describe('PUT /inventory/{id} with the revision it started from', () => {
  it('when two admins edit one stock from the same revision, then the second is refused with 409 and the first one stays', async () => {
    const read = await t.api('GET', '/inventory/crayons');
    const rev = read.body.data.rev;
    expect(rev).toEqual(expect.any(String));
    const one = await t.api('PUT', '/inventory/crayons', { token: admin, body: { quantity: 25, rev } });
    expect(one.status).toBe(200);
    const two = await t.api('PUT', '/inventory/crayons', { token: admin, body: { quantity: 3, rev } });
    expect(two.status).toBe(409);
    expect(two.body.message).toBe('This stock was changed since you loaded it. Reload to see the current quantity, then try again.');
    const now = await t.api('GET', '/inventory/crayons');
    expect(now.body.data.quantity).toBe(25);
    expect(now.body.data.rev).not.toBe(rev);
    // With the current revision the edit goes through.
    expect((await t.api('PUT', '/inventory/crayons', { token: admin, body: { quantity: 3, rev: now.body.data.rev } })).status).toBe(200);
  });
});

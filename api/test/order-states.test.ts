/**
 * Issue 42, items 10 and 11: one order state machine (shared order-states.ts) for the admin's
 * PUT /orders/{id}/status and the owner's cancel. processing → shipped → delivered; processing
 * or shipped → cancelled; delivered and cancelled are final. Stock comes back only when an
 * undelivered order is cancelled, exactly once, also when cancels race on two api instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Shopper } from './auth-helpers.js';
import { insertCatalog, SHIPPING, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

const SECRET = 'order-states-test-secret-0123456789abcdef';
let t: TestStore;
/** A second api instance on the same databases. */
let t2: TestStore;
let admin: string;
let shopper: Shopper;

/** The stock as stored (either instance's writes), not an instance's index. */
const stockOf = async (id: string): Promise<number> => Number((await t.store.ctx.dbs.inventory.get(id))?.quantity);

async function placeOne(quantity = 2): Promise<string> {
  expect((await t.api('POST', '/cart', { token: shopper.token, body: { productId: 'pen', quantity } })).status).toBe(200);
  const res = await t.api('POST', '/orders', { token: shopper.token, body: SHIPPING });
  expect(res.status, res.text).toBe(201);
  return res.body.data._id;
}
const setStatus = (id: string, body: unknown, on: TestStore = t) => on.api('PUT', `/orders/${id}/status`, { token: admin, body });

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0', JWT_SECRET: SECRET });
  t2 = await startTestStore({ SEED_PRODUCTS: '0', JWT_SECRET: SECRET, DB_PREFIX: t.store.ctx.env.DB_PREFIX });
  await insertCatalog(t, [{ _id: 'pen', name: 'Gel Pen', price: 100, stock: 500 }]);
  admin = tokenFor(t, { userId: 'u_admin_states', role: 'admin' });
  shopper = await signUp(t);
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

describe('the moves the machine allows', () => {
  it('when an order goes processing → shipped → delivered, then each step is recorded and the stock stays taken', async () => {
    const id = await placeOne();
    const before = await stockOf('pen');
    expect((await setStatus(id, { status: 'shipped' })).status).toBe(200);
    const delivered = await setStatus(id, { status: 'delivered' });
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.body.data.statusHistory.map((h: { status: string }) => h.status)).toEqual(['processing', 'shipped', 'delivered']);
    expect(await stockOf('pen')).toBe(before);
  });

  it('when a shipped order is cancelled, then its units come back once', async () => {
    const id = await placeOne(3);
    await setStatus(id, { status: 'shipped' });
    const before = await stockOf('pen');
    expect((await setStatus(id, { status: 'cancelled' })).status).toBe(200);
    expect(await stockOf('pen')).toBe(before + 3);
    expect((await setStatus(id, { status: 'cancelled' })).status).toBe(200);
    expect(await stockOf('pen')).toBe(before + 3);
  });
});

describe('the moves it refuses', () => {
  it('when a delivered order is set back to processing or shipped, or cancelled, then 409 says it is final, and no unit comes back', async () => {
    const id = await placeOne(2);
    await setStatus(id, { status: 'shipped' });
    await setStatus(id, { status: 'delivered' });
    const before = await stockOf('pen');
    for (const status of ['processing', 'shipped', 'cancelled']) {
      const res = await setStatus(id, { status });
      expect(res.status, status).toBe(409);
      expect(res.body.message).toBe('This order is delivered, which is final: its status cannot change.');
    }
    expect(await stockOf('pen')).toBe(before);
    const order = await t.api('GET', `/orders/${id}`, { token: shopper.token });
    expect(order.body.data.status).toBe('delivered');
    expect(order.body.data.statusHistory).toHaveLength(3);
  });

  it('when a processing order is marked delivered, or a shipped one set back to processing, then 409 with the reason', async () => {
    const id = await placeOne(1);
    const early = await setStatus(id, { status: 'delivered' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This order has not been shipped yet: mark it shipped before delivered.');
    await setStatus(id, { status: 'shipped' });
    const back = await setStatus(id, { status: 'processing' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('An order cannot go from shipped back to processing.');
  });

  it('when the owner cancels a shipped or delivered order, then 409 and nothing changes', async () => {
    const id = await placeOne(1);
    await setStatus(id, { status: 'shipped' });
    const shipped = await t.api('POST', `/orders/${id}/cancel`, { token: shopper.token });
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe('Only orders that are still processing can be cancelled.');
    await setStatus(id, { status: 'delivered' });
    const delivered = await t.api('POST', `/orders/${id}/cancel`, { token: shopper.token });
    expect(delivered.status).toBe(409);
    expect(delivered.body.message).toBe('This order is delivered, which is final: its status cannot change.');
  });
});

describe('cancels that race', () => {
  it('when the owner and the admin cancel one order at once on two api instances, some twice and with replays, then its units come back exactly once', async () => {
    const id = await placeOne(5);
    const before = await stockOf('pen');
    const key = `cancel-${id}`;
    const answers = await Promise.all([
      t.api('POST', `/orders/${id}/cancel`, { token: shopper.token }),
      t2.api('POST', `/orders/${id}/cancel`, { token: shopper.token }),
      setStatus(id, { status: 'cancelled' }, t),
      setStatus(id, { status: 'cancelled' }, t2),
      t.api('POST', `/orders/${id}/cancel`, { token: shopper.token, headers: { 'Idempotency-Key': key } }),
      t2.api('POST', `/orders/${id}/cancel`, { token: shopper.token, headers: { 'Idempotency-Key': key } }),
    ]);
    for (const a of answers) expect([200, 409], a.text).toContain(a.status);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(await stockOf('pen')).toBe(before + 5);
    const inv = await t.store.ctx.dbs.inventory.get('pen');
    expect(Object.keys(inv?.movements ?? {}).filter((k) => k.startsWith(id))).toEqual([]);
    const order = await t.api('GET', `/orders/${id}`, { token: shopper.token });
    expect(order.body.data.statusHistory.map((h: { status: string }) => h.status)).toEqual(['processing', 'cancelled']);
  });
});

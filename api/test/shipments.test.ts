/**
 * Issue 23, shipments: marking an order shipped records its carrier and tracking number; the
 * shopper reads both in their order and in GET /orders/{id}/tracking, the number linked to the
 * carrier's page. Issue 42 item 10: both are optional, as in spec §7's `{ "status": "shipped" }`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './auth-helpers.js';
import { insertCatalog, SHIPPING, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let shopper: { token: string };

async function placeOne(): Promise<string> {
  expect((await t.api('POST', '/cart', { token: shopper.token, body: { productId: 'diary', quantity: 1 } })).status).toBe(200);
  const res = await t.api('POST', '/orders', { token: shopper.token, body: SHIPPING });
  expect(res.status, res.text).toBe(201);
  return res.body.data._id;
}

const setStatus = (id: string, body: unknown, token: string | null = admin) =>
  t.api('PUT', `/orders/${id}/status`, { body, ...(token ? { token } : {}) });

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [{ _id: 'diary', name: 'Diary', price: 400, stock: 100 }]);
  admin = tokenFor(t, { userId: 'u_admin_ship', role: 'admin' });
  shopper = await signUp(t);
});
afterAll(() => t?.close());

describe('shipping an order with its carrier and tracking number', () => {
  it('when an admin marks an order shipped with a carrier and tracking number, then the shopper sees both in the order and its tracking', async () => {
    const id = await placeOne();
    const before = await t.api('GET', `/orders/${id}/tracking`, { token: shopper.token });
    expect(before.body.data.shipment).toBeNull();

    const res = await setStatus(id, { status: 'shipped', carrier: '  Blue Dart ', trackingNumber: 'BD 4471-0923' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.shipment).toEqual({ carrier: 'Blue Dart', trackingNumber: 'BD 4471-0923', shippedAt: expect.any(String) });

    const order = await t.api('GET', `/orders/${id}`, { token: shopper.token });
    expect(order.body.data.status).toBe('shipped');
    expect(order.body.data.shipment).toMatchObject({ carrier: 'Blue Dart', trackingNumber: 'BD 4471-0923' });
    const listed = await t.api('GET', '/orders', { token: shopper.token });
    expect(listed.body.data.find((o: { _id: string }) => o._id === id).shipment.trackingNumber).toBe('BD 4471-0923');

    const tracking = await t.api('GET', `/orders/${id}/tracking`, { token: shopper.token });
    expect(tracking.body.data).toMatchObject({
      orderId: id,
      status: 'shipped',
      shipment: { carrier: 'Blue Dart', trackingNumber: 'BD 4471-0923', shippedAt: order.body.data.shipment.shippedAt },
    });
    expect(tracking.body.data.history.map((h: { status: string }) => h.status)).toEqual(['processing', 'shipped']);
  });

  it('when the admin corrects the tracking number of a shipped order, then it changes without a second "shipped" step; delivering keeps it', async () => {
    const id = await placeOne();
    const first = await setStatus(id, { status: 'shipped', carrier: 'DTDC', trackingNumber: 'D100' });
    const corrected = await setStatus(id, { status: 'shipped', carrier: 'DTDC', trackingNumber: 'D101' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.shipment).toEqual({
      carrier: 'DTDC',
      trackingNumber: 'D101',
      shippedAt: first.body.data.shipment.shippedAt,
    });
    expect(corrected.body.data.statusHistory.map((h: { status: string }) => h.status)).toEqual(['processing', 'shipped']);
    const delivered = await setStatus(id, { status: 'delivered' });
    expect(delivered.body.data.status).toBe('delivered');
    expect(delivered.body.data.shipment.trackingNumber).toBe('D101');
  });

  it('when the spec\'s call sends only { status: "shipped" }, then the order is shipped without a shipment; carrier and number sent later add it', async () => {
    const id = await placeOne();
    const res = await setStatus(id, { status: 'shipped' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('shipped');
    expect(res.body.data.shipment).toBeUndefined();
    const bare = await t.api('GET', `/orders/${id}/tracking`, { token: shopper.token });
    expect(bare.body.data).toMatchObject({ status: 'shipped', shipment: null, trackingUrl: null });

    const added = await setStatus(id, { status: 'shipped', carrier: 'Delhivery', trackingNumber: '1490 8812 3344' });
    expect(added.status, added.text).toBe(200);
    expect(added.body.data.shipment).toMatchObject({ carrier: 'Delhivery', trackingNumber: '1490 8812 3344' });
    expect(added.body.data.statusHistory.map((h: { status: string }) => h.status)).toEqual(['processing', 'shipped']);
    const tracking = await t.api('GET', `/orders/${id}/tracking`, { token: shopper.token });
    expect(tracking.body.data.trackingUrl).toBe('https://www.delhivery.com/track/package/149088123344');
  });

  it("when only a carrier, or a number with another carrier, is given, then it is kept and only a known carrier's number is linked", async () => {
    const id = await placeOne();
    expect((await setStatus(id, { status: 'shipped', carrier: '', trackingNumber: 'EE123456789IN' })).status).toBe(200);
    const noCarrier = await t.api('GET', `/orders/${id}/tracking`, { token: shopper.token });
    expect(noCarrier.body.data).toMatchObject({ shipment: { trackingNumber: 'EE123456789IN' }, trackingUrl: null });
    expect((await setStatus(id, { status: 'shipped', carrier: 'Local courier' })).status).toBe(200);
    const other = await t.api('GET', `/orders/${id}/tracking`, { token: shopper.token });
    expect(other.body.data).toMatchObject({ shipment: { carrier: 'Local courier', trackingNumber: 'EE123456789IN' }, trackingUrl: null });
    expect((await setStatus(id, { status: 'shipped', carrier: 'india post' })).status).toBe(200);
    const post = await t.api('GET', `/orders/${id}/tracking`, { token: shopper.token });
    expect(post.body.data.trackingUrl).toContain('indiapost.gov.in');
    expect(post.body.data.trackingUrl).toContain('EE123456789IN');
  });

  it('when a given carrier or tracking number is bad, then 400 names the field and the order stays processing', async () => {
    const id = await placeOne();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ status: 'shipped', carrier: 'India Post', trackingNumber: '=HYPERLINK("x")' }, 'trackingNumber', 'only letters, digits'],
      [{ status: 'shipped', carrier: 'India Post', trackingNumber: 'E'.repeat(41) }, 'trackingNumber', 'at most 40'],
      [{ status: 'shipped', carrier: 'C'.repeat(61), trackingNumber: 'EE1IN' }, 'carrier', 'at most 60'],
      [{ status: 'shipped', carrier: 7, trackingNumber: 'EE1IN' }, 'carrier', 'Carrier must be text'],
      [{ status: 'delivered', carrier: 'India Post', trackingNumber: 'EE1IN' }, 'carrier', 'only with status shipped'],
    ];
    for (const [body, field, message] of cases) {
      const res = await setStatus(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toContain(message);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const order = await t.api('GET', `/orders/${id}`, { token: shopper.token });
    expect(order.body.data.status).toBe('processing');
    expect(order.body.data.shipment).toBeUndefined();
  });

  it('when a shopper or a visitor tries to ship an order, then 403 and 401, and it stays processing', async () => {
    const id = await placeOne();
    const body = { status: 'shipped', carrier: 'India Post', trackingNumber: 'EE1IN' };
    expect((await setStatus(id, body, shopper.token)).status).toBe(403);
    expect((await setStatus(id, body, tokenFor(t, { role: 'user' }))).status).toBe(403);
    expect((await setStatus(id, body, null)).status).toBe(401);
    const tracking = await t.api('GET', `/orders/${id}/tracking`, { token: shopper.token });
    expect(tracking.body.data).toMatchObject({ status: 'processing', shipment: null });
  });

  it("when someone else asks for the order's tracking, then 404 (a visitor 401)", async () => {
    const id = await placeOne();
    const stranger = await signUp(t, { name: 'Someone Else' });
    expect((await t.api('GET', `/orders/${id}/tracking`, { token: stranger.token })).status).toBe(404);
    expect((await t.api('GET', `/orders/${id}/tracking`)).status).toBe(401);
  });
});

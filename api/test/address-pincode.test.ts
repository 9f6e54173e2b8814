/**
 * The store refuses what the address forms refuse, so an older client, a device that could not
 * check the pincode, or an order queued offline cannot get past it: an unknown pincode in the
 * address book or on an order, and cash on delivery where the zone or the COD limit does not
 * allow it. A placed order keeps its zone's delivery day.
 */
import {
  COD_MESSAGES,
  DEFAULT_DELIVERY_ZONES,
  deliveryEstimate,
  formatDeliveryDate,
  PINCODE_MESSAGES,
  type DeliveryZones,
} from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './auth-helpers.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [{ _id: 'gel-pen', name: 'Gel Pen', price: 400, stock: 50 }]);
  admin = tokenFor(t, { userId: 'u_admin_pin', role: 'admin' });
});
afterAll(() => t?.close());

const UNKNOWN = '999999';
const home = {
  type: 'home',
  fullName: 'Asha Rao',
  phone: '+91 98450 12345',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
};
const guwahati = {
  firstName: 'Bina',
  lastName: 'Das',
  street: '3 GS Road',
  city: 'Guwahati',
  state: 'Assam',
  zip: '781001',
  phone: '+91 98640 12345',
};

async function cartOf(quantity: number): Promise<string> {
  const token = tokenFor(t, { userId: `u_pin_${Math.random().toString(36).slice(2, 10)}` });
  const res = await t.api('POST', '/cart', { token, body: { productId: 'gel-pen', quantity } });
  expect(res.status).toBe(200);
  return token;
}

describe('the address book refuses an unknown pincode', () => {
  it('when a shopper adds an address with a pincode India does not have, then it answers 400 with the pincode message under zip and saves nothing', async () => {
    const shopper = await signUp(t);
    const res = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: { ...home, zip: UNKNOWN } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: PINCODE_MESSAGES.unknown, errors: { zip: PINCODE_MESSAGES.unknown } });
    const me = await t.api('GET', '/auth/me', { token: shopper.token });
    expect(me.body.user.addresses).toEqual([]);
  });

  it('when a saved address is edited to an unknown pincode, then it answers 400 and the address keeps its pincode; a real one is saved', async () => {
    const shopper = await signUp(t);
    const added = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home });
    expect(added.status).toBe(201);
    const path = `/auth/address/${shopper.id}/${added.body.data._id}`;
    const bad = await t.api('PUT', path, { token: shopper.token, body: { zip: UNKNOWN } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ zip: PINCODE_MESSAGES.unknown });
    const good = await t.api('PUT', path, { token: shopper.token, body: { zip: '411002' } });
    expect(good.status).toBe(200);
    const me = await t.api('GET', '/auth/me', { token: shopper.token });
    expect(me.body.user.addresses.map((a: { zip: string }) => a.zip)).toEqual(['411002']);
  });
});

describe('placing an order checks its pincode and cash on delivery', () => {
  it('when an order (queued offline, sent with its key) names an unknown pincode, then it is refused with the pincode message, nothing is taken, and its replay answers the same', async () => {
    const token = await cartOf(1);
    const body = { ...guwahati, zip: UNKNOWN, paymentMethod: 'UPI' };
    const headers = { 'Idempotency-Key': 'k-unknown-pincode-1' };
    const first = await t.api('POST', '/orders', { token, body, headers });
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ message: PINCODE_MESSAGES.unknown, errors: { zip: PINCODE_MESSAGES.unknown } });
    const replay = await t.api('POST', '/orders', { token, body, headers });
    expect(replay.status).toBe(400);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.errors).toEqual({ zip: PINCODE_MESSAGES.unknown });
    expect((await t.api('GET', '/orders', { token })).body.data).toEqual([]);
    expect((await t.api('GET', '/cart', { token })).body.data.items).toHaveLength(1);
  });

  it('when cash on delivery is asked for a north-east pincode, then it is refused naming the pincode and zone; paid another way the order is placed with its zone and day', async () => {
    const token = await cartOf(1);
    const cod = await t.api('POST', '/orders', { token, body: { ...guwahati, paymentMethod: 'COD' } });
    expect(cod.status).toBe(400);
    expect(cod.body.message).toBe(COD_MESSAGES.notInZone('781001', 'North-east and islands'));
    expect(cod.body.errors).toEqual({ paymentMethod: cod.body.message });

    const before = new Date();
    const upi = await t.api('POST', '/orders', { token, body: { ...guwahati, paymentMethod: 'UPI' } });
    expect(upi.status).toBe(201);
    const place = t.store.delivery.table.lookup('781001')!;
    const expected = deliveryEstimate(place, t.store.delivery.dispatch, DEFAULT_DELIVERY_ZONES, before);
    expect(upi.body.data.delivery).toEqual({ zone: 'north-east-islands', date: expected.date });
    const again = await t.api('GET', `/orders/${upi.body.data._id}`, { token });
    expect(again.body.data.delivery).toEqual(upi.body.data.delivery);
    // The confirmation sent to the shopper's phone says that day (an order paid online: once paid).
    await expect
      .poll(() => t.outbox().find((m) => m.to === '+919864012345')?.text)
      .toContain(`Once paid, expected delivery: ${formatDeliveryDate(expected.date)}.`);
  });

  it('when the owner sets a COD limit, then cash on delivery above it is refused and up to it is placed', async () => {
    const limited: DeliveryZones = { ...DEFAULT_DELIVERY_ZONES, codLimit: 1000 };
    expect((await t.api('PUT', '/admin/delivery/zones', { token: admin, body: limited })).status).toBe(200);
    try {
      // 3 × ₹400 = ₹1,200 + GST: above the limit. 1 × ₹400 + ₹99 shipping + GST = ₹571.
      const big = await cartOf(3);
      const refused = await t.api('POST', '/orders', {
        token: big,
        body: { ...guwahati, zip: '411001', city: 'Pune', state: 'Maharashtra', paymentMethod: 'COD' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(COD_MESSAGES.overLimit(1000));
      const small = await cartOf(1);
      const placed = await t.api('POST', '/orders', {
        token: small,
        body: { ...guwahati, zip: '411001', city: 'Pune', state: 'Maharashtra', paymentMethod: 'COD' },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.data.delivery.zone).toBe('metro');
    } finally {
      await t.api('PUT', '/admin/delivery/zones', { token: admin, body: DEFAULT_DELIVERY_ZONES });
    }
  });
});

/**
 * Issue 45: two api instances on one database never issue the same invoice number. Shipped
 * cash-on-delivery orders are marked delivered all at once, spread over both instances (some on
 * both at the same moment); every order gets one invoice, the numbers are unique, and the year's
 * serials run 1…N without a gap, one claim per order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { financialYearOf, invoiceSerialOf, priceBreakdown } from '@store/shared';
import { CouchClient } from '../src/db/couch.js';
import { signToken } from '../src/http/auth-guard.js';
import { startCluster, type Cluster } from '../src/testing/index.js';

const ORDERS = 24;
let c: Cluster;
let couch: CouchClient;
let admin: string;
let shopper: { token: string; id: string };

/** A shipped cash-on-delivery order, written as the order path leaves one. */
function shippedOrder(userId: string, i: number) {
  const at = new Date().toISOString();
  const items = [{ product: { _id: `pen-${i}`, name: `Gel Pen ${i}`, mainImage: null }, quantity: 1 + (i % 3), price: 120 + i }];
  const b = priceBreakdown(
    items.map((l) => ({ price: l.price, quantity: l.quantity })),
    null,
    { withTax: true },
  );
  return {
    _id: `inv-race-${i}-${randomUUID().slice(0, 8)}`,
    type: 'order',
    schemaVersion: 1,
    phase: 'placed',
    user: userId,
    items,
    shippingAddress: {
      firstName: 'Asha',
      lastName: 'Rao',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: i % 2 ? 'Karnataka' : 'Maharashtra',
      zip: i % 2 ? '560001' : '411001',
      country: 'India',
      phone: '+919845012345',
    },
    paymentMethod: 'COD',
    promoCode: null,
    itemsPrice: b.subtotal,
    discount: b.discount,
    shippingPrice: b.shipping,
    taxPrice: b.tax,
    totalPrice: b.total,
    isPaid: false,
    status: 'shipped',
    statusHistory: [
      { status: 'processing', at },
      { status: 'shipped', at },
    ],
    createdAt: at,
    updatedAt: at,
  };
}

beforeAll(async () => {
  c = await startCluster(inject('couchUrl'), 2);
  couch = new CouchClient(inject('couchUrl'));
  admin = signToken(c.jwtSecret, { sub: 'u_admin_invoice_race', role: 'admin', name: 'Admin', jti: randomUUID() }, '1h');
  const email = `invoice.race.${Date.now().toString(36)}@example.com`;
  const signup = await c.call(0, 'POST', '/auth/signup', {
    body: { name: 'Asha Rao', email, phone: '+91 98450 12345', password: 'secret123', confirmPassword: 'secret123' },
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  shopper = { token: String(signup.body.token), id: String(signup.body.user?._id) };
}, 240_000);
afterAll(async () => {
  couch?.close();
  await c?.stop();
});

describe('invoice numbers across instances', () => {
  it('when two instances deliver orders at the same time, then every invoice number is unique and the serials have no gap', async () => {
    const docs = Array.from({ length: ORDERS }, (_, i) => shippedOrder(shopper.id, i));
    const saved = await couch.request<Array<{ ok?: boolean }>>('POST', `/${c.prefix}orders/_bulk_docs`, { docs });
    expect(saved.every((r) => r.ok)).toBe(true);

    // Each order to one instance; every fourth to both at the same moment (one move is made).
    const moves = docs.flatMap((d, i) => {
      const body = { status: 'delivered' };
      const one = c.call(i, 'PUT', `/orders/${d._id}/status`, { token: admin, body });
      return i % 4 === 0 ? [one, c.call(i + 1, 'PUT', `/orders/${d._id}/status`, { token: admin, body })] : [one];
    });
    const answers = await Promise.all(moves);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);

    const numbers: string[] = [];
    for (const [i, d] of docs.entries()) {
      const res = await c.call(i + 1, 'GET', `/orders/${d._id}`, { token: shopper.token });
      const invoice = (res.body.data as { invoice?: { number: string } }).invoice;
      expect(invoice?.number, d._id).toBeDefined();
      numbers.push(invoice!.number);
    }
    expect(new Set(numbers).size).toBe(ORDERS);
    const year = financialYearOf(new Date());
    const serials = numbers.map((n) => invoiceSerialOf(n)).map((s) => (expect(s?.financialYear).toBe(year), s!.serial));
    expect(serials.sort((a, b) => a - b)).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));

    // One claim per number, each naming the order that has it; no lock left behind.
    const rows = await couch.request<{ rows: Array<{ id: string; doc: { orderId: string } }> }>(
      'GET',
      `/${c.prefix}meta/_all_docs?include_docs=true&startkey=${encodeURIComponent('"invoice-"')}&endkey=${encodeURIComponent('"invoice-\ufff0"')}`,
    );
    const claims = rows.rows.filter((r) => r.id.startsWith('invoice-number:'));
    expect(claims).toHaveLength(ORDERS);
    expect(new Set(claims.map((r) => r.doc.orderId))).toEqual(new Set(docs.map((d) => d._id)));
    expect(rows.rows.filter((r) => r.id.startsWith('invoice-lock:') && !('_deleted' in r.doc))).toHaveLength(0);
  });
});

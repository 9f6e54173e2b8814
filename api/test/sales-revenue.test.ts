/**
 * The dashboard's revenue is money the store has (issue 44, decision 046): an order paid online
 * counts on the day it was paid, cash on delivery on the day it was delivered, and each refund
 * processed (at the gateway, or a cash-on-delivery return marked refunded) comes off on its day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SalesSummarySchema, storeDayOf, type SalesSummary } from '@store/shared';
import { insertCatalog, SHIPPING, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { deliveredOrder } from './returns-fixtures.js';

let t: TestStore;
let admin: string;
let shopper: string;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let n = 0;
/** An online order as the payments module records one: placed `placedDaysAgo`, with its payment. */
function onlineOrder(opts: {
  placedDaysAgo: number;
  total: number;
  status?: string;
  payment: { state: string; paidDaysAgo?: number; refunds?: Array<{ amount: number; state: string; daysAgo: number }> };
}) {
  const at = ago(opts.placedDaysAgo);
  const refunds = (opts.payment.refunds ?? []).map((r, i) => ({
    id: `rf_${n}_${i}`,
    amount: r.amount,
    reason: 'cancelled',
    paymentId: 'pay_1',
    state: r.state,
    at: ago(r.daysAgo),
    ...(r.state === 'processed' ? { processedAt: ago(r.daysAgo), gatewayRefundId: `rfnd_${n}_${i}` } : {}),
  }));
  return {
    _id: `o_revenue_${n++}`,
    type: 'order',
    schemaVersion: 1,
    phase: 'placed',
    user: 'u_someone',
    items: [{ product: { _id: 'ruler', name: 'Steel Ruler', mainImage: null }, quantity: 1, price: opts.total }],
    shippingAddress: { ...SHIPPING, country: 'India' },
    paymentMethod: 'UPI',
    promoCode: null,
    itemsPrice: opts.total,
    discount: 0,
    shippingPrice: 0,
    taxPrice: 0,
    totalPrice: opts.total,
    isPaid: opts.payment.paidDaysAgo !== undefined,
    status: opts.status ?? 'processing',
    statusHistory: [{ status: 'processing', at }, ...(opts.status === 'cancelled' ? [{ status: 'cancelled', at: ago(0) }] : [])],
    payment: {
      state: opts.payment.state,
      gateway: 'test',
      amount: opts.total,
      gatewayOrderId: `order_${n}`,
      ...(opts.payment.paidDaysAgo !== undefined ? { paymentId: 'pay_1', paidAt: ago(opts.payment.paidDaysAgo) } : {}),
      expiresAt: at,
      attempts: [],
      refunds,
      refunded: refunds.reduce((s, r) => s + r.amount, 0),
    },
    createdAt: at,
    updatedAt: at,
  };
}

const summary = async (): Promise<SalesSummary> => {
  const res = await t.api('GET', '/orders/sales', { token: admin });
  expect(res.status, res.text).toBe(200);
  return SalesSummarySchema.parse(res.body.data);
};
const dayOf = (s: SalesSummary, daysAgo: number) => s.daily.find((d) => d.day === storeDayOf(Date.now() - daysAgo * DAY))!;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'ruler', name: 'Steel Ruler', price: 200, stock: 100 },
    { _id: 'eraser', name: 'Soft Eraser', price: 40, stock: 100 },
  ]);
  admin = tokenFor(t, { userId: 'u_admin_revenue', role: 'admin' });
  shopper = tokenFor(t, { userId: 'u_shopper_revenue' });
});
afterAll(() => t?.close());

describe('revenue counts paid money, less refunds', () => {
  it('when online orders are paid, pending, refunded in part or cancelled and refunded, then each counts on the day its money moved, and pending money counts for nothing', async () => {
    const before = await summary();
    const docs = [
      // Placed 40 days ago, paid 5 days ago: counts on the day it was paid.
      onlineOrder({ placedDaysAgo: 40, total: 1200, status: 'delivered', payment: { state: 'paid', paidDaysAgo: 5 } }),
      // Paid 3 days ago; ₹300 refunded today (processed), ₹100 more asked (pending: not yet given back).
      onlineOrder({
        placedDaysAgo: 3,
        total: 900,
        status: 'shipped',
        payment: {
          state: 'partly-refunded',
          paidDaysAgo: 3,
          refunds: [
            { amount: 300, state: 'processed', daysAgo: 0 },
            { amount: 100, state: 'pending', daysAgo: 0 },
          ],
        },
      }),
      // Paid 2 days ago, cancelled and refunded in full today: in, then out; no order counted.
      onlineOrder({
        placedDaysAgo: 2,
        total: 500,
        status: 'cancelled',
        payment: { state: 'refunded', paidDaysAgo: 2, refunds: [{ amount: 500, state: 'processed', daysAgo: 0 }] },
      }),
      // Awaiting payment, and failed: no money, and nothing to ship until paid.
      onlineOrder({ placedDaysAgo: 0, total: 700, payment: { state: 'pending' } }),
      onlineOrder({ placedDaysAgo: 0, total: 650, payment: { state: 'failed' } }),
    ];
    expect((await t.store.ctx.dbs.orders.bulkDocs(docs as never)).every((r) => r.ok)).toBe(true);

    const s = await summary();
    expect(dayOf(s, 5).revenue - dayOf(before, 5).revenue).toBe(1200);
    expect(dayOf(s, 3)).toMatchObject({ revenue: dayOf(before, 3).revenue + 900, orders: dayOf(before, 3).orders + 1 });
    expect(dayOf(s, 2)).toMatchObject({ revenue: dayOf(before, 2).revenue + 500, orders: dayOf(before, 2).orders });
    expect(s.today).toEqual({ revenue: before.today.revenue - 300 - 500, orders: before.today.orders });
    expect(s.last30Days).toEqual({
      revenue: before.last30Days.revenue + 1200 + 900 + 500 - 300 - 500,
      orders: before.last30Days.orders + 2,
    });
    expect(s.toShip.orders.map((o) => o._id)).not.toContain(docs[3]!._id);
    expect(s.toShip.orders.map((o) => o._id)).not.toContain(docs[4]!._id);
  });

  it('when a cash-on-delivery order is delivered and a return of it is refunded, then its cash counts on delivery and the refund comes off the day it was paid back, not before', async () => {
    const order = await deliveredOrder(t, shopper, admin, [
      ['ruler', 2],
      ['eraser', 5],
    ]);
    const delivered = await summary();
    const asked = await t.api('POST', `/orders/${order._id}/returns`, {
      token: shopper,
      body: { lines: [{ line: 1, quantity: 5 }], reason: 'not-needed', refundTo: { kind: 'upi', upiId: 'ravi@okicici' } },
    });
    expect(asked.status, asked.text).toBe(201);
    const amount: number = asked.body.data.returns[0].amount;
    expect(amount).toBeGreaterThan(0);
    for (const state of ['approved', 'received']) {
      expect((await t.api('PUT', `/orders/${order._id}/returns/r1`, { token: admin, body: { state } })).status).toBe(200);
    }
    // Received, not yet paid back: the revenue stands.
    expect((await summary()).today).toEqual(delivered.today);

    const refunded = await t.api('PUT', `/orders/${order._id}/returns/r1`, {
      token: admin,
      body: { state: 'refunded', reference: 'UTR42' },
    });
    expect(refunded.status, refunded.text).toBe(200);
    const after = await summary();
    expect(after.today.revenue).toBeCloseTo(delivered.today.revenue - amount, 2);
    expect(after.today.orders).toBe(delivered.today.orders);
  });
});

/**
 * GET /orders/sales (admins): the dashboard's sales figures, from the orders kept in memory. These
 * orders are cash on delivery: their money counts on the day they were delivered (sales-revenue
 * tests the online payments and the refunds).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SalesSummarySchema, storeDayOf } from '@store/shared';
import { insertCatalog, SHIPPING, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { signUp } from './auth-helpers.js';

let t: TestStore;
let admin: string;
const DAY = 86_400_000;

let n = 0;
/** An order document as the store writes one, placed `daysAgo` days ago (and delivered then, when its status says so). */
function orderDoc(opts: { daysAgo: number; total: number; lines: Array<[string, number, number]>; status?: string; phase?: string }) {
  const at = new Date(Date.now() - opts.daysAgo * DAY).toISOString();
  const status = opts.status ?? 'processing';
  const moves = { processing: [], shipped: ['shipped'], delivered: ['shipped', 'delivered'], cancelled: ['cancelled'] }[status] ?? [];
  return {
    _id: `o_sales_${n++}`,
    type: 'order',
    schemaVersion: 1,
    phase: opts.phase ?? 'placed',
    user: 'u_someone',
    items: opts.lines.map(([id, quantity, price]) => ({ product: { _id: id, name: id, mainImage: null }, quantity, price })),
    shippingAddress: { ...SHIPPING, country: 'India' },
    paymentMethod: 'COD',
    promoCode: null,
    itemsPrice: opts.total,
    discount: 0,
    shippingPrice: 0,
    taxPrice: 0,
    totalPrice: opts.total,
    isPaid: false,
    status,
    statusHistory: [{ status: 'processing', at }, ...moves.map((s) => ({ status: s, at }))],
    createdAt: at,
    updatedAt: at,
  };
}

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'diary', name: 'Leather Diary', price: 400, stock: 100 },
    { _id: 'crayons', name: 'Wax Crayons', price: 150, stock: 100 },
    { _id: 'ink', name: 'Blue Ink', price: 100, stock: 100 },
  ]);
  admin = tokenFor(t, { userId: 'u_admin_sales', role: 'admin' });
});
afterAll(() => t?.close());

describe('GET /orders/sales', () => {
  it('when there are no orders, then every figure is zero, 30 empty days, no top products, nothing to ship', async () => {
    const res = await t.api('GET', '/orders/sales', { token: admin });
    expect(res.status, res.text).toBe(200);
    const s = SalesSummarySchema.parse(res.body.data);
    expect(s.today).toEqual({ revenue: 0, orders: 0 });
    expect(s.last30Days).toEqual({ revenue: 0, orders: 0 });
    expect(s.daily).toHaveLength(30);
    expect(s.daily.at(-1)!.day).toBe(storeDayOf(new Date()));
    expect(s.topProducts).toEqual([]);
    expect(s.toShip).toEqual({ count: 0, orders: [] });
  });

  it('when orders were delivered over the weeks, then today, 7 and 30 days add up the cash that came in, and the top products rank by units', async () => {
    const docs = [
      orderDoc({ daysAgo: 3, total: 1000, lines: [['diary', 2, 400]], status: 'delivered' }),
      orderDoc({
        daysAgo: 10,
        total: 700,
        lines: [
          ['crayons', 4, 150],
          ['ink', 1, 100],
        ],
        status: 'delivered',
      }),
      orderDoc({ daysAgo: 20, total: 300, lines: [['ink', 3, 100]], status: 'delivered' }),
      // Not counted: older than 30 days, on its way (cash on delivery: no money yet), cancelled, or never placed.
      orderDoc({ daysAgo: 45, total: 9999, lines: [['ink', 50, 100]], status: 'delivered' }),
      orderDoc({ daysAgo: 4, total: 4000, lines: [['diary', 10, 400]], status: 'shipped' }),
      orderDoc({ daysAgo: 2, total: 5000, lines: [['diary', 10, 400]], status: 'cancelled' }),
      orderDoc({ daysAgo: 1, total: 5000, lines: [['diary', 10, 400]], phase: 'failed' }),
    ];
    const written = await t.store.ctx.dbs.orders.bulkDocs(docs as never);
    expect(written.every((r) => r.ok)).toBe(true);
    // And one placed today through the checkout, as a shopper places it.
    const shopper = await signUp(t);
    expect((await t.api('POST', '/cart', { token: shopper.token, body: { productId: 'crayons', quantity: 1 } })).status).toBe(200);
    const placed = await t.api('POST', '/orders', { token: shopper.token, body: SHIPPING });
    expect(placed.status, placed.text).toBe(201);
    const todayTotal: number = placed.body.data.totalPrice;

    const res = await t.api('GET', '/orders/sales', { token: admin });
    expect(res.status, res.text).toBe(200);
    const s = SalesSummarySchema.parse(res.body.data);
    // Today's order is cash on delivery, not delivered yet: no money in.
    expect(s.today).toEqual({ revenue: 0, orders: 0 });
    expect(s.last7Days).toEqual({ revenue: 1000, orders: 1 });
    expect(s.last30Days).toEqual({ revenue: 2000, orders: 3 });
    expect(s.daily.reduce((sum, d) => sum + d.orders, 0)).toBe(3);
    expect(s.daily.find((d) => d.day === storeDayOf(Date.now() - 3 * DAY))).toMatchObject({ revenue: 1000, orders: 1 });
    expect(s.topProducts).toEqual([
      { productId: 'crayons', name: 'Wax Crayons', units: 4, revenue: 600 },
      { productId: 'ink', name: 'Blue Ink', units: 4, revenue: 400 },
      { productId: 'diary', name: 'Leather Diary', units: 2, revenue: 800 },
    ]);
    // Waiting to ship: only today's order is processing.
    expect(s.toShip.count).toBe(1);
    expect(s.toShip.orders).toEqual([
      expect.objectContaining({ _id: placed.body.data._id, customerName: 'Ravi Kumar', items: 1, totalPrice: todayTotal }),
    ]);

    // Delivered (the admin marks it), its cash counts today, and it no longer waits to ship.
    for (const status of ['shipped', 'delivered']) {
      const moved = await t.api('PUT', `/orders/${placed.body.data._id}/status`, { token: admin, body: { status } });
      expect(moved.status, moved.text).toBe(200);
    }
    const after = SalesSummarySchema.parse((await t.api('GET', '/orders/sales', { token: admin })).body.data);
    expect(after.today).toEqual({ revenue: todayTotal, orders: 1 });
    expect(after.last30Days).toEqual({ revenue: todayTotal + 2000, orders: 4 });
    expect(after.topProducts[0]).toEqual({ productId: 'crayons', name: 'Wax Crayons', units: 5, revenue: 750 });
    expect(after.toShip.count).toBe(0);
  });

  it('when an order waiting to ship is cancelled, then it leaves the orders to ship, and the revenue never counted it (cash on delivery not delivered)', async () => {
    const shopper = await signUp(t);
    expect((await t.api('POST', '/cart', { token: shopper.token, body: { productId: 'ink', quantity: 2 } })).status).toBe(200);
    const placed = await t.api('POST', '/orders', { token: shopper.token, body: SHIPPING });
    expect(placed.status, placed.text).toBe(201);
    const before = SalesSummarySchema.parse((await t.api('GET', '/orders/sales', { token: admin })).body.data);
    expect(before.toShip.orders.map((o) => o._id)).toContain(placed.body.data._id);

    const cancelled = await t.api('PUT', `/orders/${placed.body.data._id}/status`, { token: admin, body: { status: 'cancelled' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const after = SalesSummarySchema.parse((await t.api('GET', '/orders/sales', { token: admin })).body.data);
    expect(after.toShip.orders.map((o) => o._id)).not.toContain(placed.body.data._id);
    expect(after.toShip.count).toBe(before.toShip.count - 1);
    expect(after.today).toEqual(before.today);
  });

  it('when a shopper or a visitor asks, then 403 and 401', async () => {
    const shopper = await signUp(t);
    expect((await t.api('GET', '/orders/sales', { token: shopper.token })).status).toBe(403);
    expect((await t.api('GET', '/orders/sales')).status).toBe(401);
  });
});

describe('business days are India days (issue 42, item 13)', () => {
  it('when an order is delivered at 20:00 UTC (01:30 the next morning in India), then it counts under the India day, today', async () => {
    const before = SalesSummarySchema.parse((await t.api('GET', '/orders/sales', { token: admin })).body.data);
    const today = storeDayOf(new Date());
    // 01:30 in India today is 20:00 UTC on the day before (e.g. 2026-11-27T20:00Z is the 28th); now, if that is yet to come.
    const at = Math.min(Date.parse(`${today}T01:30:00+05:30`), Date.now() - 1000);
    expect(new Date(at).toISOString().slice(0, 10)).not.toBe(today);
    const fixture = orderDoc({ daysAgo: 0, total: 777, lines: [['ink', 1, 777]], status: 'delivered' });
    const iso = new Date(at).toISOString();
    // Placed and delivered (its cash in) at 01:30 India time.
    const doc = { ...fixture, createdAt: iso, statusHistory: fixture.statusHistory.map((h) => ({ ...h, at: iso })) };
    expect((await t.store.ctx.dbs.orders.bulkDocs([doc] as never)).every((r) => r.ok)).toBe(true);

    const s = SalesSummarySchema.parse((await t.api('GET', '/orders/sales', { token: admin })).body.data);
    expect(s.today).toEqual({ revenue: before.today.revenue + 777, orders: before.today.orders + 1 });
    expect(s.daily.at(-1)).toMatchObject({ day: today, orders: before.daily.at(-1)!.orders + 1 });
    expect(s.daily.at(-2)).toEqual(before.daily.at(-2));
    expect(storeDayOf('2026-11-27T20:00:00Z')).toBe('2026-11-28');
  });
});

/** POST /orders/:id/returns: a shopper asks to return units of a delivered order (issue 44, decision 046). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees, orderNumber, OrderSchema, RETURN_MESSAGES, type Order } from '@store/shared';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { signUp, type Shopper } from './auth-helpers.js';
import { deliveredOrder, placeOrder, rewriteOrder, waitForMessage } from './returns-fixtures.js';

let t: TestStore;
let asha: Shopper;
let admin: string;
const DAY = 86_400_000;
const UPI = { kind: 'upi', upiId: 'asha.rao@okhdfc' } as const;
const BANK = { kind: 'bank', accountName: 'Asha Rao', accountNumber: '001122334455', ifsc: 'hdfc0001234' } as const;

const lineOf = (o: Order, productId: string) => o.items.findIndex((i) => i.product._id === productId);
const ask = (orderId: string, body: unknown, token = asha.token) => t.api('POST', `/orders/${orderId}/returns`, { token, body });

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'pen', name: 'Gel Pen', price: 249, stock: 50 },
    { _id: 'ink', name: 'Blue Ink', price: 117, stock: 50 },
  ]);
  asha = await signUp(t);
  admin = tokenFor(t, { userId: 'u_admin_returns', role: 'admin' });
});
afterAll(() => t?.close());

describe('who may ask, and for which order', () => {
  it('when the order is not delivered yet, then 409 with "Only delivered orders can be returned."', async () => {
    const order = await placeOrder(t, asha.token, [['pen', 1]]);
    const res = await ask(order._id, { lines: [{ line: 0, quantity: 1 }], reason: 'damaged', refundTo: UPI });
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toBe(RETURN_MESSAGES.notDelivered);
  });

  it('when the order was delivered more than 30 days ago, then 409 windowOver; 29 days ago it may still be returned', async () => {
    const order = await deliveredOrder(t, asha.token, admin, [['pen', 2]]);
    const deliveredDaysAgo = (days: number) =>
      rewriteOrder(t, order._id, (doc) => ({
        ...doc,
        statusHistory: doc.statusHistory.map((h: { status: string; at: string }) =>
          h.status === 'delivered' ? { ...h, at: new Date(Date.now() - days * DAY).toISOString() } : h,
        ),
      }));
    await deliveredDaysAgo(31);
    const late = await ask(order._id, { lines: [{ line: 0, quantity: 1 }], reason: 'not-needed', refundTo: UPI });
    expect(late.status, late.text).toBe(409);
    expect(late.body.message).toBe(RETURN_MESSAGES.windowOver);
    expect(late.body.message).toBe('The 30-day return window for this order has ended.');

    await deliveredDaysAgo(29);
    const inTime = await ask(order._id, { lines: [{ line: 0, quantity: 1 }], reason: 'not-needed', refundTo: UPI });
    expect(inTime.status, inTime.text).toBe(201);
  });

  it("when someone else asks for a return of the shopper's order, then 404 (they learn nothing); a visitor gets 401", async () => {
    const order = await deliveredOrder(t, asha.token, admin, [['pen', 1]]);
    const body = { lines: [{ line: 0, quantity: 1 }], reason: 'damaged', refundTo: UPI };
    const stranger = await ask(order._id, body, tokenFor(t));
    expect(stranger.status, stranger.text).toBe(404);
    expect(stranger.body.message).toBe('Order not found.');
    expect((await t.api('POST', `/orders/${order._id}/returns`, { body })).status).toBe(401);
  });
});

describe('what may be returned', () => {
  let order: Order;
  beforeAll(async () => {
    order = await deliveredOrder(t, asha.token, admin, [
      ['pen', 3],
      ['ink', 2],
    ]);
  });

  it('when a line is not in the order, or more units are asked than were ordered, then 400 with the reason', async () => {
    const noLine = await ask(order._id, { lines: [{ line: 7, quantity: 1 }], reason: 'damaged', refundTo: UPI });
    expect(noLine.status, noLine.text).toBe(400);
    expect(noLine.body.message).toBe(RETURN_MESSAGES.noSuchLine);
    // The same line named twice counts once, with its units summed.
    const pen = lineOf(order, 'pen');
    const tooMany = await ask(order._id, {
      lines: [
        { line: pen, quantity: 2 },
        { line: pen, quantity: 2 },
      ],
      reason: 'damaged',
      refundTo: UPI,
    });
    expect(tooMany.status, tooMany.text).toBe(400);
    expect(tooMany.body.message).toBe('Only 3 of Gel Pen can still be returned.');
  });

  it('when the body is wrong (no reason, no lines, a bad UPI ID), then 400 with the field and nothing is recorded', async () => {
    const noReason = await ask(order._id, { lines: [{ line: 0, quantity: 1 }], refundTo: UPI });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Invalid input: reason: Choose a reason for the return');
    const noLines = await ask(order._id, { lines: [], reason: 'damaged', refundTo: UPI });
    expect(noLines.status).toBe(400);
    expect(noLines.body.message).toBe('Invalid input: lines: Choose at least one item to return');
    const badUpi = await ask(order._id, { lines: [{ line: 0, quantity: 1 }], reason: 'damaged', refundTo: { kind: 'upi', upiId: 'asha' } });
    expect(badUpi.status).toBe(400);
    expect(badUpi.body.message).toBe('Invalid input: refundTo.upiId: Enter a UPI ID like name@bank');
    const stored = OrderSchema.parse((await t.api('GET', `/orders/${order._id}`, { token: asha.token })).body.data);
    expect(stored.returns ?? []).toEqual([]);
  });

  it('when the same return is sent twice with its Idempotency-Key (a double click, a retry), then one return is made and both get its answer', async () => {
    const order = await deliveredOrder(t, asha.token, admin, [['pen', 2]]);
    const body = { lines: [{ line: 0, quantity: 1 }], reason: 'not-needed', refundTo: UPI };
    const headers = { 'Idempotency-Key': 'return-once-1234' };
    const [a, b] = await Promise.all([
      t.api('POST', `/orders/${order._id}/returns`, { token: asha.token, body, headers }),
      t.api('POST', `/orders/${order._id}/returns`, { token: asha.token, body, headers }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const after = OrderSchema.parse((await t.api('GET', `/orders/${order._id}`, { token: asha.token })).body.data);
    expect(after.returns).toHaveLength(1);
  });

  it('when a cash-on-delivery order is returned without saying where the refund goes, then 400 refundToNeeded', async () => {
    const res = await ask(order._id, { lines: [{ line: 0, quantity: 1 }], reason: 'damaged' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(RETURN_MESSAGES.refundToNeeded);
  });

  it('when units are returned twice in part and then the rest, then each refund is its share to the paisa, the last takes the shipping, and nothing more can be returned', async () => {
    const pen = lineOf(order, 'pen');
    const ink = lineOf(order, 'ink');
    // 3 × ₹249 + 2 × ₹117 = ₹981; GST 18% ₹177 (the store's whole rupees); shipping ₹99 (not above ₹999): ₹1,257.
    expect([order.itemsPrice, order.taxPrice, order.shippingPrice, order.totalPrice]).toEqual([981, 177, 99, 1257]);

    const first = await ask(order._id, { lines: [{ line: pen, quantity: 1 }], reason: 'damaged', refundTo: UPI });
    expect(first.status, first.text).toBe(201);
    // (1,257 − 99) × 249 / 981 = 293.9266… → ₹293.93
    expect(first.body.data.returns).toEqual([
      expect.objectContaining({ id: 'r1', lines: [{ line: pen, quantity: 1 }], state: 'requested', amount: 293.93, restocked: false }),
    ]);

    const second = await ask(order._id, {
      lines: [{ line: ink, quantity: 2 }],
      reason: 'wrong-item',
      note: 'Black, not blue',
      refundTo: UPI,
    });
    expect(second.status, second.text).toBe(201);
    // (1,257 − 99) × 234 / 981 = 276.2201… → ₹276.22
    expect(second.body.data.returns[1]).toMatchObject({ id: 'r2', amount: 276.22, note: 'Black, not blue', reason: 'wrong-item' });

    const third = await ask(order._id, { lines: [{ line: pen, quantity: 2 }], reason: 'not-needed', refundTo: UPI });
    expect(third.status, third.text).toBe(201);
    // The last units take what is left, shipping included: 1,257 − 293.93 − 276.22 = ₹686.85.
    expect(third.body.data.returns[2]).toMatchObject({ id: 'r3', amount: 686.85 });
    const returns: Order['returns'] = OrderSchema.parse(third.body.data).returns!;
    expect(Math.round(returns.reduce((s, r) => s + r.amount * 100, 0))).toBe(125_700);

    const more = await ask(order._id, { lines: [{ line: pen, quantity: 1 }], reason: 'not-needed', refundTo: UPI });
    expect(more.status, more.text).toBe(400);
    expect(more.body.message).toBe('Gel Pen has already been returned in full.');
  });
});

describe('where a refund goes, and who sees it', () => {
  it('when a cash-on-delivery order names a bank account, then the shopper sees ••••4455 and the admin sees the whole number to make the transfer', async () => {
    const order = await deliveredOrder(t, asha.token, admin, [['ink', 1]]);
    const res = await ask(order._id, { lines: [{ line: 0, quantity: 1 }], reason: 'damaged', refundTo: BANK });
    expect(res.status, res.text).toBe(201);
    expect(res.text).not.toContain('001122334455');
    expect(res.body.data.returns[0].refundTo).toEqual({
      kind: 'bank',
      accountName: 'Asha Rao',
      accountNumber: '••••4455',
      ifsc: 'HDFC0001234',
    });
    // The admin's answer carries it whole (the transfer is made from it).
    const approved = await t.api('PUT', `/orders/${order._id}/returns/r1`, { token: admin, body: { state: 'approved' } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.returns[0].refundTo.accountNumber).toBe('001122334455');
    // The shopper's messages name the account by its last four digits only.
    const subject = `Return approved: your ${t.store.ctx.seller.tradeName} order ${orderNumber(order._id)}`;
    const sms = await waitForMessage(t, (m) => m.channel === 'sms' && m.to === asha.phone && m.subject === subject);
    expect(sms.text).toContain('bank account ••••4455 (HDFC0001234)');
    expect(t.outbox().some((m) => m.text.includes('001122334455'))).toBe(false);
    // The owner's order answers mask it too; the admin's carry it whole.
    const mine = await t.api('GET', `/orders/${order._id}`, { token: asha.token });
    expect(mine.body.data.returns[0].refundTo.accountNumber).toBe('••••4455');
    const list = await t.api('GET', '/orders', { token: asha.token });
    expect(list.text).not.toContain('001122334455');
    expect(list.body.data.find((o: Order) => o._id === order._id).returns[0].refundTo.accountNumber).toBe('••••4455');
    const asAdmin = await t.api('GET', `/orders/${order._id}`, { token: admin });
    expect(asAdmin.body.data.returns[0].refundTo.accountNumber).toBe('001122334455');
  });

  it('when an order paid online is returned with a refund destination, then 400: its refund goes back to the payment; without one it is recorded', async () => {
    const cod = await deliveredOrder(t, asha.token, admin, [['pen', 1]]);
    // The same order as if paid by UPI at the gateway (the payment as the payments module records it).
    const onlineId = `${cod._id}-upi`;
    const { _rev: _ignored, ...doc } = (await t.store.ctx.dbs.orders.get(cod._id)) as Record<string, any>;
    await t.store.ctx.dbs.orders.put({
      ...doc,
      _id: onlineId,
      paymentMethod: 'UPI',
      isPaid: true,
      payment: {
        state: 'paid',
        gateway: 'test',
        amount: doc.totalPrice,
        gatewayOrderId: 'order_T1',
        paymentId: 'pay_T1',
        paidAt: doc.createdAt,
        expiresAt: doc.createdAt,
        attempts: [{ id: 'pay_T1', state: 'captured', method: 'upi', at: doc.createdAt }],
        refunds: [],
        refunded: 0,
      },
    } as never);
    const refused = await ask(onlineId, { lines: [{ line: 0, quantity: 1 }], reason: 'damaged', refundTo: UPI });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.message).toBe(RETURN_MESSAGES.refundToNotNeeded);
    const asked = await ask(onlineId, { lines: [{ line: 0, quantity: 1 }], reason: 'damaged' });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.data.returns[0]).not.toHaveProperty('refundTo');
    expect(asked.body.data.returns[0].amount).toBe(cod.totalPrice);
  });

  it('when a return is asked for, then the shopper is told by e-mail and SMS what it will refund', async () => {
    const order = await deliveredOrder(t, asha.token, admin, [['pen', 2]]);
    const res = await ask(order._id, { lines: [{ line: 0, quantity: 1 }], reason: 'damaged', refundTo: UPI });
    expect(res.status, res.text).toBe(201);
    const amount = res.body.data.returns[0].amount as number;
    for (const channel of ['email', 'sms'] as const) {
      const m = await waitForMessage(
        t,
        (x) =>
          x.channel === channel && x.subject === `Return requested: your ${t.store.ctx.seller.tradeName} order ${orderNumber(order._id)}`,
      );
      expect(m.to).toBe(channel === 'email' ? asha.email : asha.phone);
      expect(m.text).toContain(`return r1`);
      expect(m.text).toContain(`The refund for it will be ${formatRupees(amount)}.`);
    }
  });
});

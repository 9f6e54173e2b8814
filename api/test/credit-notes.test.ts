/**
 * Issue 45, credit notes: an invoiced order's supply reduced gets a GST credit note against its
 * invoice, in its own series (INK/CN/<year>/<serial>): a paid online order cancelled (everything
 * back), and each return of a delivered order once received (its units back). The note's PDF
 * (read back with unpdf) says "Credit Note", its number, the invoice it reduces, the reason, the
 * lines, and a total that is the refund to the paisa; the owner and admins may download it,
 * nobody else; a crash between the move and the note is finished by the sweep, with no gap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { CREDIT_NOTE_MESSAGES, financialYearOf, type Order } from '@store/shared';
import { signUp, type Shopper } from './auth-helpers.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { payAtGateway, placeOnlineOrder, postCallback } from './payments-helpers.js';
import { deliver, deliveredOrder, rewriteOrder } from './returns-fixtures.js';

let t: TestStore;
let admin: string;
let asha: Shopper;
let other: Shopper;

const money = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const year = () => financialYearOf(new Date());
const orderOf = async (id: string): Promise<Order> => (await t.api('GET', `/orders/${id}`, { token: admin })).body.data;

async function download(id: string, forWhat: string, token: string) {
  const res = await fetch(`${t.url}/api/orders/${id}/credit-notes/${forWhat}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A UPI order of `lines`, paid at the test gateway; answered once its invoice is on it. */
async function paidOrder(lines: Array<[string, number]>): Promise<Order> {
  const placed = await placeOnlineOrder(t, asha.token, lines);
  const start = await t.api('POST', `/orders/${placed._id}/pay`, { token: asha.token });
  expect(start.status, start.text).toBe(200);
  const back = await payAtGateway(t, start.body.data.checkoutUrl);
  expect((await postCallback(t, back.action, back.fields)).location).toContain('result=paid');
  for (let i = 0; i < 100; i++) {
    const order = await orderOf(placed._id);
    if (order.invoice) return order;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the paid order got no invoice');
}

const returnOf = (orderId: string, lines: Array<{ line: number; quantity: number }>, refundTo?: object) =>
  t.api('POST', `/orders/${orderId}/returns`, { token: asha.token, body: { lines, reason: 'damaged', ...(refundTo ? { refundTo } : {}) } });
const moveReturn = (orderId: string, returnId: string, state: string) =>
  t.api('PUT', `/orders/${orderId}/returns/${returnId}`, { token: admin, body: { state } });

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'fountain-pen', name: 'Fountain Pen', price: 1250, stock: 40, category: 'writing' },
    { _id: 'refill', name: 'Ink Refill', price: 45, stock: 200, category: 'writing' },
  ]);
  asha = await signUp(t);
  other = await signUp(t);
  admin = tokenFor(t, { userId: 'u_admin_credit', role: 'admin' });
});
afterAll(() => t?.close());

describe('credit notes', () => {
  it('when a paid UPI order is cancelled, then a credit note for all of it is issued before the answer, in its own series, against the invoice', async () => {
    const order = await paidOrder([['fountain-pen', 1]]);
    const cancelled = await t.api('PUT', `/orders/${order._id}/status`, { token: admin, body: { status: 'cancelled' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const notes = cancelled.body.data.creditNotes;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ for: 'cancel', reason: 'cancelled', invoiceNumber: order.invoice!.number, amount: order.totalPrice });
    expect(notes[0].number).toMatch(new RegExp(`^INK/CN/${year()}/\\d{6}$`));

    const { res, bytes } = await download(order._id, 'cancel', asha.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${notes[0].number.replace(/\//g, '-')}.pdf`);
    const text = await textOf(bytes);
    for (const field of ['Credit Note', notes[0].number, order.invoice!.number, 'Order cancelled', 'Fountain Pen', 'Total credited'])
      expect(text, field).toContain(field);
    expect(text).toContain(`₹${money(order.totalPrice)}`);
    // Asked again (a repeat cancel, the sweep): still one note.
    await t.store.invoices.sweepCreditNotesNow();
    expect((await orderOf(order._id)).creditNotes).toHaveLength(1);
  });

  it('when returns of a delivered cash-on-delivery order are received, then each gets its note for its refund, and together they are the invoice', async () => {
    const order = await deliveredOrder(t, asha.token, admin, [
      ['fountain-pen', 1],
      ['refill', 3],
    ]);
    expect(order.invoice?.number).toBeTruthy();
    const upi = { kind: 'upi', upiId: 'asha@okbank' };
    const first = await returnOf(order._id, [{ line: 1, quantity: 1 }], upi);
    expect(first.status, first.text).toBe(201);
    expect((await moveReturn(order._id, 'r1', 'approved')).status).toBe(200);
    // Approved is not enough: the goods are not back yet.
    expect((await orderOf(order._id)).creditNotes ?? []).toEqual([]);
    const received = await moveReturn(order._id, 'r1', 'received');
    expect(received.status, received.text).toBe(200);
    const r1 = received.body.data.returns[0];
    expect(received.body.data.creditNotes).toEqual([
      expect.objectContaining({
        for: 'r1',
        reason: 'return',
        amount: r1.amount,
        shipping: 0,
        lines: [expect.objectContaining({ line: 1, quantity: 1 })],
      }),
    ]);
    const { bytes } = await download(order._id, 'r1', admin);
    const text = await textOf(bytes);
    for (const field of ['Credit Note', 'Goods returned (return R1)', 'Ink Refill', order.invoice!.number])
      expect(text, field).toContain(field);
    expect(text).toContain(`₹${money(r1.amount)}`);
    expect(text).not.toContain('Fountain Pen');

    // The rest back: the second note takes what is left, so the two add up to the order to the paisa.
    expect(
      (
        await returnOf(
          order._id,
          [
            { line: 0, quantity: 1 },
            { line: 1, quantity: 2 },
          ],
          upi,
        )
      ).status,
    ).toBe(201);
    expect((await moveReturn(order._id, 'r2', 'approved')).status).toBe(200);
    const all = await moveReturn(order._id, 'r2', 'received');
    expect(all.status, all.text).toBe(200);
    const notes = all.body.data.creditNotes as Array<{ number: string; amount: number; lines: Array<{ taxableValue: number }> }>;
    expect(notes).toHaveLength(2);
    const paise = (n: number) => Math.round(n * 100);
    expect(paise(notes[0]!.amount + notes[1]!.amount)).toBe(paise(order.totalPrice));
    expect(paise(notes.flatMap((n) => n.lines).reduce((s, l) => s + l.taxableValue, 0))).toBe(paise(order.itemsPrice - order.discount));
    const serial = (n: string) => Number(n.split('/').at(-1));
    expect(serial(notes[1]!.number)).toBe(serial(notes[0]!.number) + 1);
  });

  it('when another shopper, nobody, or a wrong note is asked for, then they learn nothing more', async () => {
    const order = await paidOrder([['refill', 2]]);
    expect((await t.api('POST', `/orders/${order._id}/cancel`, { token: asha.token })).status).toBe(200);
    expect((await download(order._id, 'cancel', other.token)).res.status).toBe(404);
    expect((await fetch(`${t.url}/api/orders/${order._id}/credit-notes/cancel`)).status).toBe(401);
    const none = await t.api('GET', `/orders/${order._id}/credit-notes/r1`, { token: asha.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(CREDIT_NOTE_MESSAGES.notFound);
    const bad = await t.api('GET', `/orders/${order._id}/credit-notes/everything`, { token: asha.token });
    expect(bad.status).toBe(400);
  });

  it('when a crash left a received return without its note (its number claimed or not), then the sweep issues it with that number', async () => {
    const placed = await paidOrder([['refill', 4]]);
    const order = await deliver(t, admin, placed._id);
    expect((await returnOf(order._id, [{ line: 0, quantity: 1 }])).status).toBe(201);
    expect((await moveReturn(order._id, 'r1', 'approved')).status).toBe(200);
    expect((await moveReturn(order._id, 'r1', 'received')).status).toBe(200);
    const issued = (await orderOf(order._id)).creditNotes![0]!;
    // As if the issuer died after claiming its number and before writing it: the note gone, the mark there.
    await rewriteOrder(t, order._id, (doc) => ({ ...doc, creditNotes: undefined, creditDue: true }));
    expect(await t.store.invoices.sweepCreditNotesNow()).toBeGreaterThanOrEqual(1);
    const again = await t.store.ctx.dbs.orders.get(order._id);
    expect(again?.creditNotes).toEqual([expect.objectContaining({ for: 'r1', number: issued.number })]);
    expect(again?.creditDue).toBeUndefined();
  });

  it('when an order paid online is cancelled before its invoice was issued, then it gets neither (nothing was supplied)', async () => {
    const placed = await placeOnlineOrder(t, asha.token, [['refill', 1]]);
    await rewriteOrder(t, placed._id, (doc) => ({ ...doc, isPaid: true, status: 'cancelled' }));
    expect(await t.store.invoices.sweepNow()).toBe(0);
    const order = await orderOf(placed._id);
    expect(order.invoice).toBeUndefined();
    expect(order.creditNotes).toBeUndefined();
  });
});

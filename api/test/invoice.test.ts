/**
 * Issue 45, tax invoices: a cash-on-delivery order gets its GST tax invoice when the admin marks
 * it delivered: numbered INK/<year>/<serial>, the same on every ask, a PDF whose text (read back
 * with unpdf) has every field the issue names; CGST+SGST for a buyer in the seller's state
 * (Karnataka), IGST for one elsewhere; the owner and admins may download it, nobody else; the
 * delivered e-mail carries it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { financialYearOf, INVOICE_MESSAGES, orderNumber, GSTIN_MESSAGES } from '@store/shared';
import { signUp, type Shopper } from './auth-helpers.js';
import { insertCatalog, SHIPPING, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let shopper: Shopper;
let other: Shopper;

const KARNATAKA = {
  ...SHIPPING,
  firstName: 'Meera',
  lastName: 'Iyer',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
};
const BUYER_GSTIN = '29ABCDE1234F1ZW';

async function place(address: Record<string, unknown>, lines: Array<[string, number]>): Promise<string> {
  for (const [productId, quantity] of lines)
    expect((await t.api('POST', '/cart', { token: shopper.token, body: { productId, quantity } })).status).toBe(200);
  const res = await t.api('POST', '/orders', { token: shopper.token, body: address });
  expect(res.status, res.text).toBe(201);
  return res.body.data._id;
}
const setStatus = (id: string, status: string) => t.api('PUT', `/orders/${id}/status`, { token: admin, body: { status } });
async function deliver(id: string) {
  expect((await setStatus(id, 'shipped')).status).toBe(200);
  const res = await setStatus(id, 'delivered');
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}
async function download(id: string, token: string) {
  const res = await fetch(`${t.url}/api/orders/${id}/invoice`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const money = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(
    t,
    [
      { _id: 'pen', name: 'Gel Pen', price: 333.33, stock: 500 },
      { _id: 'book', name: 'Ruled Notebook', price: 129, stock: 500, category: 'notebooks' },
    ],
    [
      { _id: 'writing', name: 'Writing Instruments' },
      { _id: 'notebooks', name: 'Notebooks' },
    ],
  );
  admin = tokenFor(t, { userId: 'u_admin_invoices', role: 'admin' });
  shopper = await signUp(t);
  other = await signUp(t);
});
afterAll(() => t?.close());

describe('tax invoices', () => {
  it('when a cash-on-delivery order is not yet delivered, then there is no invoice, and asking says why', async () => {
    const id = await place(KARNATAKA, [['pen', 1]]);
    const order = (await t.api('GET', `/orders/${id}`, { token: shopper.token })).body.data;
    expect(order.invoice).toBeUndefined();
    const res = await t.api('GET', `/orders/${id}/invoice`, { token: shopper.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(INVOICE_MESSAGES.notYet);
    expect((await setStatus(id, 'shipped')).status).toBe(200);
    expect((await t.api('GET', `/orders/${id}/invoice`, { token: admin })).status).toBe(404);
  });

  it('when a Karnataka buyer’s order is delivered, then its invoice has every field, CGST and SGST, and the order’s exact totals', async () => {
    const id = await place({ ...KARNATAKA, gstin: ' 29abcde1234f1zw ' }, [
      ['pen', 3],
      ['book', 2],
    ]);
    const delivered = await deliver(id);
    expect(delivered.gstin).toBe(BUYER_GSTIN);
    const number: string = delivered.invoice.number;
    expect(number).toMatch(new RegExp(`^INK/${financialYearOf(new Date())}/\\d{6}$`));

    const { res, bytes } = await download(id, shopper.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${number.replace(/\//g, '-')}.pdf"`);
    const text = await textOf(bytes);
    const o = delivered;
    for (const field of [
      'Tax Invoice',
      'SAMPLE — not a valid tax invoice',
      'Inkwell Stationery Private Limited',
      `GSTIN: ${t.store.ctx.seller.gstin}`,
      number,
      orderNumber(id),
      'Meera Iyer',
      '12 MG Road',
      `GSTIN: ${BUYER_GSTIN}`,
      'Place of supply Karnataka (29)',
      'Gel Pen',
      'Ruled Notebook',
      '9608', // pens (writing)
      '4820', // notebooks
      '18%',
      'CGST',
      'SGST',
      'Shipping and handling',
      `₹${money(o.itemsPrice)}`,
      `₹${money(o.taxPrice / 2)}`,
      `₹${money(o.totalPrice)}`,
      'Rupees',
      'Only',
    ])
      expect(text, field).toContain(field);
    expect(text).not.toContain('IGST');

    // Asked again (by the admin this time): the same invoice, not a new number.
    const again = await download(id, admin);
    expect(again.res.status).toBe(200);
    expect(await textOf(again.bytes)).toContain(number);
    expect((await t.api('GET', `/orders/${id}`, { token: shopper.token })).body.data.invoice.number).toBe(number);
  });

  it('when a buyer in another state is invoiced, then the GST is IGST alone', async () => {
    const id = await place(SHIPPING, [['pen', 1]]); // Tamil Nadu
    const o = await deliver(id);
    const text = await textOf((await download(id, shopper.token)).bytes);
    expect(text).toContain('Place of supply Tamil Nadu (33)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain(`₹${money(o.taxPrice)}`);
  });

  it('when the delivered e-mail goes out, then it carries the invoice as a PDF', async () => {
    const id = await place(KARNATAKA, [['book', 1]]);
    const { invoice } = await deliver(id);
    const subject = `Your Inkwell order ${orderNumber(id)} was delivered`;
    let email: (ReturnType<TestStore['outbox']>[number] & { attachments?: Array<{ filename: string; file: string }> }) | undefined;
    for (let i = 0; i < 100 && !email; i++) {
      email = t.outbox().find((m) => m.subject === subject && m.channel === 'email');
      if (!email) await new Promise((r) => setTimeout(r, 50));
    }
    expect(email?.text).toContain(`Your tax invoice ${invoice.number} is attached`);
    const attached = email?.attachments?.[0];
    expect(attached?.filename).toBe(`${invoice.number.replace(/\//g, '-')}.pdf`);
    const pdf = readFileSync(path.join(t.dataDir, 'outbox', attached!.file));
    expect(await textOf(new Uint8Array(pdf))).toContain(invoice.number);
  });

  it('when another shopper, nobody, or a tampered id asks, then they learn nothing', async () => {
    const id = await place(KARNATAKA, [['pen', 1]]);
    await deliver(id);
    const theirs = await t.api('GET', `/orders/${id}/invoice`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order not found.');
    expect((await t.api('GET', `/orders/${id}/invoice`)).status).toBe(401);
    expect((await t.api('GET', `/orders/${id}x/invoice`, { token: shopper.token })).status).toBe(404);
    const bad = await t.api('GET', `/orders/${encodeURIComponent('_all_docs')}/invoice`, { token: admin });
    expect(bad.status).toBe(400);
    expect((await t.api('GET', `/orders/a%20b/invoice`, { token: admin })).status).toBe(400);
  });

  it('when a GSTIN with a typo is given at checkout, then the order is refused with the reason', async () => {
    expect((await t.api('POST', '/cart', { token: shopper.token, body: { productId: 'pen', quantity: 1 } })).status).toBe(200);
    const res = await t.api('POST', '/orders', { token: shopper.token, body: { ...KARNATAKA, gstin: '29ABCDE1234F1Z5' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.gstin).toBe(GSTIN_MESSAGES.check);
  });

  it('when an online order is paid, or an issue was cut short after its number was claimed, then the sweep issues it, with that number', async () => {
    const { dbs } = t.store.ctx;
    const at = new Date().toISOString();
    const base = (await t.api('GET', `/orders/${await place(KARNATAKA, [['pen', 1]])}`, { token: shopper.token })).body.data;
    const { _id: _drop, invoice: _none, ...rest } = base;
    // A card order made paid elsewhere (payments, issue 44), and a delivered COD order whose issuer died after claiming.
    const paid = {
      ...rest,
      _id: `paid-${Date.now().toString(36)}`,
      type: 'order',
      schemaVersion: 1,
      phase: 'placed',
      paymentMethod: 'Card',
      isPaid: true,
      updatedAt: at,
    };
    const crashed = {
      ...rest,
      _id: `crashed-${Date.now().toString(36)}`,
      type: 'order',
      schemaVersion: 1,
      phase: 'placed',
      status: 'delivered',
      updatedAt: at,
    };
    await dbs.orders.put(paid as never);
    await dbs.orders.put(crashed as never);
    const year = financialYearOf(new Date());
    const highest = await dbs.meta.allDocs({ startkey: `invoice-number:${year}:`, endkey: `invoice-number:${year}:\ufff0` });
    const serial = highest.length + 1;
    await dbs.meta.put({
      _id: `invoice-number:${year}:${String(serial).padStart(9, '0')}`,
      type: 'invoice-number',
      financialYear: year,
      serial,
      orderId: crashed._id,
      issuedAt: at,
    } as never);

    expect(await t.store.invoices.sweepNow()).toBeGreaterThanOrEqual(2);
    const invoiceOf = async (id: string) => (await t.api('GET', `/orders/${id}`, { token: shopper.token })).body.data.invoice;
    expect((await invoiceOf(crashed._id)).number).toBe(`INK/${year}/${String(serial).padStart(6, '0')}`);
    expect((await invoiceOf(paid._id)).number).toBe(`INK/${year}/${String(serial + 1).padStart(6, '0')}`);
    expect(await invoiceOf(base._id)).toBeUndefined(); // COD, not delivered: not due
    expect(await t.store.invoices.sweepNow()).toBe(0);
  });

  it('when invoices are issued one after another, then their serials run on without a gap', async () => {
    const serials: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { invoice } = await deliver(await place(KARNATAKA, [['pen', 1]]));
      serials.push(Number(invoice.number.split('/')[2]));
    }
    expect(serials[1]).toBe(serials[0]! + 1);
    expect(serials[2]).toBe(serials[0]! + 2);
  });
});

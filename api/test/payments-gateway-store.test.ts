/**
 * The built-in test gateway inside a real store (the payments module mounts it): its page under
 * the store's own page policy, its files not swallowed by the PWA's shell, and its signed webhooks
 * reaching the store's /api/payments/webhook and accepted there: a shopper who pays and closes
 * the tab before coming back still has a paid order, and a refund turns processed by the gateway's
 * refund.processed alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { orderDoc, payAtGateway, placeOnlineOrder } from './payments-helpers.js';

let t: TestStore;
let asha: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [{ _id: 'ink-bottle', name: 'Ink Bottle', price: 250, stock: 30 }]);
  asha = tokenFor(t, { userId: 'u_asha_gateway' });
});
afterAll(() => t?.close());

const startPayment = async () => {
  const order = await placeOnlineOrder(t, asha, [['ink-bottle', 2]]);
  const started = await t.api('POST', `/orders/${order._id}/pay`, { token: asha });
  expect(started.status, started.text).toBe(200);
  return { order, checkoutUrl: started.body.data.checkoutUrl as string };
};

describe('the test gateway in the store', () => {
  it('when its page is opened, then the store serves it (not the shell) under the strict page policy, with its own files', async () => {
    const { checkoutUrl } = await startPayment();
    const page = await fetch(`${t.url}${checkoutUrl}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Test payment: no money moves');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'[;\s]/);
    expect(csp).toMatch(/frame-src 'none'/);
    expect(csp).not.toMatch(/razorpay|unsafe-inline/);
    const script = await fetch(`${t.url}/test-gateway/assets/checkout.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const missing = await fetch(`${t.url}/test-gateway/nothing-here`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('There is no such page in the test gateway.');
  });

  it('when the shopper pays and never comes back to the store, then the signed payment.captured webhook alone makes the order paid', async () => {
    const { order, checkoutUrl } = await startPayment();
    const back = await payAtGateway(t, checkoutUrl, 'success', 'card');
    expect(back.fields.razorpay_payment_id).toMatch(/^pay_/);
    // The return form is not posted: only the webhook can tell the store.
    await expect.poll(async () => (await orderDoc(t, order._id)).payment.state, { timeout: 15_000, interval: 250 }).toBe('paid');
    const doc = await orderDoc(t, order._id);
    expect(doc.payment.paymentId).toBe(back.fields.razorpay_payment_id);
    expect(doc.isPaid).toBe(true);
  });

  it('when a paid order is cancelled, then its refund is pending at the gateway and turns processed when refund.processed arrives', async () => {
    const { order, checkoutUrl } = await startPayment();
    await payAtGateway(t, checkoutUrl, 'success', 'upi');
    await expect.poll(async () => (await orderDoc(t, order._id)).payment.state, { timeout: 15_000, interval: 250 }).toBe('paid');
    const cancelled = await t.api('POST', `/orders/${order._id}/cancel`, { token: asha, body: {} });
    expect(cancelled.status, cancelled.text).toBe(200);
    await expect
      .poll(async () => (await orderDoc(t, order._id)).payment.refunds.map((r: { state: string }) => r.state), {
        timeout: 15_000,
        interval: 250,
      })
      .toEqual(['processed']);
    const refund = (await orderDoc(t, order._id)).payment.refunds[0];
    expect(refund.gatewayRefundId).toMatch(/^rfnd_/);
    expect(refund.amount).toBe(order.totalPrice);
  });
});

/**
 * Issue 44, the admin's side of payments, at phone and desktop size: cash on delivery is due
 * until the admin delivers the order, then reads paid with its tax invoice (and counts in the
 * dashboard's revenue, labelled paid less refunds); an online order awaiting payment is not
 * offered for shipping; paid through the test gateway after a failed attempt, it shows the
 * gateway's ids and each attempt with the failure's reason, and cancelled by the admin it is
 * refunded to the shopper's payment (the refund's ids shown, the shopper told); the list filters
 * by payment state, and a reload keeps the filter.
 */
import { expect, test } from '@playwright/test';
// The shared modules alone: the package's index pulls in JSON that Playwright's loader refuses.
import { orderNumber } from '../shared/src/order-number';
import { PAYMENT_MESSAGES } from '../shared/src/payments';
import { messagesTo, orderOf, payThroughTestGateway, placeOrder, rupees, shot, SIZES } from './admin-payments-fixtures';
import { adminSession, openSignedIn, signUpShopper, stockedProducts } from './shopper-session';

for (const size of SIZES) {
  test(`at ${size.name} px, cash on delivery reads due until the admin delivers the order, then paid on delivery with its invoice`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const shopper = await signUpShopper(request, 'Kavya Menon');
    const [product] = await stockedProducts(request, 1);
    const order = await placeOrder(request, shopper.token, [[product!._id, 1]], 'COD');
    const number = orderNumber(order._id);
    const admin = await adminSession(request);

    await openSignedIn(page, admin, `/admin/orders?q=${number}`);
    await expect(page.getByRole('rowheader')).toHaveText([number]);
    await expect(page.getByRole('cell', { name: 'COD · due' })).toBeVisible();
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${number}` });
    await expect(dialog.getByRole('region', { name: 'Payment' })).toContainText('Due on delivery: the courier collects it');
    await expect(dialog.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);

    // The admin ships it with the form, then delivers it.
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await dialog.getByRole('form', { name: 'Shipment' }).getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByText(`Order ${number} is now shipped.`)).toBeVisible();
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(page.getByText(`Order ${number} is now delivered.`)).toBeVisible();

    // Delivered, its cash is in: the list and the order say paid, and the tax invoice is there.
    await expect(page.getByRole('cell', { name: 'COD · paid' })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: `Details of order ${number}` }).click();
      await expect(dialog.getByRole('link', { name: 'Download invoice' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(dialog.getByRole('region', { name: 'Payment' })).toContainText(/Paid on delivery, \d/);
    expect((await orderOf(request, admin.token, order._id)).status).toBe('delivered');

    // The dashboard's revenue is money in: this order's cash counts now that it is delivered, and the label says so.
    const sales = (await (await request.get('/api/orders/sales', { headers: { authorization: `Bearer ${admin.token}` } })).json()) as {
      data: { today: { revenue: number } };
    };
    expect(sales.data.today.revenue).toBeGreaterThanOrEqual(order.totalPrice);
    await page.goto('/admin');
    const revenue = page.getByRole('list', { name: 'Revenue (paid, less refunds)' });
    await expect(revenue.getByRole('listitem').filter({ hasText: 'Today' })).toContainText(rupees(sales.data.today.revenue));
    await expect(page.getByRole('heading', { name: /Daily revenue \(paid, less refunds\)/ })).toBeVisible();
  });

  test(`at ${size.name} px, an online order awaiting payment cannot be shipped; paid through the test gateway after a failed attempt and cancelled by the admin, it is refunded and the shopper told`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const shopper = await signUpShopper(request, 'Arjun Pillai');
    const [product] = await stockedProducts(request, 1);
    const placed = await placeOrder(request, shopper.token, [[product!._id, 1]], 'UPI');
    const number = orderNumber(placed._id);
    const admin = await adminSession(request);

    // Awaiting payment: found by that filter, the time left shown, shipping not offered and the reason said.
    await openSignedIn(page, admin, `/admin/orders?payment=pending&q=${number}`);
    await expect(page.getByRole('rowheader')).toHaveText([number]);
    await expect(page.getByRole('cell', { name: 'UPI · Awaiting payment' })).toBeVisible();
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${number}` });
    const payment = dialog.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText(/Time left to pay\s*1[0-5] min left/);
    await expect(dialog.getByText(PAYMENT_MESSAGES.notShippable)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
    await payment.scrollIntoViewIfNeeded();
    await shot(page, `order-awaiting-payment-${size.name}`);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A first payment fails at the gateway; the second goes through.
    await payThroughTestGateway(browser, request, shopper, placed._id, 'Failure');
    await payThroughTestGateway(browser, request, shopper, placed._id);
    const paid = await orderOf(request, admin.token, placed._id);
    const failed = paid.payment!.attempts.find((a) => a.state === 'failed')!;
    expect(failed.reason).toBeTruthy();
    expect(paid.payment?.paymentId).toMatch(/^pay_/);

    // The Paid filter, kept by a reload; the order shows the gateway's ids.
    await page.getByLabel('Online payment').selectOption('paid');
    await expect(page).toHaveURL(/payment=paid/);
    await page.reload();
    await expect(page.getByLabel('Online payment')).toHaveValue('paid');
    await expect(page.getByRole('cell', { name: 'UPI · Paid' })).toBeVisible();
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    await expect(payment).toContainText('Test gateway (no money moves)');
    await expect(payment).toContainText(paid.payment!.gatewayOrderId!);
    await expect(payment).toContainText(paid.payment!.paymentId!);
    const attempts = dialog.getByRole('list', { name: 'Payment attempts' }).getByRole('listitem');
    await expect(attempts).toHaveCount(2);
    await expect(attempts.first()).toContainText(`Failed · ${failed.id}`);
    await expect(attempts.first()).toContainText(failed.reason!);
    await expect(attempts.last()).toContainText(`Paid · ${paid.payment!.paymentId!}`);
    await expect(dialog.getByRole('button', { name: 'Mark as shipped' })).toBeVisible();

    // Cancelling says what goes back, and where.
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(confirm).toContainText(`${rupees(placed.totalPrice)} will be refunded to the shopper’s UPI payment through the gateway.`);
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Order ${number} is now cancelled.`)).toBeVisible();

    await expect.poll(async () => (await orderOf(request, admin.token, placed._id)).payment?.state, { timeout: 30_000 }).toBe('refunded');

    // The Refunded filter finds it; the order shows the refund, which turns processed when the gateway says so, without a reload.
    await page.getByLabel('Online payment').selectOption('refunded');
    await expect(page).toHaveURL(/payment=refunded/);
    await expect(page.getByRole('cell', { name: 'UPI · Refunded' })).toBeVisible();
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    const refunds = dialog.getByRole('list', { name: 'Refunds' });
    await expect(refunds).toContainText('Processed', { timeout: 30_000 });
    const refund = (await orderOf(request, admin.token, placed._id)).payment!.refunds[0]!;
    expect(refund).toMatchObject({ amount: placed.totalPrice, state: 'processed' });
    await expect(refunds).toContainText(`Refund ${refund.id}`);
    await expect(refunds).toContainText(refund.gatewayRefundId!);
    await expect(refunds).toContainText(rupees(placed.totalPrice));
    await expect(refunds).toContainText('Order cancelled');
    await shot(page, `order-cancelled-refunded-${size.name}`);

    // The shopper is told, by e-mail and by SMS, with the amount going back.
    await expect
      .poll(() =>
        messagesTo(shopper)
          .filter((m) => /refund/i.test(m.text) && m.text.includes(rupees(placed.totalPrice)))
          .map((m) => m.channel),
      )
      .toEqual(expect.arrayContaining(['email', 'sms']));
  });
}

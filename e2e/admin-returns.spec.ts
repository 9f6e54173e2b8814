/**
 * Issue 44, the admin's side of returns, at phone and desktop size: a delivered order's return,
 * found by the Open returns filter (kept by a reload), is approved and received (its units back
 * in stock, seen in the inventory) and refunded: paid online, through the gateway by itself;
 * paid cash on delivery, by a transfer to the UPI id the shopper gave, which the admin marks with
 * its reference (required). A second return is rejected with the admin's reason. Screenshots of
 * the list and of an order with a payment, a refund and a return go to screenshots/.
 */
import { expect, test, type Page } from '@playwright/test';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { orderNumber } from '../shared/src/order-number';
import {
  adminMove,
  askReturn,
  deliveredCodOrderWithReturn,
  messagesTo,
  orderOf,
  ownProduct,
  payThroughTestGateway,
  placeOrder,
  rupees,
  shot,
  SIZES,
} from './admin-payments-fixtures';
import { adminSession, openSignedIn, signUpShopper } from './shopper-session';

/** The inventory screen's quantity for a product of the story's own (one row, under its name). */
async function stockOnScreen(page: Page, name: string) {
  await page.goto('/admin/inventory');
  await page.getByLabel('Search by name, brand, option or SKU').fill(name);
  return page.getByLabel(`Quantity of ${name}`, { exact: true });
}

/** Asks, then confirms, one move of the return in the open order's dialog. */
async function moveReturn(page: Page, button: string, title: string, confirmLabel: string, says: string) {
  await page.getByRole('listitem', { name: 'Return r1' }).getByRole('button', { name: button }).click();
  const confirm = page.getByRole('alertdialog', { name: title });
  await expect(confirm).toContainText(says);
  await confirm.getByRole('button', { name: confirmLabel }).click();
  await expect(confirm).toBeHidden();
}

for (const size of SIZES) {
  test(`at ${size.name} px, a delivered order paid online is returned: the admin approves it and marks it received, its unit goes back in stock and the refund goes through the gateway`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const admin = await adminSession(request);
    const name = `Returnable Ledger ${size.name} ${Date.now().toString(36)}`;
    const product = await ownProduct(request, admin.token, name, 450, 10);
    const shopper = await signUpShopper(request, 'Nisha Reddy');
    const placed = await placeOrder(request, shopper.token, [[product._id, 2]], 'UPI');
    const number = orderNumber(placed._id);
    await payThroughTestGateway(browser, request, shopper, placed._id);
    await adminMove(request, admin.token, placed._id, 'shipped');
    await adminMove(request, admin.token, placed._id, 'delivered');
    await askReturn(request, shopper.token, placed._id, {
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      note: 'The spine was split.',
    });
    const asked = (await orderOf(request, shopper.token, placed._id)).returns![0]!;

    // The open returns filter finds it, marked, and a reload keeps the filter.
    await openSignedIn(page, admin, '/admin/orders');
    await page.getByLabel('Returns').selectOption('open');
    await expect(page).toHaveURL(/returns=open/);
    await page.reload();
    await expect(page.getByLabel('Returns')).toHaveValue('open');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Return requested');
    await expect(row).toContainText('UPI · Paid');
    await shot(page, `orders-open-returns-${size.name}`);

    await row.getByRole('button', { name: `Details of order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${number}` });
    const ret = dialog.getByRole('listitem', { name: 'Return r1' });
    await expect(ret).toContainText(`${name} × 1`);
    await expect(ret).toContainText('Arrived damaged or defective');
    await expect(ret).toContainText('“The spine was split.”');
    await expect(ret).toContainText(rupees(asked.amount));
    await expect(ret).toContainText('The UPI payment, through the gateway');
    // Online, the refund is the gateway's: the admin is never asked to mark it.
    await expect(ret.getByRole('button', { name: 'Mark refunded' })).toHaveCount(0);

    await moveReturn(page, 'Approve', 'Approve this return?', 'Approve return', `The shopper is told to send back ${name} × 1.`);
    await expect(ret).toContainText('Return approved');
    await expect(await stockOnScreen(page, name)).toHaveValue('8');

    await page.goto(`/admin/orders?order=${placed._id}`);
    await moveReturn(page, 'Mark received', 'Mark the return received?', 'Mark received', `These units go back into stock: ${name} × 1.`);
    await expect(ret).toContainText(/Return received|Refunded/);

    // The gateway refunds it by itself; the open view turns refunded when it has (no reload), with the refund's ids.
    await expect(ret.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 30_000 });
    const done = await orderOf(request, admin.token, placed._id);
    expect(done.returns![0]!.state).toBe('refunded');
    const refund = done.payment!.refunds.find((r) => r.id === done.returns![0]!.refundId)!;
    expect(refund.amount).toBe(asked.amount);
    await expect(ret).toContainText(refund.id);
    await expect(ret).toContainText(refund.gatewayRefundId!);
    await expect(ret).toContainText('Units back in stock');
    await expect(dialog.getByRole('region', { name: 'Payment' })).toContainText('Partly refunded');
    await expect(dialog.getByRole('list', { name: 'Refunds' })).toContainText(`Return (r1)`);
    for (const region of ['Payment', 'Returns']) {
      await dialog.getByRole('region', { name: region }).scrollIntoViewIfNeeded();
      await shot(page, `order-view-${region.toLowerCase()}-${size.name}`);
    }

    await expect(await stockOnScreen(page, name)).toHaveValue('9');
    await expect
      .poll(() => messagesTo(shopper).filter((m) => /refund/i.test(m.text) && m.text.includes(rupees(asked.amount))).length)
      .toBeGreaterThan(0);

    // A second return, of the other unit, is rejected with the admin's reason for the shopper.
    await askReturn(request, shopper.token, placed._id, { lines: [{ line: 0, quantity: 1 }], reason: 'not-needed' });
    await page.goto(`/admin/orders?order=${placed._id}`);
    const second = page.getByRole('listitem', { name: 'Return r2' });
    await second.getByRole('button', { name: 'Reject' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reject this return?' });
    await expect(confirm).toContainText('Nothing is refunded and the return is closed.');
    await confirm.getByLabel('Reason, for the shopper').fill('Opened notebooks cannot be returned unless damaged.');
    await confirm.getByRole('button', { name: 'Reject return' }).click();
    await expect(confirm).toBeHidden();
    await expect(second).toContainText('Return rejected');
    await expect(second).toContainText('Opened notebooks cannot be returned unless damaged.');
    await expect(second.getByRole('button')).toHaveCount(0);
    await expect(await stockOnScreen(page, name)).toHaveValue('9');
  });

  test(`at ${size.name} px, a cash-on-delivery return is received back into stock and marked refunded with the transfer's reference`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const admin = await adminSession(request);
    const name = `Returnable Sketchbook ${size.name} ${Date.now().toString(36)}`;
    const product = await ownProduct(request, admin.token, name, 320, 5);
    const shopper = await signUpShopper(request, 'Farhan Qureshi');
    const placed = await deliveredCodOrderWithReturn(request, admin.token, shopper.token, product._id, 1, 'farhan.q@okaxis');
    const number = orderNumber(placed._id);
    const amount = (await orderOf(request, shopper.token, placed._id)).returns![0]!.amount;

    await openSignedIn(page, admin, `/admin/orders?returns=open&q=${number}`);
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText('COD · paid');
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    const ret = page.getByRole('listitem', { name: 'Return r1' });
    // The admin pays it, so the admin sees where in full.
    await expect(ret).toContainText('UPI farhan.q@okaxis');

    await moveReturn(page, 'Approve', 'Approve this return?', 'Approve return', `${name} × 1`);
    await moveReturn(page, 'Mark received', 'Mark the return received?', 'Mark received', `Then pay ${rupees(amount)} to the shopper`);
    await expect(ret).toContainText('Return received');
    await expect(ret).toContainText('Units back in stock');

    // Marking it refunded needs the transfer's reference.
    await ret.getByRole('button', { name: 'Mark refunded' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark the refund paid?' });
    await expect(confirm).toContainText(`Pay ${rupees(amount)} to UPI farhan.q@okaxis`);
    await confirm.getByRole('button', { name: 'Mark refunded' }).click();
    await expect(confirm.getByText("Give the transfer's reference (UTR) to mark this refund paid.")).toBeVisible();
    await confirm.getByLabel('Transfer reference (UTR)').fill('AXISN52611234567');
    await confirm.getByRole('button', { name: 'Mark refunded' }).click();
    await expect(confirm).toBeHidden();
    await expect(ret).toContainText('Refunded');
    await expect(ret).toContainText('AXISN52611234567');
    await expect(ret.getByRole('button')).toHaveCount(0);
    await ret.scrollIntoViewIfNeeded();
    await shot(page, `order-view-cod-return-${size.name}`);

    const done = await orderOf(request, admin.token, placed._id);
    expect(done.returns![0]).toMatchObject({ state: 'refunded', reference: 'AXISN52611234567', restocked: true });
    await expect(await stockOnScreen(page, name)).toHaveValue('5');
    await expect
      .poll(() => messagesTo(shopper).filter((m) => /refund/i.test(m.text) && m.text.includes(rupees(amount))).length)
      .toBeGreaterThan(0);
  });
}

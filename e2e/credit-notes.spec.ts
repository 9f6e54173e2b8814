/**
 * Issue 45, credit notes as the shopper and the owner meet them. At phone size, a shopper cancels
 * an order paid by UPI from the account: its order view then offers the credit note for all of it
 * beside the tax invoice, and the PDF that downloads says "Credit Note", its number in its own
 * series, the invoice it reduces, the reason and the total refunded. At desktop size, the admin
 * receives one unit of a delivered cash-on-delivery order back: the admin's order view and the
 * shopper's both offer the return's credit note, for that unit's share only.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { orderNumber } from '../shared/src/order-number';
import {
  deliveredCodOrderWithReturn,
  orderOf,
  ownProduct,
  payThroughTestGateway,
  placeOrder,
  rupees,
  shot,
} from './admin-payments-fixtures';
import { adminSession, openSignedIn, signUpShopper } from './shopper-session';

const money = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const CREDIT_NOTE = /^INK\/CN\/\d{4}-\d{2}\/\d{6}$/;

interface Noted {
  invoice?: { number: string };
  creditNotes?: Array<{ for: string; number: string; amount: number }>;
}

/** Downloads the PDF behind `link` and answers its file name and its text, on one line. */
async function pdfBehind(link: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([link.page().waitForEvent('download'), link.click()]);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

test('at 390 px, a paid UPI order cancelled from the account offers its credit note for all of it, against its invoice', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await adminSession(request);
  const name = `Credit Pen ${Date.now().toString(36)}`;
  const product = await ownProduct(request, admin.token, name, 640, 10);
  const shopper = await signUpShopper(request, 'Kavya Menon');
  const placed = await placeOrder(request, shopper.token, [[product._id, 2]], 'UPI');
  await payThroughTestGateway(browser, request, shopper, placed._id);
  await expect.poll(async () => ((await orderOf(request, shopper.token, placed._id)) as Noted).invoice?.number).toBeTruthy();
  const invoice = ((await orderOf(request, shopper.token, placed._id)) as Noted).invoice!.number;

  await openSignedIn(page, shopper, '/account?tab=orders');
  await page.getByRole('button', { name: /^Cancel order/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order cancelled. ${rupees(placed.totalPrice)} is being refunded to your payment.`)).toBeVisible();

  await page.getByRole('button', { name: `View order ${orderNumber(placed._id)}` }).click();
  const view = page.getByRole('dialog');
  await expect(view.getByRole('link', { name: 'Download invoice' })).toBeVisible();
  const link = view.getByRole('link', { name: 'Download credit note' });
  await expect(link).toHaveAccessibleDescription(/^Order cancelled: credit note INK\/CN\/\d{4}-\d{2}\/\d{6}$/);
  await link.scrollIntoViewIfNeeded();
  await shot(page, 'credit-note-account-390');
  const { name: file, text } = await pdfBehind(link);
  const note = ((await orderOf(request, shopper.token, placed._id)) as Noted).creditNotes![0]!;
  expect(note.number).toMatch(CREDIT_NOTE);
  expect(file).toBe(`${note.number.replace(/\//g, '-')}.pdf`);
  for (const field of [
    'Credit Note',
    note.number,
    `Against invoice ${invoice}`,
    'Reason Order cancelled',
    name,
    'Total credited',
    money(placed.totalPrice),
  ])
    expect(text, field).toContain(field);
});

test('at 1280 px, one unit of a delivered cash-on-delivery order received back gets its credit note, in the admin’s order view and the shopper’s', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await adminSession(request);
  const name = `Credit Ledger ${Date.now().toString(36)}`;
  const product = await ownProduct(request, admin.token, name, 420, 10);
  const shopper = await signUpShopper(request, 'Arjun Pillai');
  const placed = await deliveredCodOrderWithReturn(request, admin.token, shopper.token, product._id, 2, 'arjun@okaxis');
  const number = orderNumber(placed._id);
  for (const state of ['approved', 'received']) {
    const res = await request.put(`/api/orders/${placed._id}/returns/r1`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { state },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const order = (await orderOf(request, admin.token, placed._id)) as Noted & { returns?: Array<{ amount: number }> };
  const note = order.creditNotes![0]!;
  expect(note).toMatchObject({ for: 'r1', amount: order.returns![0]!.amount });

  await openSignedIn(page, admin, `/admin/orders?order=${placed._id}`);
  const dialog = page.getByRole('dialog', { name: `Order ${number}` });
  const adminLink = dialog.getByRole('link', { name: 'Download credit note' });
  await expect(adminLink).toHaveAccessibleDescription(`Goods returned (return R1): credit note ${note.number}`);
  await adminLink.scrollIntoViewIfNeeded();
  await shot(page, 'credit-note-admin-1280');
  const { text } = await pdfBehind(adminLink);
  for (const field of ['Credit Note', note.number, order.invoice!.number, 'Goods returned (return R1)', name, money(note.amount)])
    expect(text, field).toContain(field);
  // One unit of two: the note credits one, at half the order's goods.
  expect(text).toContain(`${name} `);
  expect(text).not.toContain(money(placed.totalPrice));

  await openSignedIn(page, shopper, '/account?tab=orders');
  await page.getByRole('button', { name: `View order ${number}` }).click();
  const view = page.getByRole('dialog');
  const shopperLink = view.getByRole('link', { name: 'Download credit note' });
  await expect(shopperLink).toHaveAccessibleDescription(`Goods returned (return R1): credit note ${note.number}`);
  await shot(page, 'credit-note-account-1280');
  // Offline, the link says why nothing downloads, in words a shopper can act on.
  await page.context().setOffline(true);
  await shopperLink.click();
  await expect(view.getByRole('alert')).toHaveText('You are offline. This file downloads once you are back online.');
  await page.context().setOffline(false);
});

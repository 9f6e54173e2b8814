/**
 * Issue 45, tax invoices as the shopper meets them: a cash-on-delivery order, marked delivered
 * by the admin (through the api), offers "Download invoice" in the account's order view; the PDF
 * that downloads has every field the issue names (its text read back with unpdf). At phone size
 * the buyer is in Karnataka, the seller's state, with a GSTIN: CGST and SGST; at desktop size in
 * Maharashtra: IGST alone. Screenshots at 390×844 and 1280×900 go to screenshots/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
// The shared modules alone: the package's index pulls in JSON that Playwright's loader refuses.
import { orderNumber } from '../shared/src/order-number';
import { adminToken, fillServerCart, openSignedIn, setOrderStatus, signUpShopper, stockedProducts } from './shopper-session';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `invoice-${name}.png`) });

const money = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const BUYERS = {
  karnataka: {
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
    gstin: '29ABCDE1234F1ZW',
    place: 'Karnataka (29)',
  },
  maharashtra: { street: '4 FC Road', city: 'Pune', state: 'Maharashtra', zip: '411004', gstin: undefined, place: 'Maharashtra (27)' },
} as const;

for (const size of [
  { name: '390', viewport: { width: 390, height: 844 }, buyer: BUYERS.karnataka },
  { name: '1280', viewport: { width: 1280, height: 900 }, buyer: BUYERS.maharashtra },
]) {
  test(`at ${size.name} px, a delivered cash-on-delivery order's tax invoice downloads from the account with every field, its GST split by the place of supply`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const shopper = await signUpShopper(request, 'Meera Iyer');
    const [product] = await stockedProducts(request, 1);
    await fillServerCart(request, shopper.token, [[product!._id, 2]]);
    const { gstin, place, ...address } = size.buyer;
    const placed = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${shopper.token}` },
      data: {
        firstName: 'Meera',
        lastName: 'Iyer',
        phone: '+91 98450 12345',
        paymentMethod: 'COD',
        ...address,
        ...(gstin ? { gstin } : {}),
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: { _id: string; itemsPrice: number; taxPrice: number; totalPrice: number } }).data;
    const number = orderNumber(order._id);
    const admin = await adminToken(request);
    await setOrderStatus(request, admin, order._id, 'shipped');
    await setOrderStatus(request, admin, order._id, 'delivered');

    await openSignedIn(page, shopper, '/account?tab=orders');
    await page.getByRole('button', { name: `View order ${number}` }).click();
    const dialog = page.getByRole('dialog');
    const link = dialog.getByRole('link', { name: 'Download invoice' });
    await expect(link).toBeVisible();
    await expect(dialog.getByText(/^Tax invoice INK\/\d{4}-\d{2}\/\d{6}$/)).toBeVisible();
    // Delivered cash on delivery is paid: the courier collected it.
    await expect(dialog.getByText('COD · Paid on delivery')).toBeVisible();
    await shot(page, `account-order-${size.name}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^INK-\d{4}-\d{2}-\d{6}\.pdf$/);
    const bytes = new Uint8Array(readFileSync(await download.path()));
    const { text: raw } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const text = raw.replace(/\s+/g, ' ');

    const invoiceNumber = download
      .suggestedFilename()
      .replace(/\.pdf$/, '')
      .replace(/^INK-(\d{4}-\d{2})-/, 'INK/$1/');
    for (const field of [
      'Tax Invoice',
      'Inkwell Stationery Private Limited',
      'GSTIN: ',
      invoiceNumber,
      'Invoice date',
      number,
      'Meera Iyer',
      address.street,
      `Place of supply ${place}`,
      product!.name,
      'HSN',
      '18%',
      'Taxable value',
      'Shipping and handling',
      money(order.itemsPrice),
      money(order.totalPrice),
      'Rupees ',
      ' Only',
    ])
      expect(text, field).toContain(field);
    if (gstin) {
      expect(text).toContain(`GSTIN: ${gstin}`);
      expect(text).toContain(`CGST ${money(order.taxPrice / 2)}`);
      expect(text).toContain(`SGST ${money(order.taxPrice / 2)}`);
      expect(text).not.toContain('IGST');
    } else {
      expect(text).toContain(`IGST ${money(order.taxPrice)}`);
      expect(text).not.toContain('CGST');
    }
  });
}

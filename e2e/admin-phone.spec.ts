/**
 * Issue 42, item 12: on a 390×844 phone the admin's tables show their key columns without
 * sideways scrolling: each row is a card, its name on top and each cell on a line with its
 * column's name (admin.css). The key cells of the first row are asserted inside the viewport,
 * order times whole; screenshots of each list go to screenshots/ to be looked at.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { orderNumber } from '../shared/src/order-number';
import { adminSession, openSignedIn, placeOrderViaApi, signUpShopper, stockedProducts } from './shopper-session';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `admin-phone-${name}.png`) });

/** The element lies wholly inside the phone's width, and its text is not clipped by its box. */
async function expectInView(cell: Locator, what: string): Promise<void> {
  await cell.scrollIntoViewIfNeeded();
  const box = await cell.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(PHONE.width);
  const clipped = await cell.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(clipped, `${what} is not cut off`).toBe(false);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    table: document.querySelector('.admin-table-wrap')?.scrollWidth ?? 0,
  }));
  expect(widths.page).toBeLessThanOrEqual(PHONE.width);
  expect(widths.table).toBeLessThanOrEqual(PHONE.width);
}

test('on a phone, the products, inventory, categories and orders show name, price, stock, status, total, time and the actions without sideways scrolling', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request, 'Ishaan Rao');
  const [product] = await stockedProducts(request, 1);
  const order = await placeOrderViaApi(request, shopper.token, [[product!._id, 1]]);
  const admin = await adminSession(request);

  await openSignedIn(page, admin, '/admin/products');
  const productRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  await expect(productRow).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectInView(productRow.getByRole('rowheader'), 'product name');
  for (const label of ['Price', 'Stock']) await expectInView(productRow.locator(`td[data-label="${label}"]`), `product ${label}`);
  await expect(productRow.locator('td[data-label="Price"]')).toContainText('₹');
  await expectInView(productRow.getByRole('link', { name: /^Edit / }), 'Edit');
  await expectInView(productRow.getByRole('button', { name: /^Delete / }), 'Delete');
  await shot(page, 'products');

  await page.goto('/admin/inventory');
  const stockRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  await expect(stockRow).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectInView(stockRow.getByRole('rowheader'), 'inventory name');
  await expectInView(stockRow.locator('td[data-label="Status"] .badge'), 'stock status');
  await expectInView(stockRow.getByRole('spinbutton'), 'quantity');
  await expectInView(stockRow.getByRole('button', { name: /^Save quantity/ }), 'Save');
  await shot(page, 'inventory');

  await page.goto('/admin/categories');
  const categoryRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  await expect(categoryRow).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectInView(categoryRow.getByRole('rowheader'), 'category name');
  await expectInView(categoryRow.locator('td[data-label="Products"]'), 'product count');
  await expectInView(categoryRow.getByRole('link', { name: /^Edit / }), 'Edit category');
  await shot(page, 'categories');

  await page.goto('/admin/orders');
  const number = orderNumber(order._id);
  const orderRow = page.getByRole('row', { name: new RegExp(number) });
  await expect(orderRow).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectInView(orderRow.getByRole('rowheader'), 'order number');
  await expect(orderRow.getByRole('rowheader')).toHaveText(number);
  const placed = orderRow.locator('td[data-label="Placed"]');
  await expectInView(placed, 'order time');
  // The whole time, in India's time: day, month, year, hour and minute.
  await expect(placed).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m/i);
  for (const label of ['Status', 'Total']) await expectInView(orderRow.locator(`td[data-label="${label}"]`), `order ${label}`);
  await expectInView(orderRow.getByRole('button', { name: `Details of order ${number}` }), 'Details');
  await shot(page, 'orders');

  await orderRow.getByRole('button', { name: `Details of order ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${number}` });
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog.getByLabel('Carrier')).toBeVisible();
  await shot(page, 'ship-form');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sales' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({
    path: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', 'admin-phone-dashboard.png'),
    fullPage: true,
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the same lists keep their table, with column headings, and the dashboard its figures', async ({ page, request }) => {
    const admin = await adminSession(request);
    await openSignedIn(page, admin, '/admin/products');
    for (const [where, heading] of [
      ['/admin/products', 'Price'],
      ['/admin/inventory', 'Quantity'],
      ['/admin/orders', 'Placed'],
    ] as const) {
      if (page.url() !== new URL(where, page.url()).href) await page.goto(where);
      await expect(page.getByRole('columnheader', { name: heading })).toBeVisible();
      await expect(page.getByRole('rowheader').first()).toBeVisible();
      await page.screenshot({
        path: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `admin-desktop-${where.split('/').at(-1)}.png`),
      });
    }
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Sales' })).toBeVisible();
    await page.screenshot({
      path: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', 'admin-desktop-dashboard.png'),
      fullPage: true,
    });
  });
});

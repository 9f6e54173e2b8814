/**
 * Issue 23 (points 3 and 4): the admin's dashboard shows the store's sales, and products go out
 * and come in as CSV with a preview before anything is written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { formatRupees } from '../shared/src/format';
import { orderNumber } from '../shared/src/order-number';
import {
  adminSession,
  adminToken,
  openSignedIn,
  placeOrderViaApi,
  setOrderStatus,
  signUpShopper,
  stockedProducts,
} from './shopper-session';

const rupees = formatRupees;

interface Sales {
  today: { revenue: number; orders: number };
  toShip: { count: number; orders: Array<{ _id: string }> };
  topProducts: Array<{ name: string }>;
}

async function openAdmin(page: Page, request: Parameters<typeof adminSession>[0], path: string) {
  const admin = await adminSession(request);
  await openSignedIn(page, admin, path);
  return admin;
}

/** Screens to look at, in the gitignored screenshots/ folder. */
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `admin-${name}.png`),
    fullPage: true,
  });

const csvFile = (text: string) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('an admin sees today’s sales, the orders to ship (each opening the order), the daily chart and the top products', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [a, b] = await stockedProducts(request, 2, 10);
  const first = await placeOrderViaApi(request, shopper.token, [[a!._id, 3]]);
  const second = await placeOrderViaApi(request, shopper.token, [[b!._id, 1]]);
  // Revenue is money in (decision 046): a cash-on-delivery order counts once delivered.
  const paid = await placeOrderViaApi(request, shopper.token, [[b!._id, 1]]);
  const adminApi = await adminToken(request);
  for (const status of ['shipped', 'delivered']) await setOrderStatus(request, adminApi, paid._id, status);
  const admin = await openAdmin(page, request, '/admin');
  // The figures the server computes now, to read on the screen (other stories may have sold today too).
  const sales = (await (await request.get('/api/orders/sales', { headers: { authorization: `Bearer ${admin.token}` } })).json())
    .data as Sales;
  expect(sales.today.orders).toBeGreaterThanOrEqual(1);
  expect(sales.today.revenue).toBeGreaterThanOrEqual(paid.totalPrice);
  expect(sales.toShip.orders.map((o) => o._id)).toEqual(expect.arrayContaining([first._id, second._id]));

  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // The spec's cards and chart are still there.
  await expect(page.getByText('Total Products')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products per Category' })).toBeVisible();

  const figures = page.getByRole('list', { name: 'Revenue' });
  const today = figures.getByRole('listitem').filter({ hasText: 'Today' });
  await expect(today).toContainText(rupees(sales.today.revenue));
  await expect(today).toContainText(`${sales.today.orders} ${sales.today.orders === 1 ? 'order' : 'orders'}`);
  await expect(figures.getByRole('listitem').filter({ hasText: 'Last 7 days' })).toBeVisible();
  await expect(figures.getByRole('listitem').filter({ hasText: 'Last 30 days' })).toBeVisible();
  await expect(page.getByTestId('revenue-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  const top = page.getByRole('list', { name: 'Top products by units sold' });
  await expect(top.getByRole('listitem')).toHaveCount(Math.min(5, sales.topProducts.length));
  await expect(top.getByRole('listitem').first()).toContainText(sales.topProducts[0]!.name);

  await shot(page, 'dashboard-desktop');
  const toShip = page.getByRole('region', { name: 'Orders to ship' });
  await expect(toShip).toContainText(`${sales.toShip.count} ${sales.toShip.count === 1 ? 'order is' : 'orders are'} processing`);
  await toShip.getByRole('link', { name: `Order ${orderNumber(first._id)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?status=processing&order=${first._id}$`));
  // The order opens, on the list of orders waiting to ship.
  const details = page.getByRole('dialog', { name: `Order ${orderNumber(first._id)}` });
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark as shipped' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
  await expect(page.getByLabel('Status')).toHaveValue('processing');
});

test('an admin exports the products as CSV, previews an import (new, changed, refused with the reason), and imports the valid rows only', async ({
  page,
  request,
}) => {
  const admin = await openAdmin(page, request, '/admin/import');
  await expect(page.getByRole('heading', { name: 'Import and export' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download products CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inkwell-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync((await download.path())!, 'utf8');
  const [header, firstRow] = exported.split(/\r?\n/);
  // One row per variant under its product's handle (issue 43); the import below still reads the older one-row-per-product shape.
  expect(header).toBe(
    'handle,name,brand,category,option1 name,option1 value,option2 name,option2 value,option3 name,option3 value,sku,price,mrp,stock,description,features',
  );
  expect(firstRow).toBeTruthy();

  // One row of the export with a new description, a new product, a formula and an unknown category.
  const [stocked] = await stockedProducts(request, 1, 5);
  const existing = (await (await request.get(`/api/products/${stocked!._id}`)).json()).data as {
    name: string;
    brand: string;
    category: { name: string };
    price: number;
    originalPrice: number | null;
    stock: number;
  };
  const tag = Date.now().toString(36);
  const newName = `Bamboo Desk Tray ${tag}`;
  const csv = [
    'id,name,brand,category,price,mrp,stock,description,features',
    `${stocked!._id},"${existing.name}","${existing.brand}","${existing.category.name}",${existing.price},${existing.originalPrice ?? ''},${existing.stock},Described again ${tag},`,
    `,${newName},Kokuyo,${existing.category.name},450,600,25,A tray of pressed bamboo,Stackable|Washable`,
    `,Sneaky Pen ${tag},Kokuyo,${existing.category.name},100,,5,"=HYPERLINK(""http://evil.example"",""win"")",`,
    `,Lost Pen ${tag},Kokuyo,Nowhere Category,100,,5,,`,
  ].join('\n');

  await page.getByLabel('CSV file').setInputFiles(csvFile(csv));
  await page.getByRole('button', { name: 'Preview import' }).click();
  const counts = page.getByRole('list', { name: 'Rows by outcome' });
  await expect(counts).toContainText('New: 1');
  await expect(counts).toContainText('Changed: 1');
  await expect(counts).toContainText('Refused: 2');
  const rows = page.locator('.csv-table tbody tr');
  await expect(rows.filter({ hasText: newName })).toContainText('New');
  await expect(rows.filter({ hasText: existing.name })).toContainText('Changes description');
  await expect(rows.filter({ hasText: `Sneaky Pen ${tag}` })).toContainText("description: starts with '='");
  await expect(rows.filter({ hasText: `Lost Pen ${tag}` })).toContainText("Category 'Nowhere Category' does not exist");
  await shot(page, 'import-preview-desktop');
  // Nothing is written by a preview.
  expect((await (await request.get(`/api/products?search=${encodeURIComponent(newName)}`)).json()).data.products).toHaveLength(0);

  // All or nothing: refused rows mean nothing is imported.
  await page.getByLabel('Import nothing if any row is refused').check();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('alert')).toContainText('2 of 4 rows are refused, so nothing was imported.');
  expect((await (await request.get(`/api/products?search=${encodeURIComponent(newName)}`)).json()).data.products).toHaveLength(0);

  // The valid rows only.
  await page.getByLabel('Import nothing if any row is refused').uncheck();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported: 1 new, 1 changed.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();

  const found = (await (await request.get(`/api/products?search=${encodeURIComponent(newName)}`)).json()).data.products as Array<{
    _id: string;
    brand: string;
    stock: number;
    discount: number;
  }>;
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ brand: 'Kokuyo', stock: 25, discount: 25 });
  const changed = (await (await request.get(`/api/products/${stocked!._id}`)).json()).data;
  expect(changed.description).toBe(`Described again ${tag}`);

  // The shopper sees the new product with its brand and discount.
  await page.goto(`/product/${found[0]!._id}`);
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();
  await expect(page.getByText('Kokuyo').first()).toBeVisible();
  expect(admin.token).toBeTruthy();
});

test('a file with the wrong columns is refused with the columns it needs', async ({ page, request }) => {
  await openAdmin(page, request, '/admin/import');
  await page.getByLabel('CSV file').setInputFiles(csvFile('title,cost\nPen,10\n'));
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('alert')).toContainText(
    "The file's columns are wrong (missing handle, name, category, price; unknown 'title', 'cost').",
  );
});

test('on a phone the import preview scrolls sideways inside its box with the product name held, and the dashboard’s sales fit the screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, request, '/admin');
  await expect(page.getByRole('heading', { name: 'Orders to ship' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Revenue' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'dashboard-phone');

  await page.goto('/admin/import');
  const lines = ['name,brand,category,price,mrp,stock,description,features'];
  for (let i = 0; i < 12; i++) lines.push(`Phone Row ${i},Brand,Nowhere,10,,1,A description long enough to need room,`);
  await page.getByLabel('CSV file').setInputFiles(csvFile(lines.join('\n')));
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('list', { name: 'Rows by outcome' })).toContainText('Refused: 12');
  // 10 rows a page, as every admin list.
  await expect(page.locator('.csv-table tbody tr')).toHaveCount(10);
  // The import's help (one row per variant, grouped by handle) is longer now: bring the preview into view.
  await page.locator('.csv-table').scrollIntoViewIfNeeded();
  await shot(page, 'import-preview-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const wrap = page.locator('.admin-table-wrap').last();
  const scrollable = await wrap.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrollable).toBe(true);
  await wrap.evaluate((el) => el.scrollBy(400, 0));
  const name = page.locator('.csv-table tbody th').first();
  const [nameBox, wrapBox] = [await name.boundingBox(), await wrap.boundingBox()];
  expect(Math.round(nameBox!.x)).toBeLessThanOrEqual(Math.round(wrapBox!.x) + 1);
  await expect(name).toBeInViewport();
  await expect(name).toHaveText('Phone Row 0');
  await shot(page, 'import-preview-phone-scrolled');
});

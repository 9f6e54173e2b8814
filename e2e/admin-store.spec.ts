/**
 * Issue 23: the admin runs a real store. The complete product form, an inventory that scales,
 * shipments with a carrier and tracking number, and an area that looks right while it loads,
 * with toasts that read on every background and tables that work on a phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { orderNumber } from '../shared/src/order-number';
import { createProduct, firstCategory, imageFile } from './admin-fixtures';
import { adminSession, openSignedIn, placeOrderViaApi, signUpShopper, stockedProducts } from './shopper-session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function openAdmin(page: Page, request: Parameters<typeof adminSession>[0], path = '/admin') {
  const admin = await adminSession(request);
  await openSignedIn(page, admin, path);
  return admin;
}

/** The WCAG contrast ratio of two computed colours ("rgb(r, g, b)"). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const rowOf = (page: Page, name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('an admin creates a product with brand, MRP, badge, featured and a starting stock; the storefront shows them, and an edit keeps them', async ({
  page,
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const name = `Sport Fountain Pen ${tag}`;
  const category = await firstCategory(request);
  const admin = await openAdmin(page, request, '/admin/productform');

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (₹)').fill('800');
  await page.getByLabel('Category').selectOption({ label: category.name });
  await page.getByLabel(/Original price/).fill('600');
  await page.getByLabel('Starting stock').fill('2.5');
  await page.getByLabel('Main image').setInputFiles(imageFile('pen.png', [20, 60, 120]));
  await page.getByRole('button', { name: 'Create product' }).click();
  // Each refusal next to its field.
  await expect(page.locator('#product-originalPrice-error')).toHaveText('Original price must not be below the price');
  await expect(page.locator('#product-stock-error')).toHaveText('Stock must be a whole number, 0 or more');

  await page.getByLabel(/Original price/).fill('1000');
  await expect(page.getByText('Shoppers see 20% off.')).toBeVisible();
  await page.getByLabel('Starting stock').fill('14');
  await page.getByLabel('Brand').fill('Kaweco');
  await page.getByLabel('Badge').selectOption('New');
  await page.getByLabel('Featured').check();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  const found = await request.get(`/api/products?search=${encodeURIComponent(name)}`);
  const product = ((await found.json()) as { data: { products: Array<Record<string, unknown>> } }).data.products.find(
    (p) => p.name === name,
  )!;
  expect(product).toMatchObject({
    brand: 'Kaweco',
    price: 800,
    originalPrice: 1000,
    discount: 20,
    badge: 'New',
    featured: true,
    stock: 14,
  });

  const shopperContext = await browser.newContext();
  try {
    const shopper = await shopperContext.newPage();
    await shopper.goto(`/product/${String(product._id)}`);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    const buyBox = shopper.locator('.buy-box');
    await expect(buyBox.getByText('Kaweco', { exact: true })).toBeVisible();
    await expect(buyBox.getByText('20% off')).toBeVisible();
    await expect(buyBox.getByText('New', { exact: true })).toBeVisible();
    await expect(buyBox.getByText('No reviews yet')).toBeVisible();
    await expect(buyBox.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  } finally {
    await shopperContext.close();
  }

  // The edit form holds what was saved, and saving a change keeps the rest (it used to wipe brand, MRP and badge).
  await openSignedIn(page, admin, `/admin/productform/${String(product._id)}`);
  await expect(page.getByLabel('Brand')).toHaveValue('Kaweco');
  await expect(page.getByLabel(/Original price/)).toHaveValue('1000');
  await expect(page.getByLabel('Badge')).toHaveValue('New');
  await expect(page.getByLabel('Featured')).toBeChecked();
  await expect(page.getByText('14 in stock.')).toBeVisible();
  await page.getByLabel('Brand').fill('Kaweco Sport');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  const after = await request.get(`/api/products/${String(product._id)}`);
  expect(((await after.json()) as { data: unknown }).data).toMatchObject({
    brand: 'Kaweco Sport',
    originalPrice: 1000,
    badge: 'New',
    featured: true,
    stock: 14,
  });
});

test('an admin finds stock by brand, lists only what runs low or is out, sorts by quantity, and edits a quantity in place', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const brand = `Rotring${tag}`;
  const category = await firstCategory(request);
  const admin = await adminSession(request);
  const names = { empty: `Isograph ${tag}`, low: `Tikky Pencil ${tag}`, plenty: `Art Pen ${tag}` };
  await createProduct(request, admin.token, { name: names.empty, brand, category: category._id, price: 900, stock: 0 });
  await createProduct(request, admin.token, { name: names.low, brand, category: category._id, price: 350, stock: 3 });
  await createProduct(request, admin.token, { name: names.plenty, brand, category: category._id, price: 1200, stock: 40 });

  await openSignedIn(page, admin, '/admin/inventory');
  await page.getByLabel('Search by name, brand, option or SKU').fill(brand.toLowerCase());
  await expect(page.getByRole('rowheader')).toHaveCount(3);
  // Category names, not ids.
  const lowRow = rowOf(page, names.low);
  await expect(lowRow.getByRole('cell', { name: category.name, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: category._id, exact: true })).toHaveCount(0);

  await page.getByRole('radio', { name: /Low stock/ }).click();
  await expect(page.getByRole('radio', { name: /Low stock/ })).toBeChecked();
  await expect(page).toHaveURL(/filter=low/);
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await expect(page.getByRole('rowheader')).toContainText(names.low);
  await page.getByRole('radio', { name: /Out of stock/ }).click();
  await expect(page.getByRole('radio', { name: /Out of stock/ })).toBeChecked();
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await expect(page.getByRole('rowheader')).toContainText(names.empty);

  await page.getByRole('radio', { name: /^All/ }).click();
  await expect(page.getByRole('radio', { name: /^All/ })).toBeChecked();
  await page.getByLabel('Sort by').selectOption('quantity-desc');
  await expect(page.getByRole('rowheader').first()).toContainText(names.plenty);
  await page.getByLabel('Sort by').selectOption('quantity-asc');
  await expect(page.getByRole('rowheader').first()).toContainText(names.empty);

  // A save in the low-stock list keeps its row where it is, with the new quantity.
  await page.getByRole('radio', { name: /Low stock/ }).click();
  await expect(page.getByRole('radio', { name: /Low stock/ })).toBeChecked();
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await page.getByLabel(`Quantity of ${names.low}`, { exact: true }).fill('30');
  await page.getByRole('button', { name: `Save quantity of ${names.low}` }).click();
  await expect(page.getByText(`${names.low}: stock is now 30.`)).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${names.low}`, { exact: true })).toHaveValue('30');
  await expect(rowOf(page, names.low).getByText('In stock')).toBeVisible();

  // The toast stands out from the navy bar and its text reads on it.
  const toast = page.locator('.toast--success').first();
  const [toastBg, toastText, barBg] = await Promise.all([
    toast.evaluate((el) => getComputedStyle(el).backgroundColor),
    toast.locator('.toast__message').evaluate((el) => getComputedStyle(el).color),
    page.locator('.admin-topbar').evaluate((el) => getComputedStyle(el).backgroundColor),
  ]);
  expect(contrast(toastBg, barBg)).toBeGreaterThan(3);
  expect(contrast(toastText, toastBg)).toBeGreaterThan(4.5);
});

test("an admin ships an order with its carrier and tracking number, and the shopper's order shows both, the number linked to the carrier's page", async ({
  page,
  browser,
  request,
}) => {
  const shopperSession = await signUpShopper(request, 'Kavya Menon');
  const [product] = await stockedProducts(request, 1);
  const order = await placeOrderViaApi(request, shopperSession.token, [[product!._id, 1]]);
  const number = orderNumber(order._id);

  await openAdmin(page, request, '/admin/orders');
  await page.getByLabel('Status').selectOption('processing');
  await page.getByRole('button', { name: `Details of order ${number}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  // Carrier and number are optional; the carrier comes from the list.
  await expect(dialog.getByText('Both are optional.')).toBeVisible();
  await dialog.getByLabel('Carrier').selectOption('Blue Dart');
  await dialog.getByLabel('Tracking number').fill('=HYPERLINK("x")');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog.getByText('Tracking number may hold only letters, digits, spaces and hyphens')).toBeVisible();
  await dialog.getByLabel('Tracking number').fill('BD 7788 1122');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByText(`Order ${number} is now shipped.`)).toBeVisible();

  await page.getByLabel('Status').selectOption('shipped');
  await expect(page.getByRole('row', { name: number }).getByText('Shipped')).toBeVisible();
  await page.getByRole('button', { name: `Details of order ${number}` }).click();
  await expect(dialog.getByRole('link', { name: /BD 7788 1122/ })).toHaveAttribute('href', /bluedart\.com.*BD77881122/);
  await expect(dialog.getByText('Blue Dart', { exact: true })).toBeVisible();

  const tracking = await request.get(`/api/orders/${order._id}/tracking`, { headers: { authorization: `Bearer ${shopperSession.token}` } });
  expect(((await tracking.json()) as { data: unknown }).data).toMatchObject({
    status: 'shipped',
    shipment: { carrier: 'Blue Dart', trackingNumber: 'BD 7788 1122' },
  });

  const shopperContext = await browser.newContext();
  try {
    const shopper = await shopperContext.newPage();
    await openSignedIn(shopper, shopperSession, '/account?tab=orders');
    await expect(shopper.getByText('Shipped with Blue Dart · Tracking number BD 7788 1122')).toBeVisible();
    const link = shopper.getByRole('link', { name: /BD 7788 1122/ }).first();
    await expect(link).toHaveAttribute(
      'href',
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=BD77881122',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await shopper.getByRole('button', { name: `View order ${number}` }).click();
    const summary = shopper.getByRole('dialog');
    await expect(summary.getByRole('heading', { name: 'Shipment' })).toBeVisible();
    await expect(summary.getByRole('link', { name: /BD 7788 1122/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(summary.getByText('Blue Dart', { exact: true })).toBeVisible();
  } finally {
    await shopperContext.close();
  }
});

test.describe('the admin area while it loads', () => {
  // The service worker would answer the chunk from its cache, out of the page's routing.
  test.use({ serviceWorkers: 'block' });

  test('the admin area opens on its own styled frame while its code loads, not a bare "Loading"', async ({ page, request }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Hold the admin area's chunk until the frame has been seen: no timing involved.
    await page.route(/\/assets\/admin-area-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await openAdmin(page, request, '/admin');
    const frame = page.locator('#admin-boot');
    await expect(frame).toHaveText('Loading');
    // Its navy bar with the area's name, drawn by the storefront's CSS (the admin's own is in the held chunk).
    const bar = await frame.evaluate((el) => {
      const style = getComputedStyle(el, '::before');
      return { content: style.content, background: style.backgroundColor, page: getComputedStyle(el).backgroundColor };
    });
    expect(bar).toEqual({ content: '"Inkwell Admin"', background: 'rgb(15, 33, 56)', page: 'rgb(241, 245, 249)' });
    release();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.locator('#admin-boot')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  for (const screen of [
    { path: '/admin/products', title: 'Products', thumbnails: true },
    { path: '/admin/inventory', title: 'Inventory', thumbnails: false },
  ]) {
    test(`the ${screen.title.toLowerCase()} table shows each row as a card with its cells in view, nothing scrolling sideways${screen.thumbnails ? ', its thumbnails shown' : ''}`, async ({
      page,
      request,
    }) => {
      await openAdmin(page, request, screen.path);
      await expect(page.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
      const firstName = page.getByRole('rowheader').first();
      await expect(firstName).toBeVisible();
      if (screen.thumbnails) {
        const thumb = page.locator('.admin-table tbody .admin-thumb').first();
        await expect(thumb).toBeVisible();
        expect((await thumb.boundingBox())!.width).toBeGreaterThanOrEqual(44);
      }
      // Neither the page nor the table scrolls sideways (issue 42): every cell of a row is in view.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const wrap = page.locator('.admin-table-wrap');
      const { scrollWidth, clientWidth } = await wrap.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      for (const cell of await page.getByRole('row').nth(1).getByRole('cell').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    });
  }
});

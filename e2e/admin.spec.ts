import { expect, test, type BrowserContext, type Page } from '@playwright/test';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { orderNumber } from '../shared/src/order-number';
import { imageFile as file } from './admin-fixtures';
import { defaultRecordTitle } from './variant-helpers';
import { adminSession, openSignedIn, placeOrderViaApi, signUpShopper, stockedProducts } from './shopper-session';

/** Contexts a story opens besides its own: closed after it, pass or fail (their shared workers must not outlive it). */
const extraContexts: BrowserContext[] = [];
async function opened(context: Promise<BrowserContext>): Promise<BrowserContext> {
  const c = await context;
  extraContexts.push(c);
  return c;
}
test.afterEach(async () => {
  await Promise.all(extraContexts.splice(0).map((c) => c.close()));
});

async function openAdmin(page: Page, request: Parameters<typeof adminSession>[0], path = '/admin') {
  const admin = await adminSession(request);
  await openSignedIn(page, admin, path);
  return admin;
}

test('an admin creates a category and a product with images, and a shopper sees it in the storefront', async ({
  page,
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const categoryName = `Calligraphy ${tag}`;
  const productName = `Italic Nib Set ${tag}`;
  await openAdmin(page, request, '/admin/categoryform');

  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill(categoryName);
  await page.getByLabel(/Description/).fill('Broad nibs, inks and guides for lettering.');
  await page.getByLabel('Image (optional)').setInputFiles(file('category.png', [184, 137, 46]));
  await expect(page.getByRole('img', { name: 'Category image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Category created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  await page.goto('/admin/productform');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('A main image is required')).toBeVisible();
  await page.getByLabel('Name').fill(productName);
  await page.getByLabel('Price (₹)').fill('-5');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Price must be 0 or more')).toBeVisible();
  await page.getByLabel('Price (₹)').fill('1450');
  await page.getByLabel('Category').selectOption({ label: categoryName });
  await page.getByRole('button', { name: 'Add feature' }).click();
  await expect(page.getByText('Enter the feature before adding it')).toBeVisible();
  await page.getByLabel('New feature').fill('Five italic nibs');
  await page.getByRole('button', { name: 'Add feature' }).click();
  await page.getByLabel('New feature').fill('Practice guide');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove feature Practice guide' })).toBeVisible();
  await page
    .getByLabel(/Additional images/)
    .setInputFiles([file('a.png', [10, 20, 30]), file('b.png', [30, 20, 10]), file('c.png', [60, 60, 60]), file('d.png', [90, 90, 90])]);
  await expect(page.getByText('Up to 3 additional images')).toBeVisible();
  await page.getByLabel(/Additional images/).setInputFiles([file('a.png', [10, 20, 30]), file('b.png', [30, 20, 10])]);
  // A file that is not an image: the store refuses it, next to the field.
  await page
    .getByLabel('Main image')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.locator('#product-mainImage-error')).toContainText('Only PNG, JPEG or WebP images are allowed.');
  await page.getByLabel('Main image').setInputFiles(file('main.png', [31, 58, 95]));
  await expect(page.getByRole('img', { name: 'Main image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('rowheader', { name: productName })).toBeVisible();

  const shopperContext = await opened(browser.newContext());
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/products?search=${encodeURIComponent(productName)}`);
  await shopper.getByRole('link', { name: productName }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(shopper.getByText('Practice guide').first()).toBeAttached();
  await expect(shopper.getByRole('main').getByText(categoryName).first()).toBeVisible();
});

test('an admin changes stock and an open product page follows; a stale edit from another tab is refused with the current value', async ({
  page,
  browser,
  request,
}) => {
  const [product] = await stockedProducts(request, 1, 8);
  const shopperContext = await opened(browser.newContext());
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/product/${product!._id}`);
  await expect(shopper.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  await openAdmin(page, request, '/admin/inventory');
  const other = await page.context().newPage();
  await other.goto('/admin/inventory');
  for (const p of [page, other]) await p.getByLabel('Search by name, brand, option or SKU').fill(product!.name);
  // The inventory lists each variant; the product's stock (spec §7) is its default variant's record.
  const title = await defaultRecordTitle(request, product!._id);

  const quantity = page.getByLabel(`Quantity of ${title}`, { exact: true });
  await quantity.fill('0');
  await page.getByRole('button', { name: `Save quantity of ${title}`, exact: true }).click();
  await expect(page.getByText(`${title}: stock is now 0.`)).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Out of Stock', exact: true })).toBeDisabled({ timeout: 30_000 });

  // The other tab still holds the old revision: its edit is refused, and it shows the current value.
  await other.getByLabel(`Quantity of ${title}`, { exact: true }).fill('3');
  await other.getByRole('button', { name: `Save quantity of ${title}`, exact: true }).click();
  await expect(other.getByText('Changed meanwhile: the stock is now 0. Your 3 was not saved; save again to set it.')).toBeVisible();
  await other.getByRole('button', { name: `Save quantity of ${title}`, exact: true }).click();
  await expect(other.getByText(`${title}: stock is now 3.`)).toBeVisible();

  await quantity.fill(String(product!.stock));
  await page.getByRole('button', { name: `Save quantity of ${title}`, exact: true }).click();
  await expect(page.getByText(/Changed meanwhile/)).toBeVisible();
  await page.getByRole('button', { name: `Save quantity of ${title}`, exact: true }).click();
  await expect(page.getByText(`${title}: stock is now ${product!.stock}.`)).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 30_000 });
});

test("an admin moves an order to delivered and the shopper's account shows it", async ({ page, browser, request }) => {
  const shopperSession = await signUpShopper(request, 'Meera Nair');
  const [product] = await stockedProducts(request, 1);
  const order = await placeOrderViaApi(request, shopperSession.token, [[product!._id, 1]]);
  const number = orderNumber(order._id);

  await openAdmin(page, request, '/admin/orders');
  await page.getByLabel('Status').selectOption('processing');
  await page.getByRole('button', { name: `Details of order ${number}` }).click();
  await expect(page.getByRole('dialog').getByText('Meera Nair')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  // Shipping offers the carrier and the tracking number.
  await page.getByLabel('Carrier').selectOption('Delhivery');
  await page.getByLabel('Tracking number').fill('DL 5566 7788');
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByText(`Order ${number} is now shipped.`)).toBeVisible();
  await page.getByLabel('Status').selectOption('shipped');
  await page.getByRole('button', { name: `Details of order ${number}` }).click();
  await page.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(page.getByText(`Order ${number} is now delivered.`)).toBeVisible();

  const shopperContext = await opened(browser.newContext());
  const shopper = await shopperContext.newPage();
  await openSignedIn(shopper, shopperSession, '/account?tab=orders');
  await expect(shopper.getByRole('main').getByText('Delivered').first()).toBeVisible();
  await expect(shopper.getByRole('button', { name: `Reorder order ${number}` })).toBeVisible();
  await shopper.getByRole('link', { name: 'Notifications' }).click();
  await expect(shopper.getByText(`Order ${number} was delivered.`)).toBeVisible();
});

test('a shopper who opens /admin is sent home, and a visitor is sent to sign in', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  await openSignedIn(page, shopper, '/admin/products');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('deleting asks for confirmation', async ({ page, request }) => {
  const admin = await adminSession(request);
  const name = `Throwaway Pencil ${Date.now().toString(36)}`;
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${admin.token}` },
    multipart: { name, price: '20', category: 'writing', mainImage: file('pencil.png', [200, 200, 0]) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;

  await openSignedIn(page, admin, '/admin/products');
  await page.getByLabel('Search products by name').fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await request.get(`/api/products/${id}`)).status()).toBe(200);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
  expect((await request.get(`/api/products/${id}`)).status()).toBe(404);
});

test('on a phone the admin menu opens and closes; offline, the admin area says so and saving is turned off', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, request, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products per Category' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
  await expect(nav).toBeHidden();

  const [product] = await stockedProducts(request, 1);
  await page.getByLabel('Search by name, brand, option or SKU').fill(product!.name);
  const title = await defaultRecordTitle(request, product!._id);
  await page.getByLabel(`Quantity of ${title}`, { exact: true }).fill('7');
  await context.setOffline(true);
  await expect(page.getByText(/You are offline\. The admin area needs the store/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Save quantity of ${title}`, exact: true })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: `Save quantity of ${title}`, exact: true })).toBeEnabled();
});

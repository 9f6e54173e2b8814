/**
 * Issue 22: honest prices, advertised codes that work, every category in reach, a checkout that
 * confirms. Each story at a phone's size (390×844) and on a desktop.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitUntilOfflineReady } from './store-helpers';
import { fillServerCart, openSignedIn, saveAddress, signUpShopper, SHIPPING, type ProductRef } from './shopper-session';

const rupees = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

async function productsMatching(request: APIRequestContext, query: string): Promise<Array<ProductRef & { price: number }>> {
  const res = await request.get(`/api/products?limit=100&${query}`);
  const body = (await res.json()) as { data: { products: Array<ProductRef & { price: number }> } };
  return body.data.products.filter((p) => p.stock >= 5);
}

async function aFountainPen(request: APIRequestContext) {
  const pens = (await productsMatching(request, 'category=writing&search=Fountain%20Pen')).filter((p) => /fountain pen/i.test(p.name));
  expect(pens.length).toBeGreaterThan(0);
  return pens[0]!;
}

async function aNotebook(request: APIRequestContext) {
  const found = await productsMatching(request, 'category=notebooks');
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
}

const summaryRow = (page: Page, label: RegExp) =>
  page
    .locator('.summary__row')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('the product page says GST is added at checkout, and Buy Now goes to checkout without the cart drawer', async ({
      page,
      request,
    }) => {
      const shopper = await signUpShopper(request);
      const pen = await aFountainPen(request);
      await openSignedIn(page, shopper, `/product/${pen._id}`);
      await expect(page.getByText('18% GST is added at checkout.')).toBeVisible();
      await expect(page.getByText(/inclusive of all taxes/i)).toHaveCount(0);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: /cart/i })).toHaveCount(0);
    });

    test('every advertised code works in the cart, or the cart says why it does not apply', async ({ page, request }) => {
      const shopper = await signUpShopper(request);
      const [pen, notebook] = [await aFountainPen(request), await aNotebook(request)];
      await fillServerCart(request, shopper.token, [[notebook._id, 2]]);
      await openSignedIn(page, shopper, '/cart');
      const input = page.getByLabel('Promo code');
      const apply = page.getByRole('button', { name: 'Apply' });

      await input.fill('mega50');
      await apply.click();
      await expect(page.getByText('MEGA50 applies to fountain pens; none in your cart.')).toBeVisible();
      await input.fill('BUY2GET1');
      await apply.click();
      await expect(page.getByText('BUY2GET1 makes the cheapest of every 3 items free; add 1 more item.')).toBeVisible();
      await input.fill('NOPE10');
      await apply.click();
      await expect(page.getByText('Invalid promo code')).toBeVisible();

      // The cart says GST is added at checkout, and shows no tax line.
      await expect(page.locator('.summary').getByText('18% GST is added at checkout.')).toBeVisible();
      await expect(page.locator('.summary dt', { hasText: /^GST/ })).toHaveCount(0);

      // The api's idle keep-alive socket may be closed just as it is reused (ECONNRESET): once more then.
      const withPen = () =>
        fillServerCart(request, shopper.token, [
          [notebook._id, 2],
          [pen._id, 1],
        ]);
      await withPen().catch(withPen);
      await page.reload();
      // The device reads the cart the server now holds (the pen was added from elsewhere) before the code is tried.
      await expect(page.getByRole('region', { name: 'Cart items' }).getByRole('heading', { name: pen.name })).toBeVisible();
      await input.fill('MEGA50');
      await apply.click();
      await expect(page.locator('.promo--applied').getByText(/MEGA50.*applied/)).toBeVisible();
      await expect(summaryRow(page, /Promo \(MEGA50\)/)).toHaveText(`−₹${Math.round(pen.price / 2).toLocaleString('en-IN')}`);
      await page.getByRole('button', { name: /Remove promo code/ }).click();

      await input.fill('BUY2GET1');
      await apply.click();
      const cheapest = Math.min(pen.price, notebook.price);
      await expect(summaryRow(page, /Promo \(BUY2GET1\)/)).toHaveText(`−₹${cheapest.toLocaleString('en-IN')}`);
    });

    test('the first six categories show, and "View all N categories" lists them all, Writing Instruments first', async ({
      page,
      request,
    }) => {
      const count = ((await (await request.get('/api/categories')).json()) as { data: unknown[] }).data.length;
      // Answered by the device's replica (after it is ready), not only by the api's first answer.
      await page.goto('/categories');
      await waitUntilOfflineReady(page);
      await page.reload();
      const tiles = page.locator('.category-grid > li');
      await expect(tiles).toHaveCount(6);
      await expect(tiles.first()).toContainText('Writing Instruments');
      const all = page.getByRole('link', { name: `View all ${count} categories` });
      await all.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/categories\?all=1$/);
      await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
      await expect(tiles).toHaveCount(count);

      await page.goto('/');
      const home = page.getByRole('region', { name: 'Shop by Category' });
      await expect(home.locator('.category-grid > li').first()).toContainText('Writing Instruments');
      await home.getByRole('link', { name: `View all ${count} categories` }).click();
      await expect(page).toHaveURL(/\/categories\?all=1$/);
    });

    test('checkout preselects the default address, prices GST after the promo, and confirms the order on the account page', async ({
      page,
      request,
    }) => {
      const shopper = await signUpShopper(request);
      const pen = await aFountainPen(request);
      const notebook = await aNotebook(request);
      await fillServerCart(request, shopper.token, [
        [pen._id, 1],
        [notebook._id, 1],
      ]);
      await saveAddress(request, shopper);
      await openSignedIn(page, shopper, '/cart');
      await page.getByLabel('Promo code').fill('MEGA50');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.locator('.promo--applied').getByText(/MEGA50.*applied/)).toBeVisible();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

      await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
      await page.getByRole('button', { name: 'Continue' }).click();
      // Cash on delivery: placed at once (an online method leaves for the gateway's page first: e2e/payments-*.spec.ts).
      await page.getByRole('radio', { name: /^Cash on Delivery/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();

      const discount = Math.round(pen.price / 2);
      const subtotal = pen.price + notebook.price;
      const gst = Math.round((subtotal - discount) * 0.18);
      expect(rupees(await summaryRow(page, /Promo \(MEGA50\)/).innerText())).toBe(discount);
      expect(rupees(await summaryRow(page, /^GST/).innerText())).toBe(gst);
      const total = rupees(await page.getByTestId('order-total').innerText());

      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/account/);
      const panel = page.getByTestId('order-confirmation');
      await expect(panel.getByRole('heading', { name: /Your order INK-[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3} is placed/ })).toBeVisible();
      await expect(panel).toContainText(pen.name);
      await expect(panel).toContainText(notebook.name);
      expect(rupees(await panel.locator('dt', { hasText: 'Total' }).locator('+ dd').innerText())).toBe(total);
      await expect(panel).toContainText('Cash on Delivery');
      await expect(panel.locator('dt', { hasText: 'Expected delivery' }).locator('+ dd')).toHaveText(/\w+day, \d{1,2} \w+ \d{4}/);
    });

    test('an address identical to a saved one is not saved twice', async ({ page, request }) => {
      const shopper = await signUpShopper(request);
      await saveAddress(request, shopper);
      await openSignedIn(page, shopper, '/account?tab=addresses');
      await page.getByRole('button', { name: 'Add address' }).click();
      await page.getByLabel('Full name').fill(SHIPPING.fullName);
      await page.getByLabel('Phone').fill(SHIPPING.phone);
      await page.getByLabel('Street').fill(SHIPPING.street.toUpperCase());
      await page.getByLabel('City').fill(SHIPPING.city);
      await page.getByLabel('State').fill(SHIPPING.state);
      await page.getByLabel('Pincode').fill(SHIPPING.zip);
      await page.locator('form.account-form').getByRole('button', { name: 'Add address' }).click();
      await expect(page.getByText('This address is already saved.')).toBeVisible();
      const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } });
      expect(((await me.json()) as { user: { addresses: unknown[] } }).user.addresses).toHaveLength(1);
    });
  });
}

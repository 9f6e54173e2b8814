/**
 * Issue 45: "Deliver to [pincode]" on the product page and in the cart, at a phone and a desktop
 * size. The device answers from the pincode table it keeps, so once a pincode has been looked up
 * the block keeps answering offline, for other pincodes too; the pincode is remembered. The date
 * shown is the one the api gives for the same pincode. Screenshots go to screenshots/ (gitignored).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { stockedProducts } from './shopper-session';
import { waitUntilOfflineReady } from './store-helpers';

/** The words the shopper reads (shared/src/pincode-table.ts UNKNOWN_PINCODE). */
const UNKNOWN_PINCODE = 'We could not find this pincode. Please check it.';

/** "2026-12-02" → "Wed, 2 Dec", as the block says the api's date. */
const deliveryBy = (date: string) =>
  new Date(`${date}T00:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .replace(/^(\w+) /, '$1, ');

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** What the store itself says for a pincode: the device must say the same. */
async function storeSays(request: APIRequestContext, pin: string): Promise<{ deliveryBy: string; cod: boolean }> {
  const res = await request.get(`/api/pincodes/${pin}`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { estimate: { date: string; cod: boolean } } };
  return { deliveryBy: deliveryBy(data.estimate.date), cod: data.estimate.cod };
}

const deliverTo = (page: Page) => page.locator('section.deliver-to');

async function typePincode(page: Page, pin: string) {
  const input = deliverTo(page).getByLabel('Deliver to');
  await input.fill(pin);
  await deliverTo(page).getByRole('button', { name: 'Check' }).click();
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
] as const) {
  test.describe(`delivery by pincode (${size.name})`, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });

    test('a pincode on the product page shows a date and cash on delivery, offline too, and the cart remembers it', async ({
      page,
      context,
      request,
    }) => {
      const [product] = await stockedProducts(request, 1);
      const pune = await storeSays(request, '411001');
      const guwahati = await storeSays(request, '781001');
      expect([pune.cod, guwahati.cod]).toEqual([true, false]);

      await page.goto(`/product/${product!._id}`);
      const block = deliverTo(page);
      const input = block.getByLabel('Deliver to');
      await expect(input).toHaveAttribute('inputmode', 'numeric');

      // Five digits are refused with the spec's words; an unknown pincode with the table's message.
      await typePincode(page, '41100');
      await expect(block.getByText('Pincode must be 6 digits')).toBeVisible();
      await input.fill('999999');
      await expect(block.getByText(UNKNOWN_PINCODE)).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');

      await typePincode(page, '411001');
      await expect(block.getByText(`Delivery by ${pune.deliveryBy}`)).toBeVisible();
      await expect(block.getByText('Pune, Maharashtra')).toBeVisible();
      await expect(block.getByText('Cash on Delivery available')).toBeVisible();
      await expect(block.locator('p', { hasText: 'Deliver to' })).toHaveText(/Deliver to\s*411001/);
      await block.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `delivery-pincode-${size.name}-online.png`) });

      // Offline after that first lookup: a reload still answers, and so does another pincode.
      await waitUntilOfflineReady(page);
      await context.setOffline(true);
      await page.reload();
      await expect(block.getByText(`Delivery by ${pune.deliveryBy}`)).toBeVisible();
      await block.getByRole('button', { name: 'Change pincode' }).click();
      await typePincode(page, '781001');
      await expect(block.getByText(`Delivery by ${guwahati.deliveryBy}`)).toBeVisible();
      await expect(block.getByText(/, Assam$/)).toBeVisible();
      await expect(block.getByText('Cash on Delivery not available')).toBeVisible();
      await block.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `delivery-pincode-${size.name}-offline.png`) });

      // The cart, still offline, delivers to the pincode remembered.
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
      await page.goto('/cart');
      const cartBlock = deliverTo(page);
      await expect(cartBlock.locator('p', { hasText: 'Deliver to' })).toHaveText(/Deliver to\s*781001/);
      await expect(cartBlock.getByText(`Delivery by ${guwahati.deliveryBy}`)).toBeVisible();
      await expect(cartBlock.getByText('Cash on Delivery not available')).toBeVisible();
      await cartBlock.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `delivery-pincode-${size.name}-cart-offline.png`) });
    });
  });
}

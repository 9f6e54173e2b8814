/**
 * A shopper's variant travels through the cart, the drawer, the checkout, the order and Reorder
 * (issue 43), at a phone size, online and offline: two colours of one pen are two
 * lines, each showing its options, its own photo and price, and linking to its variant. Keeps
 * screenshots in screenshots/variant-lines-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSignedIn, saveAddress, signUpShopper } from './shopper-session';
import { waitUntilOfflineReady } from './store-helpers';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
mkdirSync(shots, { recursive: true });

interface Variant {
  id: string;
  values: string[];
  price: number;
  stock: number;
  imageUrls: string[];
}
interface Pen {
  _id: string;
  name: string;
  options: Array<{ name: string; values: string[] }>;
  variants: Variant[];
}

/** A seeded pen with two options and two variants of different colours in stock, and how a line names each. */
async function twoColoursOfOnePen(request: APIRequestContext) {
  const res = await request.get('/api/products?search=fountain%20pen&limit=100');
  const pens = ((await res.json()) as { data: { products: Pen[] } }).data.products;
  for (const pen of pens) {
    if (pen.options.length < 2) continue;
    const stocked = pen.variants.filter((v) => v.stock >= 3);
    const a = stocked[0];
    const b = stocked.find((v) => a && v.values[0] !== a.values[0]);
    if (!a || !b) continue;
    const optionsOf = (v: Variant) => pen.options.map((o, k) => `${o.name}: ${v.values[k]}`).join(' · ');
    return { pen, a, b, optionsA: optionsOf(a), optionsB: optionsOf(b) };
  }
  throw new Error('no seeded fountain pen with two options and two colours in stock');
}

const shot = (page: Page, name: string, size: string) =>
  page.screenshot({ path: path.join(shots, `variant-lines-${name}-${size}.png`), fullPage: false });

// At a phone's size only: variants-shopper.spec.ts carries a variant through the cart, checkout and
// order dialog at desktop size, and CI has a time budget.
for (const size of ['phone'] as const) {
  test.describe(`at ${size} size`, () => {
    test.use(
      size === 'phone'
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 900 } },
    );

    test('two colours of one pen are two lines in the cart, the drawer, the checkout and the order, online and offline', async ({
      page,
      context,
      request,
    }) => {
      const shopper = await signUpShopper(request);
      await saveAddress(request, shopper);
      const { pen, a, b, optionsA, optionsB } = await twoColoursOfOnePen(request);
      for (const [variant, quantity] of [
        [a, 1],
        [b, 2],
      ] as const) {
        const res = await request.post('/api/cart', {
          headers: { authorization: `Bearer ${shopper.token}` },
          data: { productId: pen._id, variantId: variant.id, quantity },
        });
        expect(res.status(), await res.text()).toBe(200);
      }

      // The cart: one line per variant, each with its options, its price and a link to its variant.
      await openSignedIn(page, shopper, '/cart');
      const lines = page.locator('.cart-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toContainText(optionsA);
      await expect(lines.nth(1)).toContainText(optionsB);
      await expect(lines.nth(1).getByRole('link', { name: pen.name })).toHaveAttribute(
        'href',
        `/product/${pen._id}?variant=${encodeURIComponent(b.id)}`,
      );
      await expect(lines.nth(1).locator('img')).toHaveAttribute('src', b.imageUrls[0]!);
      await shot(page, 'cart', size);

      // The drawer.
      await page.getByRole('button', { name: /^Cart, 3 items/ }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText(optionsA, { exact: true })).toBeVisible();
      await expect(drawer.getByText(optionsB, { exact: true })).toBeVisible();
      await shot(page, 'drawer', size);
      await page.keyboard.press('Escape');

      // Offline after one visit: the cart reads the same from the device.
      await waitUntilOfflineReady(page);
      await context.setOffline(true);
      await page.reload();
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(1)).toContainText(optionsB);
      await shot(page, 'cart-offline', size);
      await context.setOffline(false);

      // The checkout's review.
      await page.goto('/checkout');
      await page.getByRole('radio', { name: /Asha Rao/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      const review = page.locator('.checkout-lines');
      await expect(review).toContainText(optionsA);
      await expect(review).toContainText(optionsB);
      await expect(review).toContainText(`2 × ₹${b.price.toLocaleString('en-IN')}`);
      await shot(page, 'checkout-review', size);

      // Placed offline: the confirmation names both variants; back online the store places them.
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Place Order' }).click();
      const panel = page.getByTestId('order-confirmation');
      await expect(panel.getByRole('heading', { name: 'Your order is saved on this device' })).toBeVisible();
      await expect(panel).toContainText(optionsA);
      await expect(panel).toContainText(optionsB);
      await shot(page, 'order-confirmation-offline', size);
      await context.setOffline(false);
      await expect(page.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 30_000 });

      // The order's dialog names both variants and links to each, online and offline.
      await page
        .getByRole('button', { name: /^View order/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(optionsA, { exact: true })).toBeVisible();
      await expect(dialog.getByText(optionsB, { exact: true })).toBeVisible();
      await expect(dialog.locator(`a[href="/product/${pen._id}?variant=${encodeURIComponent(b.id)}"]`)).toBeVisible();
      await shot(page, 'order-dialog', size);
      await page.keyboard.press('Escape');
      await context.setOffline(true);
      await page.reload();
      await page
        .getByRole('button', { name: /^View order/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByText(optionsB, { exact: true })).toBeVisible();
      await shot(page, 'order-dialog-offline', size);
      await context.setOffline(false);
      const orders = (await (await request.get('/api/orders', { headers: { authorization: `Bearer ${shopper.token}` } })).json()) as {
        data: Array<{ items: Array<{ variant?: { id: string } }> }>;
      };
      expect(orders.data[0]!.items.map((i) => i.variant?.id)).toEqual([a.id, b.id]);
    });
  });
}

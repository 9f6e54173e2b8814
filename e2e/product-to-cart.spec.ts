import { expect, test } from '@playwright/test';
import { productLinks } from './store-helpers';

test('a shopper opens a product and adds it to the cart', async ({ page }) => {
  await page.goto('/products?filter=bestsellers');
  const first = productLinks(page).first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/product\//);

  // The URL changes before the lazily loaded product page replaces the listing: wait for the
  // product page itself (its tabs: the listing has none) before reading its heading.
  await expect(page.getByRole('tab', { name: /reviews/i })).toBeVisible();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const name = (await title.textContent())?.trim() ?? '';
  expect(name.length).toBeGreaterThan(0);

  const add = page.getByRole('button', { name: 'Add to Cart' });
  // The seeded catalogue is the same on every machine; its first best seller is in stock.
  await expect(add).toBeEnabled();
  await add.click();

  // Adding opens the cart panel, which lists the product.
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();

  // The cart page shows it too, and it survives a reload.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
});

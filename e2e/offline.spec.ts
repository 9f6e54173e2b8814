import { expect, test } from '@playwright/test';
import { productLinks, showingCount, waitUntilOfflineReady } from './store-helpers';

test('a shopper keeps using the store offline after the first visit', async ({ page, context }) => {
  // First visit online: the service worker installs and the catalogue replica fills.
  await page.goto('/');
  await waitUntilOfflineReady(page);

  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The whole catalogue lists and searches from the replica.
  await page.goto('/products');
  const all = await showingCount(page);
  expect(all.total).toBeGreaterThan(200); // about 230 products (issue 43)
  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Search').fill('notebook');
  await expect.poll(async () => (await showingCount(page)).total).toBeLessThan(all.total);
  await expect(productLinks(page).first()).toBeVisible();

  // A product opens, and it can be added to the cart.
  await productLinks(page).first().click();
  await expect(page).toHaveURL(/\/product\//);
  // The URL changes before the lazily loaded product page replaces the listing: wait for the
  // product page itself (its tabs: the listing has none) before reading its heading.
  await expect(page.getByRole('tab', { name: /reviews/i })).toBeVisible();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const name = (await title.textContent())?.trim() ?? '';
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();

  // A category page opens.
  await page.goto('/category/writing');
  await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
  await expect(productLinks(page).first()).toBeVisible();

  // After a reload the cart still holds the product.
  await page.goto('/cart');
  await page.reload();
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();

  // An unknown path shows the not-found page, offline too.
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: /Go Home/ })).toBeVisible();
});

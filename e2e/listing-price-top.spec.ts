/**
 * Issue 42, item 2: the price range's top (the spec's 10000) means "and above" until the shopper
 * moves it, so the dearest pens are listed and found; the sidebar's category counts follow the
 * search. Online and offline (the replica) alike.
 */
import { expect, test, type Page } from '@playwright/test';
import { cardPrices, productLinks, showingCount, waitUntilOfflineReady } from './store-helpers';

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products and categories' }).first();
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
/** The number on a category button of the sidebar (0 when it shows none). */
const categoryCount = async (page: Page, name: RegExp) =>
  Number((await filters(page).getByRole('button', { name }).locator('.filters__count').innerText()).replace(/,/g, ''));
const apiTotal = async (page: Page, query: string) =>
  ((await (await page.request.get(`/api/products?limit=1&${query}`)).json()) as { data: { pagination: { total: number } } }).data.pagination
    .total;

/**
 * The listing of the search for Cross's fountain pens as the shopper sees it: its total and sidebar
 * counts. Two products since issue 43 (one card per product): the ₹24,000 Townsend and the Bailey.
 */
async function expectCrossPensListing(page: Page, total: number) {
  await expect.poll(async () => (await showingCount(page)).total).toBe(total);
  await expect(
    productLinks(page)
      .filter({ hasText: /Cross Townsend Fountain Pen/ })
      .first(),
  ).toBeVisible();
  expect(Math.max(...(await cardPrices(page)))).toBeGreaterThan(10000);
  // The counts follow the search: "All" is what it found, and every one is a writing instrument.
  await expect.poll(() => categoryCount(page, /^All/)).toBe(total);
  expect(await categoryCount(page, /^Writing/)).toBe(total);
  expect(await categoryCount(page, /^Notebooks/)).toBe(0);
}

test('the price range hides nothing until the shopper moves its top, and the counts follow the search, online and offline', async ({
  page,
  context,
}) => {
  const catalogue = await apiTotal(page, '');
  // An api caller's explicit maxPrice=10000 stays a real bound: the store holds dearer pens.
  expect(await apiTotal(page, 'minPrice=0&maxPrice=10000')).toBeLessThan(catalogue);

  await page.goto('/products');
  await expect.poll(async () => (await showingCount(page)).total).toBe(catalogue);
  await expect.poll(() => categoryCount(page, /^All/)).toBe(catalogue);
  // The sidebar shows the spec's 0 and 10000, and says the top means "and above".
  await expect(filters(page).getByLabel('Min')).toHaveValue('0');
  await expect(filters(page).getByLabel('Max')).toHaveValue('10000');
  await expect(filters(page).getByText('₹0 – ₹10,000+')).toBeVisible();

  // The header's dropdown offers Cross's pens, the ₹24,000 one among them, and Enter lists them.
  await headerSearch(page).fill('Cross fountain pen');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).first().getByRole('option').first()).toContainText('Cross');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=Cross%20fountain%20pen/);
  const found = await apiTotal(page, 'search=Cross%20fountain%20pen');
  expect(found).toBeGreaterThan(1);
  await expectCrossPensListing(page, found);

  // Moved below the top, the max is a real bound; moved back, it means "and above" again.
  await filters(page).getByLabel('Max').fill('16000');
  await expect(page).toHaveURL(/maxPrice=16000/);
  await expect(filters(page).getByText('₹0 – ₹16,000', { exact: true })).toBeVisible();
  const under16k = await apiTotal(page, 'search=Cross%20fountain%20pen&maxPrice=16000');
  expect(under16k).toBeLessThan(found);
  await expect.poll(async () => (await showingCount(page)).total).toBe(under16k);
  expect((await cardPrices(page)).every((p) => p <= 16000)).toBe(true);
  await expect.poll(() => categoryCount(page, /^All/)).toBe(under16k);
  await filters(page).getByLabel('Max').fill('10000');
  await expect(page).not.toHaveURL(/maxPrice/);
  await expect(filters(page).getByText('₹0 – ₹10,000+')).toBeVisible();
  await expectCrossPensListing(page, found);

  // Offline, the replica answers the same.
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await page.goto('/products');
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect.poll(async () => (await showingCount(page)).total).toBe(catalogue);
  await expect.poll(() => categoryCount(page, /^All/)).toBe(catalogue);
  await headerSearch(page).fill('Cross fountain pen');
  await headerSearch(page).press('Enter');
  await expectCrossPensListing(page, found);
  await context.setOffline(false);
});

import { expect, test, type Page } from '@playwright/test';
import { productLinks, showingCount, waitUntilOfflineReady } from './store-helpers';

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products and categories' }).first();

async function searchFor(page: Page, text: string) {
  await page.goto(`/products?search=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Every result's name contains one of the words (what a shopper reads to judge the answer). */
async function namesOnFirstPage(page: Page): Promise<string[]> {
  await expect(productLinks(page).first()).toBeVisible();
  return (await page.locator('.product-card__body :is(h2, h3)').allTextContents()).map((n) => n.trim());
}

for (const mode of ['online', 'offline'] as const) {
  test(`a shopper finds what they mean ${mode}: plurals, typos, other spellings and shop words`, async ({ page, context }) => {
    await page.goto('/');
    if (mode === 'offline') {
      await waitUntilOfflineReady(page);
      await context.setOffline(true);
    }
    for (const [query, word] of [
      ['fountain pens', /fountain pen/i],
      ['notebok', /notebook/i],
      ['calculater', /calculator/i],
      ['rubber', /eraser/i],
      ['watercolor', /watercolou?r/i],
    ] as const) {
      await searchFor(page, query);
      const names = await namesOnFirstPage(page);
      expect(names.length, query).toBeGreaterThan(0);
      for (const n of names.slice(0, 4)) expect(n, `"${query}" found ${n}`).toMatch(word);
    }

    // Nothing found: the spec's words, a correction that finds something, popular categories.
    await searchFor(page, 'fontan pen');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'fountain pen', exact: true }).click();
    await expect(page).toHaveURL(/search=fountain%20pen/);
    expect((await namesOnFirstPage(page))[0]).toMatch(/fountain pen/i);
    await searchFor(page, 'zzqx');
    await expect(page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link').first()).toBeVisible();
  });
}

test('the header suggests as the shopper types, marks the matched words, and the query stays in the URL', async ({ page }) => {
  await page.goto('/');
  const box = headerSearch(page);
  await box.fill('fountian p');
  const list = page.getByRole('listbox', { name: 'Search suggestions' }).first();
  const first = list.getByRole('option').first();
  await expect(first).toContainText(/fountain pen/i);
  await expect(first.locator('mark').first()).toBeVisible();
  await box.fill('fountain pens');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=fountain%20pens/);
  const { total } = await showingCount(page);
  expect(total).toBeGreaterThan(0);
  // Reload and back keep the search.
  await page.reload();
  await expect.poll(async () => (await showingCount(page)).total).toBe(total);
  await page.goto('/');
  await page.goBack();
  await expect(page).toHaveURL(/search=fountain%20pens/);
  await expect.poll(async () => (await showingCount(page)).total).toBe(total);
});

test('offline, the header suggestions show the grid’s placeholder for a photo the device does not have, never a broken image', async ({
  page,
  context,
}) => {
  // One visit (the home page): the offline catalogue fills; the suggested pens' photos were never seen.
  await page.goto('/');
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  await headerSearch(page).fill('Pilot Custom');
  const options = page.getByRole('listbox', { name: 'Search suggestions' }).first().getByRole('option');
  await expect(options.first()).toContainText('Custom 74');
  // Each suggestion's picture is a loaded photo or the drawn placeholder, once the photos have settled.
  await expect
    .poll(() =>
      options.evaluateAll((items) =>
        items.map((item) => {
          const img = item.querySelector('img');
          if (item.querySelector('[data-placeholder]')) return 'placeholder';
          return img && img.complete && img.naturalWidth > 0 ? 'photo' : 'broken';
        }),
      ),
    )
    .not.toContain('broken');
  await expect(options.locator('[data-placeholder]').first()).toBeVisible();
  await context.setOffline(false);
});

/**
 * Issue 46: search that understands how India types. A price said in the search ("pens under
 * 500") becomes a price filter the listing shows as a chip the shopper can remove; a model number
 * said the way people say it ("fx 991") finds the calculator; Hindi and Hinglish ("कलम", "kalam")
 * find pens. On a phone and on a desktop, and once offline (the replica answers the same).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { cardPrices, productLinks, showingCount, waitUntilOfflineReady } from './store-helpers';

const shot = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', name);

async function searchFor(page: Page, text: string) {
  await page.goto(`/products?search=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(productLinks(page).first()).toBeVisible();
}

/** The names on the first page of results, as the shopper reads them. */
async function names(page: Page): Promise<string[]> {
  await expect(productLinks(page).first()).toBeVisible();
  return (await page.locator('.product-card__body :is(h2, h3)').allTextContents()).map((n) => n.trim());
}

const apiTotal = async (page: Page, query: string) =>
  ((await (await page.request.get(`/api/products?limit=1&${query}`)).json()) as { data: { pagination: { total: number } } }).data.pagination
    .total;

const priceChip = (page: Page) => page.getByRole('button', { name: 'Remove price filter: Under ₹500' });

/**
 * "pens under 500": a chip says what was understood, every card is a pen at ₹500 or less; pressing
 * the chip (from the keyboard) searches "pens" again, and the dearer pens come back.
 */
async function pensUnder500(page: Page, expected: { under: number; all: number }, screenshot?: string) {
  await searchFor(page, 'pens under 500');
  await expect(priceChip(page)).toBeVisible();
  await expect(priceChip(page)).toHaveText('Under ₹500');
  await expect.poll(async () => (await showingCount(page)).total).toBe(expected.under);
  for (const n of await names(page)) expect(n, 'a pen').toMatch(/\bpens?\b/i);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const p of prices) expect(p, 'a price shown under "pens under 500"').toBeLessThanOrEqual(500);
  if (screenshot) await page.screenshot({ path: shot(screenshot) });

  await priceChip(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=pens(&|$)/);
  await expect(priceChip(page)).toHaveCount(0);
  await expect.poll(async () => (await showingCount(page)).total).toBe(expected.all);
  expect(Math.max(...(await cardPrices(page))), 'pens dearer than ₹500 are listed again').toBeGreaterThan(500);
}

async function modelNumberAndHindi(page: Page) {
  await searchFor(page, 'fx 991');
  expect((await names(page))[0]).toMatch(/Casio fx-991ES/);
  for (const q of ['कलम', 'kalam']) {
    await searchFor(page, q);
    const found = await names(page);
    expect(found.length, q).toBeGreaterThan(0);
    for (const n of found.slice(0, 6)) expect(n, `"${q}" found ${n}`).toMatch(/\bpens?\b/i);
  }
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test(`on a ${device}, "pens under 500" lists pens up to ₹500 under a removable chip; "fx 991" finds the Casio; "कलम" and "kalam" find pens`, async ({
      page,
    }) => {
      // What the api lists for the same question asked with a price filter: the chip's search must list exactly that.
      const expected = { under: await apiTotal(page, 'search=pens&maxPrice=500'), all: await apiTotal(page, 'search=pens') };
      expect(expected.under).toBeGreaterThan(0);
      expect(expected.all).toBeGreaterThan(expected.under);
      expect(await apiTotal(page, `search=${encodeURIComponent('pens under 500')}`)).toBe(expected.under);
      await pensUnder500(page, expected, `search-india-price-chip-${device}.png`);
      await modelNumberAndHindi(page);
    });
  });
}

test('offline, the device understands the same: the price chip, "fx 991", "कलम" and "kalam"', async ({ page, context }) => {
  const expected = { under: await apiTotal(page, 'search=pens&maxPrice=500'), all: await apiTotal(page, 'search=pens') };
  await page.goto('/');
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await pensUnder500(page, expected);
  await modelNumberAndHindi(page);
  // Typed into the header and submitted, offline too.
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products and categories' }).first();
  await box.fill('notebook below 200');
  await box.press('Enter');
  await expect(page).toHaveURL(/search=notebook%20below%20200/);
  await expect(page.getByRole('button', { name: 'Remove price filter: Under ₹200' })).toBeVisible();
  for (const p of await cardPrices(page)) expect(p).toBeLessThanOrEqual(200);
});

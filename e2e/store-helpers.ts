/** What the user stories share: reaching the store's states a shopper would be in. */
import { expect, type Page } from '@playwright/test';

/** localStorage key the data layer sets once the catalogue replica finished its first pull. */
export const REPLICA_READY_KEY = 'inkwell-catalog-v5.ready';

/** Waits until the service worker controls the page and the offline catalogue is ready. */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    null,
    { timeout: 60_000 },
  );
  await page.waitForFunction((key) => localStorage.getItem(key) === '1', REPLICA_READY_KEY, { timeout: 60_000 });
}

/** Scrolls to the end of the page, as a shopper looking further down does (parts below the fold render when approached). */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * Scrolls to the end of the page as a shopper heading for the footer does (it is laid out only
 * when approached, ui/use-load-when-needed.ts), and returns it once it is there.
 */
export async function scrollToFooter(page: Page) {
  const footer = page.locator('footer.site-footer');
  // Scrolled again until it is there: a page still arriving grows under the first scroll.
  await expect(async () => {
    await scrollToEnd(page);
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

/** The product cards' links on a listing, in order. */
export function productLinks(page: Page) {
  return page.getByRole('main').locator('a[href^="/product/"]');
}

/** Reads "Showing X of Y products". */
export async function showingCount(page: Page): Promise<{ shown: number; total: number }> {
  const status = page.getByText(/Showing [\d,]+ of [\d,]+ products/);
  await expect(status).toBeVisible();
  // Counts are grouped the Indian way (1,186; 12,000).
  const m = /Showing ([\d,]+) of ([\d,]+)/.exec((await status.textContent()) ?? '');
  return { shown: Number(m?.[1]?.replace(/,/g, '')), total: Number(m?.[2]?.replace(/,/g, '')) };
}

/** Prices shown on the product cards of the listing, in rupees. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').locator('.price__now').allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')));
}

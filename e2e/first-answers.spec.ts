import { expect, test, type Browser, type Page } from '@playwright/test';
import { REPLICA_READY_KEY, cardPrices, productLinks, showingCount } from './store-helpers';

/**
 * Opens `path` as a first visit (a new browser context: no service worker, no replica) and
 * collects the catalogue reads sent to /api for it (by the page or its service worker).
 */
async function openCold(browser: Browser, path: string, opts: { noReplica?: boolean } = {}): Promise<{ page: Page; asked: string[] }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  // Without workers the page never opens the replica (its requests come from a shared worker, which routes do not see).
  if (opts.noReplica) await context.addInitScript('delete window.SharedWorker; delete window.Worker;');
  const page = await context.newPage();
  const asked: string[] = [];
  // The context's requests include those the service worker sends for the page once it controls it.
  context.on('request', (req) => {
    const url = new URL(req.url());
    if (/^\/api\/(products|categories)\b/.test(url.pathname)) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto(path);
  return { page, asked };
}

/**
 * Once the replica has its catalogue, questions go to it: any /api read the first render made
 * has been sent by then.
 */
async function firstRenderDone(page: Page): Promise<void> {
  await page.waitForFunction((key) => localStorage.getItem(key) === '1', REPLICA_READY_KEY, { timeout: 60_000 });
}

/** Opens `path` cold, checks what it `shows`, and that it asked /api for none of it. */
async function expectShownWithoutAsking(browser: Browser, path: string, shows: (page: Page) => Promise<void>): Promise<void> {
  const { page, asked } = await openCold(browser, path);
  await shows(page);
  await firstRenderDone(page);
  expect(asked).toEqual([]);
  await page.context().close();
}

test('a shopper opening a shared link sees its products without the page asking /api first', async ({ browser, request }) => {
  const best = (await (await request.get('/api/products?filter=bestsellers&limit=1')).json()) as {
    data: { products: { _id: string; name: string }[] };
  };
  const product = best.data.products[0]!;

  // A sorted listing: its first page, in that order, with the real count.
  const listing = await openCold(browser, '/products?sort=price-low');
  await expect(productLinks(listing.page).first()).toBeVisible();
  const prices = await cardPrices(listing.page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices.every((p, i) => i === 0 || prices[i - 1]! <= p)).toBe(true);
  expect((await showingCount(listing.page)).total).toBeGreaterThan(200); // about 230 products (issue 43)
  await firstRenderDone(listing.page);
  expect(listing.asked).toEqual([]);
  // Changing the sort is a new question, answered afresh (not from the page).
  await listing.page.getByLabel('Sort by').selectOption('price-high');
  await expect
    .poll(async () => {
      const now = await cardPrices(listing.page);
      return now.length > 1 && now[0]! >= now[now.length - 1]!;
    })
    .toBe(true);
  await listing.page.context().close();

  // A product page, with 'You Might Also Like'.
  await expectShownWithoutAsking(browser, `/product/${product._id}`, async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You Might Also Like' })).toBeVisible();
  });
  // A category page: its banner and its products.
  await expectShownWithoutAsking(browser, '/category/writing', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Writing Instruments' })).toBeVisible();
    await expect(productLinks(page).first()).toBeVisible();
  });
  // Home: best sellers and the categories.
  await expectShownWithoutAsking(browser, '/', async (page) => {
    await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
    await expect(productLinks(page).first()).toBeVisible();
  });

  // An unknown product is not answered by the page: it asks /api, and shows what /api says.
  const missing = await openCold(browser, '/product/no-such-pen');
  await expect(missing.page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  expect(missing.asked).toContain('/api/products/no-such-pen');
  await missing.page.context().close();
});

test('a shopper coming back to the page they landed on sees it asked afresh, not the answers it came with', async ({ browser }) => {
  // No replica on this visit: every question after the first render goes to /api, where it shows.
  // (Blocking /sync is no longer enough: the replica starts from the catalogue snapshot, decision 018.)
  const { page, asked } = await openCold(browser, '/category/writing', { noReplica: true });
  const firstCard = productLinks(page).first();
  await expect(firstCard).toBeVisible();
  expect(asked).toEqual([]);

  await firstCard.click();
  // The product page is on screen (until then the listing stays, and never left).
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Writing Instruments');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Writing Instruments' })).toBeVisible();
  await expect(productLinks(page).first()).toBeVisible();
  await expect.poll(() => asked.filter((path) => path.startsWith('/api/products?') && path.includes('category=writing'))).toHaveLength(1);
  await page.context().close();
});

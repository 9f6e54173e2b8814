import { expect, test, type Page } from '@playwright/test';
import { REPLICA_READY_KEY, productLinks, scrollToEnd, scrollToFooter } from './store-helpers';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Records every CSS animation that starts in the page, as "animation-name element-classes"; the function it returns reads those naming `part`. */
async function recordAnimationStarts(page: Page): Promise<(part: string) => Promise<string[]>> {
  await page.addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { animationsStarted: started });
    document.addEventListener(
      'animationstart',
      (e) => started.push(`${(e as AnimationEvent).animationName} ${(e.target as Element).className}`),
      true,
    );
  });
  return (part) =>
    page.evaluate((p) => (window as unknown as { animationsStarted: string[] }).animationsStarted.filter((s) => s.includes(p)), part);
}

/**
 * The store's background work (the catalogue pull, the service worker and its precache) starts
 * only once the first screen is done: its images have arrived, so they never share the network
 * and the processor with it on a slow phone. The precache starts once the catalogue is queryable.
 */
test("a shopper's first screen arrives before the store's background work starts", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/category/writing');
  await expect(productLinks(page).first()).toBeVisible();
  await page.waitForFunction((key) => localStorage.getItem(key) === '1', REPLICA_READY_KEY, { timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });

  const seen = await page.evaluate(() => {
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight && r.width > 0 && r.height > 0;
    };
    const images = [...document.images].filter((img) => img.loading !== 'lazy' && inView(img));
    const arrived = images.map((img) => {
      const entry = performance.getEntriesByName(img.currentSrc, 'resource')[0] as PerformanceResourceTiming | undefined;
      return entry?.responseEnd ?? Number.NaN;
    });
    const started = (pattern: RegExp) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => pattern.test(e.name))
        .map((e) => e.startTime);
    return {
      images: images.length,
      lastImage: Math.max(...arrived),
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      replicaStart: performance.getEntriesByName('inkwell:replica-start', 'mark')[0]?.startTime ?? Number.NaN,
      replicaReady: performance.getEntriesByName('inkwell:replica-ready', 'mark')[0]?.startTime ?? Number.NaN,
      // registerSW imports workbox-window just before it registers the service worker.
      workbox: started(/\/assets\/workbox-window[^/]*\.js$/),
    };
  });

  expect(seen.images).toBeGreaterThan(1);
  expect(Number.isFinite(seen.lastImage)).toBe(true);
  expect(seen.replicaStart).toBeGreaterThanOrEqual(seen.lastImage);
  expect(seen.replicaStart).toBeGreaterThanOrEqual(seen.loaded);
  expect(seen.workbox).toHaveLength(1);
  expect(seen.workbox[0]).toBeGreaterThanOrEqual(seen.lastImage);
  // A first visit's precache waits for the catalogue's snapshot too (docs/decisions/043).
  expect(seen.workbox[0]).toBeGreaterThanOrEqual(seen.replicaReady);
  await context.close();
});

test("a first screen whose images never arrive holds the store's background work back only for a while", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  // The catalogue's images hang (a stalled connection): the first screen never finishes.
  await page.route('**/uploads/**', () => undefined);
  await page.goto('/category/writing');
  await expect(productLinks(page).first()).toBeVisible();
  expect(await page.evaluate(() => [...document.images].some((img) => !img.complete))).toBe(true);
  // The replica still starts, and fills, while the images are still missing.
  await page.waitForFunction((key) => localStorage.getItem(key) === '1', REPLICA_READY_KEY, { timeout: 60_000 });
  expect(await page.evaluate(() => performance.getEntriesByName('inkwell:replica-start', 'mark').length)).toBe(1);
  await context.close();
});

test('a visitor with no newsletter signup waiting loads no outbox code for the footer', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const footer = await scrollToFooter(page);
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await page.waitForFunction((key) => localStorage.getItem(key) === '1', REPLICA_READY_KEY, { timeout: 60_000 });
  // Before the flag, every page opened IndexedDB and loaded the outbox to look for waiting signups.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.filter((url) => /newsletter-queue|\/driver-/.test(url))).toEqual([]);
  await context.close();
});

test('the footer is laid out only when the shopper heads for it: its code arrives after the first screen, it renders on scroll, on Tab, or when the page is left alone', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...PHONE });
  const page = await context.newPage();
  await page.goto('/products');
  await expect(productLinks(page).first()).toBeVisible();
  // The first screen is done: the footer's code has been fetched, and nothing is laid out yet.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/footer-[^/]*\.js$/.test(e.name)));
  await expect(page.locator('.site-footer-placeholder')).toHaveCount(1);
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  // Scrolling towards it brings it, in place of the placeholder (well before the page would count as left alone).
  await scrollToEnd(page);
  const footer = page.locator('footer.site-footer');
  await expect(footer.getByRole('link', { name: 'Gift Cards' })).toBeVisible({ timeout: 2_000 });
  await expect(page.locator('.site-footer-placeholder')).toHaveCount(0);

  // A keyboard user: the first Tab brings it, so tabbing on reaches its links.
  await page.goto('/products');
  await expect(productLinks(page).first()).toBeVisible();
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.locator('footer.site-footer')).toHaveCount(1);

  // Left alone (a screen reader's cursor neither scrolls nor tabs): it comes a few seconds after the first screen.
  await page.goto('/products');
  await expect(productLinks(page).first()).toBeVisible();
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  await expect(page.locator('footer.site-footer')).toHaveCount(1, { timeout: 20_000 });
  await context.close();
});

test("a page's placeholders pulse as one while its code loads: one animation starts, not one per bar", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const startedOn = await recordAnimationStarts(page);
  // A first visit: the page's chunk is not on the device, so the route's placeholder shows while it loads.
  await page.goto('/products');
  await expect(productLinks(page).first()).toBeVisible();
  const pulses = await startedOn('skeleton');
  // Eight cards of five bars each started 41 animations in one task before placeholders pulsed as a group.
  expect(pulses.length, JSON.stringify(pulses)).toBeLessThanOrEqual(2);
  await context.close();
});

test("the home page's first offer and first slide are there with the first paint; only the ones that replace them fade in", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const startedOn = await recordAnimationStarts(page);
  await page.goto('/');
  const offers = page.getByRole('complementary', { name: 'Offers' });
  await expect(offers.getByText('MEGA50')).toBeVisible();
  await expect(page.locator('.hero__media svg').first()).toBeVisible();
  // A fade on each of them left them blank for 400–600 ms after the first paint, 25 frames drawn while the page was loading.
  expect(await startedOn('promo-banner__text')).toEqual([]);
  expect(await startedOn('hero__media')).toEqual([]);

  // The next slide replaces the first: it fades in, and so does the slide after that.
  await page.getByRole('button', { name: /^Slide 2/ }).click();
  await expect.poll(() => startedOn('hero__media')).toEqual(['fade-in hero__media hero__media--next']);
  await page.getByRole('button', { name: /^Slide 1/ }).click();
  await expect.poll(() => startedOn('hero__media')).toHaveLength(2);
  // The banner's next offer, after its rotation, fades in too.
  await expect.poll(async () => (await startedOn('promo-banner__text')).length, { timeout: 15_000 }).toBeGreaterThan(0);
  for (const started of await startedOn('promo-banner__text')) expect(started).toBe('fade-in promo-banner__text promo-banner__text--next');
  await context.close();
});

test('on a phone the offer banner keeps its height as its offers rotate, so the page below never moves', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...PHONE });
  const page = await context.newPage();
  await page.goto('/');
  const shown = page.locator('.promo-banner__text:not(.promo-banner__text--sizer)');
  await expect(shown).toContainText('MEGA50');
  const measure = async () => ({
    offer: (await shown.textContent()) ?? '',
    banner: (await page.locator('.promo-banner').boundingBox())?.height,
    heroTop: (await page.locator('.hero').boundingBox())?.y,
  });
  const seen = [await measure()];
  // Each offer in turn (every 4 s): "Buy 2, get 1 free: the cheapest of every 3 items" takes three lines here.
  for (const code of ['BUY2GET1', 'WELCOME25']) {
    await expect(shown).toContainText(code, { timeout: 10_000 });
    seen.push(await measure());
  }
  expect(new Set(seen.map((s) => s.offer)).size).toBe(3);
  for (const s of seen)
    expect({ banner: s.banner, heroTop: s.heroTop }, s.offer).toEqual({ banner: seen[0]!.banner, heroTop: seen[0]!.heroTop });
  await context.close();
});

test("the home page's lower sections are in the page for every reader but laid out only as the shopper nears them", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  // Sections 4–8 arrive after the first screen; far below, "Why choose us" is there for a screen
  // reader (it is in the accessibility tree) but the browser has not laid it out.
  const why = page.getByRole('heading', { name: 'Why choose us' });
  await expect(why).toBeAttached();
  const laidOut = () => why.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut()).toBe(false);
  // Scrolled to, it is laid out and shown.
  await why.scrollIntoViewIfNeeded();
  await expect(why).toBeVisible();
  await expect.poll(laidOut).toBe(true);
  await context.close();
});

/**
 * The lower sections load in the background once the first screen is done. Vite's loader would add
 * a preload link to the document for their chunk and each of its imports (17 before decision 057), in one task during
 * React's render of them (decision 056); their chunk brings its imports by itself instead.
 */
test("the home page's lower sections arrive without a preload link for each of their chunks", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeAttached();
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
  );
  // The sections' chunk and the chunks it imports (the storefront's kit, with the product card) did arrive…
  expect(chunks.some((p) => p.startsWith('/assets/below-the-fold-'))).toBe(true);
  expect(chunks.some((p) => p.startsWith('/assets/shop-kit-'))).toBe(true);
  // …and no preload link was added for the sections' chunk, which Vite's loader adds with those
  // of its imports. (Its imports may be preloaded all the same, by other parts that load once the
  // first screen is done and import them too: the footer, the header's search suggestions.)
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
  );
  expect(preloads.filter((p) => p.startsWith('/assets/below-the-fold-'))).toEqual([]);
  await context.close();
});

/**
 * The modules the product card, the cart and the wishlist share are one chunk (decision 057): split
 * by Rollup, they were 16 chunks that `/products` named in its HTML, each a request and a module
 * for the phone to fetch, read and run before the grid could show.
 */
test("a listing's product cards arrive in one chunk, which its HTML names with a handful of others", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...PHONE });
  const page = await context.newPage();
  // The HTML as the store sends it (the page adds more preload links later, for what it loads when idle).
  const html = await (await page.request.get('/products')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  // The page's own chunk and the kit, with the listing's controls, the messages and the toasts: six at most.
  expect(preloads.filter((p) => p.startsWith('/assets/products-page-') || p.startsWith('/assets/shop-kit-'))).toHaveLength(2);
  expect(preloads.length).toBeLessThanOrEqual(6);
  await page.goto('/products');
  await expect(page.locator('.product-card__body :is(h2, h3)').first()).toBeVisible();
  // The card's parts came in the kit, not as chunks of their own.
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
  );
  expect(
    chunks.filter((p) => /^\/assets\/(product-card|price|badge|rating-stars|product-image|hooks|promotions)-[\w-]{8}\.js$/.test(p)),
  ).toEqual([]);
  await context.close();
});

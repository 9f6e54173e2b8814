/**
 * `pnpm screenshots`: every storefront page, and the states issue 22 is about, at a phone
 * (390×844) and a desktop (1280×900) size, online and offline, as PNGs in screenshots/ (git
 * ignores it). Starts the store on a fresh data directory (build the PWA first:
 * `pnpm --filter @store/pwa build`), or uses a running one: SCREENSHOTS_URL=http://localhost:3000.
 * A screen is done when it has been seen at both sizes, online and offline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request as apiRequest, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminSession, fillServerCart, keepSession, openSignedIn, saveAddress, signUpShopper } from './shopper-session';
import { REPLICA_READY_KEY, scrollToFooter } from './store-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'screenshots');
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
] as const;

async function startStore(): Promise<{ url: string; child: ChildProcess | null }> {
  if (process.env.SCREENSHOTS_URL) return { url: process.env.SCREENSHOTS_URL.replace(/\/$/, ''), child: null };
  const port = process.env.SCREENSHOTS_PORT ?? '3356';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-shots-'));
  // The admin's sign-in codes are read from this store's outbox (shopper-session.ts).
  process.env.E2E_DATA_DIR = dataDir;
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: port, SYNC_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the store stopped while starting');
    const ok = await fetch(`${url}/api/categories`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the store did not start in 5 minutes');
}

interface Shopper {
  token: string;
  user: unknown;
}

async function signUp(url: string): Promise<Shopper> {
  const email = `shots.${Date.now().toString(36)}@example.com`;
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Asha Rao', email, phone: '+91 98765 11111', password: 'secret123', confirmPassword: 'secret123' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return (await res.json()) as Shopper;
}

async function firstProducts(url: string): Promise<{ reviewed: string; unreviewed: string | null }> {
  const res = await fetch(`${url}/api/products?limit=100&sort=rating`);
  const body = (await res.json()) as { data: { products: Array<{ _id: string; numReviews: number; stock: number }> } };
  const products = body.data.products;
  const reviewed = products.find((p) => p.numReviews > 0 && p.stock > 0) ?? products[0]!;
  const unreviewed = products.find((p) => p.numReviews === 0)?._id ?? null;
  return { reviewed: reviewed._id, unreviewed };
}

async function shoot(page: Page, file: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  await page.waitForLoadState('load').catch(() => undefined);
  // Offline, a listing answers from the replica a moment after the page: wait for its products, not its skeleton.
  await page.waitForFunction(() => !document.body.innerText.includes('Loading products'), null, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(outDir, `${file}.png`), fullPage: opts.fullPage ?? false });
  console.log(`  ${file}.png`);
}

async function waitOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 90_000 });
  await page.waitForFunction((key) => localStorage.getItem(key) === '1', REPLICA_READY_KEY, { timeout: 90_000 });
}

async function storefront(page: Page, prefix: string, ids: { reviewed: string; unreviewed: string | null }, phone: boolean): Promise<void> {
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['products', '/products'],
    ['product', `/product/${ids.reviewed}`],
    ['categories', '/categories'],
    ['category', '/category/writing'],
    ['cart', '/cart'],
    ['wishlist', '/wishlist'],
    ['about', '/about'],
    ['login', '/login'],
    ['register', '/register'],
    ['not-found', '/no-such-page'],
    ['search-results', '/products?search=fountain%20pens'],
    ['search-typo', '/products?search=notebok'],
    ['search-nothing-found', '/products?search=fontan%20pen'],
  ];
  if (ids.unreviewed) pages.push(['product-no-reviews', `/product/${ids.unreviewed}`]);
  for (const [name, to] of pages) {
    await page.goto(to);
    await shoot(page, `${prefix}-${name}`);
  }
  // The footer (newsletter beside the link columns), and the newsletter's answer.
  await page.goto('/about');
  const footer = await scrollToFooter(page);
  await shoot(page, `${prefix}-footer`);
  await footer.getByLabel('Newsletter e-mail address').fill(`letters.${Date.now().toString(36)}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForTimeout(300);
  await footer.screenshot({ path: path.join(outDir, `${prefix}-footer-subscribed.png`) });
  // The header's suggestions while typing, the matched words in bold.
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products and categories' }).locator('visible=true').first();
  await box.fill('fountian p');
  await page.getByRole('option').first().waitFor();
  await shoot(page, `${prefix}-search-suggestions`);
  // The product page scrolled: the sticky buy bar.
  await page.goto(`/product/${ids.reviewed}`);
  await page.mouse.wheel(0, 1400);
  await shoot(page, `${prefix}-product-scrolled`);
  if (phone) {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Filters' }).click();
    await shoot(page, `${prefix}-products-filters-open`);
    await page.getByRole('button', { name: /^Show .*results?$/ }).scrollIntoViewIfNeeded();
    await shoot(page, `${prefix}-products-filters-show-results`);
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await shoot(page, `${prefix}-menu-open`);
  }
}

async function signedIn(context: BrowserContext, url: string, prefix: string): Promise<void> {
  const shopper = await signUp(url);
  const page = await context.newPage();
  await keepSession(page, shopper);
  for (const [name, to] of [
    ['account', '/account'],
    ['account-orders', '/account?tab=orders'],
    ['cart-signed-in', '/cart'],
    ['checkout', '/checkout'],
  ] as const) {
    await page.goto(to);
    await shoot(page, `${prefix}-${name}`);
  }
  // A toast (under the header on a wide screen, at the bottom on a phone): the share button copies the link.
  await page.goto('/products');
  await page.locator('main a[href^="/product/"]').first().click();
  await page
    .getByRole('button', { name: /share/i })
    .first()
    .click()
    .catch(() => undefined);
  await page.waitForTimeout(200);
  await shoot(page, `${prefix}-toast`);
  await page.close();
}

/** Place Order, online and then offline: the account opens with the confirmation panel on top. */
async function placedOrders(context: BrowserContext, url: string, prefix: string, productId: string): Promise<void> {
  const api = await apiRequest.newContext({ baseURL: url });
  const shopper = await signUpShopper(api);
  await saveAddress(api, shopper);
  const page = await context.newPage();
  for (const offline of [false, true]) {
    await fillServerCart(api, shopper.token, [[productId, 1]]);
    await openSignedIn(page, shopper, '/checkout');
    await waitOfflineReady(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await context.setOffline(offline);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByTestId('order-confirmation').waitFor();
    await shoot(page, `${prefix}-order-${offline ? 'saved-offline' : 'placed'}`);
    await context.setOffline(false);
  }
  await page.close();
  await api.dispose();
}

/**
 * What a shopper sees while a page's code loads (a first visit on a slow network): the route's
 * placeholders, and the spinner of a signed-in screen. The page's chunk is held back until the
 * picture is taken; the service worker is blocked so the request reaches the network.
 */
async function loadingStates(browser: Browser, url: string, vp: (typeof VIEWPORTS)[number], prefix: string): Promise<void> {
  const context = await browser.newContext({ ...vp, baseURL: url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const holdChunk = async (chunk: RegExp, to: string, shown: string, file: string) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await held;
      // The page may have moved on by then (its request cancelled): nothing to send.
      await route.continue().catch(() => undefined);
    });
    await page.goto(to, { waitUntil: 'commit' });
    await page.locator(shown).first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `${file}.png`) });
    console.log(`  ${file}.png`);
    release();
    await page.unroute(chunk);
  };
  await holdChunk(/\/assets\/products-page-[^/]*\.js$/, '/products', '[aria-label="Loading page"]', `${prefix}-loading-page`);
  const shopper = await signUp(url);
  await keepSession(page, shopper);
  await holdChunk(/\/assets\/checkout-page-[^/]*\.js$/, '/checkout', 'main [role="status"]', `${prefix}-loading-checkout`);
  await context.close();
}

/** The admin area's screens (their stylesheet comes with the admin chunk, decision 022). */
async function adminScreens(context: BrowserContext, url: string, prefix: string): Promise<void> {
  if (!process.env.E2E_DATA_DIR) return console.log('  (admin screens skipped: E2E_DATA_DIR names no data directory)');
  const api = await apiRequest.newContext({ baseURL: url });
  const admin = await adminSession(api);
  const page = await context.newPage();
  const screens: Array<[string, string]> = [
    ['admin-dashboard', '/admin'],
    ['admin-products', '/admin/products'],
    ['admin-orders', '/admin/orders'],
    ['admin-inventory', '/admin/inventory'],
    ['admin-product-form', '/admin/productform'],
  ];
  for (const [name, to] of screens) {
    await openSignedIn(page, admin, to);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shoot(page, `${prefix}-${name}`);
  }
  await page.close();
  await api.dispose();
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const { url, child } = await startStore();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const ids = await firstProducts(url);
    for (const vp of VIEWPORTS) {
      const context = await browser.newContext({ ...vp, baseURL: url, permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await context.newPage();
      console.log(`${vp.name}, online:`);
      await loadingStates(browser, url, vp, `${vp.name}-online`);
      await page.goto('/');
      await storefront(page, `${vp.name}-online`, ids, vp.isMobile);
      await signedIn(context, url, `${vp.name}-online`);
      await placedOrders(context, url, vp.name, ids.reviewed);
      await adminScreens(context, url, `${vp.name}-online`);
      console.log(`${vp.name}, offline:`);
      await page.goto('/');
      await waitOfflineReady(page);
      await context.setOffline(true);
      await storefront(page, `${vp.name}-offline`, ids, vp.isMobile);
      await context.close();
    }
    console.log(`Screenshots in ${outDir}`);
  } finally {
    await browser?.close();
    child?.kill('SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});

/**
 * The store runs under its Content-Security-Policy (docs/security.md): every storefront and admin
 * page, signed out, as a shopper and as the admin, opened from the server and from the service
 * worker's precached shell, with the SharedWorker replica, toasts and the install manifest, and
 * the browser reports no violation, neither to the page nor to the store's report endpoint.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { adminSession, openSignedIn, signUpShopper, stockedProducts } from './shopper-session';
import { waitUntilOfflineReady } from './store-helpers';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects every violation the browser reports to the page, and every console line about the policy. */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on('console', (msg) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(msg.text())) seen.push(`console: ${msg.text()}`);
  });
  return seen;
}

async function visit(page: Page, path: string, seen: string[]): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root > *').first()).toBeVisible();
  // Lazy chunks, images and the first replica pull of the page get a moment to run.
  await page.waitForTimeout(400);
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  expect([...violations, ...seen], `on ${path}`).toEqual([]);
}

const STOREFRONT = [
  '/',
  '/products',
  '/products?search=pen&sort=price-low',
  '/categories',
  '/category/writing',
  '/bestsellers',
  '/new-arrivals',
  '/sale',
  '/cart',
  '/wishlist',
  '/about',
  '/contact',
  '/faq',
  '/gift-cards',
  '/login',
  '/register',
  '/forgot-password',
  '/otp/someone%40example.com',
  '/no-such-page',
];
const ADMIN = [
  '/admin',
  '/admin/products',
  '/admin/categories',
  '/admin/inventory',
  '/admin/orders',
  '/admin/productform',
  '/admin/categoryform',
];

test.describe.configure({ mode: 'serial' });

test('a visitor browses every storefront page, from the server and then from the service worker, with no policy violation', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const seen = await watchPolicy(context);
  const page = await context.newPage();
  const [product] = await stockedProducts(request, 1);
  try {
    // Cold: the server's shell (inlined stylesheet, first answers) for every page.
    for (const path of [...STOREFRONT, `/product/${product!._id}`]) await visit(page, path, seen);
    // The service worker and the SharedWorker replica start under the policy; then every
    // navigation is answered from the precached index.html, whose inline style is hashed too.
    await waitUntilOfflineReady(page);
    for (const path of ['/', '/products', `/product/${product!._id}`, '/cart']) await visit(page, path, seen);
    // A toast ("link copied", or why not) is styled by our stylesheet, not by a <style> made at run time.
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('button', { name: 'Share: copy link' }).click();
    await expect(page.locator('.toast--visible').first()).toBeVisible();
    await visit(page, '/cart', seen);
  } finally {
    await context.close();
  }
});

test('a signed-in shopper and the admin open their pages with no policy violation', async ({ browser, request }) => {
  const shopper = await signUpShopper(request);
  const admin = await adminSession(request);
  for (const [session, paths] of [
    [shopper, ['/', '/checkout', '/account', '/account?tab=orders', '/account?tab=addresses', '/account?tab=settings', '/wishlist']],
    [admin, [...ADMIN, '/']],
  ] as const) {
    const context = await browser.newContext();
    const seen = await watchPolicy(context);
    const page = await context.newPage();
    try {
      await openSignedIn(page, session, '/');
      for (const path of paths) await visit(page, path, seen);
    } finally {
      await context.close();
    }
  }
});

test('the report endpoint received nothing from those stories, and hears a violation when one happens', async ({ browser, request }) => {
  const admin = await adminSession(request);
  const stored = async () => {
    const res = await request.get('/api/csp-reports', { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { reports: Array<{ directive: string; page: string }> } }).data.reports;
  };
  expect(await stored()).toEqual([]);

  // A script injected into the page (what the policy is for) is refused and reported.
  const context = await browser.newContext();
  const seen = await watchPolicy(context);
  const page = await context.newPage();
  try {
    await page.goto('/about');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.body.append(s);
    });
    await expect.poll(() => page.evaluate(() => window.__cspViolations ?? [])).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(seen.length).toBeGreaterThan(0);
    await expect.poll(stored, { timeout: 30_000 }).toEqual([expect.objectContaining({ directive: 'script-src-elem', page: '/about' })]);
  } finally {
    await context.close();
  }
});

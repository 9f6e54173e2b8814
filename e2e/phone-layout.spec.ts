/**
 * A phone (390×844): the bell's panel fits on the screen, toasts leave headings and form labels
 * readable, the account's first tab keeps the page's inset, and the product page's buy bar is
 * opaque and leaves the end of the page readable. Each is measured, and a screenshot of each is
 * kept in the test's output to be looked at.
 */
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, placeOrderViaApi, signUpShopper, stockedProducts } from './shopper-session';
import { productLinks, scrollToEnd, waitUntilOfflineReady } from './store-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/**
 * Starts watching for a toast saying `text`, before the action that brings it: from the first
 * frame it shows (opacity above 0) until it has settled, every frame, it answers the texts of
 * the page's elements matching `readable` that it crossed.
 */
function watchToast(page: Page, text: string, readable: string): Promise<{ seen: boolean; crossed: string[] }> {
  return page.evaluate(
    ([text, readable]) =>
      new Promise<{ seen: boolean; crossed: string[] }>((resolve) => {
        const crossed = new Set<string>();
        let seenAt = 0;
        const give = () => resolve({ seen: seenAt > 0, crossed: [...crossed] });
        setTimeout(give, 20_000);
        const frame = (t: number) => {
          const toast = [...document.querySelectorAll('.toast')].find((e) => e.textContent?.includes(text));
          if (toast && Number(getComputedStyle(toast).opacity) > 0) {
            seenAt ||= t;
            const a = toast.getBoundingClientRect();
            for (const el of document.querySelectorAll(`main ${readable}`)) {
              const b = el.getBoundingClientRect();
              if (b.width && b.height && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
                crossed.add(el.textContent ?? '');
            }
            if (t - seenAt > 600) return give();
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    [text, readable] as const,
  );
}

test('the notification bell opens a panel that fits on the phone screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications, 2 new' }).click();
  const panel = page.locator('.bell__panel');
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expect(panel.getByRole('link', { name: /Flash sale/ })).toBeInViewport({ ratio: 1 });
  await shoot(page, 'bell-panel');
});

test("a toast leaves the page's heading and the form's labels readable", async ({ page, context, request }) => {
  // A form: a wrong current password answers with a toast.
  const shopper = await signUpShopper(request);
  await openSignedIn(page, shopper, '/account?tab=settings');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('another123');
  await page.getByLabel('Confirm new password').fill('another123');
  const onForm = watchToast(page, 'Current password is incorrect', ':is(h1, h2, label)');
  await page.getByRole('button', { name: 'Change password' }).click();
  expect(await onForm).toEqual({ seen: true, crossed: [] });
  await shoot(page, 'toast-on-a-form');

  // A product page: sharing copies the link, with the title in view.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/products');
  await productLinks(page).first().click();
  // The page may draw its title again as its parts arrive: scroll to whichever title is there.
  await expect(async () => {
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const onProduct = watchToast(page, 'Link copied', ':is(h1, label)');
  await page.getByRole('button', { name: /share/i }).first().click();
  expect(await onProduct).toEqual({ seen: true, crossed: [] });
  await shoot(page, 'toast-on-a-product');
});

test("the account's first tab keeps the page's inset from the screen's edge", async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  await openSignedIn(page, shopper, '/account');
  const heading = await page.getByRole('heading', { level: 1, name: 'My Account' }).boundingBox();
  const tabs = page.getByRole('navigation', { name: 'Account' });
  const first = tabs.getByRole('link', { name: 'Profile' });
  await expect(first).toBeVisible();
  // Also once the row was scrolled and brought back (the tabs snap as they scroll).
  for (const scroll of [0, 200, 0]) {
    await tabs.locator('ul').evaluate((ul, left) => ul.scrollTo({ left, behavior: 'instant' }), scroll);
    await page.waitForTimeout(100);
    if (scroll !== 0) continue;
    const box = await first.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(heading!.x - 0.5);
  }
  await shoot(page, 'account-tabs');
});

test("the product page's buy bar is opaque and leaves the end of the page readable", async ({ page }) => {
  await page.goto('/products');
  await productLinks(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bar = page.getByRole('complementary', { name: /^Buy / });
  // Scrolled on until the buy box's buttons are out of view (the page grows as its parts arrive,
  // and a part arriving can bring the buy box back into view: the bar is read while it shows).
  let alpha = 0;
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(bar).toBeVisible({ timeout: 1_000 });
    // Nothing behind it shows through: its own background has no transparency.
    alpha = await bar.evaluate(
      (el) => {
        const c = getComputedStyle(el).backgroundColor;
        const m = /rgba?\(([^)]+)\)/.exec(c) ?? /color\(srgb ([^)]+)\)/.exec(c);
        const parts = (m?.[1] ?? '').split(/[ ,/]+/).filter(Boolean);
        return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
      },
      undefined,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 20_000 });
  expect(alpha).toBe(1);
  await shoot(page, 'buy-bar');

  // At the end of the page the bar stands below the last of it (the footer's last line), not over it.
  await expect(async () => {
    await scrollToEnd(page);
    await expect(page.locator('footer.site-footer')).toBeVisible({ timeout: 1_000 });
    const lowest = await page.locator('footer.site-footer').evaluate((footer) =>
      Math.max(
        ...[...footer.querySelectorAll('p, a, li, img, svg')]
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.height > 0)
          .map((r) => r.bottom),
      ),
    );
    const barBox = await bar.boundingBox();
    expect(barBox).not.toBeNull();
    expect(lowest).toBeLessThanOrEqual(barBox!.y + 0.5);
  }).toPass({ timeout: 15_000 });
  await shoot(page, 'buy-bar-page-end');
});

test('the account on a phone online, offline and after the connection returns (screenshots)', async ({ page, context, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await stockedProducts(request, 1);
  await placeOrderViaApi(request, shopper.token, [[product!._id, 1]]);
  await openSignedIn(page, shopper, '/account?tab=orders');
  await waitUntilOfflineReady(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /^View order/ })).toHaveCount(1);
  await shoot(page, 'account-online');

  await context.setOffline(true);
  await page.reload();
  await expect(main.getByText(/You are offline: this is your account as last saved/)).toBeVisible();
  await shoot(page, 'account-offline');

  await context.setOffline(false);
  await expect(main.getByText(/You are offline/)).toHaveCount(0, { timeout: 20_000 });
  await expect(main.getByRole('button', { name: /^View order/ })).toHaveCount(1);
  await shoot(page, 'account-after-reconnect');
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the bell's panel, a toast and the buy bar", async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications, 2 new' }).click();
    const panel = await page.locator('.bell__panel').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(1280);
    await shoot(page, 'desktop-bell-panel');
    await page.keyboard.press('Escape');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/products');
    await productLinks(page).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toast = watchToast(page, 'Link copied', ':is(h1, label)');
    await page.getByRole('button', { name: /share/i }).first().click();
    expect(await toast).toEqual({ seen: true, crossed: [] });
    await shoot(page, 'desktop-toast-on-a-product');

    await page.mouse.wheel(0, 1600);
    await expect(page.getByRole('complementary', { name: /^Buy / })).toBeVisible();
    await shoot(page, 'desktop-buy-bar');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { waitUntilOfflineReady } from './store-helpers';
import {
  adminToken,
  latestCodes,
  openSignedIn,
  placeOrderViaApi,
  serverCart,
  serverWishlist,
  setStock,
  signUpShopper,
  stockedProducts,
  type ProductRef,
} from './shopper-session';

/** A line's name in a message: the product's, then its variant's options where it has them ("Lamy Safari (Charcoal · F)", issue 43). */
const asLine = (name: string) => `${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\([^)]+\\))?`;

const changesChip = (page: Page) => page.getByRole('button', { name: /changes? (waiting|refused)|Sign in again/ });

async function addFromProductPage(page: Page, product: ProductRef): Promise<void> {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // Adding opens the cart panel once the change is saved on the device; close it to go on.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('a signed-in shopper edits the cart and wishlist offline, reloads, comes back online, and the server has every change', async ({
  page,
  context,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [pen, ink, pad] = await stockedProducts(request, 3);
  await openSignedIn(page, shopper, `/product/${pen!._id}`);
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await addFromProductPage(page, pen!);
  await addFromProductPage(page, ink!);
  await page.goto(`/product/${pad!._id}`);
  await page
    .getByRole('button', { name: `Add ${pad!.name} to wishlist` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Remove ${pad!.name} from wishlist` }).first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: `Increase quantity of ${ink!.name.toLowerCase()}` }).click();
  // The change is saved on the device once the line shows it.
  await expect(page.getByRole('group', { name: `Quantity of ${ink!.name}` }).locator('output')).toHaveText('2');

  await expect(changesChip(page)).toHaveText(/\d+ changes? waiting/);
  await expect(page.getByRole('main').getByText('Not saved in the store yet').first()).toBeVisible();

  // Closing and reopening the app offline loses nothing.
  await page.reload();
  await expect(page.getByRole('main').getByText(ink!.name).first()).toBeVisible();
  await expect(changesChip(page)).toHaveText(/\d+ changes? waiting/);
  expect(await serverCart(request, shopper.token)).toEqual({});

  await context.setOffline(false);
  await expect(changesChip(page)).toBeHidden({ timeout: 30_000 });
  expect(await serverCart(request, shopper.token)).toEqual({ [pen!._id]: 1, [ink!._id]: 2 });
  expect(await serverWishlist(request, shopper.token)).toEqual([pad!._id]);
  await expect(page.getByRole('main').getByText('Not saved in the store yet')).toHaveCount(0);
});

test('a shopper is told when a change made offline is refused, and the cart shows what the store really holds', async ({
  page,
  context,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [product] = await stockedProducts(request, 1, 6);
  const admin = await adminToken(request);
  await openSignedIn(page, shopper, `/product/${product!._id}`);
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(changesChip(page)).toHaveText('1 change waiting');

  // Meanwhile the store sells out but one.
  await setStock(request, admin, product!._id, 1);
  try {
    await context.setOffline(false);
    const chip = changesChip(page);
    await expect(chip).toHaveText('1 change refused', { timeout: 30_000 });
    await chip.click();
    const panel = page.getByRole('region', { name: 'Changes not yet saved in the store' });
    await expect(panel.getByText('Requested quantity exceeds available inventory.')).toBeVisible();
    await expect(panel.getByText(new RegExp(`Add 3 × ${asLine(product!.name)} to your cart`))).toBeVisible();

    // The cart shows the truth: nothing of it is in the store's cart.
    await page.goto('/cart');
    await expect(
      page
        .getByText('Your cart is empty')
        .or(page.getByRole('heading', { name: /cart is empty/i }))
        .first(),
    ).toBeVisible();
    expect(await serverCart(request, shopper.token)).toEqual({});

    // Dismissed, it is gone.
    await changesChip(page).click();
    await page.getByRole('region', { name: 'Changes not yet saved in the store' }).getByRole('button', { name: 'Discard' }).click();
    await expect(changesChip(page)).toBeHidden();
  } finally {
    await setStock(request, admin, product!._id, product!.stock);
  }
});

test('two tabs of one shopper agree without a reload, on one catalogue replica', async ({ context, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await stockedProducts(request, 1);
  const first = await context.newPage();
  await openSignedIn(first, shopper, '/');
  const second = await context.newPage();
  await second.goto('/wishlist');
  await expect(second.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();

  await addFromProductPage(first, product!);
  await first
    .getByRole('button', { name: `Add ${product!.name} to wishlist` })
    .first()
    .click();
  await expect(first.getByRole('button', { name: `Remove ${product!.name} from wishlist` }).first()).toBeVisible();

  await expect(second.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
  await expect(second.getByRole('main').getByText(product!.name).first()).toBeVisible();
  await expect.poll(() => serverCart(request, shopper.token)).toEqual({ [product!._id]: 1 });

  // One catalogue replica for the browser, not one per tab: a single shared worker, no tab's own.
  const cdp = await context.newCDPSession(first);
  const { targetInfo: self } = (await cdp.send('Target.getTargetInfo')) as { targetInfo: { browserContextId: string } };
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: Array<{ type: string; title: string; browserContextId: string }>;
  };
  // This shopper's browser context only: other stories' contexts may still be closing.
  const mine = targetInfos.filter((t) => t.browserContextId === self.browserContextId && t.title === 'inkwell-replica');
  expect(mine.map((t) => t.type)).toEqual(['shared_worker']);
});

test('a change queued offline is sent by Background Sync with no page open', async ({ browser, context, request, baseURL }) => {
  const shopper = await signUpShopper(request);
  const [product] = await stockedProducts(request, 1);
  const page = await context.newPage();
  await openSignedIn(page, shopper, `/product/${product!._id}`);
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await addFromProductPage(page, product!);
  await expect(changesChip(page)).toHaveText('1 change waiting');
  await page.close();
  expect(context.pages().filter((p) => p.url().startsWith(baseURL ?? ''))).toHaveLength(0);

  await context.setOffline(false);
  // No page of the store is open: a blank tab only reaches the browser's DevTools protocol,
  // which fires the service worker's sync event as Chromium does when the connection returns.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string }> }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL ?? ''));
        if (ours) resolve(ours.registrationId);
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  await expect
    .poll(
      async () => {
        await cdp.send('ServiceWorker.dispatchSyncEvent', {
          origin: new URL(baseURL ?? '').origin,
          registrationId,
          tag: 'inkwell-outbox',
          lastChance: false,
        });
        return serverCart(request, shopper.token);
      },
      { timeout: 30_000 },
    )
    .toEqual({ [product!._id]: 1 });
  expect(browser.isConnected()).toBe(true);
});

test('signing out with unsent changes asks first', async ({ page, context, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await stockedProducts(request, 1);
  await openSignedIn(page, shopper, `/product/${product!._id}`);
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await addFromProductPage(page, product!);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(ask).toContainText("1 change hasn't reached the store yet. Sign out and discard it?");
  await ask.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(ask).toBeHidden();
  await expect(changesChip(page)).toHaveText('1 change waiting');

  // Back online, the change goes out; signing out then asks nothing and leaves nothing behind.
  await context.setOffline(false);
  await expect(changesChip(page)).toBeHidden({ timeout: 30_000 });
  expect(await serverCart(request, shopper.token)).toEqual({ [product!._id]: 1 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  const left = await page.evaluate(
    () =>
      new Promise<{ storage: number; rows: number }>((resolve) => {
        const open = indexedDB.open('inkwell-local');
        open.onsuccess = () => {
          const db = open.result;
          // The cart's lines are one per variant since issue 43 (the table cartLines, local-schema.ts v3).
          const tables = ['outbox', 'confirmed', 'session', 'notices', 'cartLines', 'wishlist'];
          const tx = db.transaction(tables);
          let rows = 0;
          let pending = tables.length;
          for (const t of tables) {
            const count = tx.objectStore(t).count();
            count.onsuccess = () => {
              rows += count.result;
              if (--pending === 0)
                resolve({ storage: localStorage.getItem('token') === null && localStorage.getItem('user') === null ? 0 : 1, rows });
            };
          }
        };
      }),
  );
  expect(left).toEqual({ storage: 0, rows: 0 });
});

test("a visitor's cart and wishlist follow them into their account at sign-in, and what could not be kept is told", async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request, 'Meera Iyer');
  const [pen, pad] = await stockedProducts(request, 2, 3);
  const admin = await adminToken(request);

  // As a visitor: two of one product in the cart, another saved.
  await page.goto(`/product/${pen!._id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, 2 items$/ })).toBeVisible();
  await page.goto(`/product/${pad!._id}`);
  await page
    .getByRole('button', { name: `Add ${pad!.name} to wishlist` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Remove ${pad!.name} from wishlist` }).first()).toBeVisible();

  // Meanwhile one of the two is sold.
  await setStock(request, admin, pen!._id, 1);
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(shopper.user.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    const codes = latestCodes(shopper.user.email, shopper.user.phone ?? '');
    await page.getByLabel('Email OTP').fill(codes.emailOtp);
    await page.getByLabel('Phone OTP').fill(codes.phoneOtp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(new RegExp(`Only 1 of 2 ${asLine(pen!.name)} could be kept: that is all we have\\.`))).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => serverCart(request, shopper.token)).toEqual({ [pen!._id]: 1 });
    expect(await serverWishlist(request, shopper.token)).toEqual([pad!._id]);
    await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
  } finally {
    await setStock(request, admin, pen!._id, pen!.stock);
  }
});

test('an account opened offline before its orders were ever read loads them by itself when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [product] = await stockedProducts(request, 1);
  await placeOrderViaApi(request, shopper.token, [[product!._id, 1]]);
  await openSignedIn(page, shopper, '/');
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await page.goto('/account?tab=orders');
  const main = page.getByRole('main');
  await expect(main.getByText(/Your orders could not be loaded/)).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(/You are offline: this is your account as last saved/)).toBeVisible();

  // No reload, no button: the connection returning is enough.
  await context.setOffline(false);
  await expect(main.getByRole('button', { name: /^View order/ })).toHaveCount(1, { timeout: 20_000 });
  await expect(main.getByText(/Your orders could not be loaded|You are offline/)).toHaveCount(0);
});

/**
 * Issue 43, "an old data folder upgrades and keeps its orders": today's store started on a copy of
 * a real DATA_DIR written before products had variants (scripts/fixtures/pre-variants-data), with
 * the built storefront; its shopper signs in in the browser and finds the old order, at phone size
 * and at desktop size. The api side (single-variant products, the cart, the wishlist) is
 * scripts/upgrade-variants.test.ts.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signInCodes, startTestStore, testStoreEnv, type StartedTestStore } from '../scripts/backup-test-store';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shopper = { email: 'meera.old@example.com', password: 'secret123', phone: '+91 98450 11111' };

let dataDir = '';
let store: StartedTestStore | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-e2e-upgrade-'));
  cpSync(path.join(root, 'scripts/fixtures/pre-variants-data'), dataDir, { recursive: true });
  // The storefront the e2e run built (playwright.config.ts), served by the old folder's store.
  store = await startTestStore(dataDir, 12, { ...testStoreEnv(dataDir, 0, 12), PWA_DIR: path.join(root, 'pwa/dist') });
});

test.afterAll(async () => {
  await store?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a shopper of a store from before variants signs in and finds the old order with its lines, on a phone and on a desktop', async ({
  page,
  request,
}) => {
  const base = store!.base;
  // What the old order held (fixtures/README.md): p0006 ×2 and p0001 ×2, named as the store names them now.
  const nameOf = async (id: string) =>
    ((await (await request.get(`${base}/api/products/${id}`)).json()) as { data: { name: string } }).data.name;
  const [first, second] = [await nameOf('p0006'), await nameOf('p0001')];

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  const codes = signInCodes(dataDir, shopper.email, shopper.phone);
  await page.getByLabel('Email OTP').fill(codes.emailOtp ?? '');
  await page.getByLabel('Phone OTP').fill(codes.phoneOtp ?? '');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(`${base}/`);

  // The old cart and wishlist lines are there too (p0003 and p0002).
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.goto(`${base}/account?tab=orders`);
  const orders = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^View order/ }) });
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText('4 items');
  await page.getByRole('button', { name: /^View order/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(first, { exact: true })).toBeVisible();
  await expect(dialog.getByText(second, { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(root, 'screenshots/variants-upgrade-order-390.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // At desktop size the same account lists the same one order.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(orders).toHaveCount(1);
  await page.getByRole('button', { name: /^View order/ }).click();
  await expect(dialog.getByText(first, { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(root, 'screenshots/variants-upgrade-order-1280.png') });
});

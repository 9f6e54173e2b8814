/**
 * Story: an online order not paid within its hold is cancelled, its stock comes back, and the
 * shopper is told (on the pay page, which follows the order as the hold ends, and in the account).
 *
 * The hold cannot be shorter than a minute (PAYMENT_HOLD_MINUTES), and the suite's store keeps
 * the default 15, so this story starts its own store with PAYMENT_HOLD_MINUTES=1 and waits for
 * the api's own reconciliation pass (six times per hold: every 10 s) to end the hold: one wait of about 70 s, shared
 * by the phone and the desktop shopper, with nothing of the api stood in for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser } from '@playwright/test';
import { openSignedIn, stockedProducts } from './shopper-session';
import { placeOnlineViaApi, shopperWithCart, shot, SIZES, stockOf, storeOrder, type Size } from './payments-shopper';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_EXPIRY_PORT ?? 3297);
const url = `http://localhost:${port}`;
let store: ChildProcess | null = null;
let dataDir = '';

test.use({ baseURL: url });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-e2e-expiry-'));
  store = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SYNC_PORT: '0',
      DATA_DIR: dataDir,
      PAYMENT_HOLD_MINUTES: '1',
      SEED_PRODUCTS: '60',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 440; i++) {
    if (store.exitCode !== null) throw new Error('the store with a one-minute hold stopped while starting');
    const up = await fetch(`${url}/api/categories`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the store with a one-minute hold did not start');
});

test.afterAll(async () => {
  if (store && store.exitCode === null) {
    const exited = new Promise((r) => store!.once('exit', r));
    store.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function pageAt(browser: Browser, size: Size) {
  const context = await browser.newContext({ baseURL: url, viewport: size.viewport });
  return { context, page: await context.newPage() };
}

test('an order not paid within its hold is cancelled, its stock comes back, and the shopper is told, at phone and desktop size', async ({
  browser,
  request,
}) => {
  test.setTimeout(200_000);
  const [pen] = await stockedProducts(request, 1);
  const before = await stockOf(request, pen!._id);

  const shoppers = [];
  for (const size of SIZES) {
    const shopper = await shopperWithCart(request, [[pen!._id, 1]]);
    const order = await placeOnlineViaApi(request, shopper.token, 'UPI');
    expect(order.payment?.state).toBe('pending');
    const { context, page } = await pageAt(browser, size);
    await openSignedIn(page, shopper, `/pay/${order._id}`);
    await expect(page.getByRole('timer')).toHaveText(/^0:\d\d|1:00$/);
    shoppers.push({ size, shopper, order, context, page });
  }
  // Both orders hold their unit while they wait to be paid.
  expect(await stockOf(request, pen!._id)).toBe(before - 2);

  for (const { size, order, page } of shoppers) {
    // The countdown ends, the page reads the order again until the store has cancelled it.
    await expect(page.getByRole('heading', { name: /was cancelled$/ })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText(/^We did not receive your payment within 1 minutes?, so the order was cancelled/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await shot(page, 'pay-expired', size);

    // The account says so too: cancelled, with the reason, and nothing to pay.
    await page.goto('/account?tab=orders');
    const row = page.getByRole('listitem').filter({ hasText: /Order INK-/ });
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(row).toContainText('We did not receive your payment within 1 minute');
    await expect(row.getByRole('link', { name: /^Pay now/ })).toHaveCount(0);
    void order;
  }

  const [first, second] = shoppers;
  const cancelled = await storeOrder(request, first!.shopper.token, first!.order._id);
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.isPaid).toBe(false);
  expect((await storeOrder(request, second!.shopper.token, second!.order._id)).status).toBe('cancelled');
  // Each unit went back once.
  expect(await stockOf(request, pen!._id)).toBe(before);
  // Paying now is refused with the store's words.
  const late = await request.post(`/api/orders/${first!.order._id}/pay`, { headers: { authorization: `Bearer ${first!.shopper.token}` } });
  expect(late.status()).toBe(409);
  for (const s of shoppers) await s.context.close();
});

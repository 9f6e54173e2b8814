/**
 * Issue 42, item 16, as shoppers meet it in the cart at a phone's size and a desktop's: a
 * subscriber's personal WELCOME15 code, typed by another shopper, is refused in the cart with the
 * store's reason; its owner (who signed up with the address it was sent to) gets the 15%.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillServerCart, openSignedIn, signUpShopper, stockedProducts } from './shopper-session';
import { storeDataDir } from './store-dir';

const NOT_YOURS = 'This welcome code belongs to another e-mail address';

function welcomeCode(email: string): string | undefined {
  const dir = path.join(storeDataDir(), 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject?: string; code?: string })
    .find((m) => m.to === email && m.subject?.startsWith('Welcome') && m.code)?.code;
}

async function enterCode(page: Page, code: string) {
  const box = page.getByLabel('Promo code');
  await box.fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`${size}: another shopper's welcome code is refused in the cart with the reason; its owner gets 15% off`, async ({
    browser,
    request,
  }) => {
    const [product] = await stockedProducts(request, 1);
    const owner = await signUpShopper(request, 'Meera Iyer');
    expect((await request.post('/api/newsletter', { data: { email: owner.user.email } })).status()).toBe(201);
    await expect.poll(() => welcomeCode(owner.user.email)).toMatch(/^WELCOME15-/);
    const code = welcomeCode(owner.user.email)!;
    const other = await signUpShopper(request, 'Ravi Kumar');

    for (const [who, session] of [
      ['other', other],
      ['owner', owner],
    ] as const) {
      await fillServerCart(request, session.token, [[product!._id, 1]]);
      const context = await browser.newContext({ viewport, ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      await openSignedIn(page, session, '/cart');
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      await enterCode(page, code);
      if (who === 'other') {
        await expect(page.getByRole('alert')).toContainText(NOT_YOURS);
        await expect(page.getByText(`${code} applied`)).toHaveCount(0);
      } else {
        await expect(page.getByText('applied —')).toContainText(code);
      }
      await page.screenshot({ path: test.info().outputPath(`welcome-code-${size}-${who}.png`) });
      await context.close();
    }
  });
}

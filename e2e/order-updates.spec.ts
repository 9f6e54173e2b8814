/**
 * Issue 42, items 4, 8, 10, 11 and 13 as the owner and the shopper meet them: the admin ships an
 * order from its details with the carrier from the list; the shopper gets an e-mail and an SMS
 * naming the order's readable number and the carrier's tracking link, and their order links the
 * number to the carrier's page; a delivered order offers the admin no further move. Times read
 * in India's time on a device in UTC. Screenshots at 390×844 and 1280×900 go to screenshots/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { orderNumber } from '../shared/src/order-number';
import { adminSession, openSignedIn, placeOrderViaApi, signUpShopper, stockedProducts } from './shopper-session';
import { storeDataDir } from './store-dir';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `order-updates-${name}.png`) });

/** The store's outbox messages with this subject (the store writes them just after answering). */
async function messagesTitled(subject: string): Promise<Array<{ channel: string; to: string; text: string }>> {
  const dir = path.join(storeDataDir(), 'outbox');
  const read = () =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { channel: string; to: string; subject?: string; text: string })
      .filter((m) => m.subject === subject);
  await expect.poll(() => read().length).toBe(2);
  return read();
}

// The device is in UTC (the runner's zone); the store reads every time in India's.
test.use({ timezoneId: 'UTC' });

for (const size of [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 900 } },
]) {
  test(`at ${size.name} px, the admin ships an order with a listed carrier, the shopper is told by e-mail and SMS and follows the link, and a delivered order is final`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const shopperSession = await signUpShopper(request, 'Rohan Iyer');
    const [product] = await stockedProducts(request, 1);
    const order = await placeOrderViaApi(request, shopperSession.token, [[product!._id, 1]]);
    const number = orderNumber(order._id);
    const { createdAt } = order as typeof order & { createdAt: string };
    const admin = await adminSession(request);

    // The admin finds it by its number, typed as read out on a call.
    await openSignedIn(page, admin, '/admin/orders');
    await page.getByLabel('Find an order by its number').fill(number.slice(4).toLowerCase().replace(/-/g, ' '));
    await expect(page.getByRole('rowheader')).toHaveText([number]);
    await shot(page, `admin-found-${size.name}`);
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${number}` });
    await expect(dialog.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);
    // The day the checkout promised the shopper, as the order keeps it.
    const promised = (order as typeof order & { delivery?: { date: string } }).delivery?.date;
    expect(promised).toBeTruthy();
    const day = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    await expect(dialog.getByText(`Promised to the shopper for ${day.format(new Date(`${promised!}T12:00:00Z`))}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await dialog.getByLabel('Carrier').selectOption('Delhivery');
    await dialog.getByLabel('Tracking number').fill('1490 8812 3344');
    await shot(page, `admin-ship-form-${size.name}`);
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByText(`Order ${number} is now shipped.`)).toBeVisible();

    const sent = await messagesTitled(`Your Inkwell order ${number} has shipped`);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of sent) expect(m.text).toContain('Track it: https://www.delhivery.com/track/package/149088123344');

    // The shopper's order: the number links to Delhivery's page, in a new tab; times are India's.
    const shopperContext = await browser.newContext({ viewport: size.viewport, timezoneId: 'UTC' });
    try {
      const shopper = await shopperContext.newPage();
      await openSignedIn(shopper, shopperSession, '/account?tab=orders');
      await expect(shopper.getByText('Shipped with Delhivery · Tracking number')).toBeVisible();
      await shopper.getByRole('button', { name: `View order ${number}` }).click();
      const summary = shopper.getByRole('dialog');
      const link = summary.getByRole('link', { name: /1490 8812 3344/ });
      await expect(link).toHaveAttribute('href', 'https://www.delhivery.com/track/package/149088123344');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const placedIndia = new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(createdAt));
      await expect(summary.getByText(`Placed ${placedIndia}`)).toBeVisible();
      await shot(shopper, `shopper-order-${size.name}`);
    } finally {
      await shopperContext.close();
    }

    // Delivered, the order is final: the admin is offered no move, and the api refuses a cancel.
    await page.getByLabel('Find an order by its number').fill(number);
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(page.getByText(`Order ${number} is now delivered.`)).toBeVisible();
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    await expect(dialog.getByText('This order is delivered: its status is final.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await shot(page, `admin-delivered-${size.name}`);
    await messagesTitled(`Your Inkwell order ${number} was delivered`);
    const cancel = await request.put(`/api/orders/${order._id}/status`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { status: 'cancelled' },
    });
    expect(cancel.status()).toBe(409);
  });
}

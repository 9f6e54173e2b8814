/**
 * Story: a shopper offline chooses UPI and places the order: the review step says it is kept on
 * the device and paid after reconnect. Back online, the outbox places it (pending, its stock
 * held), the shopper is told it awaits payment (a toast, Pay now on the confirmation and in the
 * order list), pays at the test gateway, and the order is paid. The pay page offline says payment
 * needs a connection and until when the order is held.
 */
import { expect, test } from '@playwright/test';
import { serverOrders, stockedProducts } from './shopper-session';
import { waitUntilOfflineReady } from './store-helpers';
import { payAtTestGateway, reviewWith, shopperWithCart, shot, SIZES, storeOrder } from './payments-shopper';

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('an online order placed offline is placed on reconnect, the shopper is asked to pay, and pays', async ({
      page,
      context,
      request,
    }) => {
      const [pen] = await stockedProducts(request, 1);
      const shopper = await shopperWithCart(request, [[pen!._id, 1]]);
      await reviewWith(page, shopper, /^UPI/);
      await waitUntilOfflineReady(page);

      await context.setOffline(true);
      await expect(
        page.getByText(/You are offline\. Your order will be kept on this device .* then you pay for it from your orders/),
      ).toBeVisible();
      await shot(page, 'review-upi-offline', size);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/account\?tab=orders$/);
      const panel = page.getByTestId('order-confirmation');
      await expect(panel).toContainText('You pay for it once it is placed.');
      expect(await serverOrders(request, shopper.token)).toHaveLength(0);

      await context.setOffline(false);
      await expect(page.getByText(/^Order INK-[\w-]+ is placed and awaits payment: pay within 15 minutes with Pay now\.$/)).toBeVisible({
        timeout: 30_000,
      });
      await expect(panel).toContainText('It awaits payment.');
      await expect(panel.getByRole('timer')).toHaveText(/^1[0-4]:\d\d$/);
      const [placed] = await serverOrders(request, shopper.token);
      expect((await storeOrder(request, shopper.token, placed!._id)).payment?.state).toBe('pending');
      // The order list offers it too, with the time left.
      const row = page.getByRole('listitem').filter({ hasText: 'Awaiting payment' });
      await expect(row.getByRole('link', { name: /^Pay now for order/ })).toBeVisible();
      await expect(row).toContainText(/Pay within \d+:\d\d or the order is cancelled\./);
      await shot(page, 'account-awaiting-payment', size);

      // The pay page offline: no Pay now, and until when the order is held.
      await panel.getByRole('link', { name: 'Pay now' }).click();
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
      await context.setOffline(true);
      await expect(page.getByText(/^You are offline: payment needs a connection\. Your order is held until .+\.$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();
      await shot(page, 'pay-offline', size);
      await context.setOffline(false);

      await page.getByRole('button', { name: 'Pay now' }).click();
      await payAtTestGateway(page, 'UPI', 'Success');
      await expect(page.getByRole('heading', { name: /is paid\.$/ })).toBeVisible();
      const paid = await storeOrder(request, shopper.token, placed!._id);
      expect(paid.payment?.state).toBe('paid');
      expect(paid.isPaid).toBe(true);

      // Offline, the account's order view shows the payment as last saved on the device.
      await page.getByRole('link', { name: 'View the order in your account' }).click();
      await expect(page.getByRole('dialog').getByText('Paid', { exact: true })).toBeVisible();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('dialog').getByText('Paid', { exact: true })).toBeVisible();
      await shot(page, 'account-order-offline', size);
      await context.setOffline(false);
    });
  });
}

/**
 * Story: a shopper pays for an order online, then cancels it from the account: the dialog says
 * the money goes back, the order is cancelled with its stock returned, and its whole payment is
 * refunded through the gateway, which the account shows (the refund's amount and state).
 */
import { expect, test } from '@playwright/test';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { formatRupees } from '../shared/src/format';
import { openSignedIn, stockedProducts } from './shopper-session';
import { payFromPayPage, placeOnlineViaApi, shopperWithCart, shot, SIZES, stockOf, storeOrder } from './payments-shopper';

const rupeesOf = formatRupees;

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('a paid order cancelled by the shopper is refunded in full, and the account shows the refund', async ({ page, request }) => {
      const [pen] = await stockedProducts(request, 1);
      const before = await stockOf(request, pen!._id);
      const shopper = await shopperWithCart(request, [[pen!._id, 1]]);
      const placed = await placeOnlineViaApi(request, shopper.token, 'NetBanking');
      expect(placed.payment?.state).toBe('pending');

      // The pay page of a pending order: the amount, the time left, Pay now.
      await openSignedIn(page, shopper, `/pay/${placed._id}`);
      await expect(page.getByRole('heading', { name: /^Pay for order INK-/ })).toBeVisible();
      await expect(page.getByText(rupeesOf(placed.totalPrice)).first()).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^1[0-4]:\d\d$/);
      await shot(page, 'pay-pending', size);

      // A return from the "gateway" whose signature is not the gateway's: nothing changes, and the page says it could not verify.
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(page).toHaveURL(/\/test-gateway\/checkout\//);
      const gatewayOrderId = (await storeOrder(request, shopper.token, placed._id)).payment!.gatewayOrderId!;
      await page.goto('/robots.txt');
      await page.evaluate(
        (fields) => {
          const form = document.createElement('form');
          form.method = 'POST';
          form.action = '/api/payments/callback';
          for (const [name, value] of Object.entries(fields)) form.append(Object.assign(document.createElement('input'), { name, value }));
          document.body.append(form);
          form.submit();
        },
        { razorpay_order_id: gatewayOrderId, razorpay_payment_id: 'pay_forged000000', razorpay_signature: '0'.repeat(64) },
      );
      await expect(page).toHaveURL(new RegExp(`/pay/${placed._id}\\?result=unverified$`));
      await expect(page.getByText('We could not verify your payment.')).toBeVisible();
      await expect(page.getByText('Your payment did not go through.')).toHaveCount(0);
      const unchanged = await storeOrder(request, shopper.token, placed._id);
      expect([unchanged.payment?.state, unchanged.isPaid, unchanged.payment?.attempts]).toEqual(['pending', false, []]);
      await shot(page, 'pay-unverified', size);

      await payFromPayPage(page, placed._id, 'NetBanking');
      expect(await stockOf(request, pen!._id)).toBe(before - 1);

      await page.goto('/account?tab=orders');
      await page.getByRole('button', { name: /^Cancel order/ }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('What you paid is refunded to the same payment');
      await confirm.getByRole('button', { name: 'Cancel order' }).click();
      await expect(page.getByText(`Order cancelled. ${rupeesOf(placed.totalPrice)} is being refunded to your payment.`)).toBeVisible();

      // The store: cancelled, stock back, the whole payment refunded through the gateway.
      await expect.poll(async () => (await storeOrder(request, shopper.token, placed._id)).status).toBe('cancelled');
      expect(await stockOf(request, pen!._id)).toBe(before);
      await expect
        .poll(
          async () => (await storeOrder(request, shopper.token, placed._id)).payment?.refunds.map((r) => [r.amount, r.reason, r.state]),
          {
            timeout: 30_000,
          },
        )
        .toEqual([[placed.totalPrice, 'cancelled', 'processed']]);

      // The account shows it: the order refunded, the refund's amount and state.
      await page.reload();
      await expect(page.getByRole('main').getByText('Refunded', { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: /^View order/ }).click();
      const view = page.getByRole('dialog');
      await expect(view.getByTestId('refund')).toContainText(`${rupeesOf(placed.totalPrice)} refund (order cancelled) · Refunded`);
      await shot(page, 'account-order-refunded', size);
    });
  });
}

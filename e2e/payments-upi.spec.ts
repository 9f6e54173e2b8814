/**
 * Story: a shopper pays by UPI through the built-in test gateway (decision 046). The review step
 * says what happens next; Place Order places the order with its stock held and hands the shopper
 * to the gateway's page; Success there brings the shopper back through the signed callback to
 * /pay, which thanks them; the store has the order paid, and the account says so.
 */
import { expect, test } from '@playwright/test';
import { stockedProducts } from './shopper-session';
import { payAtTestGateway, payPageOrderId, reviewWith, shopperWithCart, shot, SIZES, stockOf, storeOrder } from './payments-shopper';

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('an order paid by UPI through the test gateway is paid, and the shopper is thanked and sees it paid', async ({
      page,
      request,
    }) => {
      const [pen] = await stockedProducts(request, 1);
      const before = await stockOf(request, pen!._id);
      const shopper = await shopperWithCart(request, [[pen!._id, 2]]);
      await reviewWith(page, shopper, /^UPI/);

      // The review step tells the truth: pay the total on the payment page, the items held 15 minutes.
      const how = page.locator('#payment-how');
      await expect(how).toContainText(/After Place Order you pay ₹[\d,.]+ by UPI on the secure payment page/);
      await expect(how).toContainText('held for 15 minutes');
      await shot(page, 'review-upi', size);

      await page.getByRole('button', { name: 'Place Order' }).click();
      await payAtTestGateway(page, 'UPI', 'Success', size);

      await expect(page).toHaveURL(/\?result=paid$/);
      const orderId = payPageOrderId(page);
      await expect(page.getByRole('heading', { name: /^Thank you! Order INK-\w{3}-\w{3}-\w{3} is paid\.$/ })).toBeVisible();
      await expect(page.getByRole('main').getByText('UPI', { exact: true })).toBeVisible();
      await expect(page.getByText(pen!.name).first()).toBeVisible();
      await shot(page, 'pay-paid', size);

      const order = await storeOrder(request, shopper.token, orderId);
      expect(order.paymentMethod).toBe('UPI');
      expect(order.isPaid).toBe(true);
      expect(order.payment?.state).toBe('paid');
      expect(order.payment?.amount).toBe(order.totalPrice);
      // Its stock was taken once, when placed.
      expect(await stockOf(request, pen!._id)).toBe(before - 2);

      // The account's order list says it is paid, and its view names the payment.
      await page.getByRole('link', { name: 'View the order in your account' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Paid', { exact: true })).toBeVisible();
      await expect(dialog.getByText(/payment reference pay_/)).toBeVisible();
      await shot(page, 'account-order-paid', size);
      await dialog.getByRole('button', { name: /close/i }).click();
      await expect(page.getByRole('main').getByText('Paid', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Pay now/ })).toHaveCount(0);
    });
  });
}

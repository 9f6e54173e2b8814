/**
 * Story: a card payment fails at the gateway, the shopper is told they were not charged and why,
 * and Try again pays the same order (one gateway order for both attempts, paid once). A double
 * click on Pay now starts one payment, not two.
 */
import { expect, test } from '@playwright/test';
import { stockedProducts } from './shopper-session';
import { payAtTestGateway, payPageOrderId, reviewWith, shopperWithCart, shot, SIZES, storeOrder } from './payments-shopper';

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('a failed card payment is explained with nothing charged, and Try again pays the same order', async ({ page, request }) => {
      const [pen] = await stockedProducts(request, 1);
      const shopper = await shopperWithCart(request, [[pen!._id, 1]]);
      await reviewWith(page, shopper, /Credit or Debit Card/);
      await page.getByRole('button', { name: 'Place Order' }).click();

      await payAtTestGateway(page, 'Card', 'Failure');
      await expect(page).toHaveURL(/\?result=failed$/);
      const orderId = payPageOrderId(page);
      const alert = page.getByRole('alert').filter({ hasText: 'Your payment did not go through. You have not been charged.' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('The payment gateway said:');
      await expect(page.getByRole('timer')).toHaveText(/^1[0-4]:\d\d$/);
      await shot(page, 'pay-failed', size);

      const failed = await storeOrder(request, shopper.token, orderId);
      expect(failed.payment?.state).toBe('failed');
      expect(failed.isPaid).toBe(false);
      expect(failed.status).not.toBe('cancelled');
      const gatewayOrder = failed.payment?.gatewayOrderId;
      expect(gatewayOrder).toBeTruthy();

      // Two quick clicks on Try again: one start, one trip to the gateway.
      const starts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().endsWith(`/api/orders/${orderId}/pay`) && starts.push(r.url()));
      await page.getByRole('button', { name: 'Try again' }).dblclick();
      await payAtTestGateway(page, 'Card', 'Success');
      expect(starts).toHaveLength(1);
      await expect(page).toHaveURL(/\?result=paid$/);
      await expect(page.getByRole('heading', { name: /is paid\.$/ })).toBeVisible();

      const paid = await storeOrder(request, shopper.token, orderId);
      expect(paid.payment?.state).toBe('paid');
      expect(paid.payment?.gatewayOrderId).toBe(gatewayOrder);
      expect(paid.payment?.attempts.map((a) => a.state)).toEqual(['failed', 'captured']);
      expect(paid.isPaid).toBe(true);
    });
  });
}

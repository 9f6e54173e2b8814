/**
 * Stories: a delivered order returned and refunded (decision 046). The shopper asks from the
 * account within 30 days (lines and units left, a reason, the refund shown before sending; a cash
 * on delivery order says where the money goes, checked in the shared schema's words); the admin's
 * steps go through the api with the admin's token; the account follows each state to Refunded.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openSignedIn, placeOrderViaApi, setOrderStatus, signUpShopper, stockedProducts } from './shopper-session';
import { authed, payFromPayPage, placeOnlineViaApi, saveAddressFor, shopperWithCart, shot, SIZES, storeOrder } from './payments-shopper';

const rupees = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function adminMoves(request: APIRequestContext, orderId: string, returnId: string, moves: Array<Record<string, string>>) {
  const admin = await adminToken(request);
  for (const move of moves) {
    const res = await request.put(`/api/orders/${orderId}/returns/${returnId}`, { headers: authed(admin), data: move });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function deliver(request: APIRequestContext, orderId: string) {
  const admin = await adminToken(request);
  await setOrderStatus(request, admin, orderId, 'shipped');
  await setOrderStatus(request, admin, orderId, 'delivered');
}

/** Opens the return form from the order list and answers the dialog. */
async function openReturnForm(page: Page) {
  await page.goto('/account?tab=orders');
  await page.getByRole('button', { name: /^Return items from order/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Return items' })).toBeVisible();
  return dialog;
}

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('a delivered order paid online is returned in part and refunded through the gateway', async ({ page, request }) => {
      const [pen] = await stockedProducts(request, 1);
      const shopper = await shopperWithCart(request, [[pen!._id, 2]]);
      const order = await placeOnlineViaApi(request, shopper.token, 'UPI');
      await openSignedIn(page, shopper, `/pay/${order._id}`);
      await payFromPayPage(page, order._id);
      await deliver(request, order._id);

      const form = await openReturnForm(page);
      // Sent empty: the shared schema's words at the fields.
      await form.getByRole('button', { name: 'Request return' }).click();
      await expect(form.getByText('Choose at least one item to return')).toBeVisible();
      await expect(form.getByText('Choose a reason for the return')).toBeVisible();
      await expect(form).toContainText('The refund goes back to the payment you made');
      await form.getByRole('checkbox', { name: new RegExp(pen!.name) }).check();
      await form.getByRole('combobox', { name: /^How many of/ }).selectOption('1');
      await form.getByLabel('Reason').selectOption({ label: 'Arrived damaged or defective' });
      await form.getByLabel(/^Note/).fill('The clip came off.');
      const shown = rupees((await form.getByText(/^Refund for these items:/).textContent()) ?? '');
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(order.totalPrice);
      await shot(page, 'return-form-online', size);
      // Sent with an Idempotency-Key: a retry after a lost answer is made once (api/test/returns-requests.test.ts).
      const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/orders/${order._id}/returns`));
      await form.getByRole('button', { name: 'Request return' }).click();
      expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      await expect(page.getByText(/^Return requested: ₹[\d,.]+ comes back to you once we receive the items\.$/)).toBeVisible();
      await expect(form.getByTestId('order-return')).toContainText('Return requested');

      const asked = await storeOrder(request, shopper.token, order._id);
      expect(asked.returns?.map((r) => [r.state, r.amount])).toEqual([['requested', shown]]);

      await adminMoves(request, order._id, asked.returns![0]!.id, [{ state: 'approved' }, { state: 'received' }]);
      await expect
        .poll(async () => (await storeOrder(request, shopper.token, order._id)).returns?.[0]?.state, { timeout: 30_000 })
        .toBe('refunded');
      const refunded = await storeOrder(request, shopper.token, order._id);
      expect(refunded.payment?.refunds.map((r) => [r.amount, r.reason])).toEqual([[shown, 'return']]);
      expect(refunded.payment?.state).toBe('partly-refunded');

      await page.reload();
      await page.getByRole('button', { name: /^View order/ }).click();
      const view = page.getByRole('dialog');
      const made = view.getByTestId('order-return');
      await expect(made).toContainText('Refunded');
      await expect(made).toContainText('Return received');
      await expect(made).toContainText('Return approved');
      await expect(view.getByTestId('refund')).toContainText('refund (items returned)');
      await expect(view.getByText('Partly refunded')).toBeVisible();
      // One unit is left to return.
      await expect(view.getByRole('button', { name: 'Return items' })).toBeVisible();
      await shot(page, 'account-order-returned', size);
    });

    test('a delivered cash-on-delivery order is returned with a UPI ID for the refund, which the admin marks paid', async ({
      page,
      request,
    }) => {
      const [pen] = await stockedProducts(request, 1);
      const shopper = await signUpShopper(request);
      await saveAddressFor(request, shopper);
      const order = await placeOrderViaApi(request, shopper.token, [[pen!._id, 1]]);
      await deliver(request, order._id);
      await openSignedIn(page, shopper, '/account?tab=orders');

      const form = await openReturnForm(page);
      await form.getByRole('checkbox', { name: new RegExp(pen!.name) }).check();
      await form.getByLabel('Reason').selectOption({ label: 'No longer needed' });
      await form.getByRole('button', { name: 'Request return' }).click();
      await expect(form.getByText('Tell us where to send your refund: a UPI ID or a bank account.')).toBeVisible();
      await form.getByRole('radio', { name: 'Bank account' }).check();
      await form.getByLabel('Account holder name').fill('Asha Rao');
      await form.getByLabel('Account number').fill('12345');
      await form.getByLabel('IFSC').fill('HDFC123');
      await form.getByRole('button', { name: 'Request return' }).click();
      await expect(form.getByText('Account number must be 9 to 18 digits')).toBeVisible();
      await expect(form.getByText('Enter an IFSC like HDFC0001234')).toBeVisible();
      await form.getByRole('radio', { name: 'UPI ID' }).check();
      await form.getByRole('textbox', { name: 'UPI ID' }).fill('asha@okhdfc');
      // The whole order back: its total, shipping included.
      await expect(form.getByText(/^Refund for these items:/)).toContainText(order.totalPrice.toLocaleString('en-IN'));
      await shot(page, 'return-form-cod', size);
      await form.getByRole('button', { name: 'Request return' }).click();
      await expect(form.getByTestId('order-return')).toContainText('Return requested');

      const asked = await storeOrder(request, shopper.token, order._id);
      expect(asked.returns?.map((r) => [r.state, r.amount])).toEqual([['requested', order.totalPrice]]);
      await adminMoves(request, order._id, asked.returns![0]!.id, [
        { state: 'approved' },
        { state: 'received' },
        { state: 'refunded', reference: 'UTR402211998877' },
      ]);

      await page.reload();
      await page.getByRole('button', { name: /^View order/ }).click();
      const made = page.getByRole('dialog').getByTestId('order-return');
      await expect(made).toContainText('Refunded');
      await expect(made).toContainText('Transfer reference UTR402211998877');
      // Everything came back: nothing is left to return.
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Return items' })).toHaveCount(0);
    });
  });
}

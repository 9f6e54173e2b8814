import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { payAtTestGateway } from './payments-shopper';
import { waitUntilOfflineReady } from './store-helpers';
import {
  adminToken,
  fillServerCart,
  latestResetCode,
  openSignedIn,
  placeOrderViaApi,
  saveAddress,
  serverCart,
  serverOrders,
  setOrderStatus,
  setStock,
  signUpShopper,
  stockedProducts,
  type ShopperSession,
} from './shopper-session';

const rupees = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
/** A line's name in a message: the product's, then its variant's options where it has them ("Lamy Safari (Charcoal · F)", issue 43). */
const asLine = (name: string) => `${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\([^)]+\\))?`;
const stepTitle = (page: Page, n: number, name: string) => page.getByRole('heading', { name: `Step ${n} of 3: ${name}` });

/** A shopper with one line in the cart and a saved address, on the review step, ready to go offline. */
async function reviewOneLine(page: Page, request: APIRequestContext, shopper: ShopperSession, productId: string): Promise<void> {
  await fillServerCart(request, shopper.token, [[productId, 1]]);
  await saveAddress(request, shopper);
  await openSignedIn(page, shopper, '/checkout');
  await waitUntilOfflineReady(page);
  await page.getByRole('radio', { name: /Asha Rao/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepTitle(page, 3, 'Review')).toBeVisible();
}

/** Presses Tab until `target` has the focus: the keyboard alone, as a shopper without a mouse would. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

test('a shopper checks out in three steps and sees the order in the account; the review total is the order total', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [pen, ink] = await stockedProducts(request, 2);
  await fillServerCart(request, shopper.token, [
    [pen!._id, 2],
    [ink!._id, 1],
  ]);
  await openSignedIn(page, shopper, '/checkout');

  // Step 1: no saved address yet, so the new-address form; its required fields say what is missing.
  await expect(stepTitle(page, 1, 'Shipping')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Pincode is required')).toBeVisible();
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 MG Road');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('Pincode').fill('411001');
  await page.getByLabel('Phone').fill('+91 98450 12345');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: Card is the default; UPI chosen. Previous goes back, and the address is kept.
  await expect(stepTitle(page, 2, 'Payment')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Credit or Debit Card/ })).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /UPI/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: survives a reload; says how payment happens.
  await expect(stepTitle(page, 3, 'Review')).toBeVisible();
  await page.reload();
  await expect(stepTitle(page, 3, 'Review')).toBeVisible();
  await expect(
    page.getByText(/^After Place Order you pay ₹[\d,.]+ by UPI on the secure payment page\. Your items are held for 15 minutes/),
  ).toBeVisible();
  await expect(page.getByText('12 MG Road')).toBeVisible();
  const shownTotal = rupees((await page.getByTestId('order-total').textContent()) ?? '');
  expect(shownTotal).toBeGreaterThan(0);

  // Paid online: Place Order leads to the payment page (the built-in test gateway here), then back.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payAtTestGateway(page, 'UPI', 'Success');
  await expect(page).toHaveURL(/\/pay\/[^?]+\?result=paid/);
  await page.goto('/account?tab=orders');
  await expect(page.getByRole('main').getByText('Processing').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Paid', { exact: true }).first()).toBeVisible();

  const orders = await serverOrders(request, shopper.token);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.totalPrice).toBe(shownTotal);
  expect(orders[0]!.items.map((i) => [i.product._id, i.quantity]).sort()).toEqual(
    [
      [pen!._id, 2],
      [ink!._id, 1],
    ].sort(),
  );
  expect(await serverCart(request, shopper.token)).toEqual({});
  // The new address joined the address book.
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(((await me.json()) as { user: { addresses: Array<{ city: string }> } }).user.addresses.map((a) => a.city)).toEqual(['Pune']);

  // View opens the order summary with its status history.
  await page.getByRole('button', { name: /^View order/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(dialog.getByText(pen!.name)).toBeVisible();
});

test("a signed-in shopper opening the checkout or the account waits on one spinner, never on the storefront's product placeholders", async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [pen] = await stockedProducts(request, 1);
  await fillServerCart(request, shopper.token, [[pen!._id, 1]]);
  await saveAddress(request, shopper);
  // Every placeholder card or page skeleton that is ever put in the page, from its first byte.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { placeholdersSeen: seen });
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('main [aria-label="Loading page"], main .product-card[aria-hidden="true"]'))
        seen.push(el.getAttribute('aria-label') ?? 'placeholder card');
    }).observe(document, { childList: true, subtree: true });
  });
  const placeholdersSeen = () => page.evaluate(() => (window as unknown as { placeholdersSeen: string[] }).placeholdersSeen);

  await openSignedIn(page, shopper, '/checkout');
  await expect(stepTitle(page, 1, 'Shipping')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  expect(await placeholdersSeen()).toEqual([]);

  await page.goto('/account?tab=addresses');
  await expect(page.getByRole('heading', { name: 'Addresses', level: 2 })).toBeVisible();
  await expect(page.getByText(/12 MG Road/).first()).toBeVisible();
  expect(await placeholdersSeen()).toEqual([]);
});

test('the checkout can be completed with the keyboard alone', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const [pen] = await stockedProducts(request, 1);
  await fillServerCart(request, shopper.token, [[pen!._id, 1]]);
  await saveAddress(request, shopper);
  await openSignedIn(page, shopper, '/checkout');
  await expect(stepTitle(page, 1, 'Shipping')).toBeVisible();

  const saved = page.getByRole('radio', { name: /Asha Rao/ });
  await tabTo(page, saved);
  await page.keyboard.press('Space');
  await expect(saved).toBeChecked();
  await page.keyboard.press('Enter'); // submits the step's form
  await expect(stepTitle(page, 2, 'Payment')).toBeVisible();
  await expect(stepTitle(page, 2, 'Payment')).toBeFocused();

  const card = page.getByRole('radio', { name: /Credit or Debit Card/ });
  await tabTo(page, card);
  await page.keyboard.press('ArrowUp'); // Cash on Delivery (paying online leaves for the gateway's page: e2e/payments-*.spec.ts)
  await expect(page.getByRole('radio', { name: /^Cash on Delivery/ })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(stepTitle(page, 3, 'Review')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\?tab=orders$/);
  const orders = await serverOrders(request, shopper.token);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.items[0]!.product._id).toBe(pen!._id);
});

test('a shopper places an order offline and it is placed when the connection returns', async ({ page, context, request }) => {
  const shopper = await signUpShopper(request);
  const [pen] = await stockedProducts(request, 1);
  await reviewOneLine(page, request, shopper, pen!._id);

  await context.setOffline(true);
  await expect(page.getByText(/You are offline\. Your order will be kept on this device/)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(/Your order is saved on this device and will be placed when you are back online/)).toBeVisible();
  await expect(page).toHaveURL(/\/account\?tab=orders$/);
  // The account page opens with what was ordered on top, as for an order placed online, without a number yet.
  const panel = page.getByTestId('order-confirmation');
  await expect(panel.getByRole('heading', { name: 'Your order is saved on this device' })).toBeVisible();
  await expect(panel).toContainText(pen!.name);
  await expect(panel).toContainText('GST (18%)');
  await expect(panel).toContainText('We will send a confirmation to your e-mail and phone once it is placed.');
  await expect(page.getByText('Waiting to be sent')).toBeVisible();
  expect(await serverOrders(request, shopper.token)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText(/Order placed successfully!/).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Waiting to be sent')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Processing').first()).toBeVisible();
  const orders = await serverOrders(request, shopper.token);
  expect(orders).toHaveLength(1);
  expect(await serverCart(request, shopper.token)).toEqual({});
});

test('an order queued offline for a product that sold out meanwhile is refused, and the shopper is told; the cart is kept', async ({
  page,
  context,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const admin = await adminToken(request);
  const [pen] = await stockedProducts(request, 1);
  await reviewOneLine(page, request, shopper, pen!._id);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Waiting to be sent')).toBeVisible();
  await setStock(request, admin, pen!._id, 0);
  await context.setOffline(false);

  await expect(page.getByText(new RegExp(`Your order could not be placed: ${asLine(pen!.name)} is out of stock\\.`)).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Not placed')).toBeVisible();
  expect(await serverOrders(request, shopper.token)).toHaveLength(0);
  expect(await serverCart(request, shopper.token)).toEqual({ [pen!._id]: 1 });
  await setStock(request, admin, pen!._id, pen!.stock);
});

test('a shopper edits the profile and manages addresses', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  await openSignedIn(page, shopper, '/account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Premium Member')).toBeVisible();

  const name = page.getByLabel('Full name');
  await expect(name).toHaveJSProperty('readOnly', true);
  await page.getByRole('button', { name: /^Edit/ }).click();
  await expect(name).toHaveJSProperty('readOnly', false);
  await name.fill('Someone Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue(shopper.user.name);
  await expect(name).toHaveJSProperty('readOnly', true);

  await page.getByRole('button', { name: /^Edit/ }).click();
  await name.fill('Asha R. Iyer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(name).toHaveValue('Asha R. Iyer');
  const me = async () =>
    (
      (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } })).json()) as {
        user: { name: string; addresses: Array<{ city: string; type: string }> };
      }
    ).user;
  expect((await me()).name).toBe('Asha R. Iyer');

  await page.getByRole('link', { name: 'Addresses' }).click();
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await dialog.getByLabel('Address type').selectOption('work');
  await dialog.getByLabel('Full name').fill('Asha Iyer');
  await dialog.getByLabel('Phone').fill('+91 98450 12345');
  await dialog.getByLabel('Street').fill('4 Residency Road');
  await dialog.getByLabel('City').fill('Bengaluru');
  await dialog.getByLabel('State').fill('Karnataka');
  await dialog.getByLabel('Pincode').fill('560025');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Address added successfully')).toBeVisible();
  await expect(page.getByRole('main').getByText('4 Residency Road')).toBeVisible();
  await expect.poll(async () => (await me()).addresses.map((a) => [a.type, a.city])).toEqual([['work', 'Bengaluru']]);

  await page.getByRole('button', { name: 'Edit the work address of Asha Iyer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await edit.getByLabel('City').fill('Mysuru');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address updated successfully')).toBeVisible();
  await expect.poll(async () => (await me()).addresses.map((a) => a.city)).toEqual(['Mysuru']);

  await page.getByRole('button', { name: 'Delete the work address of Asha Iyer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted successfully')).toBeVisible();
  await expect(page.getByText('No saved addresses')).toBeVisible();
  await expect.poll(async () => (await me()).addresses).toEqual([]);
});

test('a shopper reorders a delivered order: what is in stock is added, what is not is named with the reason', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const admin = await adminToken(request);
  const [pen, ink] = await stockedProducts(request, 2);
  const order = await placeOrderViaApi(request, shopper.token, [
    [pen!._id, 1],
    [ink!._id, 2],
  ]);
  await setOrderStatus(request, admin, order._id, 'shipped');
  await setOrderStatus(request, admin, order._id, 'delivered');
  await setStock(request, admin, ink!._id, 0);

  await openSignedIn(page, shopper, '/account?tab=orders');
  await expect(page.getByRole('main').getByText('Delivered').first()).toBeVisible();
  await page.getByRole('button', { name: /^Reorder order/ }).click();
  await expect(page.getByText(new RegExp(`^Added to your cart: 1 × ${asLine(pen!.name)}\\.$`))).toBeVisible();
  await expect(page.getByText(new RegExp(`^${asLine(ink!.name)}: it is out of stock\\.$`))).toBeVisible();
  await expect.poll(() => serverCart(request, shopper.token)).toEqual({ [pen!._id]: 1 });

  // Delivery earned loyalty points, shown on the profile.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(
    page
      .getByText('Loyalty points')
      .locator('..')
      .getByText(String(Math.floor(order.totalPrice / 100)), { exact: true }),
  ).toBeVisible();
  await setStock(request, admin, ink!._id, ink!.stock);
});

test('a shopper who forgot the password resets it with the e-mailed code, and the old session ends', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(shopper.user.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('If an account uses this email, a reset code has been sent to it.')).toBeVisible();

  await page.getByLabel('Reset code').fill('000000' === latestResetCode(shopper.user.email) ? '111111' : '000000');
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret');
  await page.getByLabel('Confirm new password').fill('a-new-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This code is not right, or it has expired. Ask for a new one if you need to.')).toBeVisible();

  await page.getByLabel('Reset code').fill(latestResetCode(shopper.user.email));
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in with the new one.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const old = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(old.status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: shopper.user.email, password: shopper.password } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: shopper.user.email, password: 'a-new-secret' } })).status()).toBe(200);
});

test('the account opens offline with the orders and addresses last seen, and an address added offline reaches the store later', async ({
  page,
  context,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [pen] = await stockedProducts(request, 1);
  await saveAddress(request, shopper);
  const order = await placeOrderViaApi(request, shopper.token, [[pen!._id, 1]]);
  await openSignedIn(page, shopper, '/account?tab=orders');
  await waitUntilOfflineReady(page);
  await expect(page.getByRole('button', { name: /^View order/ })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/You are offline: this is your account as last saved on this device/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^View order/ })).toBeVisible();
  await page.getByRole('link', { name: 'Addresses' }).click();
  await expect(page.getByRole('main').getByText('12 MG Road')).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('Full name').fill('Asha at work');
  await dialog.getByLabel('Phone').fill('+91 98450 12345');
  await dialog.getByLabel('Street').fill('9 Park Street');
  await dialog.getByLabel('City').fill('Kolkata');
  await dialog.getByLabel('State').fill('West Bengal');
  await dialog.getByLabel('Pincode').fill('700016');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText(/Address added successfully\. It reaches the store when you are back online/)).toBeVisible();
  await expect(page.getByRole('main').getByText('Not saved in the store yet')).toBeVisible();

  await context.setOffline(false);
  const cities = async () =>
    (
      (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } })).json()) as {
        user: { addresses: Array<{ city: string }> };
      }
    ).user.addresses.map((a) => a.city);
  await expect.poll(cities, { timeout: 30_000 }).toEqual(['Pune', 'Kolkata']);
  await expect(page.getByRole('main').getByText('Not saved in the store yet')).toHaveCount(0);
  expect(order.status).toBe('processing');
});

test('after an order queued offline is placed on reconnect, the account follows without a reload: no offline text, every order listed', async ({
  page,
  context,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [pen, ink, pad, nib] = await stockedProducts(request, 4);
  // Three earlier orders, placed from another device: this one has never read the order list.
  for (const product of [ink!, pad!, nib!]) await placeOrderViaApi(request, shopper.token, [[product._id, 1]]);
  await reviewOneLine(page, request, shopper, pen!._id);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders$/);
  await expect(page.getByText('It will be placed when you are back online.')).toBeVisible();
  await expect(page.getByText(/You are offline/).first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/Order placed successfully!/).first()).toBeVisible({ timeout: 30_000 });
  const orders = await serverOrders(request, shopper.token);
  expect(orders).toHaveLength(4);

  const accountFollows = async () => {
    const main = page.getByRole('main');
    // The confirmation panel names the order it said was saved on this device.
    await expect(
      page.getByTestId('order-confirmation').getByRole('heading', { name: /^Thank you! Your order .+ is placed\.$/ }),
    ).toBeVisible();
    await expect(main.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 20_000 });
    await expect(main.getByText(/You are offline|when you are back online|could not be (loaded|refreshed)/)).toHaveCount(0, {
      timeout: 20_000,
    });
    // Every order, the new one included, as placed: the store's list, newest first.
    await expect(main.getByRole('button', { name: /^View order/ })).toHaveCount(4, { timeout: 20_000 });
    // Each order's status (its payment has a badge of its own beside it).
    await expect(main.locator('.account-order .badge').filter({ hasText: /^(Processing|Shipped|Delivered|Cancelled)$/ })).toHaveText([
      'Processing',
      'Processing',
      'Processing',
      'Processing',
    ]);
  };
  await accountFollows();
  await page.screenshot({ path: test.info().outputPath('account-after-reconnect.png'), fullPage: true });
  await page.reload();
  await accountFollows();
});

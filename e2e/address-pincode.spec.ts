/**
 * Issue 45: addresses that fill themselves from the pincode, and a checkout that says when the
 * parcel comes and leaves out cash on delivery where it is not offered. Each story at a phone's
 * size (390×844) and on a desktop; set up through the api, only the story walked in the browser.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { payAtTestGateway } from './payments-shopper';
import { fillServerCart, openSignedIn, signUpShopper, stockedProducts, type ShopperSession } from './shopper-session';

const UNKNOWN_PINCODE = 'We could not find this pincode. Please check it.';
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The store's own estimate for a pincode: "Delivery by Tue, 2 Dec", and the day as the confirmation says it. */
async function deliveryOf(request: APIRequestContext, pin: string): Promise<{ deliveryBy: string; longDay: string }> {
  const res = await request.get(`/api/pincodes/${pin}`);
  expect(res.status()).toBe(200);
  const { date } = ((await res.json()) as { data: { estimate: { date: string } } }).data.estimate;
  const day = new Date(`${date}T00:00:00Z`);
  const long = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    deliveryBy: `Delivery by ${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`,
    longDay: long.format(new Date(`${date}T12:00:00Z`)),
  };
}

async function saveGuwahatiAddress(request: APIRequestContext, shopper: ShopperSession): Promise<void> {
  const res = await request.post(`/api/auth/address/${shopper.user._id}`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      type: 'home',
      fullName: 'Bina Das',
      phone: '+91 98640 12345',
      street: '3 GS Road',
      city: 'Guwahati',
      state: 'Assam',
      zip: '781001',
      isDefault: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('the address form fills City and State from the pincode, keeps a city the shopper corrected, and refuses an unknown pincode, offline too', async ({
      page,
      context,
      request,
    }) => {
      const shopper = await signUpShopper(request);
      await openSignedIn(page, shopper, '/account?tab=addresses');
      await page.getByRole('button', { name: 'Add address' }).click();
      const form = page.getByRole('dialog', { name: 'Add a new address' });
      await form.getByLabel('Full name').fill('Asha Rao');
      await form.getByLabel('Phone').fill('98450 12345');
      await form.getByLabel('Street').fill('12 MG Road');

      // The pincode comes before City and State, and fills them.
      const pincode = form.getByLabel('Pincode');
      await pincode.fill('411001');
      await expect(form.getByLabel('City')).toHaveValue('Pune');
      await expect(form.getByLabel('State')).toHaveValue('Maharashtra');

      // The table is on the device now: offline, a corrected city stays the shopper's and the state follows the pincode.
      await context.setOffline(true);
      await form.getByLabel('City').fill('Bengaluru East');
      await pincode.fill('560025');
      await expect(form.getByLabel('State')).toHaveValue('Karnataka');
      await expect(form.getByLabel('City')).toHaveValue('Bengaluru East');
      await expect(form.getByText('Pincode 560025 is in Bengaluru, Karnataka.')).toBeVisible();

      // An unknown pincode is refused at the field, and the form stays open; a short one keeps the spec's message.
      await pincode.fill('999999');
      await expect(form.getByText(UNKNOWN_PINCODE)).toBeVisible();
      await expect(pincode).toHaveAttribute('aria-invalid', 'true');
      await form.getByRole('button', { name: 'Add address' }).click();
      await expect(pincode).toBeFocused();
      await pincode.fill('5600');
      await form.getByRole('button', { name: 'Add address' }).click();
      await expect(form.getByText('Pincode must be 6 digits')).toBeVisible();

      await context.setOffline(false);
      await pincode.fill('560025');
      await expect(form.getByText(UNKNOWN_PINCODE)).toHaveCount(0);
      await form.getByRole('button', { name: 'Add address' }).click();
      await expect(form).toHaveCount(0);
      await expect(page.locator('.account-address address')).toContainText('Bengaluru East, Karnataka 560025');
    });

    test('the checkout shows the delivery date for a Guwahati address and leaves out cash on delivery, saying why; the placed order keeps that day', async ({
      page,
      request,
    }) => {
      const shopper = await signUpShopper(request);
      await saveGuwahatiAddress(request, shopper);
      const [pen] = await stockedProducts(request, 1);
      await fillServerCart(request, shopper.token, [[pen!._id, 1]]);
      const { deliveryBy, longDay } = await deliveryOf(request, '781001');

      await openSignedIn(page, shopper, '/checkout');
      await expect(page.getByRole('radio', { name: /Bina Das/ })).toBeChecked();
      await expect(page.getByTestId('checkout-delivery')).toHaveText(deliveryBy);
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page.getByRole('heading', { name: 'Step 2 of 3: Payment' })).toBeVisible();
      await expect(page.getByTestId('cod-refusal')).toHaveText(
        'Cash on Delivery is not offered for pincode 781001 (North-east and islands). Please choose another payment method.',
      );
      await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toHaveCount(0);
      await expect(page.getByRole('radio', { name: /Credit or Debit Card/ })).toBeChecked();
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();
      await expect(page.getByTestId('checkout-delivery')).toHaveText(deliveryBy);

      // Placed and paid (by card, at the test gateway), the order expects it on the zone's day (eight working days), not five days on.
      await page.getByRole('button', { name: 'Place Order' }).click();
      await payAtTestGateway(page, 'Card', 'Success');
      await expect(page).toHaveURL(/\/pay\/[^?]+\?result=paid/);
      await page.goto('/account?tab=orders');
      await page
        .getByRole('button', { name: /^View order/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toContainText(`Expected delivery ${longDay}`);
    });
  });
}

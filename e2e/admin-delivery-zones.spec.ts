/**
 * Issue 45: the owner sets each delivery zone's working days and cash on delivery, and the COD
 * limit, in the admin's Delivery zones form, with the keyboard; the store's estimates follow.
 * The zones are put back to the defaults after each story (the other stories read them).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { DEFAULT_DELIVERY_ZONES } from '../shared/src/delivery-zones';
import { adminSession, openSignedIn } from './shopper-session';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

const shot = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `admin-delivery-zones-${name}.png`);

async function putZones(request: APIRequestContext, token: string, body: unknown) {
  const res = await request.put('/api/admin/delivery/zones', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(res.status(), await res.text()).toBe(200);
}

for (const size of SIZES) {
  test(`the owner changes the metro zone's days and cash on delivery and the COD limit with the keyboard, and Mumbai's estimate follows (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const admin = await adminSession(request);
    await putZones(request, admin.token, DEFAULT_DELIVERY_ZONES);
    try {
      await openSignedIn(page, admin, '/admin');
      if (size.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Delivery zones' }).click();
      await expect(page.getByRole('heading', { name: 'Delivery zones' })).toBeVisible();
      await expect(page.getByText(/Parcels leave from pincode 560025 \(Bengaluru, Karnataka\)/)).toBeVisible();
      const metro = page.getByRole('group', { name: 'Metro cities' });
      await expect(metro.getByLabel('Working days')).toHaveValue('3');
      await expect(page.getByRole('group', { name: 'North-east and islands' }).getByLabel('Cash on delivery')).not.toBeChecked();
      await page.screenshot({ path: shot(`${size.name}`), fullPage: true });

      // A day count the zones cannot have is refused under its field, before anything is sent.
      await metro.getByLabel('Working days').fill('0');
      await page.getByRole('button', { name: 'Save delivery zones' }).click();
      await expect(metro.getByText('Enter a whole number of days from 1 to 30')).toBeVisible();
      await expect(metro.getByLabel('Working days')).toBeFocused();

      await metro.getByLabel('Working days').fill('2');
      await page.keyboard.press('Tab');
      await expect(metro.getByLabel('Cash on delivery')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(metro.getByLabel('Cash on delivery')).not.toBeChecked();
      await page.getByLabel(/Cash on delivery limit/).fill('5000');
      await page.getByLabel(/Cash on delivery limit/).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Delivery zones saved.' })).toBeVisible();
      await page.screenshot({ path: shot(`${size.name}-saved`), fullPage: true });

      const estimate = (await (await request.get('/api/pincodes/400001')).json()).data.estimate;
      expect(estimate).toMatchObject({ zone: 'metro', days: 2, cod: false });
      const zones = (await (await request.get('/api/delivery/zones')).json()).data.zones;
      expect(zones.codLimit).toBe(5000);
    } finally {
      await putZones(request, admin.token, DEFAULT_DELIVERY_ZONES);
    }
  });
}

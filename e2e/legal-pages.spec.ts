/**
 * Issue 45: the pages the Consumer Protection (E-Commerce) Rules, 2020 ask for, at a phone and a
 * desktop size. The footer reaches /contact with the seller's GSTIN and the grievance officer,
 * /shipping lists the owner's zones with their working days, /returns gives 30 days; a product
 * page says its country of origin. Offline, the contact page keeps the details it was last given
 * and a product page (never opened online) still says where it was made, from the device's
 * catalogue. Screenshots go to screenshots/ (gitignored).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { StoreDetails } from '@store/shared';
import { scrollToFooter, waitUntilOfflineReady } from './store-helpers';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

async function storeDetails(request: APIRequestContext): Promise<StoreDetails> {
  const res = await request.get('/api/store/details');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: StoreDetails }).data;
}

/** Two products whose country of origin differs from the default, as the api answers them. */
async function productsMadeAbroad(request: APIRequestContext): Promise<Array<{ _id: string; countryOfOrigin: string }>> {
  const res = await request.get('/api/products?limit=100&sort=newest');
  const { data } = (await res.json()) as { data: { products: Array<{ _id: string; countryOfOrigin: string }> } };
  const abroad = data.products.filter((p) => p.countryOfOrigin !== 'India').slice(0, 2);
  expect(abroad).toHaveLength(2);
  return abroad;
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
] as const) {
  test.describe(`legal pages and country of origin (${size.name})`, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });

    test('the footer reaches the seller, the grievance officer, the zones and the 30-day returns; a product says where it was made, offline too', async ({
      page,
      context,
      request,
    }) => {
      const details = await storeDetails(request);
      const [online, offline] = await productsMadeAbroad(request);

      await page.goto(`/product/${online!._id}`);
      await expect(page.getByTestId('country-of-origin')).toHaveText(`Country of origin: ${online!.countryOfOrigin}`);

      await (await scrollToFooter(page)).getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      const main = page.getByRole('main');
      await expect(main.getByText(details.seller.gstin)).toBeVisible();
      await expect(main.getByText(details.seller.legalName, { exact: true })).toBeVisible();
      await expect(main.getByTestId('sample-details')).toBeVisible();
      const officer = main.locator('#grievance-officer');
      await expect(officer.getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
      await expect(officer.getByText(details.seller.grievanceOfficer.name)).toBeVisible();
      await expect(main.getByText(/acknowledge your complaint within 48 hours.*reference number/)).toBeVisible();
      await page.screenshot({ path: path.join(shots, `legal-contact-${size.name}-online.png`), fullPage: true });

      await (await scrollToFooter(page)).getByRole('link', { name: 'Shipping Info' }).click();
      const zones = page.getByTestId('delivery-zones').getByRole('listitem');
      await expect(zones).toHaveCount(details.delivery.zones.zones.length);
      for (const zone of details.delivery.zones.zones) {
        const row = zones.filter({ hasText: zone.label });
        await expect(row).toContainText(`${zone.days} working day`);
        await expect(row).toContainText(zone.cod ? 'Cash on Delivery available' : 'Cash on Delivery not available');
      }
      await page.screenshot({ path: path.join(shots, `legal-shipping-${size.name}-online.png`), fullPage: true });

      await (await scrollToFooter(page)).getByRole('link', { name: 'Returns' }).click();
      await expect(page.getByRole('heading', { name: 'The 30-day returns' })).toBeVisible();
      await expect(page.getByText('You have 30 days from delivery to send it back.')).toBeVisible();

      // Offline: the contact page keeps what it was last given, and a product never opened says its country.
      await waitUntilOfflineReady(page);
      await context.setOffline(true);
      await page.goto('/contact');
      await expect(page.getByRole('main').getByText(details.seller.gstin)).toBeVisible();
      await expect(page.locator('#grievance-officer').getByText(details.seller.grievanceOfficer.email)).toBeVisible();
      await page.screenshot({ path: path.join(shots, `legal-contact-${size.name}-offline.png`), fullPage: true });
      await page.goto(`/product/${offline!._id}`);
      await expect(page.getByTestId('country-of-origin')).toHaveText(`Country of origin: ${offline!.countryOfOrigin}`);
      await page.getByRole('tab', { name: 'Specifications' }).click();
      await expect(page.locator('#panel-specifications dt').first()).toHaveText('Country of origin');
      await page.screenshot({ path: path.join(shots, `legal-product-origin-${size.name}-offline.png`) });
    });
  });
}

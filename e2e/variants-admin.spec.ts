/**
 * Issue 43, the owner's stories: a pen made in the admin's form with two options of three values
 * each, every variant given its own stock, reaches an open storefront within one long-poll; and a
 * product CSV exported, one variant edited and imported again round-trips the variants. The admin
 * works at desktop size (1280×900), the shopper and the import preview are checked on a phone (390×844).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { firstCategory, imageFile } from './admin-fixtures';
import { adminSession, openSignedIn } from './shopper-session';
import { waitUntilOfflineReady } from './store-helpers';
import { buyBox, chooseOption, penWithColourAndNib, productOf, type VariantAnswer } from './variant-helpers';
import { csvLine, parseCsv } from './csv';

const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `variants-${name}.png`) });

test("an admin's pen in three colours and three nibs, each with its own stock, reaches an open storefront within one long-poll", async ({
  page,
  browser,
  request,
}) => {
  const name = `Kaweco Sport Pen ${Date.now().toString(36)}`;
  const colours = ['Black', 'Navy', 'Red'];
  const nibs = ['EF', 'F', 'M'];
  // Each variant its own stock: 1 to 9, in the order the form lists them (colours, then nibs).
  const stockOf = (c: number, n: number) => c * 3 + n + 1;

  // The shopper's storefront, on a phone, open (and its catalogue on the device) before the pen exists.
  const shopperContext = await browser.newContext({ viewport: PHONE });
  const shopper = await shopperContext.newPage();
  await shopper.goto('/');
  await waitUntilOfflineReady(shopper);
  await shopper.goto(`/products?search=${encodeURIComponent(name)}`);
  const card = shopper
    .getByRole('main')
    .getByRole('link', { name: new RegExp(name) })
    .first();
  await expect(shopper.getByRole('main').getByText('No products found')).toBeVisible();
  await expect(card).toHaveCount(0);

  const admin = await adminSession(request);
  const category = await firstCategory(request);
  await openSignedIn(page, admin, '/admin/productform');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category').selectOption({ label: category.name });
  await page.getByLabel('Main image').setInputFiles(imageFile('main.png', [31, 58, 95]));
  await page.getByLabel('Price (₹)').fill('1650');
  for (const [k, [option, values]] of (
    [
      ['Colour', colours],
      ['Nib', nibs],
    ] as const
  ).entries()) {
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option name').nth(k).fill(option);
    await page.getByLabel(`Add values to ${option}`).fill(values.join(', '));
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'Generate variants' }).click();
  for (const [c, colour] of colours.entries())
    for (const [n, nib] of nibs.entries()) await page.getByLabel(`Stock of ${colour} · ${nib}`).fill(String(stockOf(c, n)));
  await page.getByLabel(`Price of Navy · EF`).fill('1790');
  await shot(page, 'admin-form-1280');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();

  // The shopper's open listing shows it without a reload (the replica's long-poll brought it), with the options the admin gave it.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await shot(shopper, 'admin-pen-card-390');
  await card.click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await chooseOption(shopper, 'Colour', 'Navy');
  await chooseOption(shopper, 'Nib', 'EF');
  await expect(buyBox(shopper).getByText(`Only ${stockOf(1, 0)} left in stock.`)).toBeVisible();
  await expect(buyBox(shopper).locator('.price__now')).toContainText('1,790');
  await chooseOption(shopper, 'Colour', 'Red');
  await chooseOption(shopper, 'Nib', 'M');
  await expect(buyBox(shopper).getByText(`Only ${stockOf(2, 2)} left in stock.`)).toBeVisible();
  await expect(buyBox(shopper).locator('.price__now')).toContainText('1,650');
  await shot(shopper, 'admin-pen-on-phone-390');
  await shopperContext.close();
});

test('a product CSV exported, one variant edited and imported again round-trips the variants', async ({ page, request }) => {
  // The shopper stories (variants-shopper.spec.ts, later in the run) buy the first such pen at the price
  // they saw: this story edits another pen's price.
  const shoppersPen = await penWithColourAndNib(request);
  const { pen, chosen } = await penWithColourAndNib(request, [shoppersPen.pen._id]);
  const admin = await adminSession(request);
  await openSignedIn(page, admin, '/admin/import');
  const exportCsv = async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download products CSV' }).click();
    return parseCsv(readFileSync((await (await downloading).path())!, 'utf8'));
  };

  // The pen's rows: one per variant, under its handle, each with its option values and SKU.
  const [header, ...rows] = await exportCsv();
  const col = (name: string) => header!.indexOf(name);
  const valuesOf = (r: string[]) => pen.options.map((_, k) => r[col(`option${k + 1} value`)]).join(' · ');
  const penRows = rows.filter((r) => r[col('handle')] === pen._id);
  expect(penRows.map(valuesOf).sort()).toEqual(pen.variants.map((v) => v.values.join(' · ')).sort());
  const edited = penRows.find((r) => valuesOf(r) === chosen.values.join(' · '))!;
  const newPrice = chosen.price - 11;
  edited[col('price')] = String(newPrice);
  const file = [header!, ...penRows].map(csvLine).join('\n');

  // The preview on a phone: one variant changed (its price), the others unchanged.
  await page.setViewportSize(PHONE);
  await page.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Preview import' }).click();
  const counts = page.getByRole('list', { name: 'Rows by outcome' });
  await expect(counts).toContainText('Changed: 1');
  await expect(counts).toContainText(`Unchanged: ${penRows.length - 1}`);
  await expect(counts).toContainText('Refused: 0');
  await expect(page.locator('.csv-table tbody tr').filter({ has: page.locator('.csv-status--changed') })).toContainText(
    chosen.values.join(' · '),
  );
  await page.getByRole('heading', { name: 'Preview' }).scrollIntoViewIfNeeded();
  await shot(page, 'csv-preview-390');
  await page.getByRole('button', { name: /^Import \d+ rows?$/ }).click();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();

  // The same variants (ids, SKUs, values, MRPs, stock), one with its new price; and a new export says so.
  const kept = (v: VariantAnswer) => ({
    id: v.id,
    sku: v.sku,
    values: v.values,
    price: v.price,
    originalPrice: v.originalPrice,
    stock: v.stock,
  });
  const after = await productOf(request, pen._id);
  expect(after.variants.map(kept)).toEqual(pen.variants.map((v) => kept(v.id === chosen.id ? { ...v, price: newPrice } : v)));
  const [, ...rows2] = await exportCsv();
  expect(rows2.find((r) => r[col('handle')] === pen._id && valuesOf(r) === chosen.values.join(' · '))![col('price')]).toBe(
    String(newPrice),
  );
});

/**
 * Issue 43, the owner's side: the product form makes a pen in two options × three values, checks
 * the variants before sending them, and an edit that adds a colour keeps the variants already
 * sold (their ids, SKUs and stock); the inventory lists and edits each variant; the dashboard
 * counts variants. At a desktop and a phone size, with screenshots in screenshots/ to look at.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { firstCategory, imageFile } from './admin-fixtures';
import { adminSession, openSignedIn } from './shopper-session';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const COLOURS = ['Charcoal', 'Blue', 'Red'];
const NIBS = ['F', 'M', 'B'];
const price = (nib: string) => (nib === 'B' ? '2650' : '2500');

interface StoredProduct {
  _id: string;
  variants: Array<{ id: string; sku: string; values: string[]; price: number; stock: number }>;
}

async function productNamed(page: Page, name: string): Promise<StoredProduct> {
  const res = await page.request.get(`/api/products?search=${encodeURIComponent(name)}&limit=5`);
  const body = (await res.json()) as { data: { products: Array<StoredProduct & { name: string }> } };
  const found = body.data.products.find((p) => p.name === name);
  expect(found, `${name} is listed`).toBeTruthy();
  return found!;
}

/** Fills the form up to its variants: name, category, brand, main image, Colour and Nib with three values each, generated. */
async function fillPen(page: Page, name: string, category: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category').selectOption(category);
  await page.getByLabel('Brand').fill('Lamy');
  await page.locator('#product-mainImage').setInputFiles(imageFile('main.png', [40, 90, 140]));
  await expect(page.getByLabel('Price (₹)')).toBeVisible();
  for (const [i, [option, values]] of (
    [
      ['Colour', COLOURS],
      ['Nib', NIBS],
    ] as const
  ).entries()) {
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option name').nth(i).fill(option);
    // Typed as a comma list and added with Enter (the keyboard alone).
    await page.getByLabel(`Add values to ${option}`).fill(values.join(', '));
    await page.getByLabel(`Add values to ${option}`).press('Enter');
    await expect(page.getByRole('list', { name: `Values of ${option}` }).getByRole('listitem')).toHaveCount(3);
  }
  // With options, the product is priced per variant: its own price field gives way.
  await expect(page.getByLabel('Price (₹)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate variants' }).click();
  await expect(page.getByRole('table', { name: /Variants/ }).getByRole('rowheader')).toHaveCount(9);
}

async function priceAll(page: Page, tag: string) {
  for (const colour of COLOURS)
    for (const nib of NIBS) {
      const label = `${colour} · ${nib}`;
      await page.getByLabel(`SKU of ${label}`, { exact: true }).fill(`SAF-${tag}-${colour.slice(0, 2)}-${nib}`.toUpperCase());
      await page.getByLabel(`Price of ${label}`, { exact: true }).fill(price(nib));
      await page.getByLabel(`MRP of ${label}`, { exact: true }).fill('2800');
      await page.getByLabel(`Stock of ${label}`, { exact: true }).fill(colour === 'Red' ? '0' : '12');
    }
}

test('an owner makes a pen in two options × three values, each variant with its SKU, price and stock; an edit adding a colour keeps the variants sold', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // some sixty fields typed, and two saves
  const tag = Date.now().toString(36);
  const name = `Lamy Safari Fountain Pen ${tag}`;
  const category = await firstCategory(request);
  const admin = await adminSession(request);
  await openSignedIn(page, admin, '/admin/productform');
  await fillPen(page, name, category._id);

  // Checked before sending, with the shared schema's messages, next to the variant they are about.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByLabel('Price of Charcoal · F', { exact: true })).toBeFocused();
  await expect(page.locator('#product-variants-0-price-error')).toHaveText('A variant needs a price');
  await priceAll(page, tag);
  await page.getByLabel('SKU of Blue · F', { exact: true }).fill(`saf-${tag}-ch-f`);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.locator('#product-variants-3-sku-error')).toHaveText(`SKU saf-${tag}-ch-f is used twice`);
  await page.getByLabel('SKU of Blue · F', { exact: true }).fill(`SAF-${tag}-BL-F`.toUpperCase());
  await page.getByLabel('Picture of Blue · F').setInputFiles(imageFile('blue.png', [30, 60, 200]));
  await expect(page.getByRole('img', { name: 'Blue · F' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove variant Red · B' }).click();
  await expect(page.getByRole('table', { name: /Variants/ }).getByRole('rowheader')).toHaveCount(8);
  await page.screenshot({ path: path.join(shots, 'desktop-admin-variants-form.png'), fullPage: true });

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const made = await productNamed(page, name);
  expect(made.variants.map((v) => v.values.join(' · '))).toEqual(
    COLOURS.flatMap((c) => NIBS.map((n) => `${c} · ${n}`)).filter((l) => l !== 'Red · B'),
  );
  const blueF = made.variants.find((v) => v.values.join() === 'Blue,F')!;
  expect(blueF).toMatchObject({ sku: `SAF-${tag}-BL-F`.toUpperCase(), price: 2500, stock: 12 });

  // An edit that adds a colour: the variants already made keep their ids, SKUs and stock.
  await page.goto(`/admin/productform/${encodeURIComponent(made._id)}`);
  await expect(page.getByRole('table', { name: /Variants/ }).getByRole('rowheader')).toHaveCount(8);
  await page.getByLabel('Add values to Colour').fill('Green');
  await page.getByLabel('Add values to Colour').press('Enter');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.locator('#product-variants-error')).toHaveText('The options changed: choose Generate variants to update the variants.');
  await page.getByRole('button', { name: 'Generate variants again' }).click();
  await expect(page.getByRole('table', { name: /Variants/ }).getByRole('rowheader')).toHaveCount(12);
  await expect(page.getByLabel('SKU of Blue · F', { exact: true })).toHaveValue(`SAF-${tag}-BL-F`.toUpperCase());
  for (const nib of NIBS) {
    await page.getByLabel(`Price of Green · ${nib}`, { exact: true }).fill(price(nib));
    await page.getByLabel(`Stock of Green · ${nib}`, { exact: true }).fill('5');
  }
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const edited = await productNamed(page, name);
  expect(edited.variants).toHaveLength(12);
  for (const v of made.variants)
    expect(edited.variants.find((w) => w.id === v.id)).toMatchObject({ sku: v.sku, values: v.values, stock: v.stock });

  // The inventory: one row per variant, named with its options and SKU; one variant's quantity edited.
  await page.goto('/admin/inventory');
  await page.getByLabel('Search by name, brand, option or SKU').fill(tag);
  await expect(page.getByRole('rowheader')).toHaveCount(10);
  await expect(page.getByRole('rowheader', { name: `${name} · Charcoal · F` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `SAF-${tag}-CH-F`.toUpperCase() })).toBeVisible();
  await page.getByLabel(`Quantity of ${name} · Blue · M`, { exact: true }).fill('3');
  await page.getByRole('button', { name: `Save quantity of ${name} · Blue · M` }).click();
  await expect(page.getByText(`${name} · Blue · M: stock is now 3.`)).toBeVisible();
  await page.getByLabel('Search by name, brand, option or SKU').fill(`${tag}-re`);
  await expect(page.getByRole('rowheader')).toHaveCount(2);
  await page.screenshot({ path: path.join(shots, 'desktop-admin-variants-inventory.png'), fullPage: true });

  // The owner renames Blue to Navy in place: the Blue variants become Navy with their ids, SKUs and
  // stock (Blue · M's 3), with nothing to generate again; a name the option has is refused.
  await page.goto(`/admin/productform/${encodeURIComponent(made._id)}`);
  await expect(page.getByRole('table', { name: /Variants/ }).getByRole('rowheader')).toHaveCount(12);
  await page.getByRole('button', { name: 'Rename Blue in Colour' }).click();
  const rename = page.getByLabel('New name for Blue in Colour');
  await expect(rename).toBeFocused();
  await rename.fill('charcoal');
  await rename.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Colour already has Charcoal' })).toBeVisible();
  await rename.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  await page.screenshot({ path: path.join(shots, 'desktop-admin-variants-rename.png') });
  await rename.fill('Navy');
  await rename.press('Enter');
  await expect(page.getByRole('button', { name: 'Rename Navy in Colour' })).toBeFocused();
  await expect(page.getByRole('rowheader', { name: /Blue/ })).toHaveCount(0);
  await expect(page.getByLabel('SKU of Navy · F', { exact: true })).toHaveValue(`SAF-${tag}-BL-F`.toUpperCase());
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const renamed = await productNamed(page, name);
  expect(renamed.variants.map((v) => v.id)).toEqual(edited.variants.map((v) => v.id));
  for (const v of edited.variants)
    expect(renamed.variants.find((w) => w.id === v.id)).toMatchObject({
      sku: v.sku,
      values: v.values.map((x) => (x === 'Blue' ? 'Navy' : x)),
      price: v.price,
    });
  const navyM = renamed.variants.find((v) => v.values.join() === 'Navy,M')!;
  expect(navyM.stock).toBe(3);
  await page.goto('/admin/inventory');
  await page.getByLabel('Search by name, brand, option or SKU').fill(tag);
  await expect(page.getByLabel(`Quantity of ${name} · Navy · M`, { exact: true })).toHaveValue('3');
  await expect(page.getByRole('rowheader', { name: /· Blue ·/ })).toHaveCount(0);
  await page.goto(`/product/${renamed._id}?variant=${navyM.id}`);
  await expect(page.getByRole('radio', { name: 'Navy', exact: true })).toBeChecked();

  await page.goto('/admin');
  await expect(page.getByText(/^[\d,]+ variants$/)).toBeVisible();
  await page.waitForTimeout(1500); // the charts' bars grow in
  await page.screenshot({ path: path.join(shots, 'desktop-admin-variants-dashboard.png'), fullPage: true });
});

test('at phone width the variants are cards an owner can fill with a thumb, and the inventory and dashboard fit', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const tag = Date.now().toString(36);
  const category = await firstCategory(request);
  const admin = await adminSession(request);
  await openSignedIn(page, admin, '/admin/productform');
  await fillPen(page, `Lamy Safari Fountain Pen ${tag}`, category._id);
  await priceAll(page, tag);
  // Renamed in place with a thumb: the Red rows become Crimson, keeping what was typed in them.
  await page.getByRole('button', { name: 'Rename Red in Colour' }).click();
  const rename = page.getByLabel('New name for Red in Colour');
  await rename.fill('Crimson');
  await rename.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'phone-admin-variants-rename.png') });
  await rename.press('Enter');
  await expect(page.getByLabel('SKU of Crimson · B', { exact: true })).toHaveValue(`SAF-${tag}-RE-B`.toUpperCase());
  await expect(page.getByLabel('Stock of Crimson · B', { exact: true })).toHaveValue('0');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'phone-admin-variants-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto('/admin/inventory');
  await page.getByLabel('Search by name, brand, option or SKU').fill(tag);
  await expect(page.getByRole('rowheader')).toHaveCount(9);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'phone-admin-variants-inventory.png'), fullPage: true });
  await page.goto('/admin');
  await expect(page.getByText(/^[\d,]+ variants$/)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'phone-admin-variants-dashboard.png'), fullPage: false });
  await context.close();
});

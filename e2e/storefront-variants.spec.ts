/**
 * Issue 43's storefront at a phone (390×844) and a desktop (1280×900) size, on the seeded store:
 * one card per product with "from ₹X" and its colours, the sidebar's colour filter in the URL,
 * the product page's option pickers with everything following the chosen variant, the URL holding
 * it (reload, share, Back), and header search opening the variant a query named. Screenshots of
 * the listing and a multi-variant product page go to screenshots/ (gitignored) to be looked at.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitUntilOfflineReady } from './store-helpers';

interface ApiVariant {
  id: string;
  values: string[];
  price: number;
  stock: number;
  imageUrls: string[];
}
interface ApiProduct {
  _id: string;
  name: string;
  options: { name: string; values: string[] }[];
  variants: ApiVariant[];
  priceFrom: number;
  priceTo: number;
}

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const isColour = (name: string) => /^colou?rs?$/i.test(name);

/** A seeded product with a colour and another option, whose variants cost differently. */
async function multiVariantProduct(request: APIRequestContext): Promise<ApiProduct> {
  for (let page = 1; page <= 6; page++) {
    const res = await request.get(`/api/products?limit=48&page=${page}`);
    const { data } = (await res.json()) as { data: { products: ApiProduct[] } };
    const found = data.products.find(
      (p) =>
        p.options.length >= 2 &&
        isColour(p.options[0]!.name) &&
        p.options[0]!.values.length >= 3 &&
        p.priceFrom < p.priceTo &&
        p.variants.every((v) => v.stock > 0),
    );
    if (found) return found;
  }
  throw new Error('the seed has no product with a colour, another option and differing prices');
}

async function openFilters(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Filters' }).click();
  return page.getByRole('complementary', { name: 'Filters' });
}

// Each story is defined at the one size where its layout is the one in question; variants-shopper.spec.ts
// carries the product page, the cart and checkout at both sizes. Keeps CI within its time budget.
for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
] as const) {
  test.describe(`variants on the storefront (${size.name})`, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });

    if (size.name === 'desktop')
      test('a card shows one product: "from ₹X", its colours and a link to it', async ({ page, request }) => {
        const product = await multiVariantProduct(request);
        await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
        const card = page.locator('article.product-card', { has: page.getByRole('link', { name: product.name, exact: true }) }).first();
        await expect(card).toBeVisible();
        await expect(card.locator('.price__now')).toHaveText(`from ${rupees(product.priceFrom)}`);
        const colours = product.options[0]!.values;
        await expect(card.getByRole('list', { name: `Colours: ${colours.length}` })).toBeVisible();
        await expect(card.locator('.swatch[title]')).toHaveCount(colours.length === 6 ? 6 : Math.min(5, colours.length));
        if (colours.length > 6) await expect(card.getByText(`+${colours.length - 5}`)).toBeVisible();
        // The search named the product, not an option: the card opens the default variant.
        await expect(card.getByRole('link', { name: product.name, exact: true })).toHaveAttribute('href', `/product/${product._id}`);
        // The whole listing, as a shopper first sees it.
        await page.goto('/products');
        await expect(page.locator('article.product-card').nth(3)).toBeVisible();
        await page.locator('article.product-card').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `variants-listing-${size.name}.png`) });
      });

    if (size.name === 'phone')
      test('the sidebar filters by colour, with counts, in the URL', async ({ page, request }) => {
        const product = await multiVariantProduct(request);
        const colour = product.options[0]!.values[1]!;
        await page.goto('/products');
        const filters = await openFilters(page, size.phone);
        const colourGroup = filters.getByRole('group', { name: 'Colour' });
        await expect(colourGroup).toBeVisible();
        // Every colour listed has its product count beside it.
        await expect(colourGroup.getByRole('button').first()).toHaveText(/\d+$/);
        const button = colourGroup.getByRole('button', { name: new RegExp(`^${colour}\\s*\\d`) });
        if (!(await button.isVisible())) await colourGroup.getByRole('button', { name: /Show all \d+ colours/ }).click();
        const expected = Number((await button.textContent())?.replace(/[^\d]/g, ''));
        await button.click();
        await expect(page).toHaveURL(new RegExp(`colour=${encodeURIComponent(colour).replace(/%20/g, '(\\+|%20)')}`));
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        if (size.phone) await page.screenshot({ path: path.join(shots, `variants-colour-filter-${size.name}.png`) });
        if (size.phone) await page.getByRole('button', { name: /Show [\d,]+ results?/ }).click();
        await expect(page.getByText(new RegExp(`Showing [\\d,]+ of ${expected.toLocaleString('en-IN')} products`))).toBeVisible();
        // A reload keeps the filter (it lives in the URL).
        await page.reload();
        await expect(page.getByText(new RegExp(`Showing [\\d,]+ of ${expected.toLocaleString('en-IN')} products`))).toBeVisible();
      });

    if (size.name === 'desktop')
      test('offline, the colour filter and the pickers answer from the device', async ({ page, context, request }) => {
        const product = await multiVariantProduct(request);
        const colour = product.options[0]!.values[1]!;
        const online = (await (await request.get(`/api/products?colour=${encodeURIComponent(colour)}&limit=1`)).json()) as {
          data: { pagination: { total: number } };
        };
        await page.goto('/products');
        await waitUntilOfflineReady(page);
        await context.setOffline(true);
        await page.goto(`/products?colour=${encodeURIComponent(colour)}`);
        const total = online.data.pagination.total.toLocaleString('en-IN');
        await expect(page.getByText(new RegExp(`Showing [\\d,]+ of ${total} products`))).toBeVisible();
        const target = product.variants.find((v) => v.values[0] === colour)!;
        await page.goto(`/product/${product._id}?variant=${target.id}`);
        await expect(page.getByRole('radio', { name: colour, exact: true })).toBeChecked();
        await expect(page.locator('.buy-box .price__now')).toContainText(rupees(target.price));
        await context.setOffline(false);
      });

    if (size.name === 'desktop')
      test('the product page follows the chosen variant, and its URL holds it', async ({ page, request }) => {
        const product = await multiVariantProduct(request);
        const [first, second] = product.options[0]!.values as [string, string];
        const target = product.variants.find((v) => v.values[0] === second)!;
        await page.goto('/products');
        await page.goto(`/product/${product._id}`);
        const colours = page.getByRole('group', { name: new RegExp(`^${product.options[0]!.name}`) });
        await expect(colours.getByRole('radio', { name: first, exact: true })).toBeChecked();
        const buyBox = page.locator('.buy-box');
        await expect(buyBox.locator('.price__now')).toContainText(rupees(product.variants[0]!.price));

        await colours.getByText(second, { exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/product/${product._id}\\?variant=${target.id}$`));
        await expect(colours.getByRole('radio', { name: second, exact: true })).toBeChecked();
        await expect(buyBox.locator('.price__now')).toContainText(rupees(target.price));
        await page.screenshot({ path: path.join(shots, `variants-product-${size.name}.png`), fullPage: false });

        // The other option: a value the product sells with this colour opens that variant.
        const other = product.options[1]!;
        const sibling = product.variants.find((v) => v.values[0] === second && v.id !== target.id);
        if (sibling) {
          await page
            .getByRole('group', { name: new RegExp(`^${other.name}`) })
            .getByText(sibling.values[1]!, { exact: true })
            .click();
          await expect(page).toHaveURL(new RegExp(`variant=${sibling.id}$`));
          await expect(buyBox.locator('.price__now')).toContainText(rupees(sibling.price));
        }

        // A reload (or a shared link) opens the same variant; Back leaves the page.
        await page.reload();
        await expect(
          page.getByRole('group', { name: new RegExp(`^${product.options[0]!.name}`) }).getByRole('radio', { name: second, exact: true }),
        ).toBeChecked();
        await page.goBack();
        await expect(page).toHaveURL(/\/products$/);

        // A variant the product does not have opens the default one.
        await page.goto(`/product/${product._id}?variant=no-such-variant`);
        await expect(
          page.getByRole('group', { name: new RegExp(`^${product.options[0]!.name}`) }).getByRole('radio', { name: first, exact: true }),
        ).toBeChecked();
      });

    if (size.name === 'phone')
      test('header search opens the product at the variant the query named', async ({ page, request }) => {
        const product = await multiVariantProduct(request);
        const colour = product.options[0]!.values[1]!;
        await page.goto('/');
        const search = page.locator('input[role="combobox"]:visible').first();
        await search.fill(`${colour} ${product.name}`);
        const option = page
          .getByRole('listbox', { name: 'Search suggestions' })
          .getByRole('option', { name: new RegExp(product.name) })
          .first();
        await expect(option).toContainText(colour);
        await option.click();
        await expect(page).toHaveURL(new RegExp(`/product/${product._id}\\?variant=`));
        await expect(page.getByRole('radio', { name: colour, exact: true })).toBeChecked();
      });
  });
}

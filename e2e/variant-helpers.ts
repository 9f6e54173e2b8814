/** What the variant stories (variants-*.spec.ts) share: the seeded pens with colours and nibs, their pickers, and per-variant lines. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface VariantAnswer {
  id: string;
  sku: string;
  values: string[];
  price: number;
  originalPrice: number | null;
  stock: number;
  imageUrls: string[];
}

export interface ProductAnswer {
  _id: string;
  name: string;
  options: Array<{ name: string; values: string[] }>;
  variants: VariantAnswer[];
}

const authed = (token: string) => ({ authorization: `Bearer ${token}` });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function productOf(request: APIRequestContext, id: string): Promise<ProductAnswer> {
  const res = await request.get(`/api/products/${encodeURIComponent(id)}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: ProductAnswer }).data;
}

export interface PenChoice {
  pen: ProductAnswer;
  /** The default variant (what the page opens at). */
  first: VariantAnswer;
  /** Another colour and another nib, at another price, with its own photo. */
  chosen: VariantAnswer;
  colour: string;
  nib: string;
  /** "Colour: Forest Green · Nib: Extra Fine", as lines show it. */
  options: string;
}

/**
 * A seeded fountain pen sold in colours and nibs, with a variant that differs from the default one
 * in colour, nib, price and photo, and has stock: what a shopper's choice must visibly change.
 * `skip` leaves out pens another story of the same run uses.
 */
export async function penWithColourAndNib(request: APIRequestContext, skip: readonly string[] = []): Promise<PenChoice> {
  const res = await request.get('/api/products?search=fountain%20pen&limit=100');
  const pens = ((await res.json()) as { data: { products: ProductAnswer[] } }).data.products;
  for (const pen of pens) {
    if (skip.includes(pen._id)) continue;
    const c = pen.options.findIndex((o) => o.name === 'Colour');
    const n = pen.options.findIndex((o) => o.name === 'Nib');
    if (c < 0 || n < 0) continue;
    const first = pen.variants[0]!;
    const chosen = pen.variants.find(
      (v) =>
        v.values[c] !== first.values[c] &&
        v.values[n] !== first.values[n] &&
        v.price !== first.price &&
        v.stock >= 3 &&
        v.imageUrls[0] !== first.imageUrls[0],
    );
    if (!chosen) continue;
    const options = pen.options.map((o, k) => `${o.name}: ${chosen.values[k]}`).join(' · ');
    return { pen, first, chosen, colour: chosen.values[c]!, nib: chosen.values[n]!, options };
  }
  throw new Error('no seeded fountain pen with a Colour and a Nib option and a variant differing in both, its price and its photo');
}

/** Picks a value of an option on the product page, as a shopper taps its swatch or button. */
export async function chooseOption(page: Page, option: string, value: string): Promise<void> {
  const group = page.getByRole('group', { name: new RegExp(`^${escape(option)}:`) });
  await group
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: new RegExp(`^${escape(value)}( \\(|$)`) }) })
    .click();
  await expect(group).toHaveAccessibleName(new RegExp(`^${escape(option)}: ${escape(value)}\\b`));
}

/** The product page's buy box (the sticky bar on a phone repeats the price). */
export const buyBox = (page: Page) => page.locator('.buy-box');

/** What the product page shows for a variant: its price, its stock, its photo, and the URL naming it. */
export async function expectPageShows(page: Page, variant: VariantAnswer): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${escape(encodeURIComponent(variant.id))}(&|$)`));
  await expect(buyBox(page).locator('.price__now')).toContainText(variant.price.toLocaleString('en-IN'));
  const stockLine = variant.stock <= 10 ? `Only ${variant.stock} left in stock.` : 'In Stock';
  await expect(buyBox(page).getByText(stockLine).first()).toBeVisible();
  const photo = variant.imageUrls[0]!.split('/').at(-1)!;
  await expect(page.locator('.gallery__main img')).toHaveAttribute('src', new RegExp(escape(photo)));
}

export async function setVariantStock(request: APIRequestContext, admin: string, variantId: string, quantity: number): Promise<void> {
  const res = await request.put(`/api/inventory/${encodeURIComponent(variantId)}`, { headers: authed(admin), data: { quantity } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Puts one variant in the shopper's server cart (what their other device would have done). */
export async function addVariantToServerCart(
  request: APIRequestContext,
  token: string,
  productId: string,
  variantId: string,
  quantity = 1,
): Promise<void> {
  const res = await request.post('/api/cart', { headers: authed(token), data: { productId, variantId, quantity } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The server cart as "productId|variantId" → quantity. */
export async function serverCartLines(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const res = await request.get('/api/cart', { headers: authed(token) });
  const body = (await res.json()) as { data: { items: Array<{ product: { _id: string }; variantId: string; quantity: number }> } };
  return Object.fromEntries(body.data.items.map((i) => [`${i.product._id}|${i.variantId}`, i.quantity]));
}

export interface VariantOrder {
  _id: string;
  status: string;
  items: Array<{
    product: { _id: string };
    quantity: number;
    price: number;
    variant?: { id: string; options: Array<{ name: string; value: string }> };
  }>;
}

export async function ordersOf(request: APIRequestContext, token: string): Promise<VariantOrder[]> {
  const res = await request.get('/api/orders', { headers: authed(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: VariantOrder[] }).data;
}

/** Each variant's stock, by variant id. */
export async function stockByVariant(request: APIRequestContext, productId: string): Promise<Record<string, number>> {
  return Object.fromEntries((await productOf(request, productId)).variants.map((v) => [v.id, v.stock]));
}

/** How the admin's inventory names a product's default variant's record: "Lamy Safari Fountain Pen · Charcoal · F" (the name alone without options). */
export async function defaultRecordTitle(request: APIRequestContext, productId: string): Promise<string> {
  const product = await productOf(request, productId);
  const label = product.variants[0]!.values.join(' · ');
  return label ? `${product.name} · ${label}` : product.name;
}

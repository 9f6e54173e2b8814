/**
 * Issue 43, renaming an option value in the admin's product form (decision 042, "Renaming an
 * option value"): the form's value chips are removed and added, and "Generate variants" sends the
 * renamed combinations without their ids (pwa product-variants-rules.ts generateVariants), as
 * these forms do. The api keeps those variants: their ids, SKUs, stock records and cart lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, sendForm } from './catalog-forms.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let png: Buffer;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [], [{ _id: 'writing', name: 'Writing Instruments' }]);
  admin = tokenFor(t, { role: 'admin', name: 'Store Admin' });
  png = await makeImage('png', 40);
});
afterAll(() => t?.close());

type Variant = { id: string; sku: string; values: string[]; price: number; stock: number; images: { mainImage: string } | null };
type Option = { name: string; values: string[] };

const NIBS = ['F', 'M'];

/** A pen in `colours` × F, M; stock 1, 2, 3… in that order; the first variant has its own picture. */
async function createPen(name: string, colours: string[]): Promise<{ id: string; variants: Variant[] }> {
  const variants = colours.flatMap((c, ci) =>
    NIBS.map((n, ni) => ({ sku: `${name.slice(0, 3)}-${c}-${n}`.toUpperCase(), values: [c, n], price: 500, stock: ci * 2 + ni + 1 })),
  );
  const res = await sendForm(
    t,
    'POST',
    '/products',
    {
      name,
      category: 'writing',
      brand: 'Lamy',
      options: JSON.stringify([
        { name: 'Colour', values: colours },
        { name: 'Nib', values: NIBS },
      ]),
      variants: JSON.stringify(variants.map((v, i) => (i === 0 ? { ...v, image: 'upload:0' } : v))),
      mainImage: { file: png, name: 'pen.png' },
      variantImages: { file: await makeImage('png', 30, '#2255cc'), name: 'first.png' },
    },
    admin,
  );
  expect(res.status, res.text).toBe(201);
  return { id: res.body.data._id, variants: res.body.data.variants };
}

/**
 * What the form sends after "Generate variants": a combination whose values match a stored
 * variant is that variant (its id, SKU, price); any other is a new row: no id, no SKU, the price
 * of the closest row, stock `newStock` (the form's '0' unless the owner typed one).
 */
function generated(options: Option[], stored: Variant[], newStock: (values: string[]) => number = () => 0) {
  const combos = options[0]!.values.flatMap((a) => options[1]!.values.map((b) => [a, b]));
  return combos.map((values) => {
    const same = stored.find((v) => v.values.every((x, k) => x.toLowerCase() === values[k]!.toLowerCase()));
    if (same) return { id: same.id, sku: same.sku, values, price: same.price, originalPrice: null, image: null };
    return { sku: '', values, price: 500, originalPrice: null, stock: newStock(values), image: null };
  });
}

const save = (id: string, name: string, options: Option[], variants: unknown[]) =>
  sendForm(
    t,
    'PUT',
    `/products/${id}`,
    { name, category: 'writing', options: JSON.stringify(options), variants: JSON.stringify(variants) },
    admin,
  );

describe('renaming an option value', () => {
  it('when the owner renames Blu to Blue and generates the variants again, then the Blu variants become Blue with their ids, SKUs, pictures, stock and cart lines', async () => {
    const pen = await createPen('Safari', ['Blu', 'Black']);
    const blu = pen.variants.filter((v) => v.values[0] === 'Blu');
    // A shopper has Blu · M in their cart.
    const shopper = tokenFor(t, { userId: 'u_rename_shopper' });
    const added = await t.api('POST', '/cart', { token: shopper, body: { productId: pen.id, variantId: blu[1]!.id, quantity: 1 } });
    expect(added.status, added.text).toBe(200);

    // The chip Blu removed, Blue added (it goes last), then Generate variants.
    const options = [
      { name: 'Colour', values: ['Black', 'Blue'] },
      { name: 'Nib', values: NIBS },
    ];
    const res = await save(pen.id, 'Safari', options, generated(options, pen.variants));
    expect(res.status, res.text).toBe(200);
    const after = res.body.data.variants as Variant[];
    expect(after).toHaveLength(4);
    expect(new Set(after.map((v) => v.id))).toEqual(new Set(pen.variants.map((v) => v.id)));
    expect(blu[0]!.images?.mainImage).toBeTruthy();
    for (const old of blu) {
      const now = after.find((v) => v.id === old.id)!;
      expect(now).toMatchObject({ values: ['Blue', old.values[1]], sku: old.sku, stock: old.stock, images: old.images });
      expect(await t.store.ctx.dbs.inventory.get(old.id)).toMatchObject({ quantity: old.stock });
    }
    const cart = await t.api('GET', '/cart', { token: shopper });
    expect(cart.body.data.items.map((i: { variantId: string }) => i.variantId)).toEqual([blu[1]!.id]);
  });

  it('when the owner swaps a colour for a new one with its own starting stock, or adds more values than were removed, then the new ones are new variants', async () => {
    const pen = await createPen('Vista', ['Red', 'Black']);
    const red = pen.variants.filter((v) => v.values[0] === 'Red');
    const options = [
      { name: 'Colour', values: ['Black', 'Green'] },
      { name: 'Nib', values: NIBS },
    ];
    const swapped = await save(
      pen.id,
      'Vista',
      options,
      generated(options, pen.variants, () => 7),
    );
    expect(swapped.status, swapped.text).toBe(200);
    const green = (swapped.body.data.variants as Variant[]).filter((v) => v.values[0] === 'Green');
    expect(green.map((v) => v.stock)).toEqual([7, 7]);
    for (const v of green) expect(red.map((r) => r.id)).not.toContain(v.id);
    for (const r of red) expect(await t.store.ctx.dbs.inventory.get(r.id)).toBeNull();

    // Black out, Teal and Grey in: two for one is not a renaming.
    const stored = swapped.body.data.variants as Variant[];
    const wider = [
      { name: 'Colour', values: ['Green', 'Teal', 'Grey'] },
      { name: 'Nib', values: NIBS },
    ];
    const res = await save(pen.id, 'Vista', wider, generated(wider, stored));
    expect(res.status, res.text).toBe(200);
    const ids = (res.body.data.variants as Variant[]).map((v) => v.id);
    for (const black of stored.filter((v) => v.values[0] === 'Black')) expect(ids).not.toContain(black.id);
  });
});

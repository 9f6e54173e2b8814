/**
 * Issue 43, renaming an option value in the admin's product form (decision 042, "Renaming an
 * option value"). The form renames a value in place: every row with "Blu" becomes "Blue" and is
 * sent with its id, SKU, prices and picture (pwa product-variants-rules.ts renameOptionValue). The
 * api keeps exactly the variants whose ids are sent and reads no renaming into rows without one:
 * an owner who drops Red and adds Green gets new Green variants, and Red goes as any removed one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, sendForm, startFormStore } from './catalog-forms.js';
import { tokenFor } from './fixtures.js';
import type { TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let png: Buffer;

beforeAll(async () => {
  ({ t, admin, png } = await startFormStore());
});
afterAll(() => t?.close());

type Variant = {
  id: string;
  sku: string;
  values: string[];
  price: number;
  originalPrice: number | null;
  stock: number;
  images: { mainImage: string } | null;
};
type Option = { name: string; values: string[] };

const NIBS = ['F', 'M'];

/** A pen in `colours` × F, M; stock 1, 2, 3… in that order; the first variant has its own picture. */
async function createPen(name: string, colours: string[]): Promise<{ id: string; variants: Variant[] }> {
  const variants = colours.flatMap((c, ci) =>
    NIBS.map((n, ni) => ({
      sku: `${name.slice(0, 3)}-${c}-${n}`.toUpperCase(),
      values: [c, n],
      price: 500 + ci * 10,
      originalPrice: 600,
      stock: ci * 2 + ni + 1,
    })),
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

/** A stored variant as the form sends it back: its id, SKU, prices and own picture (by file name), with `values`. */
const sentAs = (v: Variant, values = v.values) => ({
  id: v.id,
  sku: v.sku,
  values,
  price: v.price,
  originalPrice: v.originalPrice,
  image: v.images?.mainImage ?? null,
});

const save = (id: string, name: string, options: Option[], variants: unknown[]) =>
  sendForm(
    t,
    'PUT',
    `/products/${id}`,
    { name, category: 'writing', options: JSON.stringify(options), variants: JSON.stringify(variants) },
    admin,
  );

const cartOf = async (token: string) =>
  ((await t.api('GET', '/cart', { token })).body.data.items as Array<{ variantId: string }>).map((i) => i.variantId);

describe('renaming an option value', () => {
  it('when the owner renames Blu to Blue in the form, then the Blu variants are Blue with their ids, SKUs, prices, pictures, stock and cart lines', async () => {
    const pen = await createPen('Safari', ['Blu', 'Black']);
    const blu = pen.variants.filter((v) => v.values[0] === 'Blu');
    expect(blu[0]!.images?.mainImage).toBeTruthy();
    const shopper = tokenFor(t, { userId: 'u_rename_shopper' });
    const added = await t.api('POST', '/cart', { token: shopper, body: { productId: pen.id, variantId: blu[1]!.id, quantity: 1 } });
    expect(added.status, added.text).toBe(200);

    // The chip renamed in place: the option keeps its place, every Blu row is sent as Blue with its id.
    const options = [
      { name: 'Colour', values: ['Blue', 'Black'] },
      { name: 'Nib', values: NIBS },
    ];
    const variants = pen.variants.map((v) => sentAs(v, v.values[0] === 'Blu' ? ['Blue', v.values[1]!] : v.values));
    const res = await save(pen.id, 'Safari', options, variants);
    expect(res.status, res.text).toBe(200);
    const after = res.body.data.variants as Variant[];
    expect(after.map((v) => v.id)).toEqual(pen.variants.map((v) => v.id));
    for (const old of blu) {
      const now = after.find((v) => v.id === old.id)!;
      expect(now).toMatchObject({
        values: ['Blue', old.values[1]],
        sku: old.sku,
        price: old.price,
        originalPrice: old.originalPrice,
        stock: old.stock,
        images: old.images,
      });
      expect(await t.store.ctx.dbs.inventory.get(old.id)).toMatchObject({ quantity: old.stock });
    }
    expect(res.body.data.options[0].values).toEqual(['Blue', 'Black']);
    expect(await cartOf(shopper)).toEqual([blu[1]!.id]);
  });

  it('when the owner drops Red and adds Green in one save, then Green is new variants (no stock, SKU or picture of Red) and Red goes with its stock record and cart lines', async () => {
    const pen = await createPen('Vista', ['Red', 'Black']);
    const red = pen.variants.filter((v) => v.values[0] === 'Red');
    const black = pen.variants.filter((v) => v.values[0] === 'Black');
    const shopper = tokenFor(t, { userId: 'u_red_shopper' });
    const added = await t.api('POST', '/cart', { token: shopper, body: { productId: pen.id, variantId: red[0]!.id, quantity: 1 } });
    expect(added.status, added.text).toBe(200);

    // The Red chip removed, Green added, Generate variants: the Green rows come without ids, stock 0.
    const options = [
      { name: 'Colour', values: ['Black', 'Green'] },
      { name: 'Nib', values: NIBS },
    ];
    const green = NIBS.map((n) => ({ sku: '', values: ['Green', n], price: 500, originalPrice: null, stock: 0, image: null }));
    const res = await save(pen.id, 'Vista', options, [...black.map((v) => sentAs(v)), ...green]);
    expect(res.status, res.text).toBe(200);
    const after = res.body.data.variants as Variant[];
    expect(after.slice(0, 2).map((v) => v.id)).toEqual(black.map((v) => v.id));
    const made = after.slice(2);
    expect(made.map((v) => v.values)).toEqual([
      ['Green', 'F'],
      ['Green', 'M'],
    ]);
    for (const v of made) {
      expect(red.map((r) => r.id)).not.toContain(v.id);
      expect(v).toMatchObject({ sku: '', stock: 0, images: null });
    }
    // Red had no order on it: its records go at once, and the shopper's Red line with them.
    for (const r of red) expect(await t.store.ctx.dbs.inventory.get(r.id)).toBeNull();
    expect(await cartOf(shopper)).toEqual([]);
  });
});

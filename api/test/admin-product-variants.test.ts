/**
 * Issue 43, the admin's product form with options and variants (decision 042): the variants as
 * JSON text in the multipart form, new variant images in `variantImages`, each variant's stock its
 * own inventory record, ids that stay, SKUs unique in the store, and precise 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, sendForm, type FormValue } from './catalog-forms.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let png: Buffer;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(
    t,
    [{ _id: 'legacy-pen', name: 'Jotter Ballpoint', price: 350, stock: 9 }],
    [{ _id: 'writing', name: 'Writing Instruments' }],
  );
  admin = tokenFor(t, { role: 'admin', name: 'Store Admin' });
  png = await makeImage('png', 80);
});
afterAll(() => t?.close());

const OPTIONS = [
  { name: 'Colour', values: ['Charcoal', 'Blue', 'Red'] },
  { name: 'Nib', values: ['F', 'M'] },
];
const combos = () =>
  OPTIONS[0]!.values.flatMap((colour, c) =>
    OPTIONS[1]!.values.map((nib, n) => ({
      sku: `SAF-${colour.slice(0, 2).toUpperCase()}-${nib}`,
      values: [colour, nib],
      price: nib === 'F' ? 2450 : 2550,
      originalPrice: 2950,
      stock: c * 2 + n,
    })),
  );

const pen = (extra: Record<string, FormValue | FormValue[]> = {}): Record<string, FormValue | FormValue[]> => ({
  name: 'Safari Fountain Pen',
  category: 'writing',
  brand: 'Lamy',
  options: JSON.stringify(OPTIONS),
  variants: JSON.stringify(combos()),
  mainImage: { file: png, name: 'pen.png' },
  ...extra,
});

type Variant = {
  id: string;
  sku: string;
  values: string[];
  price: number;
  stock: number;
  images: { mainImage: string } | null;
  imageUrls: string[];
};
const variantIds = (p: { variants: Variant[] }) => p.variants.map((v) => v.id);

describe('POST /products with options and variants', () => {
  it('when an admin creates a pen with two options × three values, then each variant has its id, price, own image and stock record', async () => {
    const variants = combos().map((v, i) => (i === 2 ? { ...v, image: 'upload:0' } : v));
    const blue = await makeImage('png', 60, '#2255cc');
    const res = await sendForm(
      t,
      'POST',
      '/products',
      pen({ variants: JSON.stringify(variants), variantImages: { file: blue, name: 'blue.png' } }),
      admin,
    );
    expect(res.status, res.text).toBe(201);
    const p = res.body.data;
    expect(p.options).toEqual(OPTIONS);
    expect(p.variants).toHaveLength(6);
    expect(new Set(variantIds(p)).size).toBe(6);
    for (const v of p.variants as Variant[]) expect(v.id.startsWith(`${p._id}-`)).toBe(true);
    expect(p.variants[0]).toMatchObject({ sku: 'SAF-CH-F', values: ['Charcoal', 'F'], price: 2450, stock: 0 });
    expect(p.variants[5]).toMatchObject({ sku: 'SAF-RE-M', values: ['Red', 'M'], price: 2550, stock: 5 });
    // The spec's fields are the default (first) variant's; the range covers them all.
    expect(p).toMatchObject({ price: 2450, originalPrice: 2950, stock: 0, inStock: false, priceFrom: 2450, priceTo: 2550, totalStock: 15 });
    // The Blue F variant shows its own picture; the others the product's.
    expect(p.variants[2].images.mainImage).toMatch(/\.webp$/);
    expect(p.variants[2].imageUrls[0]).not.toBe(p.imageUrls[0]);
    expect(p.variants[1].images).toBeNull();
    expect((await fetch(`${t.url}${p.variants[2].imageUrls[0]}`)).status).toBe(200);
    // One inventory record per variant, keyed by the variant id, naming the product.
    for (const v of p.variants as Variant[]) {
      const stored = await t.store.ctx.dbs.inventory.get(v.id);
      expect(stored, v.id).toMatchObject({ product: p._id, quantity: v.stock });
    }
    const listed = (await t.api('GET', '/inventory/product/' + p._id)).body.data;
    expect(listed).toMatchObject({ productId: p._id, totalQuantity: 15, variantsInStock: 5 });
    expect(listed.records.map((r: { variant: { label: string } }) => r.variant.label)).toContain('Blue · F');
  });

  it('when a product is saved without options, then it works as before: one variant whose id is the product id', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/products',
      { name: 'Plain Pad', category: 'writing', price: '90', stock: '4', mainImage: { file: png, name: 'pad.png' } },
      admin,
    );
    expect(res.status, res.text).toBe(201);
    const p = res.body.data;
    expect(p.options).toEqual([]);
    expect(variantIds(p)).toEqual([p._id]);
    expect(p).toMatchObject({ price: 90, stock: 4 });
    expect((await t.api('GET', `/inventory/${p._id}`)).body.quantity).toBe(4);
  });

  it('when the variants break the rules, then 400 with the precise message, and nothing is made', async () => {
    const before = t.store.catalog.allProducts().length;
    const cases: Array<[Record<string, FormValue>, RegExp]> = [
      [{ variants: JSON.stringify([{ values: ['Green', 'F'], price: 10 }]) }, /variants\.0\.values\.0: Green is not a value of Colour/],
      [
        { variants: JSON.stringify([{ values: ['Blue'], price: 10 }]) },
        /variants\.0\.values: A variant needs one value for each option \(2\)/,
      ],
      [
        {
          variants: JSON.stringify([
            { values: ['Blue', 'F'], price: 10 },
            { values: ['Blue', 'F'], price: 12 },
          ]),
        },
        /Two variants have the same options/,
      ],
      [
        { variants: JSON.stringify([{ values: ['Blue', 'F'], price: 10, originalPrice: 5 }]) },
        /Original price must not be below the price/,
      ],
      [{ variants: JSON.stringify([{ values: ['Blue', 'F'] }]) }, /variants\.0\.price: A variant needs a price/],
      [{ variants: '[{"values":' }, /variants: must be JSON text/],
      [{ variants: JSON.stringify([{ values: ['Blue', 'F'], price: 10, image: 'upload:3' }]) }, /variants\.0\.image: No file upload:3/],
      [
        { variants: JSON.stringify([{ values: ['Blue', 'F'], price: 10, image: 'someone-else.webp' }]) },
        /is not one of this product’s images/,
      ],
      [
        { variants: JSON.stringify([{ id: 'p_x-1', values: ['Blue', 'F'], price: 10 }]) },
        /variants\.0\.id: A new product’s variants have no id yet/,
      ],
      [{ options: JSON.stringify([{ name: 'Colour', values: ['Blue', 'blue'] }]), variants: '[]' }, /An option lists a value twice/],
    ];
    for (const [fields, message] of cases) {
      const res = await sendForm(t, 'POST', '/products', pen(fields), admin);
      expect(res.status, `${JSON.stringify(fields)} → ${res.text}`).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const noVariants = await sendForm(t, 'POST', '/products', { ...pen(), variants: [], price: '10' }, admin);
    expect(noVariants.status).toBe(400);
    expect(noVariants.body.message).toMatch(/send the variants with the options/);
    expect(t.store.catalog.allProducts()).toHaveLength(before);
  });

  it('when a SKU is already another product’s, then 409 naming the SKU and that product', async () => {
    const first = await sendForm(
      t,
      'POST',
      '/products',
      pen({
        name: 'Al-Star Fountain Pen',
        variants: JSON.stringify([
          ...combos()
            .slice(0, 1)
            .map((v) => ({ ...v, sku: 'ALS-1' })),
        ]),
      }),
      admin,
    );
    expect(first.status, first.text).toBe(201);
    const res = await sendForm(
      t,
      'POST',
      '/products',
      pen({ name: 'Vista', variants: JSON.stringify([{ ...combos()[1], sku: 'als-1' }]) }),
      admin,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('SKU als-1 is already used by Al-Star Fountain Pen (Charcoal · F). Give this variant another SKU.');
    expect(res.body.errors).toEqual({ 'variants.0.sku': 'SKU als-1 is already used by Al-Star Fountain Pen (Charcoal · F)' });
  });
});

describe('PUT /products/{id} with variants', () => {
  it('when an admin keeps some variants, edits one, adds one and removes one, then the kept ids and their stock stay and the removed record is gone', async () => {
    const created = (
      await sendForm(
        t,
        'POST',
        '/products',
        pen({ name: 'Studio Pen', variants: JSON.stringify(combos().map((v) => ({ ...v, sku: `STU-${v.sku}` }))) }),
        admin,
      )
    ).body.data;
    const [charcoalF, charcoalM, ...rest] = created.variants as Variant[];
    await t.api('PUT', `/inventory/${charcoalM!.id}`, { token: admin, body: { quantity: 33 } });
    const options = [OPTIONS[0]!, { name: 'Nib', values: ['F', 'M', 'EF'] }];
    const kept = [charcoalM!, ...rest].map((v) => ({
      id: v.id,
      sku: v.sku,
      values: v.values,
      price: v.price,
      originalPrice: 2950,
      stock: 999,
    }));
    kept[0]!.price = 2600;
    const variants = [...kept, { sku: 'STU-CH-EF', values: ['Charcoal', 'EF'], price: 2700, originalPrice: null, stock: 6 }];
    const res = await sendForm(
      t,
      'PUT',
      `/products/${created._id}`,
      { name: 'Studio Pen', category: 'writing', options: JSON.stringify(options), variants: JSON.stringify(variants) },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    const p = res.body.data;
    expect(variantIds(p).slice(0, 5)).toEqual([charcoalM!.id, ...rest.map((v) => v.id)]);
    // The kept variant's stock is its record's (a stock sent for it does not overwrite it); its price changed.
    expect(p.variants[0]).toMatchObject({ id: charcoalM!.id, price: 2600, stock: 33 });
    expect(p).toMatchObject({ price: 2600, stock: 33 });
    expect(p.variants[5]).toMatchObject({ sku: 'STU-CH-EF', values: ['Charcoal', 'EF'], stock: 6 });
    expect(p.variants[5].id).not.toBe(charcoalF!.id);
    // The removed variant is gone, its stock record with it.
    expect(variantIds(p)).not.toContain(charcoalF!.id);
    expect(await t.store.ctx.dbs.inventory.get(charcoalF!.id)).toBeNull();
    expect((await t.api('GET', `/inventory/${charcoalF!.id}`)).status).toBe(404);
  });

  it('when the owner adds options to a product from before variants, then its first variant keeps the product id and its stock', async () => {
    const variants = [
      { values: ['Blue'], price: 350, sku: 'JOT-BL' },
      { values: ['Black'], price: 350, stock: 5, sku: 'JOT-BK' },
    ];
    const res = await t.api('PUT', '/products/legacy-pen', {
      token: admin,
      body: { name: 'Jotter Ballpoint', category: 'writing', options: [{ name: 'Colour', values: ['Blue', 'Black'] }], variants },
    });
    expect(res.status, res.text).toBe(200);
    const p = res.body.data;
    expect(p.variants[0]).toMatchObject({ id: 'legacy-pen', values: ['Blue'], stock: 9 });
    expect(p.variants[1]).toMatchObject({ id: 'legacy-pen-black', values: ['Black'], stock: 5 });
    expect((await t.api('GET', '/inventory/legacy-pen')).body.quantity).toBe(9);
  });

  it('when a product with variants is saved the old way (price, no variants), then only its default variant’s price changes', async () => {
    const before = (await t.api('GET', '/products/legacy-pen')).body.data;
    const res = await sendForm(
      t,
      'PUT',
      '/products/legacy-pen',
      { name: 'Jotter Ballpoint', category: 'writing', price: '399', originalPrice: '450' },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.variants.map((v: Variant) => [v.id, v.price])).toEqual([
      ['legacy-pen', 399],
      [before.variants[1].id, 350],
    ]);
    expect(res.body.data.options).toEqual(before.options);
  });

  it('when an update names a variant the product does not have, then 400 and nothing changes', async () => {
    const res = await t.api('PUT', '/products/legacy-pen', {
      token: admin,
      body: {
        name: 'Jotter Ballpoint',
        category: 'writing',
        options: [{ name: 'Colour', values: ['Blue'] }],
        variants: [{ id: 'other-variant', values: ['Blue'], price: 5 }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid product: variants.0.id: This product has no variant other-variant');
    expect(t.store.catalog.getProductDoc('legacy-pen')!.variants).toHaveLength(2);
  });

  it('when a product with variants is deleted, then every variant’s stock record goes with it', async () => {
    const created = (
      await sendForm(
        t,
        'POST',
        '/products',
        pen({
          name: 'Doomed Pen',
          variants: JSON.stringify(
            combos()
              .slice(0, 2)
              .map(({ sku: _sku, ...v }) => v),
          ),
        }),
        admin,
      )
    ).body.data;
    expect((await t.api('DELETE', `/products/${created._id}`, { token: admin })).status).toBe(200);
    for (const v of created.variants as Variant[]) expect(await t.store.ctx.dbs.inventory.get(v.id)).toBeNull();
  });
});

describe('variant images', () => {
  it('when an update names a variant’s own picture it keeps it, the product’s picture is shared, and null shows the product’s', async () => {
    const red = await makeImage('png', 50, '#cc2222');
    const two = combos()
      .slice(0, 2)
      .map(({ sku: _sku, ...v }, i) => ({ ...v, image: i === 0 ? 'upload:0' : null }));
    const made = (
      await sendForm(
        t,
        'POST',
        '/products',
        pen({ name: 'Picture Pen', variants: JSON.stringify(two), variantImages: { file: red, name: 'red.png' } }),
        admin,
      )
    ).body.data;
    const own = made.variants[0].images.mainImage as string;
    const productImage = t.store.catalog.getProductDoc(made._id)!.images.mainImage;
    const edit = made.variants.map((v: Variant, i: number) => ({
      id: v.id,
      values: v.values,
      price: v.price,
      image: i === 0 ? own : productImage,
    }));
    const kept = await sendForm(
      t,
      'PUT',
      `/products/${made._id}`,
      { name: 'Picture Pen', category: 'writing', options: JSON.stringify(OPTIONS), variants: JSON.stringify(edit) },
      admin,
    );
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.variants.map((v: Variant) => v.images?.mainImage)).toEqual([own, productImage]);
    const cleared = edit.map((v: { image: string }) => ({ ...v, image: null }));
    const res = await sendForm(
      t,
      'PUT',
      `/products/${made._id}`,
      { name: 'Picture Pen', category: 'writing', options: JSON.stringify(OPTIONS), variants: JSON.stringify(cleared) },
      admin,
    );
    expect(res.body.data.variants.map((v: Variant) => v.images)).toEqual([null, null]);
    // The variant's own file, no longer used, is gone; the product's stays.
    expect((await fetch(`${t.url}/uploads/products/${own}`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/products/${productImage}`)).status).toBe(200);
  });

  it('when too many variant images or a file that is not an image come, then 400 saying so', async () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ file: png, name: `v${i}.png` }));
    const tooMany = await sendForm(t, 'POST', '/products', pen({ variantImages: many }), admin);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("Too many files in 'variantImages': at most 12.");
    const text = { file: Buffer.from('not an image'), name: 'x.png' };
    const variants = JSON.stringify([{ values: ['Blue', 'F'], price: 10, image: 'upload:0' }]);
    const bad = await sendForm(t, 'POST', '/products', pen({ variants, variantImages: text }), admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ variantImages: 'Only PNG, JPEG or WebP images are allowed.' });
  });
});

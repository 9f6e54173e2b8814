import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchUpload, makeImage, sendForm, type FormValue } from './catalog-forms.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let shopper: string;
let png: Buffer;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(
    t,
    [{ _id: 'w1', name: 'Jotter Ballpoint', category: 'writing' }],
    [
      { _id: 'writing', name: 'Writing Instruments' },
      { _id: 'art', name: 'Art Supplies' },
    ],
  );
  admin = tokenFor(t, { role: 'admin', name: 'Store Admin' });
  shopper = tokenFor(t, { role: 'user' });
  png = await makeImage('png', 1600);
});
afterAll(() => t?.close());

const productForm = (extra: Record<string, FormValue | FormValue[]> = {}): Record<string, FormValue | FormValue[]> => ({
  name: 'Safari Fountain Pen',
  description: 'A sturdy pen for every day.',
  specification: 'Nib: M. Body: ABS.',
  'features[0]': 'Ergonomic grip',
  'features[1]': 'Refillable',
  price: '2450',
  originalPrice: '2950',
  category: 'writing',
  brand: 'Lamy',
  badge: 'Premium',
  bestSeller: 'true',
  featured: 'false',
  stock: '12',
  mainImage: { file: png, name: 'pen.png' },
  ...extra,
});

const uploadedFile = (name: string) => path.join(t.store.ctx.paths.uploadsDir, 'products', name);

describe('POST /products (admin, multipart)', () => {
  it('when an admin sends the spec form with real images, then the product is created with its inventory and WebP images', async () => {
    const jpeg = await makeImage('jpeg', 200, '#2980b9');
    const res = await sendForm(
      t,
      'POST',
      '/products',
      productForm({ image2: { file: jpeg, name: 'side.jpg', type: 'image/jpeg' } }),
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Product created successfully!');
    expect(res.body.product).toEqual(res.body.data);
    const p = res.body.data;
    expect(p).toMatchObject({
      name: 'Safari Fountain Pen',
      features: ['Ergonomic grip', 'Refillable'],
      price: 2450,
      originalPrice: 2950,
      discount: 17,
      category: { _id: 'writing', name: 'Writing Instruments' },
      brand: 'Lamy',
      badge: 'Premium',
      bestSeller: true,
      featured: false,
      stock: 12,
      inStock: true,
      rating: 0,
      numReviews: 0,
    });
    expect(p._id).toMatch(/^p_[0-9a-f]{12}$/);
    expect(p.images.mainImage).toMatch(/^[0-9a-f]{24}\.webp$/);
    expect(p.images.additionalImages).toHaveLength(1);

    // The image is served as WebP, re-encoded and no larger than 1200px.
    const served = await fetchUpload(t, p.imageUrls[0]);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/webp');
    const meta = await sharp(served.body).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1200);

    const listed = await t.api('GET', `/products/${p._id}`);
    expect(listed.body.data.stock).toBe(12);
    const stock = await t.api('GET', `/inventory/stock/${p._id}`);
    expect(stock.body.data).toEqual({ productId: p._id, variantId: p._id, quantity: 12, inStock: true });
  });

  it('when features come as repeated "features" fields and stock is left out, then both are understood', async () => {
    const form = productForm({ features: ['One', 'Two', 'Three'] });
    delete form['features[0]'];
    delete form['features[1]'];
    delete form.stock;
    const res = await sendForm(t, 'POST', '/products', form, admin);
    expect(res.status).toBe(201);
    expect(res.body.data.features).toEqual(['One', 'Two', 'Three']);
    expect(res.body.data).toMatchObject({ stock: 0, inStock: false });
  });

  it('when the client sends rating, numReviews or _id, then they are ignored', async () => {
    const res = await sendForm(t, 'POST', '/products', productForm({ rating: '5', numReviews: '99', _id: 'mine' }), admin);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ rating: 0, numReviews: 0 });
    expect(res.body.data._id).not.toBe('mine');
  });

  it('when fields are missing or wrong, then it answers 400 with a clear message and stores nothing', async () => {
    const cases: Array<[Record<string, FormValue | FormValue[] | undefined>, string]> = [
      [{ name: undefined }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ price: undefined }, 'Price is required'],
      [{ price: '-10' }, 'price: must be 0 or more'],
      [{ price: 'twelve' }, 'price'],
      [{ originalPrice: '100' }, 'Original price must not be below the price'],
      [{ category: undefined }, 'Category is required'],
      [{ category: 'garden' }, "Category 'garden' does not exist"],
      [{ 'features[1]': '  ' }, 'Features must not be blank'],
      [{ bestSeller: 'maybe' }, 'bestSeller: must be true or false'],
      [{ stock: '-1' }, 'stock'],
      [{ mainImage: undefined }, 'Main image is required.'],
    ];
    for (const [change, message] of cases) {
      const form = productForm();
      for (const [k, v] of Object.entries(change)) {
        if (v === undefined) delete form[k];
        else form[k] = v;
      }
      const res = await sendForm(t, 'POST', '/products', form, admin);
      expect(res.status, message).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message, JSON.stringify(change)).toContain(message);
    }
    const all = await t.api('GET', '/products?search=safari&limit=100');
    expect(all.body.data.pagination.total).toBe(3); // only the three good creates above
  });

  it('when the image is a text file named .png, a GIF, or truncated, then it answers 400 "Only PNG, JPEG or WebP images are allowed."', async () => {
    const gif = await makeImage('gif', 32);
    const bad: Array<{ file: Buffer; name: string }> = [
      { file: Buffer.from('this is not an image at all'), name: 'fake.png' },
      { file: gif, name: 'anim.png' },
      { file: png.subarray(0, 60), name: 'cut.png' },
    ];
    for (const image of bad) {
      const res = await sendForm(t, 'POST', '/products', productForm({ mainImage: image }), admin);
      expect(res.status, image.name).toBe(400);
      expect(res.body.message, image.name).toContain('Only PNG, JPEG or WebP images are allowed.');
      expect(res.body.errors?.mainImage, image.name).toContain('Only PNG, JPEG or WebP images are allowed.');
    }
    // A bad additional image refuses the whole form.
    const res = await sendForm(t, 'POST', '/products', productForm({ image3: { file: Buffer.from('%PDF-1.4'), name: 'x.webp' } }), admin);
    expect(res.status).toBe(400);
  });

  it('when an image is larger than the limit, then it answers 413 and names the field, so the form shows it there', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await sendForm(t, 'POST', '/products', productForm({ mainImage: { file: huge, name: 'huge.png' } }), admin);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      message: 'Image is too large (at most 5 MB).',
      errors: { mainImage: 'Image is too large (at most 5 MB).' },
    });
  });

  it('when the form has an unknown file field, two main images or is malformed, then it answers 400', async () => {
    const other = await sendForm(t, 'POST', '/products', productForm({ image5: { file: png, name: 'x.png' } }), admin);
    expect(other.status).toBe(400);
    expect(other.body.message).toContain("Unexpected file field 'image5'");
    const twice = await sendForm(
      t,
      'POST',
      '/products',
      productForm({
        mainImage: [
          { file: png, name: 'a.png' },
          { file: png, name: 'b.png' },
        ],
      }),
      admin,
    );
    expect(twice.status).toBe(400);
    const broken = await t.api('POST', '/products', {
      token: admin,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      rawBody: '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a form',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ success: false, message: 'Malformed multipart form data.' });
  });

  it('when a shopper or a stranger tries, then 403 and 401', async () => {
    const asShopper = await sendForm(t, 'POST', '/products', productForm(), shopper);
    expect(asShopper.status).toBe(403);
    expect(asShopper.body.success).toBe(false);
    const anonymous = await sendForm(t, 'POST', '/products', productForm());
    expect(anonymous.status).toBe(401);
    const badToken = await sendForm(t, 'POST', '/products', productForm(), 'not.a.token');
    expect(badToken.status).toBe(401);
  });
});

describe('PUT /products/{id} (admin, multipart)', () => {
  it('when an admin changes fields and replaces one image, then the rest is kept and the old file is removed', async () => {
    const created = await sendForm(
      t,
      'POST',
      '/products',
      productForm({ image2: { file: png, name: 'b.png' }, image3: { file: png, name: 'c.png' } }),
      admin,
    );
    const before = created.body.data;
    const newSide = await makeImage('webp', 300, '#27ae60');
    const res = await sendForm(
      t,
      'PUT',
      `/products/${before._id}`,
      withoutMain({ name: 'Safari Fountain Pen (Petrol)', price: '2300', image3: { file: newSide, name: 'new.webp', type: 'image/webp' } }),
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product updated successfully!');
    expect(res.body.product).toEqual(res.body.data);
    const after = res.body.data;
    expect(after).toMatchObject({
      _id: before._id,
      name: 'Safari Fountain Pen (Petrol)',
      price: 2300,
      stock: 12,
      createdAt: before.createdAt,
    });
    expect(after.images.mainImage).toBe(before.images.mainImage);
    expect(after.images.additionalImages[0]).toBe(before.images.additionalImages[0]);
    expect(after.images.additionalImages[1]).not.toBe(before.images.additionalImages[1]);
    expect(existsSync(uploadedFile(before.images.additionalImages[1]))).toBe(false);
    expect(existsSync(uploadedFile(after.images.additionalImages[1]))).toBe(true);
  });

  it('when an update comes as JSON without images, then it is accepted too', async () => {
    const res = await t.api('PUT', '/products/w1', {
      token: admin,
      body: { name: 'Jotter Ballpoint Blue', price: 700, category: 'writing', features: ['Click'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Jotter Ballpoint Blue', price: 700, features: ['Click'] });
    const detail = await t.api('GET', '/products/w1');
    expect(detail.body.data.name).toBe('Jotter Ballpoint Blue');
  });

  it('when the update is bad, then 400 (wrong types, unknown category, malformed JSON), 404 (unknown id) or 400 (malformed id)', async () => {
    const wrongType = await t.api('PUT', '/products/w1', { token: admin, body: { name: 'X', price: 'cheap', category: 'writing' } });
    expect(wrongType.status).toBe(400);
    const unknownCategory = await t.api('PUT', '/products/w1', { token: admin, body: { name: 'X', price: 10, category: 'garden' } });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.message).toContain("Category 'garden' does not exist");
    const malformed = await t.api('PUT', '/products/w1', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in request body.');
    const unknown = await sendForm(t, 'PUT', '/products/p_missing', withoutMain(), admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    const badId = await sendForm(t, 'PUT', '/products/bad.id', withoutMain(), admin);
    expect(badId.status).toBe(400);
    const asShopper = await sendForm(t, 'PUT', '/products/w1', withoutMain(), shopper);
    expect(asShopper.status).toBe(403);
  });
});

describe('DELETE /products/{id} (admin)', () => {
  it('when an admin deletes a product, then it leaves listings, detail, inventory and its reviews', async () => {
    const created = await sendForm(t, 'POST', '/products', productForm({ name: 'Doomed Marker' }), admin);
    const id: string = created.body.data._id;
    await t.api('POST', '/products/reviews', { token: shopper, body: { productId: id, rating: 4, comment: 'Fine while it lasted.' } });
    const res = await t.api('DELETE', `/products/${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    expect((await t.api('GET', `/products/${id}`)).status).toBe(404);
    const listed = await t.api('GET', '/products?search=doomed');
    expect(listed.body.data.pagination.total).toBe(0);
    expect((await t.api('GET', `/inventory/stock/${id}`)).status).toBe(404);
    const { dbs } = t.store.ctx;
    expect(await dbs.products.get(id)).toBeNull();
    expect(await dbs.inventory.get(id)).toBeNull();
    expect(t.store.catalog.getProduct(id)).toBeNull();
    expect((await dbs.reviews.allDocs()).filter((r) => r.productId === id)).toEqual([]);
    expect(existsSync(uploadedFile(created.body.data.images.mainImage))).toBe(false);
  });

  it('when the product is unknown, then 404; shopper 403; no token 401', async () => {
    expect((await t.api('DELETE', '/products/p_missing', { token: admin })).status).toBe(404);
    expect((await t.api('DELETE', '/products/w1', { token: shopper })).status).toBe(403);
    expect((await t.api('DELETE', '/products/w1')).status).toBe(401);
    expect((await t.api('GET', '/products/w1')).status).toBe(200);
  });
});

function withoutMain(extra: Record<string, FormValue | FormValue[]> = {}): Record<string, FormValue | FormValue[]> {
  const form = productForm(extra);
  delete form.mainImage;
  return form;
}

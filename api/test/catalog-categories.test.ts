import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchUpload, makeImage, sendForm } from './catalog-forms.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let shopper: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(
    t,
    [
      { _id: 'w1', category: 'writing' },
      { _id: 'w2', category: 'writing' },
      { _id: 'n1', category: 'notebooks' },
    ],
    [
      { _id: 'writing', name: 'Writing Instruments' },
      { _id: 'notebooks', name: 'Notebooks' },
    ],
  );
  admin = tokenFor(t, { role: 'admin' });
  shopper = tokenFor(t);
});
afterAll(() => t?.close());

describe('GET /categories', () => {
  it('when listed, then each category has its product count and image URL', async () => {
    const res = await t.api('GET', '/categories');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const writing = res.body.data.find((c: { _id: string }) => c._id === 'writing');
    expect(writing).toMatchObject({
      _id: 'writing',
      id: 'writing',
      name: 'Writing Instruments',
      productCount: 2,
      image: null,
      imageUrl: null,
      color: '#1f3a5f',
    });
  });

  it('when quantities are asked, then each category comes with its product count', async () => {
    const res = await t.api('GET', '/categories/quantity');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { _id: 'writing', name: 'Writing Instruments', productCount: 2 },
        { _id: 'notebooks', name: 'Notebooks', productCount: 1 },
      ]),
    );
  });

  it('when one category is asked, then it comes back in data and as category; unknown is 404, malformed is 400', async () => {
    const res = await t.api('GET', '/categories/notebooks');
    expect(res.status).toBe(200);
    expect(res.body.category).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({ _id: 'notebooks', productCount: 1 });
    const unknown = await t.api('GET', '/categories/garden');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Category not found' });
    expect((await t.api('GET', '/categories/bad.slug')).status).toBe(400);
  });
});

describe('POST /categories (admin, multipart)', () => {
  it('when an admin creates a category with an image, then its id is the slug of its name and the image is served', async () => {
    const image = await makeImage('jpeg', 400);
    const res = await sendForm(
      t,
      'POST',
      '/categories',
      {
        name: 'Art & Craft Supplies',
        description: 'Paints and more',
        color: '#aa3300',
        image: { file: image, name: 'art.jpg', type: 'image/jpeg' },
      },
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Category created successfully!');
    expect(res.body.category).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({
      _id: 'art-craft-supplies',
      name: 'Art & Craft Supplies',
      description: 'Paints and more',
      color: '#aa3300',
      productCount: 0,
    });
    expect(res.body.data.imageUrl).toMatch(/^\/uploads\/categories\/[0-9a-f]{24}\.webp$/);
    const served = await fetchUpload(t, res.body.data.imageUrl);
    expect(served.type).toBe('image/webp');
    expect((await sharp(served.body).metadata()).format).toBe('webp');

    const list = await t.api('GET', '/categories');
    expect(list.body.data.map((c: { _id: string }) => c._id)).toContain('art-craft-supplies');
    // Without positions the list is by name (issue 22; it was creation order): Art & Craft Supplies first.
    expect(list.body.data[0]._id).toBe('art-craft-supplies');
  });

  it('when the name is taken, then 409; when the name is missing or the input bad, then 400', async () => {
    const dup = await sendForm(t, 'POST', '/categories', { name: 'writing' }, admin);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A category with this name already exists.');
    const cases: Array<[Record<string, string | { file: Buffer; name: string }>, string]> = [
      [{ description: 'No name' }, 'Name is required'],
      [{ name: '  ' }, 'Name is required'],
      [{ name: '***' }, 'must contain letters or digits'],
      [{ name: 'Office', color: 'blue' }, 'Color must look like #1f3a5f'],
      [
        { name: 'Office', image: { file: Buffer.from('GIF89a but not really'), name: 'x.png' } },
        'Only PNG, JPEG or WebP images are allowed.',
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await sendForm(t, 'POST', '/categories', fields, admin);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const tooBig = await sendForm(
      t,
      'POST',
      '/categories',
      { name: 'Office', image: { file: Buffer.alloc(6 * 1024 * 1024), name: 'big.png' } },
      admin,
    );
    expect(tooBig.status).toBe(413);
    const malformed = await t.api('POST', '/categories', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect((await t.api('GET', '/categories/office')).status).toBe(404);
  });

  it('when a shopper or a stranger tries, then 403 and 401', async () => {
    expect((await sendForm(t, 'POST', '/categories', { name: 'Office' }, shopper)).status).toBe(403);
    expect((await sendForm(t, 'POST', '/categories', { name: 'Office' })).status).toBe(401);
  });
});

describe('POST /categories/{id} (admin update)', () => {
  it('when an admin renames a category and changes its image, then the id stays and products show the new name', async () => {
    const first = await sendForm(
      t,
      'POST',
      '/categories/notebooks',
      { name: 'Notebooks & Journals', image: { file: await makeImage('png', 100), name: 'a.png' } },
      admin,
    );
    expect(first.status).toBe(200);
    const oldImage: string = first.body.data.image;
    const res = await sendForm(
      t,
      'POST',
      '/categories/notebooks',
      {
        name: 'Notebooks & Journals',
        description: 'Paper for thinking',
        image: { file: await makeImage('webp', 100), name: 'b.webp', type: 'image/webp' },
      },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Category updated successfully!');
    expect(res.body.data).toMatchObject({
      _id: 'notebooks',
      name: 'Notebooks & Journals',
      description: 'Paper for thinking',
      productCount: 1,
    });
    expect(res.body.data.image).not.toBe(oldImage);
    expect(existsSync(path.join(t.store.ctx.paths.uploadsDir, 'categories', oldImage))).toBe(false);
    const product = await t.api('GET', '/products/n1');
    expect(product.body.data.category).toEqual({ _id: 'notebooks', name: 'Notebooks & Journals' });
  });

  it('when the category is unknown, then 404; bad input 400; shopper 403', async () => {
    expect((await sendForm(t, 'POST', '/categories/garden', { name: 'Garden' }, admin)).status).toBe(404);
    expect((await sendForm(t, 'POST', '/categories/notebooks', { description: 'no name' }, admin)).status).toBe(400);
    expect((await sendForm(t, 'POST', '/categories/notebooks', { name: 'X' }, shopper)).status).toBe(403);
  });
});

describe("the shop's order of categories (position)", () => {
  const order = async () => ((await t.api('GET', '/categories')).body.data as Array<{ _id: string }>).map((c) => c._id);

  it("when categories have no position, then they are listed by name; positioned ones come first, in the admin's order", async () => {
    const unpositioned = await order();
    const withNames = ((await t.api('GET', '/categories')).body.data as Array<{ name: string }>).map((c) => c.name);
    expect(withNames).toEqual([...withNames].sort((a, b) => a.localeCompare(b)));
    expect(unpositioned).toContain('writing');

    const writing = await sendForm(t, 'POST', '/categories/writing', { name: 'Writing Instruments', position: '0' }, admin);
    expect(writing.status, writing.text).toBe(200);
    expect(writing.body.data.position).toBe(0);
    const created = await sendForm(t, 'POST', '/categories', { name: 'Zen Gifts', position: '1' }, admin);
    expect(created.status, created.text).toBe(201);
    const after = await order();
    expect(after.slice(0, 2)).toEqual(['writing', 'zen-gifts']);
    expect(after.slice(2)).toEqual(unpositioned.filter((id) => id !== 'writing'));
  });

  it('when the position is not a whole number of 0 or more, then 400 names the field; an empty position keeps the current one', async () => {
    const bad = await sendForm(t, 'POST', '/categories/writing', { name: 'Writing Instruments', position: '-1' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ position: 'Position must be 0 or more' });
    const kept = await sendForm(t, 'POST', '/categories/writing', { name: 'Writing Instruments', position: '' }, admin);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.position).toBe(0);
  });
});

describe('DELETE /categories/{id} (admin)', () => {
  it('when products still use the category, then 409 with a clear message and nothing changes', async () => {
    const res = await t.api('DELETE', '/categories/writing', { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This category still has 2 products. Move or delete them before deleting the category.');
    expect((await t.api('GET', '/categories/writing')).status).toBe(200);
  });

  it('when the category is empty, then it is deleted; unknown is 404; shopper 403; stranger 401', async () => {
    expect((await t.api('DELETE', '/categories/art-craft-supplies', { token: shopper })).status).toBe(403);
    expect((await t.api('DELETE', '/categories/art-craft-supplies')).status).toBe(401);
    const res = await t.api('DELETE', '/categories/art-craft-supplies', { token: admin });
    expect(res.status).toBe(200);
    expect((await t.api('GET', '/categories/art-craft-supplies')).status).toBe(404);
    const list = await t.api('GET', '/categories');
    expect(list.body.data.map((c: { _id: string }) => c._id)).not.toContain('art-craft-supplies');
    expect((await t.api('DELETE', '/categories/art-craft-supplies', { token: admin })).status).toBe(404);
  });
});

import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDocSchema, ReviewDocSchema } from '@store/shared';
import { SEED_MARKER_ID, seedStore } from '../src/seed/index.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '60' });
});
afterAll(() => t?.close());

const dbs = () => t.store.ctx.dbs;
const uploads = (...p: string[]) => path.join(t.store.ctx.paths.uploadsDir, ...p);
const products = async () => (await dbs().products.allDocs()).map((d) => ProductDocSchema.parse(d));

/** Each public database's update sequence: any write at all moves it. */
/**
 * Each database's update count: pouchdb-server's update_seq is that number; CouchDB's is
 * `<number>-<opaque>`, whose opaque part names the shard copies that answered and may differ
 * between two reads with no write in between.
 */
const sequences = async () =>
  Promise.all(
    (['categories', 'products', 'inventory', 'reviews', 'meta'] as const).map(async (n) =>
      parseInt(String((await dbs()[n].info()).update_seq), 10),
    ),
  );

describe('the first-start seed (SEED_PRODUCTS=60 sellable variants)', () => {
  it('when a store starts on empty databases, then products with 60 variants in all, one stock record each, are in the databases', async () => {
    const all = await products();
    const variants = all.flatMap((p) => p.variants.map((v) => ({ id: v.id, product: p._id })));
    expect(variants).toHaveLength(60);
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.length).toBeLessThan(20);
    expect(all.some((p) => p.options.length > 0 && p.variants.length > 1)).toBe(true);
    const categories = await dbs().categories.allDocs();
    expect(categories.map((c) => c._id)).toEqual(expect.arrayContaining(['writing', 'notebooks', 'art', 'office', 'organization']));
    expect(categories.length).toBeGreaterThanOrEqual(6);

    const inventory = await dbs().inventory.allDocs();
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(inventory.map((i) => ({ id: i._id, product: i.product })).sort(byId)).toEqual([...variants].sort(byId));
    expect(inventory.some((i) => i.quantity === 0)).toBe(true);

    const reviews = (await dbs().reviews.allDocs()).map((d) => ReviewDocSchema.parse(d));
    expect(reviews.length).toBe(all.reduce((s, p) => s + p.numReviews, 0));
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.some((r) => r.variant && variants.some((v) => v.id === r.variant?.id && v.product === r.productId))).toBe(true);

    const marker = await dbs().meta.get(SEED_MARKER_ID);
    expect(marker).toMatchObject({
      version: 1,
      products: all.length,
      variants: 60,
      categories: categories.length,
      reviews: reviews.length,
    });
  });

  it('then every image a product, a variant or a category names is a real 600×600 WebP file', async () => {
    const files = new Set<string>();
    for (const p of await products())
      for (const images of [p.images, ...p.variants.map((v) => v.images ?? p.images)])
        for (const f of [images.mainImage, ...images.additionalImages]) files.add(uploads('products', f));
    for (const c of await dbs().categories.allDocs()) files.add(uploads('categories', String(c.image)));
    expect(files.size).toBeGreaterThan(40);
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
    }
  });

  it('then the pictures are served as images under /uploads', async () => {
    const [p] = await products();
    const res = await fetch(`${t.url}/uploads/products/${p?.images.mainImage}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('when the seed runs again (a restart), then nothing changes', async () => {
    const before = await sequences();
    const revs = (await products()).map((p) => p._rev);
    await seedStore(t.store.ctx);
    expect(await sequences()).toEqual(before);
    expect((await products()).map((p) => p._rev)).toEqual(revs);
  });

  it('when an admin has deleted a seeded product, then a restart does not bring it back', async () => {
    const victim = (await products()).at(-1);
    if (!victim?._rev) throw new Error('seed left no products');
    await dbs().products.remove(victim._id, victim._rev);
    await seedStore(t.store.ctx);
    expect(await dbs().products.get(victim._id)).toBeNull();
  });

  it('when a seed stopped half-way (no marker, a document and an image missing), then the next start finishes it and keeps what was there', async () => {
    const all = await products();
    const [gone, kept] = all;
    if (!gone?._rev || !kept) throw new Error('seed left no products');
    const marker = await dbs().meta.get(SEED_MARKER_ID);
    if (!marker?._rev) throw new Error('no seed marker');
    await dbs().meta.remove(SEED_MARKER_ID, marker._rev);
    await dbs().products.remove(gone._id, gone._rev);
    rmSync(uploads('products', gone.images.mainImage));

    await seedStore(t.store.ctx);

    expect(await dbs().meta.get(SEED_MARKER_ID)).toMatchObject({ products: marker.products, variants: 60 });
    // Everything missing is written again, including the product removed in the story above.
    expect(await dbs().products.get(gone._id)).toMatchObject({ _id: gone._id, name: gone.name });
    expect(await dbs().products.get(kept._id)).toMatchObject({ _rev: kept._rev });
    expect(existsSync(uploads('products', gone.images.mainImage))).toBe(true);
    expect(await products()).toHaveLength(Number(marker.products));
  });
});

describe('a store configured to seed nothing', () => {
  let empty: TestStore;
  beforeAll(async () => {
    empty = await startTestStore({ SEED_PRODUCTS: '0' });
  });
  afterAll(() => empty?.close());

  it('when SEED_PRODUCTS is 0, then no catalogue, no pictures and no marker are written', async () => {
    const { dbs: d, paths } = empty.store.ctx;
    for (const db of [d.categories, d.products, d.inventory, d.reviews]) expect((await db.info()).doc_count).toBe(0);
    expect(await d.meta.get(SEED_MARKER_ID)).toBeNull();
    expect(existsSync(path.join(paths.uploadsDir, 'products'))).toBe(false);
  });
});

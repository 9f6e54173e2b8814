/**
 * Admin writes of products: create (with its inventory record), update, delete (with its
 * inventory record and reviews, so the deletion replicates to every client).
 */
import { PRODUCT_NOT_FOUND, ProductDocSchema, type Product, type ProductDoc, type ProductInput } from '@store/shared';
import type { DocBase } from '../../db/couch.js';
import type { Databases } from '../../db/databases.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { CatalogIndex } from './catalog-index.js';
import { parseWith, writeDoc } from '../../db/update-doc.js';
import { newId, nowIso } from './doc-writes.js';
import { prepareImage, type ImageStore } from './uploads.js';
import type { Stock } from '../stock/index.js';

export const EXTRA_IMAGE_FIELDS = ['image2', 'image3', 'image4'] as const;
export const PRODUCT_IMAGE_FIELDS = ['mainImage', ...EXTRA_IMAGE_FIELDS] as const;

/** Uploaded files by form field; each is optional here, create checks mainImage itself. */
export type ProductFiles = Partial<Record<(typeof PRODUCT_IMAGE_FIELDS)[number], Express.Multer.File>>;

interface Deps {
  dbs: Databases;
  catalog: CatalogIndex;
  images: ImageStore;
  stock: Stock;
}

export function createProductsService({ dbs, catalog, images, stock }: Deps) {
  const assertCategory = (id: string) => {
    if (!catalog.getCategoryDoc(id)) throw badRequest(`Category '${id}' does not exist. Choose an existing category.`);
  };

  /** Validates every image first (nothing is written when one is bad), then stores them all. */
  async function storeImages(files: ProductFiles): Promise<Partial<Record<keyof ProductFiles, string>>> {
    const fields = PRODUCT_IMAGE_FIELDS.filter((f) => files[f]);
    const prepared = await Promise.all(fields.map((f) => prepareImage(files[f]!)));
    const names = await Promise.all(prepared.map((webp) => images.save('products', webp)));
    return Object.fromEntries(fields.map((f, i) => [f, names[i]]));
  }

  const discard = (names: Iterable<string | undefined>) =>
    Promise.all([...names].filter((n): n is string => !!n).map((n) => images.remove('products', n)));

  /** Removes image files no remaining product points at (seeded products may share files). */
  async function discardUnused(names: Iterable<string>): Promise<void> {
    const inUse = new Set(catalog.allProducts().flatMap((p) => [p.images.mainImage, ...p.images.additionalImages]));
    await discard([...names].filter((n) => !inUse.has(n)));
  }

  const viewOf = (id: string): Product => {
    const product = catalog.getProduct(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  };

  const formFields = (input: ProductInput) => ({
    name: input.name,
    brand: input.brand,
    description: input.description,
    specification: input.specification,
    features: input.features,
    price: input.price,
    originalPrice: input.originalPrice,
    category: input.category,
    badge: input.badge,
    featured: input.featured,
    bestSeller: input.bestSeller,
  });

  return {
    async createProduct(input: ProductInput, files: ProductFiles): Promise<Product> {
      assertCategory(input.category);
      if (!files.mainImage) throw badRequest('Main image is required.');
      const stored = await storeImages(files);
      try {
        const id = newId('p');
        const at = nowIso();
        const doc: ProductDoc = ProductDocSchema.parse({
          _id: id,
          type: 'product',
          schemaVersion: 1,
          ...formFields(input),
          images: { mainImage: stored.mainImage, additionalImages: EXTRA_IMAGE_FIELDS.flatMap((f) => (stored[f] ? [stored[f]] : [])) },
          rating: 0,
          numReviews: 0,
          createdAt: at,
          updatedAt: at,
        });
        const written = await dbs.products.put(doc);
        catalog.noteWritten('products', written);
        await stock.setQuantity(id, input.stock ?? 0);
        return viewOf(id);
      } catch (e) {
        await discard(Object.values(stored));
        throw e;
      }
    },

    async updateProduct(id: string, input: ProductInput, files: ProductFiles): Promise<Product> {
      if (!catalog.getProductDoc(id)) throw notFound(PRODUCT_NOT_FOUND);
      assertCategory(input.category);
      const stored = await storeImages(files);
      let replaced: string[] = [];
      try {
        const written = await writeDoc<ProductDoc>(
          dbs.products,
          id,
          (current) => {
            if (!current) throw notFound(PRODUCT_NOT_FOUND);
            // Sent images replace their slot; slots not sent keep their image.
            const slots = EXTRA_IMAGE_FIELDS.map((f, i) => stored[f] ?? current.images.additionalImages[i]);
            const additionalImages = slots.filter((n): n is string => !!n);
            const mainImage = stored.mainImage ?? current.images.mainImage;
            const before = [current.images.mainImage, ...current.images.additionalImages];
            replaced = before.filter((n) => n !== mainImage && !additionalImages.includes(n));
            return ProductDocSchema.parse({
              ...current,
              ...formFields(input),
              images: { mainImage, additionalImages },
              updatedAt: nowIso(),
            });
          },
          { parse: parseWith(ProductDocSchema) },
        );
        catalog.noteWritten('products', written);
      } catch (e) {
        await discard(Object.values(stored));
        throw e;
      }
      await discardUnused(replaced);
      return viewOf(id);
    },

    async deleteProduct(id: string): Promise<void> {
      const doc = await dbs.products.get(id);
      if (!doc) throw notFound(PRODUCT_NOT_FOUND);
      const parsed = ProductDocSchema.safeParse(doc);
      // A review may bump the product's rev meanwhile: deleteAll retries on conflict.
      await deleteAll('products', [id]);
      // The inventory record and the reviews go too, so no orphan replicates to clients.
      const reviewIds = catalog.reviewsOf(id).map((r) => r._id);
      await stock.removeRecord(id);
      await deleteAll('reviews', reviewIds);
      if (parsed.success) await discardUnused([parsed.data.images.mainImage, ...parsed.data.images.additionalImages]);
    },
  };

  /** Deletes the documents that still exist, retrying the ones someone changed meanwhile. */
  async function deleteAll(db: 'products' | 'reviews', ids: string[]): Promise<void> {
    let pending = ids;
    for (let attempt = 1; pending.length > 0; attempt++) {
      const current = await dbs[db].allDocs({ keys: pending });
      if (current.length === 0) return;
      const results = await dbs[db].bulkDocs(
        current.map((d) => ({ _id: d._id, _rev: d._rev, _deleted: true }) as DocBase & Record<string, unknown>),
      );
      for (const r of results) if (r.rev) catalog.noteWritten(db, { _id: r.id, _rev: r.rev, _deleted: true });
      pending = results.filter((r) => r.error === 'conflict').map((r) => r.id);
      if (pending.length > 0 && attempt >= 8) throw conflict('This record is being changed by someone else right now. Please try again.');
    }
  }
}

export type ProductsService = ReturnType<typeof createProductsService>;

/**
 * Admin writes of products: create (with its variants' inventory records), update (variants
 * added get their records, removed ones lose theirs: variant-plan.ts), delete (with every
 * variant's inventory record and the reviews, so the deletion replicates to every client).
 */
import { PRODUCT_NOT_FOUND, ProductDocSchema, variantLabel, type Product, type ProductDoc, type ProductInput } from '@store/shared';
import type { DocBase } from '../../db/couch.js';
import type { Databases } from '../../db/databases.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { CatalogIndex } from './catalog-index.js';
import { parseWith, writeDoc } from '../../db/update-doc.js';
import { newId, nowIso } from './doc-writes.js';
import { prepareImage, type ImageStore } from './uploads.js';
import type { Stock } from '../stock/index.js';
import { imagesOfProduct, planVariants, type VariantPlan } from './variant-plan.js';
import { createSkuClaims, droppedSkus, newSkus, skuKey, skuTaken } from './sku-claims.js';

/** The product's save met SKUs it has not claimed yet (sku-claims.ts): claim them, then save again. */
class SkusToClaim extends Error {
  constructor(readonly wanted: ReturnType<typeof newSkus>) {
    super('SKUs to claim first');
  }
}

export const EXTRA_IMAGE_FIELDS = ['image2', 'image3', 'image4'] as const;
export const PRODUCT_IMAGE_FIELDS = ['mainImage', ...EXTRA_IMAGE_FIELDS] as const;
/** The form's field of new variant images, referenced from a variant as `image: "upload:<n>"` (n from 0). */
export const VARIANT_IMAGES_FIELD = 'variantImages';
/** At most this many new variant images in one save (each up to 5 MB, held in memory while read). */
export const MAX_VARIANT_IMAGES = 12;

/** Uploaded files by form field; each is optional here, create checks mainImage itself. */
export type ProductFiles = Partial<Record<(typeof PRODUCT_IMAGE_FIELDS)[number], Express.Multer.File>> & {
  variantImages?: Express.Multer.File[];
};

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
  async function storeImages(files: ProductFiles): Promise<{ fields: Partial<Record<keyof ProductFiles, string>>; variants: string[] }> {
    const fields = PRODUCT_IMAGE_FIELDS.filter((f) => files[f]);
    const all = [...fields.map((f) => files[f]!), ...(files.variantImages ?? [])];
    const prepared = await Promise.all(all.map((file) => prepareImage(file)));
    const names = await Promise.all(prepared.map((webp) => images.save('products', webp)));
    return { fields: Object.fromEntries(fields.map((f, i) => [f, names[i]])), variants: names.slice(fields.length) };
  }
  const storedNames = (stored: Awaited<ReturnType<typeof storeImages>>) => [...Object.values(stored.fields), ...stored.variants];

  /** An id some other product, or another product's variant, already has. */
  const idTaken = (id: string) => catalog.getProductDoc(id) !== null || catalog.getInventoryDoc(id) !== null;

  /**
   * SKUs are unique in the store: a variant may not take one another product's variant has. The
   * claims (sku-claims.ts) make that hold under concurrency; this check of the catalogue covers
   * the SKUs of stores from before claims, which have none.
   */
  function assertSkusFree(productId: string, plan: VariantPlan): void {
    const wanted = new Map(plan.variants.flatMap((v, i) => (v.sku ? [[skuKey(v.sku), i] as const] : [])));
    if (wanted.size === 0) return;
    for (const other of catalog.allProducts()) {
      if (other.id === productId) continue;
      for (const v of other.variants) {
        const i = v.sku ? wanted.get(skuKey(v.sku)) : undefined;
        if (i !== undefined) throw skuTaken(plan.variants[i]!.sku, i, { name: other.name, label: variantLabel(v) });
      }
    }
  }
  const skuClaims = createSkuClaims({ meta: dbs.meta, products: dbs.products, nameOf: (id) => catalog.getProduct(id)?.name });

  /** The new variants' starting stock, then the removed variants' records gone. */
  async function applyStock(productId: string, plan: VariantPlan): Promise<void> {
    for (const { variantId, quantity } of plan.stock) await stock.setQuantity(variantId, quantity, { productId });
    for (const id of plan.removed) await stock.removeRecord(id);
  }

  const discard = (names: Iterable<string | undefined>) =>
    Promise.all([...names].filter((n): n is string => !!n).map((n) => images.remove('products', n)));

  /** Removes image files no remaining product points at (seeded products may share files). */
  async function discardUnused(names: Iterable<string>): Promise<void> {
    const docs = catalog.allProducts().map((p) => catalog.getProductDoc(p.id));
    const inUse = new Set(docs.flatMap((d) => (d ? imagesOfProduct(d) : [])));
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
    // Absent from the form: the product keeps its own (a new one reads as made in India).
    ...(input.countryOfOrigin === undefined ? {} : { countryOfOrigin: input.countryOfOrigin }),
    description: input.description,
    specification: input.specification,
    features: input.features,
    category: input.category,
    badge: input.badge,
    featured: input.featured,
    bestSeller: input.bestSeller,
  });

  /** The document's options and variants, its spec price and MRP the default variant's. */
  const withVariants = (plan: VariantPlan) => ({
    options: plan.options,
    variants: plan.variants,
    price: plan.variants[0]!.price,
    originalPrice: plan.variants[0]!.originalPrice,
  });

  return {
    async createProduct(input: ProductInput, files: ProductFiles): Promise<Product> {
      assertCategory(input.category);
      if (!files.mainImage) throw badRequest('Main image is required.');
      const id = newId('p');
      const stored = await storeImages(files);
      let claimed: string[] = [];
      try {
        const plan = planVariants({ productId: id, input, current: null, uploads: stored.variants, idTaken });
        assertSkusFree(id, plan);
        claimed = await skuClaims.claim({ id, name: input.name }, newSkus(null, plan.variants));
        const at = nowIso();
        const doc: ProductDoc = ProductDocSchema.parse({
          _id: id,
          type: 'product',
          schemaVersion: 1,
          ...formFields(input),
          ...withVariants(plan),
          images: {
            mainImage: stored.fields.mainImage,
            additionalImages: EXTRA_IMAGE_FIELDS.flatMap((f) => (stored.fields[f] ? [stored.fields[f]] : [])),
          },
          rating: 0,
          numReviews: 0,
          createdAt: at,
          updatedAt: at,
        });
        const written = await dbs.products.put(doc);
        catalog.noteWritten('products', written);
        await discard(stored.variants.filter((_, n) => !plan.usedUploads.has(n)));
        await applyStock(id, plan);
        return viewOf(id);
      } catch (e) {
        await skuClaims.release(id, claimed);
        await discard(storedNames(stored));
        throw e;
      }
    },

    async updateProduct(id: string, input: ProductInput, files: ProductFiles): Promise<Product> {
      if (!catalog.getProductDoc(id)) throw notFound(PRODUCT_NOT_FOUND);
      assertCategory(input.category);
      const stored = await storeImages(files);
      let replaced: string[] = [];
      let plan: VariantPlan | undefined;
      let before: ProductDoc | null = null;
      let written: ProductDoc;
      // SKUs claimed for this save: a save that takes new ones claims them, then writes again.
      const claimed: string[] = [];
      for (let attempt = 1; ; attempt++) {
        try {
          written = await saveOnce();
          break;
        } catch (e) {
          let error = e;
          if (e instanceof SkusToClaim && attempt < 4) {
            try {
              claimed.push(...(await skuClaims.claim({ id, name: input.name }, e.wanted)));
              continue;
            } catch (refused) {
              error = refused;
            }
          }
          await skuClaims.release(id, claimed);
          await discard(storedNames(stored));
          throw error;
        }
      }
      await skuClaims.release(id, droppedSkus(before, written));
      await applyStock(id, plan!);
      await discardUnused([...replaced, ...stored.variants.filter((_, n) => !plan!.usedUploads.has(n))]);
      return viewOf(id);

      async function saveOnce(): Promise<ProductDoc> {
        const saved = await writeDoc<ProductDoc>(
          dbs.products,
          id,
          (current) => {
            if (!current) throw notFound(PRODUCT_NOT_FOUND);
            plan = planVariants({ productId: id, input, current, uploads: stored.variants, idTaken });
            assertSkusFree(id, plan);
            const mine = new Set(claimed.map(skuKey));
            const unclaimed = newSkus(current, plan.variants).filter((w) => !mine.has(skuKey(w.sku)));
            if (unclaimed.length) throw new SkusToClaim(unclaimed);
            before = current;
            // Sent images replace their slot; slots not sent keep their image.
            const slots = EXTRA_IMAGE_FIELDS.map((f, i) => stored.fields[f] ?? current.images.additionalImages[i]);
            const additionalImages = slots.filter((n): n is string => !!n);
            const mainImage = stored.fields.mainImage ?? current.images.mainImage;
            const next = ProductDocSchema.parse({
              ...current,
              ...formFields(input),
              ...withVariants(plan),
              images: { mainImage, additionalImages },
              updatedAt: nowIso(),
            });
            const after = new Set(imagesOfProduct(next));
            replaced = imagesOfProduct(current).filter((n) => !after.has(n));
            return next;
          },
          { parse: parseWith(ProductDocSchema) },
        );
        catalog.noteWritten('products', saved);
        return saved;
      }
    },

    async deleteProduct(id: string): Promise<void> {
      const doc = await dbs.products.get(id);
      if (!doc) throw notFound(PRODUCT_NOT_FOUND);
      const parsed = ProductDocSchema.safeParse(doc);
      // A review may bump the product's rev meanwhile: deleteAll retries on conflict.
      await deleteAll('products', [id]);
      // Every variant's inventory record and the reviews go too, so no orphan replicates to clients.
      const reviewIds = catalog.reviewsOf(id).map((r) => r._id);
      const variantIds = new Set([id, ...(parsed.success ? parsed.data.variants.map((v) => v.id) : [])]);
      for (const record of catalog.allInventory()) if (record.product === id) variantIds.add(record._id);
      for (const variantId of variantIds) await stock.removeRecord(variantId);
      await deleteAll('reviews', reviewIds);
      if (parsed.success) await discardUnused(imagesOfProduct(parsed.data));
      if (parsed.success) await skuClaims.release(id, droppedSkus(parsed.data, null));
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

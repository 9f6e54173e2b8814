/**
 * Products with variants written straight to the real databases (decision 042): the product
 * document with its options and variants, and one inventory record per variant (`_id` = variant
 * id, `product` = product id), as the catalogue's readers meet them.
 */
import type { ProductOption } from '@store/shared';
import type { TestStore } from './harness.js';

const now = () => new Date().toISOString();

export interface FixtureVariant {
  id: string;
  values: string[];
  price: number;
  originalPrice?: number | null;
  stock: number;
  sku?: string;
  images?: { mainImage: string; additionalImages: string[] } | null;
}

export interface FixtureVariantProduct {
  _id: string;
  name: string;
  brand?: string;
  category?: string;
  description?: string;
  rating?: number;
  options: ProductOption[];
  variants: FixtureVariant[];
}

async function put(t: TestStore, db: 'products' | 'inventory', docs: Array<Record<string, unknown> & { _id: string }>): Promise<void> {
  const store = t.store.ctx.dbs[db];
  const existing = await store.allDocs({ keys: docs.map((d) => d._id) });
  const revs = new Map(existing.map((d) => [d._id, d._rev]));
  const res = await store.bulkDocs(docs.map((d) => ({ ...d, _rev: revs.get(d._id) })) as never);
  res.forEach((r, i) => {
    if (r.error) throw new Error(`fixture ${db}/${r.id}: ${r.reason}`);
    t.store.catalog.noteWritten(db, { ...docs[i], _id: r.id, _rev: r.rev } as never);
  });
}

/** Writes products with variants and each variant's stock; the index has them when this resolves. */
export async function insertVariantProducts(t: TestStore, products: FixtureVariantProduct[]): Promise<void> {
  await put(
    t,
    'products',
    products.map((p) => ({
      _id: p._id,
      type: 'product',
      schemaVersion: 1,
      name: p.name,
      brand: p.brand ?? 'Parker',
      description: p.description ?? 'A fine thing.',
      specification: '',
      features: [],
      price: p.variants[0]!.price,
      originalPrice: p.variants[0]!.originalPrice ?? null,
      category: p.category ?? 'writing',
      images: { mainImage: `${p._id}.webp`, additionalImages: [`${p._id}-2.webp`] },
      badge: null,
      featured: false,
      bestSeller: false,
      rating: p.rating ?? 4,
      numReviews: 0,
      options: p.options,
      variants: p.variants.map((v) => ({
        id: v.id,
        sku: v.sku ?? v.id.toUpperCase(),
        values: v.values,
        price: v.price,
        originalPrice: v.originalPrice ?? null,
        images: v.images ?? null,
      })),
      createdAt: now(),
      updatedAt: now(),
    })),
  );
  await setVariantStock(
    t,
    products.flatMap((p) => p.variants.map((v) => ({ productId: p._id, variantId: v.id, quantity: v.stock }))),
  );
}

/** Sets variants' stock (their inventory records), as another writer would. */
export async function setVariantStock(
  t: TestStore,
  stock: Array<{ productId: string; variantId: string; quantity: number }>,
): Promise<void> {
  await put(
    t,
    'inventory',
    stock.map((s) => ({
      _id: s.variantId,
      type: 'inventory',
      schemaVersion: 1,
      product: s.productId,
      quantity: s.quantity,
      updatedAt: now(),
    })),
  );
}

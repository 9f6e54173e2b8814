/**
 * Products with variants written straight to the real databases (decision 042): the product
 * document with its options and variants, and one inventory record per variant (`_id` = the
 * variant id). Tests build their own products here instead of relying on the seed's shapes.
 */
import { newVariantId, type InventoryDoc, type ProductDoc, type VariantDoc } from '@store/shared';
import { insertCatalog } from './fixtures.js';
import type { TestStore } from './harness.js';

export interface FixtureVariant {
  values: string[];
  price: number;
  originalPrice?: number | null;
  stock: number;
  sku?: string;
  /** Its own main image (else the product's). */
  image?: string;
}

export interface FixtureVariantProduct {
  _id: string;
  name: string;
  options: Array<{ name: string; values: string[] }>;
  variants: FixtureVariant[];
  category?: string;
}

/** The id a fixture variant gets: the product id and its values ("pen-charcoal-f"). */
export const variantIdOf = (productId: string, values: readonly string[]): string => newVariantId(productId, values.join('').toLowerCase());

/** Every combination of the options' values, in order (Colour × Nib, …). */
export function combinations(options: ReadonlyArray<{ values: readonly string[] }>): string[][] {
  return options.reduce<string[][]>((acc, o) => acc.flatMap((prefix) => o.values.map((v) => [...prefix, v])), [[]]);
}

const now = () => new Date().toISOString();

/** Writes the products (with a category) and their variants' stock, and waits until the catalogue index has them. */
export async function insertVariantProducts(t: TestStore, products: FixtureVariantProduct[]): Promise<void> {
  await insertCatalog(t, []);
  const { dbs } = t.store.ctx;
  const docs: ProductDoc[] = products.map((p) => {
    const variants: VariantDoc[] = p.variants.map((v) => ({
      id: variantIdOf(p._id, v.values),
      sku: v.sku ?? variantIdOf(p._id, v.values).toUpperCase(),
      values: v.values,
      price: v.price,
      originalPrice: v.originalPrice ?? null,
      images: v.image ? { mainImage: v.image, additionalImages: [] } : null,
    }));
    return {
      _id: p._id,
      type: 'product',
      schemaVersion: 1,
      name: p.name,
      brand: 'Lamy',
      description: 'A fine pen.',
      specification: '',
      features: [],
      price: variants[0]!.price,
      originalPrice: variants[0]!.originalPrice,
      category: p.category ?? 'writing',
      images: { mainImage: 'test.webp', additionalImages: [] },
      badge: null,
      featured: false,
      bestSeller: false,
      rating: 0,
      numReviews: 0,
      options: p.options,
      variants,
      createdAt: now(),
      updatedAt: now(),
    };
  });
  const records: InventoryDoc[] = products.flatMap((p) =>
    p.variants.map((v) => ({
      _id: variantIdOf(p._id, v.values),
      type: 'inventory' as const,
      schemaVersion: 1 as const,
      product: p._id,
      quantity: v.stock,
      updatedAt: now(),
    })),
  );
  for (const [db, list] of [
    ['products', docs],
    ['inventory', records],
  ] as const) {
    const existing = await dbs[db].allDocs({ keys: list.map((d) => d._id) });
    const revs = new Map(existing.map((d) => [d._id, d._rev]));
    const res = await dbs[db].bulkDocs(list.map((d) => ({ ...d, _rev: revs.get(d._id) })) as never);
    res.forEach((r, i) => {
      if (r.error) throw new Error(`fixture ${db}/${r.id}: ${r.reason}`);
      t.store.catalog.noteWritten(db, { ...(list[i] as object), _id: r.id, _rev: r.rev } as never);
    });
  }
}

/** A pen in 2 colours × `nibs.length` nibs, each variant with `stock` units; the Fine nibs cost more. */
export function penWithVariants(
  _id: string,
  opts: { colours?: string[]; nibs?: string[]; stock?: number | ((values: string[]) => number) } = {},
): FixtureVariantProduct {
  const colours = opts.colours ?? ['Charcoal', 'Blue'];
  const nibs = opts.nibs ?? ['F', 'M', 'B'];
  const options = [
    { name: 'Colour', values: colours },
    { name: 'Nib', values: nibs },
  ];
  const stockOf = typeof opts.stock === 'function' ? opts.stock : () => (opts.stock as number | undefined) ?? 10;
  return {
    _id,
    name: 'Safari Fountain Pen',
    options,
    variants: combinations(options).map((values) => ({ values, price: values[1] === 'F' ? 2400 : 2200, stock: stockOf(values) })),
  };
}

/** A variant's stock as the database holds it. */
export const storedStock = async (t: TestStore, variantId: string): Promise<number> =>
  Number((await t.store.ctx.dbs.inventory.get(variantId))?.quantity);

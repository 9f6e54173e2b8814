/** The small catalogue the order and sales benches write: one category and plain pens with stock. */
import type { CategoryDoc, InventoryDoc, ProductDoc } from '@store/shared';

export interface BenchProduct {
  id: string;
  name: string;
  quantity: number;
}

/** The category "writing", a product per item (prices 100–1080 by position) and its stock record. */
export function benchCatalogue(
  items: readonly BenchProduct[],
  at = new Date().toISOString(),
): { category: CategoryDoc; products: ProductDoc[]; inventory: InventoryDoc[] } {
  const category: CategoryDoc = {
    _id: 'writing',
    type: 'category',
    schemaVersion: 1,
    name: 'Writing Instruments',
    description: 'Pens and pencils',
    image: null,
    color: '#1f3a5f',
    createdAt: at,
    updatedAt: at,
  };
  // Single-variant products (the variant's id is the product's, so the stock record keyed by it is the variant's).
  const products: ProductDoc[] = items.map(({ id, name }, i) => ({
    _id: id,
    type: 'product',
    schemaVersion: 1,
    name,
    brand: 'Lamy',
    description: 'A pen.',
    specification: '',
    features: [],
    price: 100 + (i % 50) * 20,
    originalPrice: null,
    category: 'writing',
    images: { mainImage: 'bench.webp', additionalImages: [] },
    badge: null,
    featured: false,
    bestSeller: false,
    rating: 4,
    numReviews: 0,
    options: [],
    variants: [{ id, sku: '', values: [], price: 100 + (i % 50) * 20, originalPrice: null, images: null }],
    createdAt: at,
    updatedAt: at,
  }));
  const inventory: InventoryDoc[] = items.map(({ id, quantity }) => ({
    _id: id,
    type: 'inventory',
    schemaVersion: 1,
    product: id,
    quantity,
    updatedAt: at,
  }));
  return { category, products, inventory };
}

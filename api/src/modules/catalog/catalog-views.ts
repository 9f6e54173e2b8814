/** The shapes /api answers for categories, inventory records and product pages. */
import {
  toReviewView,
  variantLabel,
  type InventoryDoc,
  type InventoryRecord,
  type Pagination,
  type Product,
  type Review,
  type ReviewDoc,
} from '@store/shared';
import type { CatalogIndex } from './catalog-index.js';

/** The product page: the product plus its full reviews (author name, rating, comment, date), newest first. */
export function toProductDetail(product: Product, reviews: readonly ReviewDoc[]): Omit<Product, 'reviews'> & { reviews: Review[] } {
  return { ...product, reviews: reviews.map(toReviewView) };
}

/** An inventory record joined with its product and variant; null when the product or the variant is gone. */
export function toInventoryRecord(doc: InventoryDoc, catalog: CatalogIndex): InventoryRecord | null {
  const product = catalog.getProductDoc(doc.product);
  const variant = product?.variants.find((v) => v.id === doc._id);
  if (!product || !variant) return null;
  return {
    _id: doc._id,
    product: {
      _id: product._id,
      name: product.name,
      category: product.category,
      categoryName: catalog.getCategoryDoc(product.category)?.name ?? product.category,
      brand: product.brand,
      price: variant.price,
      mainImage: (variant.images ?? product.images).mainImage,
    },
    variant: { id: variant.id, sku: variant.sku, values: variant.values, label: variantLabel(variant) },
    quantity: doc.quantity,
    inStock: doc.quantity > 0,
    updatedAt: doc.updatedAt,
    ...(doc._rev ? { rev: doc._rev } : {}),
  };
}

export function paginate<T>(all: readonly T[], page: number, limit: number): { items: T[]; pagination: Pagination } {
  const total = all.length;
  return { items: all.slice((page - 1) * limit, page * limit), pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}

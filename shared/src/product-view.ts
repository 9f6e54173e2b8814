/**
 * Builds the product as shoppers see it from the stored documents. The api and the PWA's
 * local replica both call this, so a product looks the same online and offline.
 */
import { categoryTaxOf, type Category, type CategoryDoc } from './category.js';
import type { Review, ReviewDoc } from './review.js';
import { countryOfOriginOf, type Product, type ProductDoc } from './product.js';
import { discountPercent } from './format.js';
import { priceRangeOf } from './variants.js';

// The listing rules (filters, sorts, counts, related) live beside: the same on both sides too.
export * from './product-listing.js';

export const productImageUrl = (file: string): string => `/uploads/products/${encodeURIComponent(file)}`;
export const categoryImageUrl = (file: string | null): string | null => (file ? `/uploads/categories/${encodeURIComponent(file)}` : null);

const imageUrlsOf = (images: { mainImage: string; additionalImages: readonly string[] }): string[] =>
  [images.mainImage, ...images.additionalImages].map(productImageUrl);

/** A variant's stock by its id (its inventory record's quantity; 0 without one). */
export type StockOf = (variantId: string) => number;

/**
 * The product as shoppers see it. The spec's price, originalPrice, discount, stock, inStock, images
 * and imageUrls are the default variant's (docs/decisions/042).
 */
export function toProductView(
  doc: ProductDoc,
  category: Pick<CategoryDoc, '_id' | 'name'> | null | undefined,
  stockOf: StockOf,
  reviews: ReadonlyArray<{ rating: number }> = [],
): Product {
  // The product's own image URLs, made once for all the variants that show them.
  let sharedUrls: string[] | undefined;
  const variants = doc.variants.map((v) => {
    const stock = Math.max(0, stockOf(v.id));
    // Field by field, not `...v`: V8 copies a spread and then adds fields some 20 times slower, and
    // a large catalogue's first visit makes 12,000 of these in its worker (docs/decisions/043).
    return {
      id: v.id,
      sku: v.sku,
      values: v.values,
      price: v.price,
      originalPrice: v.originalPrice,
      images: v.images,
      discount: discountPercent(v.price, v.originalPrice),
      stock,
      inStock: stock > 0,
      imageUrls: v.images ? imageUrlsOf(v.images) : (sharedUrls ??= imageUrlsOf(doc.images)),
    };
  });
  const first = variants[0]!;
  const { min, max } = priceRangeOf({ variants });
  return {
    _id: doc._id,
    id: doc._id,
    name: doc.name,
    brand: doc.brand,
    countryOfOrigin: countryOfOriginOf(doc),
    description: doc.description,
    specification: doc.specification,
    features: doc.features,
    price: first.price,
    originalPrice: first.originalPrice,
    category: { _id: doc.category, name: category?.name ?? doc.category },
    images: first.images ?? doc.images,
    imageUrls: first.imageUrls,
    badge: doc.badge,
    featured: doc.featured,
    bestSeller: doc.bestSeller,
    rating: doc.rating,
    numReviews: doc.numReviews,
    reviews: reviews.map((r) => ({ rating: r.rating })),
    stock: first.stock,
    inStock: first.inStock,
    discount: first.discount,
    options: doc.options,
    variants,
    priceFrom: min,
    priceTo: max,
    totalStock: variants.reduce((n, v) => n + v.stock, 0),
    variantsInStock: variants.filter((v) => v.inStock).length,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** The category as shoppers see it. */
export function toCategoryView(doc: CategoryDoc, productCount: number): Category {
  return {
    _id: doc._id,
    id: doc._id,
    name: doc.name,
    description: doc.description,
    image: doc.image,
    imageUrl: categoryImageUrl(doc.image),
    color: doc.color,
    ...(doc.position === undefined ? {} : { position: doc.position }),
    ...categoryTaxOf(doc),
    productCount,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** A review as shoppers see it: only the author's display name. */
export function toReviewView(doc: ReviewDoc): Review {
  return {
    _id: doc._id,
    productId: doc.productId,
    ...(doc.variant ? { variant: doc.variant } : {}),
    user: { name: doc.user.name },
    rating: doc.rating,
    comment: doc.comment,
    createdAt: doc.createdAt,
  };
}

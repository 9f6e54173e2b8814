/**
 * Builds the product as shoppers see it from the stored documents. The api and the PWA's
 * local replica both call this, so a product looks the same online and offline.
 */
import type { Category, CategoryDoc } from './category.js';
import type { Review, ReviewDoc } from './review.js';
import type { Product, ProductDoc, ProductQuery } from './product.js';
import { discountPercent } from './format.js';
import { priceRangeOf } from './variants.js';
import { createSearchIndex, searchableProduct, type SearchIndex } from './search/index.js';

export const productImageUrl = (file: string): string => `/uploads/products/${encodeURIComponent(file)}`;
export const categoryImageUrl = (file: string | null): string | null => (file ? `/uploads/categories/${encodeURIComponent(file)}` : null);

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
  const variants = doc.variants.map((v) => {
    const stock = Math.max(0, stockOf(v.id));
    const images = v.images ?? doc.images;
    return {
      ...v,
      discount: discountPercent(v.price, v.originalPrice),
      stock,
      inStock: stock > 0,
      imageUrls: [images.mainImage, ...images.additionalImages].map(productImageUrl),
    };
  });
  const first = variants[0]!;
  const { min, max } = priceRangeOf({ variants });
  return {
    _id: doc._id,
    id: doc._id,
    name: doc.name,
    brand: doc.brand,
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
    user: { name: doc.user.name },
    rating: doc.rating,
    comment: doc.comment,
    createdAt: doc.createdAt,
  };
}

type Query = Pick<
  ProductQuery,
  'category' | 'search' | 'q' | 'minPrice' | 'maxPrice' | 'sort' | 'filter' | 'featured' | 'inStock' | 'minRating'
>;

const NEW_ARRIVAL_DAYS = 60;

/** The ranks of a search's matches by product id (best first), or null without search text. */
function searchRanks(all: readonly Product[], query: Partial<Query>, search?: SearchIndex): Map<string, number> | null {
  const text = (query.search ?? query.q ?? '').trim();
  if (!text) return null;
  const index = search ?? createSearchIndex(all.map(searchableProduct));
  return new Map(index.search(text, { prefix: false }).map((hit, i) => [hit.id, i]));
}

/** Does a product pass the query's filters (the search's matches `rank`, category, price, …)? */
function matcherFor(query: Partial<Query>, rank: Map<string, number> | null, now: number): (p: Product) => boolean {
  const newSince = now - NEW_ARRIVAL_DAYS * 86_400_000;
  return (p) => {
    if (rank && !rank.has(p._id)) return false;
    if (query.category && p.category._id !== query.category) return false;
    if (query.minPrice !== undefined && p.price < query.minPrice) return false;
    if (query.maxPrice !== undefined && p.price > query.maxPrice) return false;
    if (query.featured && !p.featured) return false;
    if (query.inStock && !p.inStock) return false;
    if (query.minRating !== undefined && p.rating < query.minRating) return false;
    if (query.filter === 'bestsellers' && !p.bestSeller) return false;
    if (query.filter === 'featured' && !p.featured) return false;
    if (query.filter === 'sale' && !(p.discount > 0)) return false;
    if (query.filter === 'new' && Date.parse(p.createdAt) < newSince) return false;
    return true;
  };
}

/**
 * Filters and sorts products the same way everywhere. `now` is injectable for tests. A search text
 * goes through the search engine (`search`: the caller's index of these products, kept in step
 * with them; without one, one is built for this call): only its matches are kept, and with the
 * default sort ('featured') they come best match first. A submitted search matches whole words
 * (with their forms, spellings, shop words and typos); prefixes are for the header's suggestions.
 * No `maxPrice` means no upper bound: the listing's price range leaves it out at its top, so the
 * dearest pens are never hidden by default (docs/decisions/038).
 */
export function selectProducts<P extends Product>(all: readonly P[], query: Partial<Query>, now = Date.now(), search?: SearchIndex): P[] {
  const rank = searchRanks(all, query, search);
  const out = all.filter(matcherFor(query, rank, now));
  const sort = query.sort ?? (query.filter === 'new' ? 'newest' : 'featured');
  if (rank && sort === 'featured') {
    const ranked = rank;
    return out.sort((a, b) => (ranked.get(a._id) ?? 0) - (ranked.get(b._id) ?? 0));
  }
  return out.sort(comparatorFor(sort));
}

/**
 * The sidebar's category counts for a listing: how many products each category would list with
 * the query's search and other filters (its own category filter left out), by category id.
 * Categories with none are absent. "All" is their sum: what the search found.
 */
export function countByCategory(
  all: readonly Product[],
  query: Partial<Query>,
  now = Date.now(),
  search?: SearchIndex,
): Record<string, number> {
  const rest = { ...query };
  delete rest.category;
  const matches = matcherFor(rest, searchRanks(all, rest, search), now);
  const counts: Record<string, number> = {};
  for (const p of all) if (matches(p)) counts[p.category._id] = (counts[p.category._id] ?? 0) + 1;
  return counts;
}

function comparatorFor(sort: NonNullable<Query['sort']>): (a: Product, b: Product) => number {
  const byName = (a: Product, b: Product) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id);
  switch (sort) {
    case 'price-low':
      return (a, b) => a.price - b.price || byName(a, b);
    case 'price-high':
      return (a, b) => b.price - a.price || byName(a, b);
    case 'rating':
      return (a, b) => b.rating - a.rating || b.numReviews - a.numReviews || byName(a, b);
    case 'newest':
      return (a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b);
    case 'featured':
    default:
      return (a, b) =>
        Number(b.featured) - Number(a.featured) || Number(b.bestSeller) - Number(a.bestSeller) || b.rating - a.rating || byName(a, b);
  }
}

/** Products of the same category (then same brand), excluding the product itself. */
export function relatedProducts<P extends Product>(all: readonly P[], product: Product, limit = 4): P[] {
  return all
    .filter((p) => p._id !== product._id && p.category._id === product.category._id)
    .sort(
      (a, b) =>
        Number(b.brand === product.brand) - Number(a.brand === product.brand) ||
        Number(b.inStock) - Number(a.inStock) ||
        b.rating - a.rating ||
        a._id.localeCompare(b._id),
    )
    .slice(0, limit);
}

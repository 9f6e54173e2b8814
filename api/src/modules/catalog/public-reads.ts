/**
 * The public catalogue reads, as envelopes built from the in-memory index (no database call).
 * The /products and /categories routes answer with them through the response cache, and so do
 * the first answers the storefront's pages are served with (first-answers.ts): one builder per
 * read, so both always say the same thing.
 */
import { z } from 'zod';
import {
  BEST_SELLERS_SHOWN,
  countByCategory,
  countByColour,
  LIMITS,
  NumberFromFormSchema,
  PRODUCT_NOT_FOUND,
  relatedProducts,
  selectProducts,
  SUGGESTED_PRODUCTS,
  suggestFor,
  toCategoryView,
  variantHitsOfPage,
  type ProductQuery,
} from '@store/shared';
import { badRequest, notFound } from '../../http/errors.js';
import { parseValue } from '../../http/validate.js';
import type { CatalogIndex } from './catalog-index.js';
import { listingScope } from './answer-scopes.js';
import { paginate, toProductDetail } from './catalog-views.js';
import { CATEGORY_NOT_FOUND } from './categories-service.js';

export const RELATED_DEFAULT = 4;
export const SHORT_LIST_DEFAULT = BEST_SELLERS_SHOWN;

/** `limit` of the short lists (featured, bestsellers, related), with their own default. */
export function shortLimit(raw: unknown, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const schema = NumberFromFormSchema.pipe(
    z
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(LIMITS.maxPageSize, `limit must be at most ${LIMITS.maxPageSize}`),
  );
  return parseValue(schema, raw, 'Invalid query');
}

export type PublicReads = ReturnType<typeof createPublicReads>;

export function createPublicReads(catalog: CatalogIndex) {
  const select = (query: Partial<ProductQuery>) => selectProducts(catalog.allProducts(), query, Date.now(), catalog.productSearch());
  const listing = (query: ProductQuery) => {
    const { items, pagination } = paginate(select(query), query.page, query.limit);
    const text = (query.search ?? query.q ?? '').trim();
    // A search that found nothing offers a correction that finds something ("Did you mean …").
    const didYouMean = text && pagination.total === 0 ? catalog.productSearch().suggest(text) : null;
    // The sidebar's category and colour counts follow the search and the other filters (decisions 038, 042).
    const search = text ? catalog.productSearch() : undefined;
    const categoryCounts = countByCategory(catalog.allProducts(), query, Date.now(), search);
    const colourCounts = countByColour(catalog.allProducts(), query, Date.now(), search);
    // The variant a search (or a colour filter) named, so the card opens it (decision 042).
    const variantHits = variantHitsOfPage(items, query);
    return {
      products: items,
      pagination,
      ...(didYouMean ? { didYouMean } : {}),
      categoryCounts,
      colourCounts,
      ...(Object.keys(variantHits).length ? { variantHits } : {}),
    };
  };
  const productOrThrow = (id: string) => {
    const product = catalog.getProduct(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  };

  return {
    /** GET /products */
    products: (query: ProductQuery) => ({ success: true, data: listing(query) }),

    /** GET /products/search */
    search(query: ProductQuery) {
      const text = query.q || query.search;
      if (!text) throw badRequest('Search text is required');
      return { success: true, data: listing({ ...query, q: text, search: text }) };
    },

    /** GET /products/suggest: the header's live suggestions for text being typed. */
    suggest(text: string) {
      const categories = catalog.allCategories().map((c) => toCategoryView(c, catalog.productCount(c._id)));
      return {
        success: true,
        data: suggestFor(
          text,
          { byId: { get: catalog.getProduct }, index: catalog.productSearch() },
          { byId: new Map(categories.map((c) => [c._id, c])), index: catalog.categorySearch() },
          SUGGESTED_PRODUCTS,
          { products: select({}), categories },
        ),
      };
    },

    /** GET /products/featured */
    featured: (query: ProductQuery, limit: number) => ({
      success: true,
      data: select({ ...query, featured: true }).slice(0, limit),
    }),

    /** GET /products/bestsellers: ranked by rating unless `sort` is given. */
    bestsellers: (query: ProductQuery, sort: ProductQuery['sort'] | undefined, limit: number) => ({
      success: true,
      data: select({ ...query, sort: sort ?? 'rating', filter: 'bestsellers' }).slice(0, limit),
    }),

    /** GET /products/categories/{category}/products: the call "reads products or data", so both are answered. */
    categoryProducts(category: string, query: ProductQuery) {
      if (!catalog.getCategoryDoc(category)) throw notFound(CATEGORY_NOT_FOUND);
      const result = listing({ ...query, category });
      return { success: true, data: result, products: result.products, pagination: result.pagination };
    },

    /** GET /products/{id}: the product with its reviews. */
    product: (id: string) => ({ success: true, data: toProductDetail(productOrThrow(id), catalog.reviewsOf(id)) }),

    /** GET /products/{id}/related */
    related: (id: string, limit: number) => ({ success: true, data: relatedProducts(catalog.allProducts(), productOrThrow(id), limit) }),

    /** The scope of GET /products/{id}/related: the products of its category (every product's when unknown). */
    relatedScope: (id: string) => listingScope({ category: catalog.getProductDoc(id)?.category }),

    /** GET /categories */
    categories: () => ({ success: true, data: catalog.allCategories().map((c) => toCategoryView(c, catalog.productCount(c._id))) }),

    /** GET /categories/quantity */
    categoryQuantities: () => ({
      success: true,
      data: catalog.allCategories().map((c) => ({ _id: c._id, name: c.name, productCount: catalog.productCount(c._id) })),
    }),

    /** GET /categories/{id} */
    category(id: string) {
      const doc = catalog.getCategoryDoc(id);
      if (!doc) throw notFound(CATEGORY_NOT_FOUND);
      const category = toCategoryView(doc, catalog.productCount(id));
      return { success: true, data: category, category };
    },
  };
}

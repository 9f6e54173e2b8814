/**
 * The listing rules (search, filters, sort, paging, suggestions, related) applied to the local
 * replica. Pure functions over a `CatalogSnapshot`, so they are tested without React or a browser
 * and match what GET /api/products answers for the same query.
 */
import { LIMITS, relatedProducts as sharedRelatedProducts, selectProducts, type Category, type Product, type ProductSort } from '@store/shared';
import type { CatalogSnapshot } from './catalog-model.js';

export interface ProductFilter {
  category?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  filter?: 'bestsellers' | 'featured' | 'new' | 'sale';
  minRating?: number;
  limit?: number;
  page?: number;
}

export interface ProductPage {
  products: Product[];
  total: number;
}

export const SUGGESTION_LIMIT = 6;
export const RELATED_LIMIT = 4;

/** Search, filters and sort exactly as GET /api/products applies them (shared `selectProducts`), then the page. */
export function queryProducts(snapshot: CatalogSnapshot, filter: ProductFilter, now = Date.now()): ProductPage {
  const matched = selectProducts(snapshot.products, filter, now);
  const limit = Math.min(Math.max(1, filter.limit ?? LIMITS.defaultPageSize), LIMITS.maxPageSize);
  const page = Math.max(1, filter.page ?? 1);
  return { products: matched.slice((page - 1) * limit, page * limit), total: matched.length };
}

/** Header search: product name or category name, case-insensitive, from 1 character (spec §2). */
export function searchSuggestions(snapshot: CatalogSnapshot, text: string, limit = SUGGESTION_LIMIT): { products: Product[]; categories: Category[] } {
  const needle = text.trim().toLowerCase();
  if (!needle) return { products: [], categories: [] };
  const products: Product[] = [];
  for (const p of snapshot.products) {
    if (p.name.toLowerCase().includes(needle) || p.category.name.toLowerCase().includes(needle)) {
      products.push(p);
      if (products.length >= limit) break;
    }
  }
  const categories = snapshot.categories.filter((c) => c.name.toLowerCase().includes(needle));
  return { products, categories };
}

/** 'You Might Also Like': the api's rule (same category, same brand first). */
export function relatedProducts(snapshot: CatalogSnapshot, id: string, limit = RELATED_LIMIT): Product[] {
  const product = snapshot.productById.get(id);
  return product ? sharedRelatedProducts(snapshot.products, product, limit) : [];
}

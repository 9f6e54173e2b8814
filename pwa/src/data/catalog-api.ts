/**
 * Catalogue reads from /api, used until the local replica is ready (and when it is not wanted).
 * The answers' schemas are in api-parsers.ts, loaded on the first call (zod is not in the first chunk).
 */
import type { Category, Product, Review } from '@store/shared';
import { apiFetch, lazySchemas } from '../lib/api-client.js';
import type { ProductFilter, ProductPage } from './catalog-query.js';
import { RELATED_LIMIT, SUGGESTION_LIMIT } from './catalog-query.js';

const schemaOf = lazySchemas(() => import('./api-parsers.js'));

/** Every product seen from /api, so the cart can check stock and show lines without asking again. */
const seenProducts = new Map<string, Product>();
export const rememberProduct = (p: Product) => void seenProducts.set(p._id, p);
export const seenProduct = (id: string) => seenProducts.get(id) ?? null;

export function productQueryString(f: ProductFilter): string {
  const params = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') params.set(k, String(v));
  };
  set('category', f.category);
  set('search', f.search?.trim());
  set('minPrice', f.minPrice);
  set('maxPrice', f.maxPrice);
  set('sort', f.sort);
  set('filter', f.filter);
  set('minRating', f.minRating);
  set('page', f.page);
  set('limit', f.limit);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function fetchProducts(f: ProductFilter, signal?: AbortSignal): Promise<ProductPage> {
  const data = await apiFetch(`/products${productQueryString(f)}`, { schema: schemaOf('ProductListSchema'), signal });
  data.products.forEach(rememberProduct);
  return { products: data.products, total: data.pagination.total };
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<{ product: Product; reviews: Review[] }> {
  const data = await apiFetch(`/products/${encodeURIComponent(id)}`, { schema: schemaOf('ProductDetailSchema'), signal });
  const reviews: Review[] = data.reviews.map((r, i) => ({
    _id: r._id ?? `${data._id}-${i}`,
    productId: data._id,
    user: r.user,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt,
  }));
  const product: Product = { ...data, reviews: reviews.map((r) => ({ rating: r.rating })) };
  rememberProduct(product);
  return { product, reviews };
}

export async function fetchRelated(id: string, limit = RELATED_LIMIT, signal?: AbortSignal): Promise<Product[]> {
  const path = `/products/${encodeURIComponent(id)}/related?limit=${limit}`;
  const list = await apiFetch(path, { schema: schemaOf('ProductArraySchema'), signal });
  list.forEach(rememberProduct);
  return list.slice(0, limit);
}

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch('/categories', { schema: schemaOf('CategoryArraySchema'), signal });
}

export function fetchCategory(id: string, signal?: AbortSignal): Promise<Category> {
  return apiFetch(`/categories/${encodeURIComponent(id)}`, { schema: schemaOf('CategorySchema'), signal });
}

export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<{ products: Product[]; categories: Category[] }> {
  const needle = text.trim().toLowerCase();
  const [page, categories] = await Promise.all([fetchProducts({ search: text.trim(), limit: SUGGESTION_LIMIT }, signal), fetchCategories(signal)]);
  return { products: page.products, categories: categories.filter((c) => c.name.toLowerCase().includes(needle)) };
}

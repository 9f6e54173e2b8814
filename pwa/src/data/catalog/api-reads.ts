/**
 * Catalogue reads from /api, used until the local replica is ready (and when it is not wanted).
 * The answers' schemas are in ../api-parsers.ts, loaded on the first call (zod is not in the first chunk).
 */
import type { z } from 'zod';
import { apiPaths, RELATED_SHOWN, type Category, type Product, type ProductList, type Review } from '@store/shared';
import { apiFetch, lazySchemas } from '../../lib/api-client.js';
import { firstAnswer } from '../../lib/first-answers.js';
import type { ProductFilter, ProductPage, Suggestions } from './questions.js';

type ApiParsers = typeof import('../api-parsers.js');
const schemaOf = lazySchemas((): Promise<ApiParsers> => import('../api-parsers.js'));

/** Every product seen from /api, so the cart can check stock and show lines without asking again. */
const seenProducts = new Map<string, Product>();
export const rememberProduct = (p: Product) => void seenProducts.set(p._id, p);
export const seenProduct = (id: string) => seenProducts.get(id) ?? null;

/*
 * Each read comes in two forms: `fetchX` asks /api; `firstX` takes the answer the server put in
 * the page (lib/first-answers.ts), synchronously, or undefined. Both shape it the same way.
 */

function toProductPage(data: ProductList): ProductPage {
  data.products.forEach(rememberProduct);
  return {
    products: data.products,
    total: data.pagination.total,
    ...(data.didYouMean ? { didYouMean: data.didYouMean } : {}),
    ...(data.categoryCounts ? { categoryCounts: data.categoryCounts } : {}),
    ...(data.colourCounts ? { colourCounts: data.colourCounts } : {}),
    ...(data.variantHits ? { variantHits: data.variantHits } : {}),
  };
}

export async function fetchProducts(f: ProductFilter, signal?: AbortSignal): Promise<ProductPage> {
  return toProductPage(await apiFetch(apiPaths.products(f), { schema: schemaOf('ProductListSchema'), signal }));
}

export function firstProducts(f: ProductFilter): ProductPage | undefined {
  const data = firstAnswer<ProductList>(apiPaths.products(f));
  return data && toProductPage(data);
}

type ProductDetail = z.output<ApiParsers['ProductDetailSchema']>;

function toDetail(data: ProductDetail): { product: Product; reviews: Review[] } {
  const reviews: Review[] = data.reviews.map((r, i) => ({
    _id: r._id ?? `${data._id}-${i}`,
    productId: data._id,
    ...(r.variant ? { variant: r.variant } : {}),
    user: r.user,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt,
  }));
  const product: Product = { ...data, reviews: reviews.map((r) => ({ rating: r.rating })) };
  rememberProduct(product);
  return { product, reviews };
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<{ product: Product; reviews: Review[] }> {
  return toDetail(await apiFetch(apiPaths.product(id), { schema: schemaOf('ProductDetailSchema'), signal }));
}

export function firstProduct(id: string): { product: Product; reviews: Review[] } | undefined {
  const data = firstAnswer<ProductDetail>(apiPaths.product(id));
  return data && toDetail(data);
}

function toRelated(list: Product[], limit: number): Product[] {
  list.forEach(rememberProduct);
  return list.slice(0, limit);
}

export async function fetchRelated(id: string, limit = RELATED_SHOWN, signal?: AbortSignal): Promise<Product[]> {
  return toRelated(await apiFetch(apiPaths.related(id, limit), { schema: schemaOf('ProductArraySchema'), signal }), limit);
}

export function firstRelated(id: string, limit = RELATED_SHOWN): Product[] | undefined {
  const list = firstAnswer<Product[]>(apiPaths.related(id, limit));
  return list && toRelated(list, limit);
}

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch(apiPaths.categories(), { schema: schemaOf('CategoryArraySchema'), signal });
}

export const firstCategories = (): Category[] | undefined => firstAnswer<Category[]>(apiPaths.categories());

export function fetchCategory(id: string, signal?: AbortSignal): Promise<Category> {
  return apiFetch(apiPaths.category(id), { schema: schemaOf('CategorySchema'), signal });
}

export const firstCategory = (id: string): Category | undefined => firstAnswer<Category>(apiPaths.category(id));

export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<Suggestions> {
  const answer = await apiFetch(apiPaths.suggest(text.trim()), { schema: schemaOf('SuggestionsSchema'), signal });
  answer.products.forEach(rememberProduct);
  return answer;
}

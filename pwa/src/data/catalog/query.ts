/**
 * The listing rules (search, filters, sort, paging, suggestions, related) applied to the local
 * replica. Pure functions over a `CatalogSnapshot`, so they are tested without React or a browser
 * and match what GET /api/products answers for the same query.
 */
import { LIMITS, RELATED_SHOWN, relatedProducts as sharedRelatedProducts, selectProducts, type Category, type Product, type ProductFilter } from '@store/shared';
import type { CatalogSnapshot } from './snapshot.js';
import type { AnswerTo, CatalogAnswers, CatalogQuestion, ProductPage } from './questions.js';

export const SUGGESTION_LIMIT = 6;

/** Search, filters and sort exactly as GET /api/products applies them (shared `selectProducts`), then the page. */
export function queryProducts(snapshot: CatalogSnapshot, filter: ProductFilter, now = Date.now()): ProductPage {
  const matched = selectProducts(snapshot.products, filter, now);
  const limit = Math.min(Math.max(1, filter.limit ?? LIMITS.defaultPageSize), LIMITS.maxPageSize);
  const page = Math.max(1, filter.page ?? 1);
  return { products: matched.slice((page - 1) * limit, page * limit), total: matched.length };
}

/** Header search: product name or category name, case-insensitive, from 1 character. */
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
export function relatedProducts(snapshot: CatalogSnapshot, id: string, limit = RELATED_SHOWN): Product[] {
  const product = snapshot.productById.get(id);
  return product ? sharedRelatedProducts(snapshot.products, product, limit) : [];
}

/** Most products one `byIds` question may name (a cart or wishlist is far smaller). */
export const MAX_IDS_PER_QUESTION = 500;

/**
 * Answers one of the page's questions from a snapshot: what the replica worker runs for every
 * `ask` (protocol.ts), so the page receives a page of results, never the catalogue.
 */
export function answerQuestion<Q extends CatalogQuestion>(snapshot: CatalogSnapshot, question: Q, now?: number): AnswerTo<Q>;
export function answerQuestion(snapshot: CatalogSnapshot, q: CatalogQuestion, now = Date.now()): CatalogAnswers[CatalogQuestion['kind']] {
  switch (q.kind) {
    case 'products':
      return queryProducts(snapshot, q.filter, now);
    case 'product':
      return { product: snapshot.productById.get(q.id) ?? null, reviews: snapshot.reviewsByProduct.get(q.id) ?? [] };
    case 'related':
      return relatedProducts(snapshot, q.id, q.limit);
    case 'categories':
      return snapshot.categories;
    case 'category':
      return snapshot.categoryById.get(q.id) ?? null;
    case 'suggest':
      return searchSuggestions(snapshot, q.text);
    case 'byIds':
      return q.ids.slice(0, MAX_IDS_PER_QUESTION).flatMap((id) => snapshot.productById.get(id) ?? []);
  }
}

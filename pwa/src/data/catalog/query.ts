/**
 * The listing rules (search, filters, sort, paging, suggestions, related) applied to the local
 * replica. Pure functions over a `CatalogSnapshot`, so they are tested without React or a browser
 * and match what GET /api/products answers for the same query.
 */
import {
  countByCategory,
  countByColour,
  createCategorySearch,
  createProductSearch,
  LIMITS,
  RELATED_SHOWN,
  relatedProducts as sharedRelatedProducts,
  selectProducts,
  SUGGESTED_PRODUCTS,
  suggestFor,
  variantHitsOfPage,
  type Product,
  type ProductFilter,
} from '@store/shared';
import type { CatalogSnapshot } from './snapshot.js';
import type { AnswerTo, CatalogAnswers, CatalogQuestion, ProductPage, Suggestions } from './questions.js';

/**
 * The search indexes of the snapshot being answered from, kept in step with each new snapshot by
 * difference (a stock change updates one product): the worker holds one snapshot at a time.
 */
let searchWords: CatalogSnapshot['searchWords'];
const productSearch = createProductSearch((id) => searchWords?.get(id));
/** The product index for `snapshot`, with the description words of its snapshot rows. */
function productIndex(snapshot: CatalogSnapshot) {
  searchWords = snapshot.searchWords;
  return productSearch.sync(snapshot.products);
}
const categorySearch = createCategorySearch();

/**
 * Builds (or brings up to date) the search index and the featured order now, so the first
 * keystroke after a change does not wait for either (sorting the catalogue took longer than a search).
 */
export function warmSearch(snapshot: CatalogSnapshot): void {
  productIndex(snapshot);
  categorySearch.sync(snapshot.categories);
  featuredOrder(snapshot);
  if (!searchCodeWarm) warmSearchCode(snapshot);
}

let searchCodeWarm = false;
/**
 * Runs the header search once, for a word the catalogue holds, letter by letter: V8 compiles a
 * function at its first call, and the shopper's first keystrokes paid for compiling the search.
 * Once per worker; the answers are thrown away.
 */
function warmSearchCode(snapshot: CatalogSnapshot): void {
  const word = snapshot.products[0]?.name.toLowerCase().split(/\s+/)[0];
  if (!word) return;
  searchCodeWarm = true;
  for (let i = 1; i <= Math.min(word.length, 6); i++) searchSuggestions(snapshot, word.slice(0, i));
  searchSuggestions(snapshot, `${word.slice(0, 4)}x`);
}

/** Search, filters and sort exactly as GET /api/products applies them (shared `selectProducts`), then the page. */
export function queryProducts(snapshot: CatalogSnapshot, filter: ProductFilter, now = Date.now()): ProductPage {
  const index = filter.search?.trim() ? productIndex(snapshot) : undefined;
  const matched = selectProducts(snapshot.products, filter, now, index);
  const limit = Math.min(Math.max(1, filter.limit ?? LIMITS.defaultPageSize), LIMITS.maxPageSize);
  const page = Math.max(1, filter.page ?? 1);
  // A search that found nothing offers a correction that finds something, as /api does.
  const didYouMean = index && matched.length === 0 ? index.suggest(filter.search ?? '') : null;
  const products = matched.slice((page - 1) * limit, page * limit);
  const variantHits = variantHitsOfPage(products, filter);
  return {
    products,
    total: matched.length,
    ...(didYouMean ? { didYouMean } : {}),
    categoryCounts: countByCategory(snapshot.products, filter, now, index),
    colourCounts: countByColour(snapshot.products, filter, now, index),
    ...(Object.keys(variantHits).length ? { variantHits } : {}),
  };
}

/** The catalogue in the listing's default order, made once per snapshot (sorting 12,000 products took longer than the search itself). */
const featuredOrders = new WeakMap<CatalogSnapshot, Product[]>();
function featuredOrder(snapshot: CatalogSnapshot): Product[] {
  let order = featuredOrders.get(snapshot);
  if (!order) featuredOrders.set(snapshot, (order = selectProducts(snapshot.products, {})));
  return order;
}

/** Header search: the best products for the text being typed and the matching categories, as GET /api/products/suggest answers. */
export function searchSuggestions(snapshot: CatalogSnapshot, text: string): Suggestions {
  if (!text.trim()) return { products: [], categories: [], highlights: {}, variantHits: {} };
  return suggestFor(
    text,
    { byId: snapshot.productById, index: productIndex(snapshot) },
    { byId: snapshot.categoryById, index: categorySearch.sync(snapshot.categories) },
    SUGGESTED_PRODUCTS,
    { products: featuredOrder(snapshot), categories: snapshot.categories },
  );
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

/**
 * The search engine (search/) applied to the catalogue as both sides hold it: a product list that
 * is replaced whenever anything changes (the api's views, the replica's snapshot). One index is
 * kept in step with it by difference, so a stock change updates one product instead of building
 * the index again; and the same functions answer the listing, the header's suggestions and "Did
 * you mean" on the api and on the device.
 */
import type { Category } from './category.js';
import type { Product } from './product.js';
import { createSearchIndex, searchableProduct, type Highlight, type SearchableProduct, type SearchIndex } from './search/index.js';

type SearchedProduct = Pick<Product, '_id' | 'name' | 'brand' | 'category' | 'description' | 'features' | 'inStock'>;

const sameSearchable = (a: SearchableProduct, b: SearchableProduct): boolean =>
  a.name === b.name &&
  a.brand === b.brand &&
  a.category === b.category &&
  a.description === b.description &&
  a.inStock === b.inStock &&
  (a.features ?? []).join('\n') === (b.features ?? []).join('\n');

/** A search index that follows a list of items: `sync(list)` returns it up to date with `list`. */
export interface FollowingIndex<T> {
  sync(items: readonly T[]): SearchIndex;
}

function followingIndex<T>(toSearchable: (item: T) => SearchableProduct): FollowingIndex<T> {
  let index: SearchIndex | null = null;
  let synced: readonly T[] | null = null;
  let known = new Map<string, SearchableProduct>();
  return {
    sync(items) {
      if (index && synced === items) return index;
      const next = new Map(items.map((item) => [toSearchable(item).id, toSearchable(item)] as const));
      if (!index) index = createSearchIndex(next.values());
      else {
        for (const [id, s] of next) {
          const prev = known.get(id);
          if (!prev || !sameSearchable(prev, s)) index.update(s);
        }
        for (const id of known.keys()) if (!next.has(id)) index.remove(id);
      }
      known = next;
      synced = items;
      return index;
    },
  };
}

/** The products' search index, kept in step with the product list it is given. */
export const createProductSearch = (): FollowingIndex<SearchedProduct> => followingIndex<SearchedProduct>(searchableProduct);

/** The categories' (names only), for the header's matching categories. */
export const createCategorySearch = (): FollowingIndex<Pick<Category, '_id' | 'name'>> =>
  followingIndex<Pick<Category, '_id' | 'name'>>((c) => ({ id: c._id, name: c.name }));

/** How many products and categories the header's dropdown shows at most. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;

/** A Map, or anything answering by id. */
export interface Lookup<T> {
  get(id: string): T | null | undefined;
}

export interface Suggestions<P, C> {
  products: P[];
  categories: C[];
  /** Where the query matched each suggested product's name, brand or category, by product id. */
  highlights: Record<string, Highlight[]>;
}

/**
 * The header's live suggestions for text being typed: the best products (the last word matches
 * as a prefix), with where they matched, and the categories whose names match.
 */
export function suggestFor<P extends SearchedProduct, C extends Pick<Category, '_id' | 'name'>>(
  text: string,
  products: { byId: Lookup<P>; index: SearchIndex },
  categories: { byId: Lookup<C>; index: SearchIndex },
  limit = SUGGESTED_PRODUCTS,
): Suggestions<P, C> {
  const highlights: Record<string, Highlight[]> = {};
  const found: P[] = [];
  for (const hit of products.index.search(text, { limit, highlights: true })) {
    const p = products.byId.get(hit.id);
    if (!p) continue;
    found.push(p);
    highlights[hit.id] = hit.highlights.filter((h) => h.field === 'name');
  }
  const cats = categories.index.search(text, { limit: SUGGESTED_CATEGORIES }).flatMap((hit) => categories.byId.get(hit.id) ?? []);
  return { products: found, categories: cats, highlights };
}

/**
 * The search engine (search/) applied to the catalogue as both sides hold it: a product list that
 * is replaced whenever anything changes (the api's views, the replica's snapshot). One index is
 * kept in step with it by difference, so a stock change updates one product instead of building
 * the index again; and the same functions answer the listing, the header's suggestions and "Did
 * you mean" on the api and on the device.
 */
import type { Category } from './category.js';
import {
  createSearchIndex,
  searchableProduct,
  type Highlight,
  type ProductTextWords,
  type SearchableProduct,
  type SearchedProduct,
  type SearchIndex,
  priceInQuery,
  variantHitsFor,
} from './search/index.js';

const sameSearchable = (a: SearchableProduct, b: SearchableProduct): boolean =>
  a.name === b.name &&
  a.brand === b.brand &&
  a.category === b.category &&
  a.options === b.options &&
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
      const next = new Map<string, SearchableProduct>();
      for (const item of items) {
        const s = toSearchable(item);
        next.set(s.id, s);
      }
      if (!index) index = createSearchIndex(next.values());
      else {
        for (const [id, s] of next) {
          const prev = known.get(id);
          if (!prev || !sameSearchable(prev, s)) index.update(s);
          // Unchanged: keep the one the index holds (it keeps what it indexed), not a copy beside it.
          else next.set(id, prev);
        }
        for (const id of known.keys()) if (!next.has(id)) index.remove(id);
      }
      known = next;
      synced = items;
      return index;
    },
  };
}

/**
 * The products' search index, kept in step with the product list it is given. `wordsOf`: the
 * description and features words of a product that carries them only so (a snapshot row).
 */
export const createProductSearch = (wordsOf?: (id: string) => ProductTextWords | undefined): FollowingIndex<SearchedProduct> =>
  followingIndex<SearchedProduct>((p) => {
    const searchable = searchableProduct(p);
    const words = wordsOf?.(p._id);
    return words ? { ...searchable, description: words.description, features: words.features ? [words.features] : [] } : searchable;
  });

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
  /** The variant the text named ("blue gel"), by product id, for the suggestions with several variants. */
  variantHits: Record<string, string>;
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
  /** The products in the listing's default order and the categories, for the first letter typed. */
  all?: { products: readonly P[]; categories: readonly C[] },
): Suggestions<P, C> {
  const letter = text.trim().toLowerCase();
  if (letter.length === 1 && all) return byFirstLetter(letter, all.products, all.categories, limit);
  const highlights: Record<string, Highlight[]> = {};
  const found: P[] = [];
  // A price said in the text ("pens under 500"): the engine searches the rest, and the suggestions
  // are the products with a variant in that range, as the listing will show (docs/decisions/050).
  const price = priceInQuery(text);
  const inRange = (p: P) =>
    !price ||
    p.variants.some(
      (v) => (price.minPrice === undefined || v.price >= price.minPrice) && (price.maxPrice === undefined || v.price <= price.maxPrice),
    );
  // Only a price ("under 500"): the listing's first products in that range, as the listing will show them.
  if (price && !price.text && all)
    return { products: all.products.filter(inRange).slice(0, limit), categories: [], highlights: {}, variantHits: {} };
  const accept = price
    ? (id: string) => {
        const p = products.byId.get(id);
        return p ? inRange(p) : false;
      }
    : undefined;
  for (const hit of products.index.search(text, { limit, highlights: true, ...(accept ? { accept } : {}) })) {
    const p = products.byId.get(hit.id);
    if (!p) continue;
    found.push(p);
    highlights[hit.id] = hit.highlights.filter((h) => h.field === 'name');
  }
  const cats = categories.index.search(text, { limit: SUGGESTED_CATEGORIES }).flatMap((hit) => categories.byId.get(hit.id) ?? []);
  return { products: found, categories: cats, highlights, variantHits: variantHitsFor(found, text, { prefix: true }) };
}

const WORD_START = /[\p{L}\p{N}]+/gu;

/** Where words of `text` start with `letter`. */
function wordStarts(text: string, letter: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(WORD_START)) if (m[0][0]?.toLowerCase() === letter) out.push(m.index);
  return out;
}

/**
 * One letter typed (the dropdown opens from the first character): a letter matches too much to
 * rank, so the products whose name or category has a word starting with it come in the
 * listing's order, and the categories likewise.
 */
function byFirstLetter<P extends SearchedProduct, C extends Pick<Category, '_id' | 'name'>>(
  letter: string,
  products: readonly P[],
  categories: readonly C[],
  limit: number,
): Suggestions<P, C> {
  const found: P[] = [];
  const highlights: Record<string, Highlight[]> = {};
  for (const p of products) {
    const inName = wordStarts(p.name, letter);
    if (!inName.length && !wordStarts(p.category.name, letter).length) continue;
    found.push(p);
    highlights[p._id] = inName.map((start) => ({ field: 'name', start, end: start + 1 }));
    if (found.length >= limit) break;
  }
  const cats = categories.filter((c) => wordStarts(c.name, letter).length > 0).slice(0, SUGGESTED_CATEGORIES);
  return { products: found, categories: cats, highlights, variantHits: {} };
}

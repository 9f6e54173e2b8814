/**
 * The listing rules, per product with its variants (docs/decisions/042): which products a query
 * lists and in what order, the sidebar's counts, related products, and which variant a search
 * named. The api and the PWA's replica both call these, so a listing is the same online and offline.
 */
import type { Product, ProductQuery } from './product.js';
import { colourOptionIndex } from './variants.js';
import { createSearchIndex, priceInQuery, searchableProduct, variantHitsFor, type SearchIndex } from './search/index.js';

type Query = Pick<
  ProductQuery,
  'category' | 'search' | 'q' | 'minPrice' | 'maxPrice' | 'sort' | 'filter' | 'featured' | 'inStock' | 'minRating' | 'colour'
>;

const NEW_ARRIVAL_DAYS = 60;

/**
 * The query as understood: a price said in its search text ("pens under 500", "500 se kam")
 * taken out of the text and applied as a price range, inside the query's own range if it has one
 * (docs/decisions/050). The listing shows it as a chip the shopper can remove.
 */
export function understoodQuery<Q extends Partial<Query>>(query: Q): Q {
  const raw = query.search ?? query.q;
  const price = raw ? priceInQuery(raw) : null;
  if (!price) return query;
  const minPrice = Math.max(query.minPrice ?? 0, price.minPrice ?? 0);
  const maxPrice = Math.min(query.maxPrice ?? Infinity, price.maxPrice ?? Infinity);
  return {
    ...query,
    search: price.text,
    q: undefined,
    minPrice: minPrice > 0 ? minPrice : query.minPrice,
    maxPrice: Number.isFinite(maxPrice) ? maxPrice : undefined,
  };
}

/** The ranks of a search's matches by product id (best first), or null without search text. */
function searchRanks(all: readonly Product[], query: Partial<Query>, search?: SearchIndex): Map<string, number> | null {
  const text = (query.search ?? query.q ?? '').trim();
  if (!text) return null;
  // A listing asks three times (the list, the category and the colour counts) for the same list:
  // the list is replaced, never changed, and its index follows it, so one answer serves all three.
  const last = lastRanks;
  if (last && last.all === all && last.text === text && last.search === search && search) return last.ranks;
  const index = search ?? createSearchIndex(all.map(searchableProduct));
  const ranks = new Map(index.search(text, { prefix: false }).map((hit, i) => [hit.id, i]));
  lastRanks = { all, text, search, ranks };
  return ranks;
}
let lastRanks: { all: readonly Product[]; text: string; search: SearchIndex | undefined; ranks: Map<string, number> } | null = null;

/**
 * A product's colours: the values of its Colour option that some variant has, as written, or none
 * (docs/decisions/042). Cached per product object (views are rebuilt, never changed in place).
 */
const coloursCache = new WeakMap<Product, readonly string[]>();
export function coloursOf(p: Pick<Product, 'options' | 'variants'>): readonly string[] {
  const cached = coloursCache.get(p as Product);
  if (cached) return cached;
  const k = colourOptionIndex(p);
  const out: string[] = [];
  if (k >= 0) {
    const seen = new Set<string>();
    for (const v of p.variants) {
      const c = v.values[k];
      if (c === undefined || seen.has(colourKey(c))) continue;
      seen.add(colourKey(c));
      out.push(c);
    }
  }
  coloursCache.set(p as Product, out);
  return out;
}

/**
 * How a colour is named in the sidebar's counts and matched by `colour=`: case and spacing
 * dropped, each word capitalised ("sky  blue" and "Sky Blue" are one colour, "Sky Blue").
 */
export function colourKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** Does a variant's price fall in the query's range (no maxPrice: no upper bound)? */
const inPriceRange = (price: number, query: Partial<Query>) =>
  (query.minPrice === undefined || price >= query.minPrice) && (query.maxPrice === undefined || price <= query.maxPrice);

/**
 * Does a product pass the query's filters (the search's matches `rank`, category, price, …)? Per
 * product with its variants: a price inside the range, stock, a discount or a colour of any
 * variant lets it pass (docs/decisions/042).
 */
function matcherFor(query: Partial<Query>, rank: Map<string, number> | null, now: number): (p: Product) => boolean {
  const newSince = now - NEW_ARRIVAL_DAYS * 86_400_000;
  const colours = query.colour?.length ? new Set(query.colour.map(colourKey)) : null;
  const priced = query.minPrice !== undefined || query.maxPrice !== undefined;
  return (p) => {
    if (rank && !rank.has(p._id)) return false;
    if (query.category && p.category._id !== query.category) return false;
    if (priced && !p.variants.some((v) => inPriceRange(v.price, query))) return false;
    if (query.featured && !p.featured) return false;
    if (query.inStock && !(p.totalStock > 0)) return false;
    if (query.minRating !== undefined && p.rating < query.minRating) return false;
    if (query.filter === 'bestsellers' && !p.bestSeller) return false;
    if (query.filter === 'featured' && !p.featured) return false;
    if (query.filter === 'sale' && !p.variants.some((v) => v.discount > 0)) return false;
    if (query.filter === 'new' && Date.parse(p.createdAt) < newSince) return false;
    if (colours && !coloursOf(p).some((c) => colours.has(colourKey(c)))) return false;
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
export function selectProducts<P extends Product>(all: readonly P[], asked: Partial<Query>, now = Date.now(), search?: SearchIndex): P[] {
  const query = understoodQuery(asked);
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
  return countBy(all, query, 'category', (p) => [p.category._id], now, search);
}

/**
 * The sidebar's colour counts for a listing: how many products each colour would list with the
 * query's search and other filters (its own colour filter left out), by colour (`colourKey`).
 * A product counts once for each of its colours; colours with none are absent.
 */
export function countByColour(
  all: readonly Product[],
  query: Partial<Query>,
  now = Date.now(),
  search?: SearchIndex,
): Record<string, number> {
  return countBy(all, query, 'colour', (p) => coloursOf(p).map(colourKey), now, search);
}

/** Products matching the query with its `leaveOut` filter left out, counted under each of their keys. */
function countBy(
  all: readonly Product[],
  query: Partial<Query>,
  leaveOut: 'category' | 'colour',
  keysOf: (p: Product) => readonly string[],
  now: number,
  search?: SearchIndex,
): Record<string, number> {
  const rest: Partial<Query> = { ...understoodQuery(query), [leaveOut]: undefined };
  const matches = matcherFor(rest, searchRanks(all, rest, search), now);
  const counts: Record<string, number> = {};
  for (const p of all) {
    if (!matches(p)) continue;
    for (const key of keysOf(p)) counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function comparatorFor(sort: NonNullable<Query['sort']>): (a: Product, b: Product) => number {
  const byName = (a: Product, b: Product) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id);
  switch (sort) {
    // Per product: its cheapest variant when cheapest first, its dearest when dearest first.
    case 'price-low':
      return (a, b) => a.priceFrom - b.priceFrom || byName(a, b);
    case 'price-high':
      return (a, b) => b.priceTo - a.priceTo || byName(a, b);
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
        Number(b.totalStock > 0) - Number(a.totalStock > 0) ||
        b.rating - a.rating ||
        a._id.localeCompare(b._id),
    )
    .slice(0, limit);
}

/**
 * For a listing's page: the variant each product's card should open, by product id (the one the
 * search text named, or of a colour filtered on); absent where none was named.
 */
export function variantHitsOfPage(page: readonly Product[], query: Partial<Query>): Record<string, string> {
  const text = (understoodQuery(query).search ?? query.q ?? '').trim();
  if (!text && !query.colour?.length) return {};
  return variantHitsFor(page, text, { colours: query.colour ?? [] });
}

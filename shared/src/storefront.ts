/**
 * The catalogue questions the storefront's pages ask /api first, as /api paths. The pwa asks
 * them; the api answers them inside the page it serves, so a page opened cold renders without
 * waiting for a round trip (docs/decisions/008). Both sides build the paths here, so they match
 * byte for byte. Pure and without zod: the pwa's first chunk imports it.
 */
import {
  BEST_SELLERS_SHOWN,
  CAROUSEL_PRODUCTS_PER_TAB,
  DEFAULT_PRICE_RANGE,
  LIMITS,
  LISTING_FILTER_KINDS,
  PRODUCT_SORTS,
  type ListingFilterKind,
  type ProductSort,
} from './constants.js';

/** A product listing question: GET /api/products's query, in the pwa's terms. */
export interface ProductFilter {
  category?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Colours (values of a Colour option): products with a variant of any of them. */
  colour?: string[];
  sort?: ProductSort;
  filter?: ListingFilterKind;
  minRating?: number;
  limit?: number;
  page?: number;
}

/** A listing's state as its URL holds it (/products?category=art&sort=rating&view=list). */
export interface ListingParams {
  category: string;
  search: string;
  minPrice: number;
  maxPrice: number;
  /** The colours ticked in the sidebar (`colour=Blue,Black`), in the order ticked; empty for all. */
  colour: string[];
  sort: ProductSort;
  filter: ListingFilterKind | undefined;
  minRating: number | undefined;
  view: 'grid' | 'list';
}

/** Products per listing page (page 1, then each Load More). */
export const LISTING_PAGE_SIZE = LIMITS.defaultPageSize;
/** 'You Might Also Like' on a product page. */
export const RELATED_SHOWN = 4;
/** Home's Best Sellers section. */
export const HOME_BEST_SELLERS: ProductFilter = { filter: 'bestsellers', limit: BEST_SELLERS_SHOWN };
/** Home's category showcase: its tabs, the first one open. */
export const HOME_SHOWCASE_TABS = [
  { id: 'featured', label: 'Featured', filter: { filter: 'featured', limit: CAROUSEL_PRODUCTS_PER_TAB } },
  { id: 'new', label: 'New Arrivals', filter: { filter: 'new', limit: CAROUSEL_PRODUCTS_PER_TAB } },
  { id: 'top', label: 'Top Rated', filter: { sort: 'rating', limit: CAROUSEL_PRODUCTS_PER_TAB } },
] as const satisfies readonly { id: string; label: string; filter: ProductFilter }[];

function numberParam(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** `colour=Blue,Black` as a list: trimmed, blanks and repeats left out, at most 20 (what /api accepts). */
export function colourParam(raw: string | null): string[] {
  const seen = new Set<string>();
  for (const c of (raw ?? '').split(',')) {
    const name = c.trim().slice(0, 40);
    if (name && ![...seen].some((s) => s.toLowerCase() === name.toLowerCase())) seen.add(name);
  }
  return [...seen].slice(0, 20);
}

/** URL values are parsed, never trusted: unknown values fall back to the defaults. */
export function listingParams(search: URLSearchParams): ListingParams {
  const sort = search.get('sort');
  const filter = search.get('filter');
  const rating = search.get('minRating');
  return {
    category: search.get('category') ?? '',
    search: search.get('search') ?? '',
    minPrice: numberParam(search.get('minPrice'), DEFAULT_PRICE_RANGE.min),
    maxPrice: numberParam(search.get('maxPrice'), DEFAULT_PRICE_RANGE.max),
    colour: colourParam(search.get('colour')),
    sort: PRODUCT_SORTS.find((s) => s === sort) ?? 'featured',
    filter: LISTING_FILTER_KINDS.find((k) => k === filter),
    minRating: rating ? Math.min(5, numberParam(rating, 0)) || undefined : undefined,
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
}

/**
 * The price range's top (the spec's 10000) means "and above": at the top the range sets no upper
 * bound, so the dearest products are listed by default. Below it (or typed above it) it is a real
 * bound. docs/decisions/038.
 */
export const PRICE_RANGE_TOP = DEFAULT_PRICE_RANGE.max;
export const isOpenPriceTop = (maxPrice: number): boolean => maxPrice === PRICE_RANGE_TOP;

/** What /products (or /bestsellers, /new-arrivals, /sale with their fixed filter) lists, before paging. */
export function listingFilter(params: ListingParams, fixedFilter?: ListingFilterKind): Omit<ProductFilter, 'page' | 'limit'> {
  return {
    category: params.category || undefined,
    search: params.search || undefined,
    // The defaults bound nothing, so they are left out of the question (and of its /api path).
    minPrice: params.minPrice > DEFAULT_PRICE_RANGE.min ? params.minPrice : undefined,
    maxPrice: isOpenPriceTop(params.maxPrice) ? undefined : params.maxPrice,
    colour: params.colour.length > 0 ? params.colour : undefined,
    sort: params.sort,
    filter: fixedFilter ?? params.filter,
    minRating: params.minRating,
  };
}

/** What /category/{id} lists, before paging. */
export function categoryListingFilter(id: string, params: ListingParams): Omit<ProductFilter, 'page' | 'limit'> {
  return { category: id, sort: params.sort };
}

/** A listing's first page. */
export const firstPage = (filter: Omit<ProductFilter, 'page' | 'limit'>): ProductFilter => ({
  ...filter,
  page: 1,
  limit: LISTING_PAGE_SIZE,
});

/** The query string of GET /api/products for a filter, in one fixed order (so equal filters give equal paths). */
export function productQueryString(f: ProductFilter): string {
  const params = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') params.set(k, String(v));
  };
  set('category', f.category);
  set('search', f.search?.trim());
  set('minPrice', f.minPrice);
  set('maxPrice', f.maxPrice);
  set('colour', f.colour?.join(','));
  set('sort', f.sort);
  set('filter', f.filter);
  set('minRating', f.minRating);
  set('page', f.page);
  set('limit', f.limit);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The /api paths (below /api) of the catalogue reads the pwa makes. */
export const apiPaths = {
  products: (f: ProductFilter) => `/products${productQueryString(f)}`,
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  related: (id: string, limit: number) => `/products/${encodeURIComponent(id)}/related?limit=${limit}`,
  suggest: (text: string) => `/products/suggest?q=${encodeURIComponent(text)}`,
  categories: () => '/categories',
  category: (id: string) => `/categories/${encodeURIComponent(id)}`,
};

/** The id of the `<script type="application/json">` element a served page holds its first answers in. */
export const FIRST_ANSWERS_ID = 'first-answers';

/** Pages with a fixed listing filter (the footer's listings). */
export const FIXED_LISTINGS = { '/bestsellers': 'bestsellers', '/new-arrivals': 'new', '/sale': 'sale' } as const satisfies Record<
  string,
  ListingFilterKind
>;

/**
 * The catalogue questions a page asks as it first renders, by its URL: the /api paths the api
 * answers inside the page. Other pages, and later questions, go to /api (or the replica).
 */
export function firstQuestions(pathname: string, search: URLSearchParams): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') return [apiPaths.products(HOME_BEST_SELLERS), apiPaths.products(HOME_SHOWCASE_TABS[0].filter), apiPaths.categories()];
  if (path === '/categories') return [apiPaths.categories()];
  if (path === '/products' || Object.hasOwn(FIXED_LISTINGS, path)) {
    const fixed = path === '/products' ? undefined : FIXED_LISTINGS[path as keyof typeof FIXED_LISTINGS];
    return [apiPaths.products(firstPage(listingFilter(listingParams(search), fixed))), apiPaths.categories()];
  }
  const m = /^\/(product|category)\/([^/]+)$/.exec(path);
  if (!m?.[2]) return [];
  let id: string;
  try {
    id = decodeURIComponent(m[2]);
  } catch {
    return [];
  }
  if (m[1] === 'product') return [apiPaths.product(id), apiPaths.related(id, RELATED_SHOWN)];
  return [apiPaths.category(id), apiPaths.products(firstPage(categoryListingFilter(id, listingParams(search))))];
}

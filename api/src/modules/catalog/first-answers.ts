/**
 * What a storefront page is served with (decision 008): for the catalogue questions the page
 * asks as it first renders (shared `firstQuestions`), the bodies GET /api{path} gives now, from
 * the same builders and the same response cache; and the images those answers put largest and
 * first on screen, to preload. A question that would fail (an unknown product, a bad query) is
 * left out: the page asks /api and shows that answer's error.
 */
import { IdSchema, ProductQuerySchema, firstQuestions, variantOf, type Category, type Product, type ProductList } from '@store/shared';
import { HttpError } from '../../http/errors.js';
import type { ResponseCache } from '../../http/response-cache.js';
import { parseValue } from '../../http/validate.js';
import { CATEGORIES_SCOPE, listingScope, productScope } from './answer-scopes.js';
import { RELATED_DEFAULT, shortLimit, type PublicReads } from './public-reads.js';

export interface FirstLoad {
  /** `{ "<path>": <body>, … }` as JSON text with `<` escaped, to sit in a `<script>`; null when none. */
  answers: string | null;
  /** The page's largest first images: a product's main image, a category's banner, a listing's first row. */
  heroImages: string[];
}

/** Cards in a listing's first row on a phone. */
const LISTING_FIRST_ROW = 2;

interface Read {
  build(): unknown;
  /** What the answer depends on (answer-scopes.ts), as the /api route says it; may throw as build does. */
  scope(): string | undefined;
  /** The images this answer's page shows first, when it is the page's main answer (`variant`: the page's ?variant=). */
  hero(data: unknown, variant: string | null): string[];
}

const noHero = () => [];

/** One public read by its path below /api; null for any other path. */
function readOf(reads: PublicReads, path: string): Read | null {
  const url = new URL(path, 'http://store.invalid');
  const query = Object.fromEntries(url.searchParams);
  const [, resource, rawId, sub, ...rest] = url.pathname.split('/');
  if (rest.length > 0) return null;
  if (rawId === undefined) {
    if (resource === 'products') {
      const parsed = () => parseValue(ProductQuerySchema, query, 'Invalid query');
      return {
        build: () => reads.products(parsed()),
        scope: () => listingScope(parsed()),
        hero: (data) => (data as ProductList).products.slice(0, LISTING_FIRST_ROW).flatMap((p) => p.imageUrls.slice(0, 1)),
      };
    }
    if (resource === 'categories') return { build: () => reads.categories(), scope: () => CATEGORIES_SCOPE, hero: noHero };
    return null;
  }
  const id = () => parseValue(IdSchema, decodeURIComponent(rawId), 'Invalid path');
  if (resource === 'products' && sub === undefined)
    return {
      build: () => reads.product(id()),
      scope: () => productScope(id()),
      // The page opens on the variant its URL names (decision 042), else the default one.
      hero: (data, variant) => (variantOf(data as Product, variant) ?? (data as Product)).imageUrls.slice(0, 1),
    };
  if (resource === 'products' && sub === 'related')
    return {
      build: () => reads.related(id(), shortLimit(query.limit, RELATED_DEFAULT)),
      scope: () => reads.relatedScope(id()),
      hero: noHero,
    };
  if (resource === 'categories' && sub === undefined) {
    return {
      build: () => reads.category(id()),
      scope: () => CATEGORIES_SCOPE,
      hero: (data) => ((data as Category).imageUrl ? [(data as Category).imageUrl as string] : []),
    };
  }
  return null;
}

/**
 * Hero images per cached body (and variant asked for): a body is made once per catalogue version,
 * so each is parsed for its images once, not on every page served from it. Entries go with their bodies.
 */
const heroesOfBody = new WeakMap<Buffer, Map<string, string[]>>();

/** Pages that open on their own art rather than on their first answer's images. */
const NO_HERO_PAGES = new Set(['/', '/categories']);

export function firstLoadFor(reads: PublicReads, cache: ResponseCache, pathname: string, search: string): FirstLoad {
  const parts: string[] = [];
  let heroImages: string[] = [];
  const params = new URLSearchParams(search);
  const variant = params.get('variant');
  firstQuestions(pathname, params).forEach((path, i) => {
    const read = readOf(reads, path);
    if (!read) return;
    let body: Buffer;
    try {
      body = cache.body(`/api${path}`, read.build, read.scope());
    } catch (e) {
      // Not found or invalid: the page will ask, and show what /api says. Anything else is a bug.
      if (!(e instanceof HttpError)) throw e;
      return;
    }
    parts.push(`${JSON.stringify(path)}:${body.toString('utf8')}`);
    // The page's main answer is its first question.
    if (i === 0 && !NO_HERO_PAGES.has(pathname.replace(/(.)\/$/, '$1'))) {
      let byVariant = heroesOfBody.get(body);
      if (!byVariant) heroesOfBody.set(body, (byVariant = new Map()));
      const key = variant ?? '';
      let heroes = byVariant.get(key);
      // A few variants per product at most are asked for; a URL naming many others cannot grow this far.
      if (!heroes) {
        heroes = read.hero((JSON.parse(body.toString('utf8')) as { data: unknown }).data, variant);
        if (byVariant.size < 100) byVariant.set(key, heroes);
      }
      heroImages = heroes;
    }
  });
  return { answers: parts.length ? `{${parts.join(',')}}`.replace(/</g, '\\u003c') : null, heroImages };
}

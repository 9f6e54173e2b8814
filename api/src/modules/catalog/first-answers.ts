/**
 * The answers a storefront page is served with (decision 008): for the catalogue questions the
 * page asks as it first renders (shared `firstQuestions`), the bodies GET /api{path} gives now,
 * from the same builders and the same response cache. A question that would fail (an unknown
 * product, a bad query) is left out: the page asks /api and shows that answer's error.
 */
import { IdSchema, ProductQuerySchema, firstQuestions } from '@store/shared';
import { HttpError } from '../../http/errors.js';
import type { ResponseCache } from '../../http/response-cache.js';
import { parseValue } from '../../http/validate.js';
import { RELATED_DEFAULT, shortLimit, type PublicReads } from './public-reads.js';

/** The builder of one public read, by its path below /api; null for any other path. */
function readOf(reads: PublicReads, path: string): (() => unknown) | null {
  const url = new URL(path, 'http://store.invalid');
  const query = Object.fromEntries(url.searchParams);
  const [, resource, rawId, sub, ...rest] = url.pathname.split('/');
  if (rest.length > 0) return null;
  if (rawId === undefined) {
    if (resource === 'products') return () => reads.products(parseValue(ProductQuerySchema, query, 'Invalid query'));
    if (resource === 'categories') return () => reads.categories();
    return null;
  }
  const id = () => parseValue(IdSchema, decodeURIComponent(rawId), 'Invalid path');
  if (resource === 'products' && sub === undefined) return () => reads.product(id());
  if (resource === 'products' && sub === 'related') return () => reads.related(id(), shortLimit(query.limit, RELATED_DEFAULT));
  if (resource === 'categories' && sub === undefined) return () => reads.category(id());
  return null;
}

/**
 * For a page's URL, the JSON text `{ "<path>": <body>, … }` of its first answers, with `<`
 * escaped so it can sit in a `<script>` element; null when the page asks nothing first.
 */
export function firstAnswersFor(reads: PublicReads, cache: ResponseCache, pathname: string, search: string): string | null {
  const parts: string[] = [];
  for (const path of firstQuestions(pathname, new URLSearchParams(search))) {
    const build = readOf(reads, path);
    if (!build) continue;
    try {
      parts.push(`${JSON.stringify(path)}:${cache.body(`/api${path}`, build).toString('utf8')}`);
    } catch (e) {
      // Not found or invalid: the page will ask, and show what /api says. Anything else is a bug.
      if (!(e instanceof HttpError)) throw e;
    }
  }
  return parts.length ? `{${parts.join(',')}}`.replace(/</g, '\\u003c') : null;
}

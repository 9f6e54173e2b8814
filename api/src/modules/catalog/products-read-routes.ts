/**
 * Public product reads, answered through the response cache (a repeated URL costs a lookup and
 * a write), each with its scope (answer-scopes.ts) so a stock change keeps the answers it cannot
 * alter. The answers themselves are built in public-reads.ts.
 */
import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import { z } from 'zod';
import { IdSchema, LIMITS, ProductQuerySchema } from '@store/shared';
import { parseParams, parseQuery } from '../../http/validate.js';
import type { ResponseCache, ServeHook } from '../../http/response-cache.js';
import { listingScope, productScope } from './answer-scopes.js';
import { RELATED_DEFAULT, SHORT_LIST_DEFAULT, shortLimit, type PublicReads } from './public-reads.js';

const IdParams = z.object({ id: IdSchema });
const SuggestQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, { error: 'Search text is required' })
    .max(LIMITS.maxSearchLength, { error: `Search text must be at most ${LIMITS.maxSearchLength} characters` }),
});
const CategoryParams = z.object({ category: IdSchema });

/**
 * A listing answer with search text and no product counts as a search that found nothing, each
 * time it is served (a cached answer too: the tenth shopper's miss counts like the first's).
 */
const countMisses =
  (text: string | undefined, onSearchMiss: SearchMissHook): ServeHook =>
  (answer) => {
    const total = (answer as { data?: { pagination?: { total?: unknown } } }).data?.pagination?.total;
    return text?.trim() && total === 0 ? (req) => onSearchMiss(text, req) : undefined;
  };

/** A search that found nothing, with the request it answered (the counting is bounded per client). */
export type SearchMissHook = (text: string, req: IncomingMessage) => void;

export function productsReadRouter(reads: PublicReads, cache: ResponseCache, onSearchMiss: SearchMissHook): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const query = parseQuery(ProductQuerySchema, req);
    cache.send(req, res, () => reads.products(query), listingScope(query), countMisses(query.search ?? query.q, onSearchMiss));
  });

  router.get('/search', (req, res) => {
    const query = parseQuery(ProductQuerySchema, req);
    cache.send(req, res, () => reads.search(query), listingScope(query), countMisses(query.q || query.search, onSearchMiss));
  });

  router.get('/suggest', (req, res) => {
    const { q } = parseQuery(SuggestQuerySchema, req);
    cache.send(req, res, () => reads.suggest(q), listingScope({}));
  });

  router.get('/featured', (req, res) => {
    const query = parseQuery(ProductQuerySchema, req);
    cache.send(req, res, () => reads.featured(query, shortLimit(req.query.limit, SHORT_LIST_DEFAULT)), listingScope(query));
  });

  router.get('/bestsellers', (req, res) => {
    const query = parseQuery(ProductQuerySchema, req);
    cache.send(
      req,
      res,
      () =>
        reads.bestsellers(query, req.query.sort === undefined ? undefined : query.sort, shortLimit(req.query.limit, SHORT_LIST_DEFAULT)),
      listingScope(query),
    );
  });

  router.get('/categories/:category/products', (req, res) => {
    const { category } = parseParams(CategoryParams, req);
    cache.send(req, res, () => reads.categoryProducts(category, parseQuery(ProductQuerySchema, req)), listingScope({ category }));
  });

  router.get('/:id', (req, res) => {
    const { id } = parseParams(IdParams, req);
    cache.send(req, res, () => reads.product(id), productScope(id));
  });

  router.get('/:id/related', (req, res) => {
    const { id } = parseParams(IdParams, req);
    cache.send(req, res, () => reads.related(id, shortLimit(req.query.limit, RELATED_DEFAULT)), reads.relatedScope(id));
  });

  return router;
}

/**
 * Public product reads, answered through the response cache (a repeated URL costs a lookup and
 * a write). The answers themselves are built in public-reads.ts.
 */
import { Router } from 'express';
import { z } from 'zod';
import { IdSchema, ProductQuerySchema } from '@store/shared';
import { parseParams, parseQuery } from '../../http/validate.js';
import type { ResponseCache } from '../../http/response-cache.js';
import { RELATED_DEFAULT, SHORT_LIST_DEFAULT, shortLimit, type PublicReads } from './public-reads.js';

const IdParams = z.object({ id: IdSchema });
const CategoryParams = z.object({ category: IdSchema });

export function productsReadRouter(reads: PublicReads, cache: ResponseCache): Router {
  const router = Router();

  router.get('/', (req, res) => {
    cache.send(req, res, () => reads.products(parseQuery(ProductQuerySchema, req)));
  });

  router.get('/search', (req, res) => {
    cache.send(req, res, () => reads.search(parseQuery(ProductQuerySchema, req)));
  });

  router.get('/featured', (req, res) => {
    cache.send(req, res, () => reads.featured(parseQuery(ProductQuerySchema, req), shortLimit(req.query.limit, SHORT_LIST_DEFAULT)));
  });

  router.get('/bestsellers', (req, res) => {
    cache.send(req, res, () => {
      const query = parseQuery(ProductQuerySchema, req);
      return reads.bestsellers(query, req.query.sort === undefined ? undefined : query.sort, shortLimit(req.query.limit, SHORT_LIST_DEFAULT));
    });
  });

  router.get('/categories/:category/products', (req, res) => {
    cache.send(req, res, () => reads.categoryProducts(parseParams(CategoryParams, req).category, parseQuery(ProductQuerySchema, req)));
  });

  router.get('/:id', (req, res) => {
    cache.send(req, res, () => reads.product(parseParams(IdParams, req).id));
  });

  router.get('/:id/related', (req, res) => {
    cache.send(req, res, () => reads.related(parseParams(IdParams, req).id, shortLimit(req.query.limit, RELATED_DEFAULT)));
  });

  return router;
}

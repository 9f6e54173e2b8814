/**
 * Public product reads. Everything is computed from the in-memory catalogue index (no database
 * call) and answered through the response cache, so a repeated URL costs a lookup and a write.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { BEST_SELLERS_SHOWN, IdSchema, LIMITS, NumberFromFormSchema, ProductQuerySchema, relatedProducts, selectProducts, type ProductQuery } from '@store/shared';
import { badRequest, notFound } from '../../http/errors.js';
import { parseParams, parseQuery, parseValue } from '../../http/validate.js';
import type { CatalogIndex } from './catalog-index.js';
import { paginate, toProductDetail } from './catalog-views.js';
import { PRODUCT_NOT_FOUND } from './products-service.js';
import type { ResponseCache } from '../../http/response-cache.js';

const RELATED_DEFAULT = 4;
const SHORT_LIST_DEFAULT = BEST_SELLERS_SHOWN;

const IdParams = z.object({ id: IdSchema });
const CategoryParams = z.object({ category: IdSchema });

/** `limit` of the short lists (featured, bestsellers, related), with their own default. */
function shortLimit(req: Request, fallback: number): number {
  const raw = req.query.limit;
  if (raw === undefined || raw === '') return fallback;
  const schema = NumberFromFormSchema.pipe(z.number().int('limit must be a whole number').min(1, 'limit must be 1 or more').max(LIMITS.maxPageSize, `limit must be at most ${LIMITS.maxPageSize}`));
  return parseValue(schema, raw, 'Invalid query');
}

export function productsReadRouter(catalog: CatalogIndex, cache: ResponseCache): Router {
  const router = Router();

  const listing = (query: ProductQuery) => {
    const { items, pagination } = paginate(selectProducts(catalog.allProducts(), query), query.page, query.limit);
    return { products: items, pagination };
  };

  router.get('/', (req, res) => {
    cache.send(req, res, () => ({ success: true, data: listing(parseQuery(ProductQuerySchema, req)) }));
  });

  router.get('/search', (req, res) => {
    cache.send(req, res, () => {
      const query = parseQuery(ProductQuerySchema, req);
      const text = query.q || query.search;
      if (!text) throw badRequest('Search text is required');
      return { success: true, data: listing({ ...query, q: text, search: text }) };
    });
  });

  router.get('/featured', (req, res) => {
    cache.send(req, res, () => {
      const query = parseQuery(ProductQuerySchema, req);
      const products = selectProducts(catalog.allProducts(), { ...query, featured: true }).slice(0, shortLimit(req, SHORT_LIST_DEFAULT));
      return { success: true, data: products };
    });
  });

  router.get('/bestsellers', (req, res) => {
    cache.send(req, res, () => {
      const query = parseQuery(ProductQuerySchema, req);
      // Best sellers rank by rating unless the caller asks for another order.
      const sort = req.query.sort === undefined ? 'rating' : query.sort;
      const products = selectProducts(catalog.allProducts(), { ...query, sort, filter: 'bestsellers' }).slice(0, shortLimit(req, SHORT_LIST_DEFAULT));
      return { success: true, data: products };
    });
  });

  router.get('/categories/:category/products', (req, res) => {
    cache.send(req, res, () => {
      const { category } = parseParams(CategoryParams, req);
      if (!catalog.getCategoryDoc(category)) throw notFound('Category not found');
      const result = listing({ ...parseQuery(ProductQuerySchema, req), category });
      // Spec §7: this call "reads products or data".
      return { success: true, data: result, products: result.products, pagination: result.pagination };
    });
  });

  router.get('/:id', (req, res) => {
    cache.send(req, res, () => {
      const { id } = parseParams(IdParams, req);
      const product = catalog.getProduct(id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return { success: true, data: toProductDetail(product, catalog.reviewsOf(id)) };
    });
  });

  router.get('/:id/related', (req, res) => {
    cache.send(req, res, () => {
      const { id } = parseParams(IdParams, req);
      const product = catalog.getProduct(id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return { success: true, data: relatedProducts(catalog.allProducts(), product, shortLimit(req, RELATED_DEFAULT)) };
    });
  });

  return router;
}

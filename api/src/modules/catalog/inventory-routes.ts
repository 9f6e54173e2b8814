/**
 * /inventory: stock records and checks, one record per VARIANT (decision 042; inventory-records.ts).
 * Reads are public: the storefront's listing loads stock with the products, the product page
 * reads /inventory/{id}, and the same records replicate publicly through /sync anyway. Only the
 * edit (PUT) is the admin's. An id in a path is a variant id or a product id (its default
 * variant), so the spec's calls by product id keep working for a product without options;
 * /inventory/product/{productId} answers a product's stock per variant and in all.
 * /inventory/cart checks the variants of a cart: the ids in ?ids=, or, for a signed-in shopper
 * who names none, the ones in their server cart. /inventory/search is the admin's list: searched
 * by name, brand, category, SKU or option value, filtered to low or out of stock, sorted by
 * quantity and paged here, so the screen loads one page, never the whole catalogue's stock.
 */
import { Router } from 'express';
import { z } from 'zod';
import {
  IdSchema,
  InventorySearchQuerySchema,
  InventoryUpdateSchema,
  LOW_STOCK_THRESHOLD,
  PRODUCT_NOT_FOUND,
  type InventoryPage,
  type InventoryRecord,
  type InventorySearchQuery,
  type VariantStock,
} from '@store/shared';
import { requireAdmin, verifyBearer, type TokenVerifier } from '../../http/auth-guard.js';
import { badRequest, notFound } from '../../http/errors.js';
import { sendOk } from '../../http/respond.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import type { CatalogIndex } from './catalog-index.js';
import { paginate } from './catalog-views.js';
import type { Stock } from '../stock/index.js';
import { CATEGORY_NOT_FOUND } from './categories-service.js';
import { allVariantRecords, createVariantResolver, productStock, toVariantRecord } from './inventory-records.js';

const IdParams = z.object({ id: IdSchema });
const CategoryParams = z.object({ category: IdSchema });
const MAX_CART_IDS = 100;
const IDS_REQUIRED = 'ids is required: comma-separated variant or product ids (or sign in to check the products in your cart)';
const CartQuery = z.object({
  ids: z
    // ?ids=a,b and ?ids=a&ids=b both work.
    .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string({ error: IDS_REQUIRED }))
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(IdSchema).min(1, IDS_REQUIRED).max(MAX_CART_IDS, `At most ${MAX_CART_IDS} ids`))
    .optional(),
});

export interface InventoryRouterDeps {
  catalog: CatalogIndex;
  stock: Stock;
  verifier: TokenVerifier;
  /** The variant (or product) ids in a shopper's server cart (the commerce module's), for /inventory/cart without ids. */
  cartProductIds: (userId: string) => Promise<string[]>;
}

export function inventoryRouter(deps: InventoryRouterDeps): Router {
  const { catalog, stock } = deps;
  const router = Router();
  const admin = requireAdmin(deps.verifier);

  const resolve = createVariantResolver(catalog);
  const records = (filter: (productCategory: string) => boolean): InventoryRecord[] =>
    allVariantRecords(catalog).filter((r) => filter(r.product.category));

  /** One variant's stock; an id naming nothing has none (a cart may hold a product since deleted). */
  const stockOf = (id: string): VariantStock => {
    const found = resolve(id);
    if (!found) return { productId: id, variantId: id, quantity: 0, inStock: false };
    const quantity = catalog.getInventoryDoc(found.variant.id)?.quantity ?? 0;
    return { productId: found.product.id, variantId: found.variant.id, quantity, inStock: quantity > 0 };
  };

  router.get('/', (_req, res) => {
    sendOk(
      res,
      records(() => true),
    );
  });

  // Before /:id, which would take "search" for a product id.
  router.get('/search', admin, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    sendOk(res, searchInventory(parseQuery(InventorySearchQuerySchema, req)));
  });

  router.get('/cart', async (req, res) => {
    let ids = parseQuery(CartQuery, req).ids;
    if (!ids) {
      // Without ids the caller means their own cart: only a signed-in shopper has one here (a
      // visitor's cart lives on the device, so a visitor names its products).
      const auth = await verifyBearer(req.headers.authorization, deps.verifier);
      if (!auth) throw badRequest(IDS_REQUIRED);
      ids = await deps.cartProductIds(auth.userId);
    }
    res.setHeader('Cache-Control', 'no-cache');
    sendOk(res, ids.map(stockOf));
  });

  router.get('/stock/:id', (req, res) => {
    const { id } = parseParams(IdParams, req);
    if (!resolve(id)) throw notFound(PRODUCT_NOT_FOUND);
    res.setHeader('Cache-Control', 'no-cache');
    sendOk(res, stockOf(id));
  });

  router.get('/product/:id', (req, res) => {
    const { id } = parseParams(IdParams, req);
    const product = catalog.getProduct(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    res.setHeader('Cache-Control', 'no-cache');
    sendOk(res, productStock(product, catalog));
  });

  router.get('/category/:category', (req, res) => {
    const { category } = parseParams(CategoryParams, req);
    if (!catalog.getCategoryDoc(category)) throw notFound(CATEGORY_NOT_FOUND);
    sendOk(
      res,
      records((c) => c === category),
    );
  });

  router.get('/:id', (req, res) => {
    const { id } = parseParams(IdParams, req);
    const record = recordOf(id);
    // The call contract: GET /inventory/{id} "reads quantity", so it is also at the top level.
    sendOk(res, record, { extra: { quantity: record.quantity } });
  });

  router.put('/:id', admin, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const { quantity, rev } = parseBody(InventoryUpdateSchema, req);
    const found = resolve(id);
    if (!found) throw notFound(PRODUCT_NOT_FOUND);
    await stock.setQuantity(found.variant.id, quantity, {
      productId: found.product.id,
      ...(rev === undefined ? {} : { expectedRev: rev }),
    });
    const record = recordOf(found.variant.id);
    sendOk(res, record, { message: 'Stock updated successfully.', extra: { quantity: record.quantity } });
  });

  function searchInventory(query: InventorySearchQuery): InventoryPage {
    const all = records(() => true);
    const totalProducts = new Set(all.map((r) => r.product._id)).size;
    const isLow = (r: InventoryRecord) => r.quantity > 0 && r.quantity <= LOW_STOCK_THRESHOLD;
    const counts = { all: all.length, low: all.filter(isLow).length, out: all.filter((r) => r.quantity === 0).length };
    const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
    const matching = all.filter((r) => {
      if (query.stock === 'low' && !isLow(r)) return false;
      if (query.stock === 'out' && r.quantity !== 0) return false;
      if (words.length === 0) return true;
      const text =
        `${r.product.name} ${r.product.brand ?? ''} ${r.product.categoryName ?? ''} ${r.variant.sku} ${r.variant.values.join(' ')}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
    // records() is sorted by name already; a quantity sort keeps that order among equal quantities.
    if (query.sort === 'quantity-asc') matching.sort((a, b) => a.quantity - b.quantity);
    if (query.sort === 'quantity-desc') matching.sort((a, b) => b.quantity - a.quantity);
    const { items, pagination } = paginate(matching, query.page, query.limit);
    return {
      records: items,
      pagination: { ...pagination, pages: Math.max(1, pagination.pages) },
      counts,
      totalProducts,
      totalVariants: all.length,
    };
  }

  function recordOf(id: string): InventoryRecord {
    const found = resolve(id);
    if (!found) throw notFound(PRODUCT_NOT_FOUND);
    // A variant without an inventory record simply has no stock yet.
    return toVariantRecord(found.product, found.variant, catalog);
  }

  return router;
}

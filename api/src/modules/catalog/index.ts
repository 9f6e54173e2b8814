/** The catalogue: in-memory index plus the /products, /categories and /inventory routes and the /uploads images. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Router } from 'express';
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';
import type { Accounts } from '../auth/index.js';
import type { ModuleFace } from '../face.js';
import { createCatalogIndex, type CatalogIndex } from './catalog-index.js';
import { categoriesRouter } from './categories-routes.js';
import { createCategoriesService } from './categories-service.js';
import { inventoryRouter } from './inventory-routes.js';
import { productCsvRouter } from './product-csv-routes.js';
import { productsReadRouter } from './products-read-routes.js';
import { createProductsService } from './products-service.js';
import { productsWriteRouter } from './products-write-routes.js';
import { createResponseCache, type ResponseCache } from '../../http/response-cache.js';
import { createReviewsService } from './reviews-service.js';
import { createImageStore, serveUploads } from './uploads.js';
import { firstLoadFor, type FirstLoad } from './first-answers.js';
import { createPublicReads } from './public-reads.js';
import { createCatalogSnapshots, snapshotRouter, type CatalogSnapshots } from './snapshot.js';
import { createStockModule, type StockModule } from '../stock/index.js';
import { START_CACHE_FILE } from './start-cache.js';

export { createCatalogIndex, type CatalogIndex, type StartCacheControl } from './catalog-index.js';
export type { FirstLoad } from './first-answers.js';
export { readStartCacheFile, writeStartCacheFile, START_CACHE_FILE } from './start-cache.js';
export { ORPHAN_SKU_CLAIM_MS } from './sku-claims.js';

export interface CatalogDeps {
  verifier: TokenVerifier;
  /** A reviewer's current display name is read from their account (the auth module's). */
  accounts: Pick<Accounts, 'getUserById'>;
  /** The product ids in a shopper's server cart (the commerce module's), for /inventory/cart. */
  cartProductIds(userId: string): Promise<string[]>;
  /** Hears a shopper's search that found nothing, with its request (the search-misses module counts it per client). */
  onSearchMiss?(text: string, req: IncomingMessage): void;
}

/**
 * `mount` adds /products, /categories and /inventory to the /api router; `start` loads the index
 * and follows the public databases' changes; `stop` ends the following.
 */
export interface CatalogModule extends ModuleFace {
  /** The in-memory catalogue other modules read products and stock through. */
  index: CatalogIndex;
  /** The one writer of inventory records (modules/stock), reading through this index. */
  stock: StockModule;
  /** The cached public catalogue answers, to look at (tests, the console): which URLs are fresh, how many are held. */
  answers: Pick<ResponseCache, 'isFresh' | 'size'>;
  /** The compact catalogue snapshot devices start their replica from (GET /api/catalog/snapshot). */
  snapshots: CatalogSnapshots;
  /** Resolves once the start's background work (building the first snapshot, writing the start cache) has ended, done or not. */
  warmed(): Promise<void>;
  /** The stored product and category images, for the app to serve at /uploads. */
  uploads: Router;
  /**
   * Optional fast path for app.ts: `app.use(catalog.fastPath)` as the FIRST middleware answers
   * repeated public catalogue GETs straight from the response cache, before compression and
   * routing (docs/decisions/002-in-memory-catalogue.md). Misses, and every other request, go on to Express unchanged.
   */
  fastPath(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /**
   * What a storefront page is served with: the answers to its first catalogue questions and the
   * images to preload (first-answers.ts). `search` is the URL's query string.
   */
  firstLoad(pathname: string, search: string): FirstLoad;
}

export function createCatalogModule(
  ctx: BaseContext,
  { verifier, accounts, cartProductIds, onSearchMiss = () => {} }: CatalogDeps,
): CatalogModule {
  // A later start reads the catalogue from its own file and catches up on the changes (decision 053).
  const catalog = createCatalogIndex(ctx.dbs, ctx.log, { startCache: { file: path.join(ctx.paths.dataDir, START_CACHE_FILE) } });
  const images = createImageStore(ctx.paths.uploadsDir);
  // One cache for all public catalogue GETs: every entry is keyed on the full URL and valid while
  // the index version of its scope (answer-scopes.ts) is unchanged.
  const cache = createResponseCache({ version: (scope) => catalog.versionOf(scope), maxEntries: 500, maxBytes: 16 * 1024 * 1024 });
  const reads = createPublicReads(catalog);
  const stock = createStockModule({ db: ctx.dbs.inventory, catalog });
  const deps = { dbs: ctx.dbs, catalog, images, stock, accounts };
  const products = createProductsService(deps);
  const reviews = createReviewsService(deps);
  const categories = createCategoriesService(deps);
  let warming: Promise<void> = Promise.resolve();
  const snapshots = createCatalogSnapshots(catalog, { rebuildMs: ctx.env.CATALOG_SNAPSHOT_REBUILD_MS });

  return {
    index: catalog,
    stock,
    answers: cache,
    snapshots,
    uploads: serveUploads(ctx.paths.uploadsDir),
    fastPath(req, res, next) {
      if (!cache.serveHit(req, res)) next();
    },
    firstLoad: (pathname, search) => firstLoadFor(reads, cache, pathname, search),
    mount(api) {
      // Before /products and /inventory, whose /:id would otherwise take "export" for an id.
      api.use(productCsvRouter({ verifier, catalog, stock, dbs: ctx.dbs, uploadsDir: ctx.paths.uploadsDir }));
      api.use('/products', productsWriteRouter({ verifier, products, reviews }));
      api.use('/products', productsReadRouter(reads, cache, onSearchMiss));
      api.use('/categories', categoriesRouter({ reads, cache, verifier, categories }));
      api.use('/catalog', snapshotRouter(snapshots));
      api.use('/inventory', inventoryRouter({ catalog, stock, verifier, cartProductIds }));
    },
    warmed: () => warming,
    async start() {
      await catalog.start();
      await stock.start();
      // Built now, in the background, so no first visit waits for it; then the search index, so no
      // shopper's first search waits for it either (a search that comes first builds it itself),
      // while the rest of the store's start waits on the database (0.6 s at 12,000 products that the
      // start no longer waits for); then the start cache is written if this start read the
      // databases or caught up on changes, so the next start need not.
      warming = snapshots
        .current()
        .then(
          () => undefined,
          (e: unknown) => ctx.log.error('catalogue snapshot: could not build', e),
        )
        .then(() => {
          const indexing = performance.now();
          catalog.productSearch();
          ctx.log.info(`catalogue search index built in ${Math.round(performance.now() - indexing)} ms`);
        })
        .then(() => catalog.startCache.writeIfBehind())
        .catch((e: unknown) => ctx.log.error('catalogue start cache: could not write it (the next start may load in full)', e));
    },
    async stop() {
      await stock.stop();
      await catalog.stop();
    },
  };
}

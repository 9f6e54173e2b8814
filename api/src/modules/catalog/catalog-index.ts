/**
 * The in-memory catalogue: every public document, loaded at start and kept fresh from the
 * databases' _changes feeds (so another api instance's writes arrive too). Reads cost no
 * database round trip, which is what makes listing and search fast (docs/decisions/002-in-memory-catalogue.md).
 */
import {
  CategoryDocSchema,
  compareCategories,
  InventoryDocSchema,
  ProductDocSchema,
  ReviewDocSchema,
  createCategorySearch,
  createProductSearch,
  toProductView,
  type CategoryDoc,
  type InventoryDoc,
  type Product,
  type ProductDoc,
  type ReviewDoc,
  type SearchIndex,
} from '@store/shared';
import type { DocBase } from '../../db/couch.js';
import { PUBLIC_DATABASES, type Databases, type PublicDatabase } from '../../db/databases.js';
import type { Logger } from '../../log.js';
import { createAnswerVersions } from './answer-scopes.js';

const revNumber = (rev: string | undefined): number => (rev ? Number.parseInt(rev.split('-')[0] ?? '0', 10) : 0);

/** The in-memory catalogue every other module reads products and stock through. */
export interface CatalogIndex {
  /**
   * The version cached answers in `scope` (answer-scopes.ts) are valid for: it grows only on a
   * change that can alter such an answer. Without a scope, on every change.
   */
  versionOf(scope?: string): number;
  /** Loads every public document and starts following the changes feeds. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The product as /api answers it (category object, stock, inStock, discount, ...), or null. */
  getProduct(id: string): Product | null;
  getProductDoc(id: string): ProductDoc | null;
  getCategoryDoc(id: string): CategoryDoc | null;
  /** A variant's inventory record (its `_id` is the variant id; a legacy product's is the product id). */
  getInventoryDoc(variantId: string): InventoryDoc | null;
  /** A variant's units in stock now, by variant id (0 for an unknown variant or a product that is gone). */
  getStock(variantId: string): number;
  /** Read-your-writes: apply a document this process just wrote, before the feed brings it. */
  noteWritten(db: PublicDatabase, doc: DocBase): void;
  /** Increases on every change; response caches key on it. */
  readonly version: number;
  allProducts(): Product[];
  allCategories(): CategoryDoc[];
  /** The search index of `allProducts()`, kept in step with it (shared/src/product-search.ts). */
  productSearch(): SearchIndex;
  /** The search index of the categories' names (the header's matching categories). */
  categorySearch(): SearchIndex;
  productCount(categoryId: string): number;
  reviewsOf(productId: string): ReviewDoc[];
  allInventory(): InventoryDoc[];
  /**
   * Where each public database's changes feed has been applied up to: every change before it is in
   * the index (later ones may be too, from `noteWritten`). The catalogue snapshot carries it.
   */
  checkpoint(): Record<PublicDatabase, string | number>;
  /** Calls back whenever a public database changes (from any writer); returns an unsubscribe. */
  subscribe(listener: (db: PublicDatabase) => void): () => void;
  /**
   * Calls back when the inventory feed brings a record with conflicting revisions (two writes
   * accepted on different nodes of a CouchDB cluster), with the record's id (a variant id); returns an unsubscribe.
   */
  onInventoryConflict(listener: (variantId: string) => void): () => void;
}

/** Documents per read while loading a public database at start. */
const LOAD_PAGE = 1000;

/** How long one longpoll of a public database's changes may wait for a change. */
const LONGPOLL_MS = 25_000;

/** `longpollMs`: how long one round of following waits for a change (tests shorten it). */
export function createCatalogIndex(dbs: Databases, log: Logger, opts: { longpollMs?: number } = {}): CatalogIndex {
  const longpollMs = opts.longpollMs ?? LONGPOLL_MS;
  const categories = new Map<string, CategoryDoc>();
  const products = new Map<string, ProductDoc>();
  const inventory = new Map<string, InventoryDoc>();
  const reviews = new Map<string, ReviewDoc>();
  /** Rev number of each deletion seen, so a late feed answer cannot bring a deleted doc back. */
  const tombstones = new Map<string, number>();
  let reviewsByProduct: Map<string, ReviewDoc[]> | null = null;
  let views: Map<string, Product> | null = null;
  let viewList: Product[] | null = null;
  /** Where each product's view sits in `viewList`, to replace one after a stock change. */
  let viewAt: Map<string, number> | null = null;
  let counts: Map<string, number> | null = null;
  let version = 0;
  const controller = new AbortController();
  const followers: Promise<void>[] = [];
  const listeners = new Set<(db: PublicDatabase) => void>();
  const conflictListeners = new Set<(productId: string) => void>();
  const seqs = new Map<PublicDatabase, string | number>();

  const answers = createAnswerVersions();
  const searchProducts = createProductSearch();
  const searchCategories = createCategorySearch();
  const sortedCategories = () => [...categories.values()].sort(compareCategories);
  const allProducts = () => {
    productViews();
    return viewList ?? [];
  };

  const invalidate = () => {
    version++;
    views = null;
    viewList = null;
    viewAt = null;
    counts = null;
    reviewsByProduct = null;
  };

  /** A variant's stock: its inventory record's quantity (records are keyed by variant id). */
  const stockOf = (variantId: string) => inventory.get(variantId)?.quantity ?? 0;
  const viewOf = (doc: ProductDoc) => toProductView(doc, categories.get(doc.category), stockOf, reviewIndex().get(doc._id));

  /**
   * One variant's stock changed: only its product's view is made again (an order changes a few
   * variants; the other views, and the search index's entries for them, stay as they are).
   */
  const stockChanged = (productId: string) => {
    version++;
    const doc = products.get(productId);
    if (!views || !viewList || !viewAt || !doc) return;
    const at = viewAt.get(productId);
    if (at === undefined) return;
    const view = viewOf(doc);
    views.set(productId, view);
    viewList = viewList.slice();
    viewList[at] = view;
  };

  function apply(db: PublicDatabase, raw: DocBase): void {
    const maps = { categories, products, inventory, reviews } as const;
    const map = maps[db] as Map<string, DocBase>;
    const current = map.get(raw._id);
    if (raw._deleted) {
      const deletedAt = revNumber(raw._rev);
      if (deletedAt > 0) tombstones.set(`${db}/${raw._id}`, Math.max(deletedAt, tombstones.get(`${db}/${raw._id}`) ?? 0));
      if (current && revNumber(current._rev) > deletedAt && deletedAt > 0) return;
      if (current) {
        map.delete(raw._id);
        changed(db, raw._id, current, undefined);
      }
      return;
    }
    if (current && revNumber(current._rev) > revNumber(raw._rev)) return;
    const tombstone = tombstones.get(`${db}/${raw._id}`);
    if (tombstone !== undefined && tombstone >= revNumber(raw._rev)) return;
    if (current?._rev === raw._rev && current !== undefined) return;
    const schema = { categories: CategoryDocSchema, products: ProductDocSchema, inventory: InventoryDocSchema, reviews: ReviewDocSchema }[
      db
    ];
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      log.error(`catalogue: ignoring malformed ${db} document ${raw._id}`, parsed.error.issues[0]);
      return;
    }
    map.set(raw._id, parsed.data as DocBase);
    changed(db, raw._id, current, parsed.data as DocBase);
  }

  /**
   * Counts a change for the answers it can alter. An inventory record's change matters only when
   * its quantity changed: an order's stock marker coming or going changes no answer at all.
   */
  function changed(db: PublicDatabase, id: string, before: DocBase | undefined, after: DocBase | undefined): void {
    if (db === 'inventory') {
      const record = (doc: DocBase | undefined) => doc as InventoryDoc | undefined;
      if ((record(before)?.quantity ?? 0) === (record(after)?.quantity ?? 0)) return;
      const productId = record(after)?.product ?? record(before)?.product ?? id;
      stockChanged(productId);
      answers.stockChanged(version, productId, products.get(productId)?.category);
      return;
    }
    invalidate();
    answers.catalogueChanged(version);
  }

  function reviewIndex(): Map<string, ReviewDoc[]> {
    if (!reviewsByProduct) {
      reviewsByProduct = new Map();
      for (const r of reviews.values()) {
        const list = reviewsByProduct.get(r.productId) ?? [];
        list.push(r);
        reviewsByProduct.set(r.productId, list);
      }
      for (const list of reviewsByProduct.values()) list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    }
    return reviewsByProduct;
  }

  function productViews(): Map<string, Product> {
    if (!views) {
      views = new Map();
      for (const doc of products.values()) views.set(doc._id, viewOf(doc));
      viewList = [...views.values()];
      viewAt = new Map(viewList.map((v, i) => [v._id, i]));
    }
    return views;
  }

  async function load(db: PublicDatabase): Promise<string | number> {
    const info = await dbs[db].info();
    // In pages: one answer holding 50,000 reviews took the database minutes to write under load,
    // and held the whole JSON in memory twice.
    let startkey: string | undefined;
    for (;;) {
      const page = await dbs[db].allDocs(startkey === undefined ? { limit: LOAD_PAGE } : { startkey, skip: 1, limit: LOAD_PAGE });
      for (const doc of page) apply(db, doc);
      if (page.length < LOAD_PAGE) break;
      startkey = page[page.length - 1]?._id;
    }
    seqs.set(db, info.update_seq);
    return info.update_seq;
  }

  async function follow(db: PublicDatabase, since: string | number): Promise<void> {
    let seq = since;
    while (!controller.signal.aborted) {
      try {
        const res = await dbs[db].changes(
          { since: seq, feed: 'longpoll', timeout: longpollMs, include_docs: true, limit: 500, conflicts: db === 'inventory' },
          controller.signal,
        );
        for (const change of res.results) {
          if (change.deleted) apply(db, { _id: change.id, _rev: change.changes[0]?.rev, _deleted: true });
          else if (change.doc) apply(db, change.doc);
          const conflicts = (change.doc as { _conflicts?: unknown } | undefined)?._conflicts;
          if (db === 'inventory' && Array.isArray(conflicts) && conflicts.length) for (const l of conflictListeners) l(change.id);
        }
        seq = res.last_seq;
        seqs.set(db, seq);
        if (res.results.length) for (const l of listeners) l(db);
      } catch (e) {
        if (controller.signal.aborted) return;
        log.error(`catalogue: ${db} changes feed failed, retrying in 2 s`, e);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            controller.signal.removeEventListener('abort', wake);
            resolve();
          };
          const timer = setTimeout(wake, 2000);
          controller.signal.addEventListener('abort', wake, { once: true });
        });
      }
    }
  }

  return {
    get version() {
      return version;
    },
    versionOf: (scope) => answers.versionOf(scope),
    async start() {
      const seqs = await Promise.all(PUBLIC_DATABASES.map((db) => load(db)));
      PUBLIC_DATABASES.forEach((db, i) => followers.push(follow(db, seqs[i] ?? 0)));
      // The search index is built now, so no shopper's first search waits for it.
      const indexing = performance.now();
      searchProducts.sync(allProducts());
      log.info(
        `catalogue loaded: ${products.size} products, ${categories.size} categories, ${reviews.size} reviews; search index in ${Math.round(performance.now() - indexing)} ms`,
      );
    },
    async stop() {
      controller.abort();
      await Promise.allSettled(followers);
    },
    getProduct: (id) => productViews().get(id) ?? null,
    getProductDoc: (id) => products.get(id) ?? null,
    getCategoryDoc: (id) => categories.get(id) ?? null,
    getInventoryDoc: (id) => inventory.get(id) ?? null,
    getStock: (variantId) => {
      const record = inventory.get(variantId);
      return record && products.has(record.product) ? record.quantity : 0;
    },
    noteWritten: (db, doc) => apply(db, doc),
    allProducts,
    allCategories: sortedCategories,
    productSearch: () => searchProducts.sync(allProducts()),
    categorySearch: () => searchCategories.sync(sortedCategories()),
    productCount: (categoryId) => {
      if (!counts) {
        counts = new Map();
        for (const p of products.values()) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
      }
      return counts.get(categoryId) ?? 0;
    },
    reviewsOf: (productId) => reviewIndex().get(productId) ?? [],
    allInventory: () => [...inventory.values()],
    checkpoint: () => Object.fromEntries(PUBLIC_DATABASES.map((db) => [db, seqs.get(db) ?? 0])) as Record<PublicDatabase, string | number>,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onInventoryConflict: (listener) => {
      conflictListeners.add(listener);
      return () => conflictListeners.delete(listener);
    },
  };
}

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
import type { ChangesResult, DocBase } from '../../db/couch.js';
import { PUBLIC_DATABASES, type Databases, type PublicDatabase } from '../../db/databases.js';
import type { Logger } from '../../log.js';
import { createAnswerVersions } from './answer-scopes.js';
import { mismatchWith, newInstanceId, readStartCacheFile, saveStartCache, type StartCacheState } from './start-cache.js';

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
  /** The start cache (start-cache.ts, docs/decisions/053): how this start loaded, and its writes. */
  readonly startCache: StartCacheControl;
}

export interface StartCacheControl {
  /**
   * How the index was loaded at start: from the start cache file, with the changes caught up since
   * its checkpoint, or from the databases (in full), with why the file was not used. Null before start.
   */
  readonly started: { from: 'cache'; caughtUp: number; bytes: number } | { from: 'databases'; reason: string } | null;
  /** Files this index has written. */
  readonly writes: number;
  /** Writes the file now (after a write in flight). Without a file configured, nothing. */
  writeNow(): Promise<void>;
  /** Writes the file when the index has moved on since the last one (the module calls it once the start's snapshot is built). */
  writeIfBehind(): Promise<void>;
}

/** How the start cache is kept: its file (absent: no cache) and how often a changing catalogue rewrites it. */
export interface StartCacheOptions {
  file: string;
  /** A changing catalogue writes the file at most this often (default 60 s): a later start catches up on the rest. */
  everyMs?: number;
}

/** Documents per read while loading a public database at start. */
const LOAD_PAGE = 1000;

/** How long one longpoll of a public database's changes may wait for a change. */
const LONGPOLL_MS = 25_000;

/** How often a changing catalogue rewrites the start cache, at most. */
const START_CACHE_EVERY_MS = 60_000;

/** How long a stopping index may spend writing the start cache (it is a cache: past this, the next start catches up more). */
const START_CACHE_STOP_MS = 3_000;

/**
 * `longpollMs`: how long one round of following waits for a change (tests shorten it).
 * `startCache`: where the start cache is kept (none: every start loads every document).
 */
export function createCatalogIndex(
  dbs: Databases,
  log: Logger,
  opts: { longpollMs?: number; startCache?: StartCacheOptions } = {},
): CatalogIndex {
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

  function applyChange(db: PublicDatabase, change: ChangesResult<DocBase>['results'][number]): void {
    if (change.deleted) apply(db, { _id: change.id, _rev: change.changes[0]?.rev, _deleted: true });
    else if (change.doc) apply(db, change.doc);
    const conflicts = (change.doc as { _conflicts?: unknown } | undefined)?._conflicts;
    if (db === 'inventory' && Array.isArray(conflicts) && conflicts.length) for (const l of conflictListeners) l(change.id);
  }

  // The start cache (start-cache.ts): read at start, written in the background after it and after changes.
  const cacheFile = opts.startCache?.file;
  const cacheEveryMs = opts.startCache?.everyMs ?? START_CACHE_EVERY_MS;
  let instance = newInstanceId();
  let started: StartCacheControl['started'] = null;
  /** The index holds changes the file does not. */
  let behind = false;
  let cacheWrites = 0;
  let lastWriteAt = 0;
  let writeTimer: NodeJS.Timeout | undefined;
  /** Writes run one after another. */
  let writeQueue: Promise<void> = Promise.resolve();
  let writesStopped = false;

  /** The index moved on: a write within `cacheEveryMs` of the last one. */
  function cacheBehind(): void {
    if (!cacheFile) return;
    behind = true;
    if (writeTimer || writesStopped || !started) return;
    writeTimer = setTimeout(
      () => {
        writeTimer = undefined;
        writeIfBehind().catch((e: unknown) => log.error('catalogue start cache: could not write it (the next start may load in full)', e));
      },
      Math.max(1000, lastWriteAt + cacheEveryMs - Date.now()),
    );
    writeTimer.unref();
  }

  function writeCache(onlyIfBehind: boolean): Promise<void> {
    if (!cacheFile) return Promise.resolve();
    const file = cacheFile;
    const run = writeQueue.then(async () => {
      if ((onlyIfBehind && !behind) || writesStopped) return;
      clearTimeout(writeTimer);
      writeTimer = undefined;
      behind = false;
      const writing = performance.now();
      // The checkpoint and the documents, taken in one go: every change before the checkpoint is in them.
      // In id order, as a full load reads them (`_all_docs`), whatever order they came in since.
      const seqsNow = checkpoint();
      const docs = { categories: byId(categories), products: byId(products), inventory: byId(inventory), reviews: byId(reviews) };
      const state: Omit<StartCacheState, 'token' | 'databases'> = { instance, seqs: seqsNow, docs };
      try {
        const bytes = await saveStartCache(dbs, file, state, () => writesStopped);
        cacheWrites++;
        lastWriteAt = Date.now();
        log.info(`catalogue start cache written: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${Math.round(performance.now() - writing)} ms`);
      } catch (e) {
        behind = true;
        throw e;
      }
    });
    // A failed write leaves the queue usable for the next.
    writeQueue = run.catch(() => {});
    return run;
  }
  const writeIfBehind = () => writeCache(true);

  const byId = <T extends DocBase>(map: Map<string, T>): T[] =>
    [...map.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));

  const checkpoint = () =>
    Object.fromEntries(PUBLIC_DATABASES.map((db) => [db, seqs.get(db) ?? 0])) as Record<PublicDatabase, string | number>;

  /** Every change since the database's checkpoint, applied; how many there were. */
  async function catchUp(db: PublicDatabase): Promise<number> {
    let seq = seqs.get(db) ?? 0;
    let count = 0;
    for (;;) {
      const res = await dbs[db].changes({ since: seq, include_docs: true, limit: LOAD_PAGE, conflicts: db === 'inventory' });
      for (const change of res.results) applyChange(db, change);
      count += res.results.length;
      seq = res.last_seq;
      if (res.results.length < LOAD_PAGE) break;
    }
    seqs.set(db, seq);
    return count;
  }

  /**
   * Loads the index from the start cache and catches up with the databases' changes since it; false
   * (nothing loaded) when the file cannot stand for the databases, with the reason logged once.
   */
  async function loadFromCache(file: string): Promise<boolean> {
    const fallBack = (reason: string, quiet: boolean) => {
      started = { from: 'databases', reason };
      const line = `catalogue start cache not used: ${reason}; loading every document from the databases`;
      if (quiet) log.info(line);
      else log.error(line);
      return false;
    };
    const read = await readStartCacheFile(file);
    if (!read.ok) return fallBack(read.reason, read.reason.startsWith('no start cache'));
    const mismatch = await mismatchWith(dbs, read.state);
    // Another instance (a copied DATA_DIR) may write the same `_local` document: this one takes a new one.
    if (mismatch) return fallBack(mismatch, false);
    instance = read.state.instance;
    const maps = { categories, products, inventory, reviews } as const;
    for (const db of PUBLIC_DATABASES) {
      const map = maps[db] as Map<string, DocBase>;
      for (const doc of read.state.docs[db]) map.set(doc._id, doc);
      seqs.set(db, read.state.seqs[db]);
    }
    invalidate();
    answers.catalogueChanged(version);
    const caughtUp = (await Promise.all(PUBLIC_DATABASES.map((db) => catchUp(db)))).reduce((a, b) => a + b, 0);
    // Documents added meanwhile came last: put in id order, the index holds them as a full load would.
    for (const db of PUBLIC_DATABASES) {
      const map = maps[db] as Map<string, DocBase>;
      const ids = [...map.keys()];
      if (ids.every((id, at) => at === 0 || ids[at - 1]! < id)) continue;
      const sorted = byId(map);
      map.clear();
      for (const doc of sorted) map.set(doc._id, doc);
      invalidate();
    }
    started = { from: 'cache', caughtUp, bytes: read.bytes };
    if (caughtUp > 0) behind = true;
    return true;
  }

  async function follow(db: PublicDatabase, since: string | number): Promise<void> {
    let seq = since;
    while (!controller.signal.aborted) {
      try {
        const res = await dbs[db].changes(
          { since: seq, feed: 'longpoll', timeout: longpollMs, include_docs: true, limit: 500, conflicts: db === 'inventory' },
          controller.signal,
        );
        for (const change of res.results) applyChange(db, change);
        seq = res.last_seq;
        seqs.set(db, seq);
        if (res.results.length) {
          cacheBehind();
          for (const l of listeners) l(db);
        }
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
      const loading = performance.now();
      const fromCache = cacheFile ? await loadFromCache(cacheFile) : false;
      if (!fromCache) {
        started ??= { from: 'databases', reason: 'no start cache configured' };
        await Promise.all(PUBLIC_DATABASES.map((db) => load(db)));
        behind = true;
      }
      const caughtUp = started?.from === 'cache' ? started.caughtUp : 0;
      const loaded = `${fromCache ? `from the start cache, ${caughtUp} changes caught up` : 'from the databases'} in ${Math.round(performance.now() - loading)} ms`;
      PUBLIC_DATABASES.forEach((db) => followers.push(follow(db, seqs.get(db) ?? 0)));
      log.info(`catalogue loaded ${loaded}: ${products.size} products, ${categories.size} categories, ${reviews.size} reviews`);
      // The first write is the module's, once the start's snapshot is built; this is the fallback.
      lastWriteAt = Date.now();
      if (behind) cacheBehind();
    },
    async stop() {
      controller.abort();
      await Promise.allSettled(followers);
      clearTimeout(writeTimer);
      writeTimer = undefined;
      if (!cacheFile || !started) return;
      // What the file lacks is written now, within a bound: past it the write stops (the old file
      // stays whole) and the next start catches up on more changes.
      const last = writeIfBehind().catch((e: unknown) => log.error('catalogue start cache: could not write it while stopping', e));
      let bound: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>((resolve) => (bound = setTimeout(resolve, START_CACHE_STOP_MS)));
      await Promise.race([last, timeUp]);
      clearTimeout(bound);
      writesStopped = true;
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
    checkpoint,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onInventoryConflict: (listener) => {
      conflictListeners.add(listener);
      return () => conflictListeners.delete(listener);
    },
    startCache: {
      get started() {
        return started;
      },
      get writes() {
        return cacheWrites;
      },
      writeNow: () => writeCache(false),
      writeIfBehind,
    },
  };
}

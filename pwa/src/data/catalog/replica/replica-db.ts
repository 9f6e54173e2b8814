/**
 * The catalogue replica (decision 018): RxDB on Dexie (IndexedDB). A first visit reads the api's
 * compact catalogue snapshot (one request, one record stored) and then follows the read-only
 * `/sync/<db>/` changes feeds of products, stock and categories from the snapshot's checkpoint with
 * RxDB's CouchDB replication (pull only; RxDB keeps the checkpoint; a deletion arrives as
 * `_deleted` and is kept as `gone`). Product details (description, specification, features, more
 * images, reviews) are fetched from /api when a product page asks and kept, one record per
 * product, for what the shopper used. It runs inside the replica worker, never on the page.
 */
import { addRxPlugin, createRxDatabase, removeRxDatabase, type RxCollection, type RxDatabase, type RxStorage, type WithDeleted } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { replicateCouchDB, type RxCouchDBReplicationState } from 'rxdb/plugins/replication-couchdb';
import { CategoryDocSchema, InventoryDocSchema, ProductDocSchema, REPLICATION_PULL_BATCH_SIZE, type Review } from '@store/shared';
import {
  fetchSnapshot,
  joinCatalog,
  parseSnapshotBody,
  productAdditionalImages,
  type BaseCatalog,
  type CatalogSnapshot,
  type FeedDocs,
  type LoadedSnapshot,
  type ProductDetails,
} from '../snapshot.js';
import { CATALOG_COLLECTIONS, CATALOG_SCHEMAS, FEED_COLLECTIONS, type CatalogCollectionName, type FeedCollectionName } from './schemas.js';
import { DEFAULT_REPLICA_NAME, OLD_REPLICA_NAMES, REPLICA_VERSION } from '../names.js';
import { isDevBuild } from '../../../env.js';

type Doc = Record<string, unknown> & { id: string };
type Collections = Record<CatalogCollectionName, RxCollection<Doc>>;

export interface ReplicaOptions {
  /** Base URL of the replication endpoints, ending in '/': `${origin}/sync/`. */
  syncUrl: string;
  /** Base URL of the api, ending in '/': `${origin}/api/` (by default the sibling of `syncUrl`). */
  apiUrl?: string;
  /** Database name; tests give each replica its own. */
  name?: string;
  /** Custom fetch (tests). */
  fetch?: typeof fetch;
  /** Whether several instances share the database (false: one worker owns it). */
  multiInstance?: boolean;
  onError?(e: unknown): void;
  /** Called at steps worth timing (the benchmarks' marks). */
  onMark?(name: string): void;
}

export interface CatalogReplica {
  db: RxDatabase<Collections>;
  replications: RxCouchDBReplicationState<Doc>[];
  /** The device holds a snapshot (a previous visit's). */
  hasSnapshot(): boolean;
  /**
   * Reads the api's snapshot and keeps it (in memory at once, stored without waiting). Throws when
   * it cannot. `prefetched`: the snapshot already asked for (the core asks before the database opens).
   */
  loadSnapshot(prefetched?: Promise<LoadedSnapshot>): Promise<void>;
  /** Resolves once the held snapshot is stored on the device (an offline start can read it); rejects when it could not be. */
  whenStored(): Promise<void>;
  /** Starts following the changes feeds from the held snapshot's checkpoint; resolves when caught up the first time. */
  startFollow(): Promise<void>;
  /** The joined catalogue (snapshot with the feeds' changes); rebuilt only after a change. */
  readSnapshot(): CatalogSnapshot;
  /** The kept details of a product, or null. */
  details(id: string): ProductDetails | null;
  /** Reads a product's details from /api and keeps them; null when the api does not know the product. */
  fetchDetails(id: string, signal?: AbortSignal): Promise<ProductDetails | null>;
  /** Notes that a kept product was looked at again (kept longer), without waiting for the write. */
  touchDetails(id: string): void;
  /** Keeps these products' details whatever else is dropped (the cart, the wishlist). */
  pinDetails(ids: readonly string[]): void;
  /** Calls `listener` when details read again differ from the kept ones (a new review, an edit); returns an unsubscribe. */
  onDetailsChanged(listener: () => void): () => void;
  /** Calls `listener` after every change of what the catalogue holds; returns an unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Resolves when every feed has pulled everything the server has now. */
  awaitInSync(): Promise<void>;
  close(): Promise<void>;
}

/** Documents per _changes request while catching up from the snapshot's checkpoint. */
const PULL_BATCH_SIZE = REPLICATION_PULL_BATCH_SIZE;
/** Details kept for products looked at (the cart's, the wishlist's and the best sellers' come on top). */
export const DETAILS_KEPT = 200;
const SNAPSHOT_ID = 'catalog';

async function storageFor(): Promise<RxStorage<unknown, unknown>> {
  const storage = getRxStorageDexie();
  if (!isDevBuild) return storage;
  // Dev only: the dev-mode checks and schema validation RxDB asks for; never in the production bundle.
  const [{ RxDBDevModePlugin, disableWarnings }, { wrappedValidateAjvStorage }] = await Promise.all([
    import('rxdb/plugins/dev-mode'),
    import('rxdb/plugins/validate-ajv'),
  ]);
  disableWarnings();
  addRxPlugin(RxDBDevModePlugin);
  return wrappedValidateAjvStorage({ storage });
}

/** Keeps only the fields the schema knows; a deletion is kept as a `gone` record (a deleted RxDB document is never read back). */
function feedModifier(name: FeedCollectionName) {
  const keys = Object.keys(CATALOG_SCHEMAS[name].properties);
  return (doc: WithDeleted<Doc>): WithDeleted<Doc> => {
    if (doc._deleted) return { id: doc.id, gone: true, _deleted: false };
    const out: WithDeleted<Doc> = { id: doc.id, _deleted: false };
    for (const k of keys) if (doc[k] !== undefined) out[k] = doc[k];
    return out;
  };
}

/** A stored document as the shared schemas read it: the CouchDB `_id`, without the storage's own fields. */
const STORAGE_FIELDS = new Set(['_meta', '_rev', '_attachments', '_deleted', 'id', 'gone']);
function couchDoc(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: data.id };
  for (const [k, v] of Object.entries(data)) if (!STORAGE_FIELDS.has(k)) out[k] = v;
  return out;
}

const FEED_PARSERS = {
  products: (d: unknown) => ProductDocSchema.safeParse(d),
  inventory: (d: unknown) => InventoryDocSchema.safeParse(d),
  categories: (d: unknown) => CategoryDocSchema.safeParse(d),
} as const;

interface DetailReview {
  _id?: string;
  user: { name: string };
  rating: number;
  comment: string;
  createdAt: string;
}

export async function openCatalogReplica(options: ReplicaOptions): Promise<CatalogReplica> {
  const name = options.name ?? DEFAULT_REPLICA_NAME;
  const storage = await storageFor();
  const db = await createRxDatabase<Collections>({ name, storage, multiInstance: options.multiInstance ?? false, closeDuplicates: true });
  await db.addCollections(
    Object.fromEntries(CATALOG_COLLECTIONS.map((c) => [c, { schema: CATALOG_SCHEMAS[c] }])) as Record<
      CatalogCollectionName,
      { schema: (typeof CATALOG_SCHEMAS)[CatalogCollectionName] }
    >,
  );
  // An earlier version's replica (one document per product, review and stock record) is dropped.
  if (!options.name) for (const old of OLD_REPLICA_NAMES) void removeRxDatabase(old, storage).catch(() => {});

  // Closing aborts the requests in flight instead of leaving long-polls open for a minute.
  const closing = new AbortController();
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const abortableFetch: typeof fetch = (input, init) =>
    baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, closing.signal]) : closing.signal });
  const apiUrl = options.apiUrl ?? new URL('../api/', options.syncUrl).toString();

  // What the catalogue is made of, in memory: the snapshot, the feeds' changes, the kept details.
  let base: BaseCatalog | null = null;
  const feed = { products: new Map(), inventory: new Map(), categories: new Map() } as {
    [K in FeedCollectionName]: Map<string, NonNullable<ReturnType<(typeof FEED_PARSERS)[K]>['data']> | null>;
  };
  const kept = new Map<string, ProductDetails>();
  const pinned = new Set<string>();
  let joined: CatalogSnapshot | null = null;
  const changeListeners = new Set<() => void>();
  const detailListeners = new Set<() => void>();
  const changed = () => {
    joined = null;
    for (const l of changeListeners) l();
  };

  const applyFeedDoc = (c: FeedCollectionName, data: Record<string, unknown>) => {
    const map = feed[c] as Map<string, unknown>;
    if (data.gone === true) return map.set(String(data.id), null);
    const parsed = FEED_PARSERS[c](couchDoc(data));
    // A document that does not match the shared schema is skipped rather than breaking a screen.
    if (parsed.success) map.set(String(data.id), parsed.data);
  };

  // Stored state first, before anything can write.
  const [storedSnapshot] = await db.snapshot.findByIds([SNAPSHOT_ID]).exec().then((m) => [m.get(SNAPSHOT_ID)]);
  if (storedSnapshot) {
    try {
      base = parseSnapshotBody(String(storedSnapshot.get('body')));
    } catch (e) {
      options.onError?.(e);
    }
  }
  await Promise.all(
    FEED_COLLECTIONS.map(async (c) => {
      for (const doc of await db[c].find().exec()) applyFeedDoc(c, doc.toJSON() as Record<string, unknown>);
    }),
  );
  for (const doc of await db.details.find().exec()) {
    const d = doc.toJSON() as unknown as ProductDetails;
    kept.set(d.id, { ...d, features: [...d.features], additionalImages: [...d.additionalImages], reviews: [...d.reviews] });
  }

  const subscriptions = FEED_COLLECTIONS.map((c) =>
    db[c].eventBulks$.subscribe((bulk) => {
      for (const event of bulk.events) {
        if (event.operation === 'DELETE') (feed[c] as Map<string, unknown>).delete(event.documentId);
        else applyFeedDoc(c, event.documentData as Record<string, unknown>);
      }
      changed();
    }),
  );

  const replications: RxCouchDBReplicationState<Doc>[] = [];
  let following: Promise<void> | null = null;

  const startFollow = (): Promise<void> => {
    if (following) return following;
    const held = base;
    if (!held) return Promise.reject(new Error('no catalogue snapshot to follow from'));
    following = Promise.all(
      FEED_COLLECTIONS.map((c) => {
        const replication = replicateCouchDB<Doc>({
          // One checkpoint per snapshot: a newer snapshot starts from its own.
          replicationIdentifier: `inkwell-${c}-v${REPLICA_VERSION}-${held.hash}`,
          collection: db[c],
          url: `${options.syncUrl}${c}/`,
          fetch: abortableFetch,
          live: true,
          pull: { batchSize: PULL_BATCH_SIZE, modifier: feedModifier(c), initialCheckpoint: { sequence: held.checkpoints[c] } },
        });
        replication.error$.subscribe((e) => options.onError?.(e));
        replications.push(replication);
        return replication.awaitInitialReplication();
      }),
    ).then(() => options.onMark?.('followed'));
    return following;
  };

  // The held snapshot's write: done already for one read from the device.
  let storing: Promise<void> | null = base ? Promise.resolve() : null;

  const loadSnapshot = async (prefetched?: Promise<LoadedSnapshot>) => {
    const loaded = await (prefetched ?? fetchSnapshot(apiUrl, abortableFetch, options.onMark));
    base = loaded.base;
    changed();
    // The catalogue the core already answers from, when no feed has changed it: the same object, so
    // its search index is not built twice.
    if (FEED_COLLECTIONS.every((c) => feed[c].size === 0)) joined = loaded.joined;
    // One record, replaced whole; the page does not wait for the write.
    const held = base;
    storing = db.snapshot
      .upsert({ id: SNAPSHOT_ID, hash: held.hash, builtAt: new Date().toISOString(), checkpoints: held.checkpoints, body: loaded.text })
      .then(() => options.onMark?.('snapshot-stored'));
    storing.catch((e: unknown) => options.onError?.(e));
  };

  /** Drops the least recently viewed details past DETAILS_KEPT (never pinned ones or best sellers'). */
  const trimDetails = () => {
    const catalogue = joined;
    const droppable = [...kept.values()].filter((d) => !pinned.has(d.id) && !catalogue?.productById.get(d.id)?.bestSeller);
    const excess = droppable.length - DETAILS_KEPT;
    if (excess <= 0) return;
    const drop = droppable.sort((a, b) => a.viewedAt - b.viewedAt).slice(0, excess);
    for (const d of drop) kept.delete(d.id);
    void db.details.bulkRemove(drop.map((d) => d.id)).catch((e: unknown) => options.onError?.(e));
  };

  const fetchDetails = async (id: string, signal?: AbortSignal): Promise<ProductDetails | null> => {
    const res = await abortableFetch(`${apiUrl}products/${encodeURIComponent(id)}`, signal ? { signal } : {});
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`product details: HTTP ${res.status}`);
    const { ProductDetailSchema } = await import('../../api-parsers.js');
    const envelope = (await res.json()) as { success?: unknown; data?: unknown };
    const data = ProductDetailSchema.parse(envelope.data);
    const reviews: Review[] = data.reviews.map((r: DetailReview, i: number) => ({
      _id: r._id ?? `${data._id}-${i}`,
      productId: data._id,
      user: { name: r.user.name },
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt,
    }));
    const now = Date.now();
    const details: ProductDetails = {
      id: data._id,
      description: data.description,
      specification: data.specification,
      features: data.features,
      // The product's own (the top level shows the default variant's, which may be its own).
      additionalImages: productAdditionalImages(data),
      reviews,
      updatedAt: data.updatedAt,
      fetchedAt: now,
      viewedAt: now,
    };
    const before = kept.get(id);
    kept.set(id, details);
    const content = (d: ProductDetails) => JSON.stringify([d.description, d.specification, d.features, d.additionalImages, d.reviews, d.updatedAt]);
    if (before && content(before) !== content(details)) for (const l of detailListeners) l();
    void db.details
      .upsert({ ...details, reviews: details.reviews as unknown as Record<string, unknown>[] })
      .then(() => options.onMark?.(`details-kept:${id}`))
      .catch((e: unknown) => options.onError?.(e));
    trimDetails();
    return details;
  };

  return {
    db,
    replications,
    hasSnapshot: () => base !== null,
    loadSnapshot,
    whenStored: () => storing ?? Promise.reject(new Error('no catalogue snapshot yet')),
    startFollow,
    readSnapshot: () => {
      if (!base) throw new Error('no catalogue snapshot yet');
      joined ??= joinCatalog(base, feed as FeedDocs);
      return joined;
    },
    details: (id) => kept.get(id) ?? null,
    fetchDetails,
    touchDetails: (id) => {
      const d = kept.get(id);
      if (!d) return;
      d.viewedAt = Date.now();
      void db.details
        .findOne(id)
        .exec()
        .then((doc) => doc?.incrementalPatch({ viewedAt: d.viewedAt }))
        .catch((e: unknown) => options.onError?.(e));
    },
    pinDetails: (ids) => {
      for (const id of ids) pinned.add(id);
    },
    onDetailsChanged: (listener) => {
      detailListeners.add(listener);
      return () => detailListeners.delete(listener);
    },
    onChange: (listener) => {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    awaitInSync: async () => {
      await startFollow();
      await Promise.all(replications.map((r) => r.awaitInSync()));
    },
    close: async () => {
      subscriptions.forEach((s) => s.unsubscribe());
      changeListeners.clear();
      detailListeners.clear();
      await Promise.all(replications.map((r) => r.cancel()));
      closing.abort();
      await db.close();
    },
  };
}

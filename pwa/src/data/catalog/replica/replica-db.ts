/**
 * The catalogue replica: RxDB on Dexie (IndexedDB) holding the four public databases, pulled
 * live from the api's read-only `/sync/<db>/` endpoints with RxDB's CouchDB replication
 * (pull only; RxDB keeps the checkpoint; deleted documents arrive as `_deleted` and drop out
 * of every query). It runs inside the replica worker (replica.worker.ts), never on the page.
 */
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase, type RxStorage, type WithDeleted } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { replicateCouchDB, type RxCouchDBReplicationState } from 'rxdb/plugins/replication-couchdb';
import { REPLICATION_PULL_BATCH_SIZE } from '@store/shared';
import { joinSnapshot, PARSERS, type CatalogSnapshot, type ParsedDocs } from '../snapshot.js';
import { CATALOG_COLLECTIONS, CATALOG_SCHEMAS, CORE_COLLECTIONS, type CatalogCollectionName } from './schemas.js';
import { DEFAULT_REPLICA_NAME, REPLICA_VERSION } from '../names.js';
import { isDevBuild } from '../../../env.js';

type Doc = Record<string, unknown> & { id: string };
type Collections = Record<CatalogCollectionName, RxCollection<Doc>>;

export interface ReplicaOptions {
  /** Base URL of the replication endpoints, ending in '/': `${origin}/sync/`. */
  syncUrl: string;
  /** Database name; tests give each replica its own. */
  name?: string;
  /** Custom fetch (tests add credentials when replicating straight from a sync-server). */
  fetch?: typeof fetch;
  /** Whether several instances share the database (false: one worker owns it). */
  multiInstance?: boolean;
  onError?(e: unknown): void;
  /** Called when a collection finished its first full pull (for the benchmarks' marks). */
  onPulled?(name: CatalogCollectionName): void;
}

export interface ReplicaPull {
  /** Resolves when products, categories and inventory finished their first full pull. */
  initialPull: Promise<void>;
  /** Resolves when the reviews (pulled after the others) finished their first full pull. */
  reviewsPull: Promise<void>;
}

export interface CatalogReplica {
  db: RxDatabase<Collections>;
  replications: RxCouchDBReplicationState<Doc>[];
  /** Starts the live pull (once; later calls return the same promises). */
  startPull(): ReplicaPull;
  /** Builds the snapshot of what the replica holds; only collections written since the last one are parsed again. */
  readSnapshot(): Promise<CatalogSnapshot>;
  /** Calls `listener` after every write to the replica (a pulled batch, a deletion). */
  onChange(listener: () => void): () => void;
  /** Resolves when every collection has pulled everything the server has now. */
  awaitInSync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Documents per _changes request. Large, since the writes no longer block the page (the worker
 * does them): fewer round trips and write transactions until the catalogue is queryable. Shared
 * with the api, which keeps the first visit's pages of this size ready.
 */
const PULL_BATCH_SIZE = REPLICATION_PULL_BATCH_SIZE;

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

/** Keeps only the fields the schema knows, so a new server-side field never breaks the pull. */
function pickKnownFields(name: CatalogCollectionName) {
  const keys = Object.keys(CATALOG_SCHEMAS[name].properties);
  return (doc: WithDeleted<Doc>): WithDeleted<Doc> => {
    const out: WithDeleted<Doc> = { id: doc.id, _deleted: doc._deleted };
    for (const k of keys) if (doc[k] !== undefined) out[k] = doc[k];
    return out;
  };
}

/** A stored document as RxDB's toJSON() gives it: without the storage's own fields. */
const STORAGE_FIELDS = new Set(['_meta', '_rev', '_attachments', '_deleted']);
function plainDoc(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (!STORAGE_FIELDS.has(k)) out[k] = v;
  return out;
}

export async function openCatalogReplica(options: ReplicaOptions): Promise<CatalogReplica> {
  const db = await createRxDatabase<Collections>({
    name: options.name ?? DEFAULT_REPLICA_NAME,
    storage: await storageFor(),
    multiInstance: options.multiInstance ?? false,
    closeDuplicates: true,
  });
  await db.addCollections(
    Object.fromEntries(CATALOG_COLLECTIONS.map((name) => [name, { schema: CATALOG_SCHEMAS[name] }])) as Record<
      CatalogCollectionName,
      { schema: (typeof CATALOG_SCHEMAS)[CatalogCollectionName] }
    >,
  );

  // Closing aborts the long-poll requests in flight instead of leaving them open for a minute.
  const closing = new AbortController();
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const abortableFetch: typeof fetch = (input, init) =>
    baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, closing.signal]) : closing.signal });

  let closed = false;
  const replications: RxCouchDBReplicationState<Doc>[] = [];
  const replicate = (name: CatalogCollectionName) => {
    const replication = replicateCouchDB<Doc>({
      replicationIdentifier: `inkwell-${name}-v${REPLICA_VERSION}`,
      collection: db[name],
      url: `${options.syncUrl}${name}/`,
      fetch: abortableFetch,
      live: true,
      pull: { batchSize: PULL_BATCH_SIZE, modifier: pickKnownFields(name) },
    });
    replication.error$.subscribe((e) => options.onError?.(e));
    void replication.awaitInitialReplication().then(() => options.onPulled?.(name));
    replications.push(replication);
    return replication;
  };
  let pull: ReplicaPull | null = null;
  const startPull = (): ReplicaPull => {
    if (pull) return pull;
    // Listing, search and categories need these three; they pull first, without competing.
    const core = CORE_COLLECTIONS.map(replicate);
    const initialPull = Promise.all(core.map((r) => r.awaitInitialReplication())).then(() => undefined);
    // Reviews (most of the documents) follow, for the detail pages' review lists.
    const reviewsPull = initialPull.then(() => (closed ? undefined : replicate('reviews').awaitInitialReplication()));
    pull = { initialPull, reviewsPull };
    return pull;
  };

  // The documents are kept in memory too, followed from RxDB's write events: reading 1200 of them
  // back through a query takes far longer than the pull wrote them. Filled from the stored
  // replica here, before any pull can write.
  const docs = new Map<CatalogCollectionName, Map<string, unknown>>(CATALOG_COLLECTIONS.map((name) => [name, new Map()]));
  // Each collection is parsed again only when it was written since the last read.
  const parsed = new Map<CatalogCollectionName, unknown[]>();
  const changeListeners = new Set<() => void>();
  const subscriptions = CATALOG_COLLECTIONS.map((name) =>
    db[name].eventBulks$.subscribe((bulk) => {
      const byId = docs.get(name);
      for (const event of bulk.events) {
        if (event.operation === 'DELETE' || event.documentData._deleted) byId?.delete(event.documentId);
        else byId?.set(event.documentId, plainDoc(event.documentData));
      }
      parsed.delete(name);
      for (const l of changeListeners) l();
    }),
  );
  await Promise.all(
    CATALOG_COLLECTIONS.map(async (name) => {
      const stored = await db[name].find().exec();
      const byId = docs.get(name);
      for (const doc of stored) byId?.set(doc.primary, doc.toJSON());
    }),
  );
  const parsedOf = <K extends CatalogCollectionName>(name: K): ParsedDocs[K] => {
    const hit = parsed.get(name);
    if (hit) return hit as ParsedDocs[K];
    // In primary-key order, as a query answers: the order must not depend on when a doc was pulled.
    const byId = [...(docs.get(name) ?? [])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const fresh = PARSERS[name](byId.map(([, doc]) => doc)) as ParsedDocs[K];
    parsed.set(name, fresh);
    return fresh;
  };

  return {
    db,
    replications,
    startPull,
    readSnapshot: () =>
      Promise.resolve(
        joinSnapshot({ categories: parsedOf('categories'), products: parsedOf('products'), inventory: parsedOf('inventory'), reviews: parsedOf('reviews') }),
      ),
    onChange: (listener) => {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    awaitInSync: async () => {
      await startPull().reviewsPull;
      await Promise.all(replications.map((r) => r.awaitInSync()));
    },
    close: async () => {
      closed = true;
      subscriptions.forEach((s) => s.unsubscribe());
      changeListeners.clear();
      await Promise.all(replications.map((r) => r.cancel()));
      closing.abort();
      await db.close();
    },
  };
}

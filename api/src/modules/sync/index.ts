/**
 * /sync: read-only replication of the public catalogue (the proxy, proxy.ts), with the first
 * visit's full `_changes` pages held in memory.
 */
import { setMaxListeners } from 'node:events';
import { REPLICATION_PULL_BATCH_SIZE } from '@store/shared';
import { unlessAborted } from '../../db/couch.js';
import { PUBLIC_DATABASES, type PublicDatabase } from '../../db/databases.js';
import type { BaseContext } from '../../context.js';
import type { ModuleFace } from '../face.js';
import { createResponseCache, type ResponseCache } from '../../http/response-cache.js';
import { createSyncProxy, upstreamHeaders, upstreamParams, type SyncCatalog } from './proxy.js';

export { classifySyncRequest, type SyncCatalog } from './proxy.js';

/**
 * The key of a one-off `_changes` read (not a longpoll) from a sequence (pouchdb-server's
 * numbers or CouchDB's opaque `123-g1AA…`; never `now`), with a limit: every first visit pulls the
 * same such pages from `since=0`. Null for anything else. Heartbeat and timeout do not change a
 * one-off answer, so they are left out of the key.
 */
export function changesPageKey(db: PublicDatabase, params: URLSearchParams): string | null {
  if ((params.get('feed') ?? 'normal') !== 'normal') return null;
  const since = params.get('since') ?? '0';
  if (!/^\d[\w-]{0,4000}$/.test(since) || !/^[1-9]\d{0,5}$/.test(params.get('limit') ?? '')) return null;
  if (params.has('descending') || params.has('keys')) return null;
  const kept = [...params].filter(([k]) => k !== 'feed' && k !== 'heartbeat' && k !== 'timeout' && k !== 'since');
  kept.push(['since', since]);
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${db}?${new URLSearchParams(kept).toString()}`;
}

/** The parameters of the pages the PWA's replica pulls (RxDB's CouchDB replication). */
function replicaPageParams(since: string, pageSize: number): URLSearchParams {
  const limit = String(pageSize);
  return new URLSearchParams({ style: 'all_docs', include_docs: 'true', since, limit, seq_interval: limit });
}

interface ChangesPage {
  status: number;
  type: string | null;
  /** The database's cache version when the read began. */
  version: number;
  body: Buffer;
  /** A 200 answer holding exactly `limit` results: the reader always asks for the next page. */
  full: boolean;
  lastSeq?: string;
}

export interface SyncDeps {
  catalog: SyncCatalog;
  /** Results per replication page, as the PWA pulls them (tests make it smaller). */
  pageSize?: number;
}

/**
 * `mount` adds /sync to the app (outside /api); `start` reads nothing ahead any more (decision 018);
 * `stop` ends the proxy's waits and a read-ahead asked for with `warm()`, waiting for it.
 */
export interface SyncModule extends ModuleFace {
  /**
   * Reads, in the background, the full pages a first visit pulls (each public database from
   * `since=0`, in the PWA's page size) so the first shoppers get them from memory. Resolves when
   * done, stopped or failed (a failure only means those pages are read upstream when asked).
   */
  warm(): Promise<void>;
  /** How many pages are held, fresh or not (for tests and a look from the console). */
  cachedPages(): number;
}

/**
 * /sync: the read-only proxy, plus a cache of full one-off `_changes` pages per database,
 * dropped whenever that database changes (the catalogue index follows every public database).
 * Only full pages are kept: a reader of a full page always asks for the next one, and the last,
 * partial page always comes from the database, so no reader stops on an old answer. A full page
 * read just before a change is still correct for its `since`: the changed documents come again,
 * at later sequence numbers, in the later pages (docs/decisions/007).
 */
export function createSyncModule(ctx: BaseContext, { catalog, pageSize = REPLICATION_PULL_BATCH_SIZE }: SyncDeps): SyncModule {
  const versions = new Map<PublicDatabase, number>(PUBLIC_DATABASES.map((db) => [db, 0]));
  const unsubscribe = catalog.subscribe((db) => versions.set(db, (versions.get(db) ?? 0) + 1));
  const pages = new Map<PublicDatabase, ResponseCache>(
    PUBLIC_DATABASES.map((db) => [
      db,
      createResponseCache({ version: () => versions.get(db) ?? 0, maxEntries: 64, maxBytes: 24 * 1024 * 1024 }),
    ]),
  );
  const stopping = new AbortController();
  // Every open longpoll listens for the stop (proxy.ts): one listener per device following, many
  // by design, not a leak (Node warned at 11).
  setMaxListeners(0, stopping.signal);

  async function readPage(db: PublicDatabase, upstreamPath: string, params: URLSearchParams, signal: AbortSignal): Promise<ChangesPage> {
    const version = versions.get(db) ?? 0;
    const upstream = await fetch(`${ctx.couch.baseUrl}${upstreamPath}?${params.toString()}`, { headers: upstreamHeaders(ctx), signal });
    const body = Buffer.from(await unlessAborted(upstream.arrayBuffer(), signal));
    const page: ChangesPage = { status: upstream.status, type: upstream.headers.get('content-type'), version, body, full: false };
    if (upstream.status !== 200) return page;
    try {
      const answer = JSON.parse(body.toString('utf8')) as { results?: unknown[]; last_seq?: unknown };
      page.full = Array.isArray(answer.results) && answer.results.length === Number(params.get('limit'));
      page.lastSeq = answer.last_seq === undefined ? undefined : String(answer.last_seq);
    } catch {
      // Not JSON: passed on as it came, never kept.
    }
    return page;
  }

  const router = createSyncProxy(ctx, catalog, stopping.signal, async (db, upstreamPath, req, res, signal) => {
    const params = upstreamParams(req);
    const key = req.method === 'GET' ? changesPageKey(db, params) : null;
    const cache = pages.get(db);
    if (!key || !cache) return false;
    if (cache.serveHit(req, res, key)) return true;
    const page = await readPage(db, upstreamPath, params, signal);
    if (page.full) {
      cache.sendBody(req, res, key, page.version, page.body);
      return true;
    }
    res.status(page.status);
    if (page.type) res.setHeader('Content-Type', page.type);
    res.end(page.body);
    return true;
  });

  async function warmDb(db: PublicDatabase, cache: ResponseCache): Promise<void> {
    const upstreamPath = `/${encodeURIComponent(ctx.env.DB_PREFIX + db)}/_changes`;
    let since = '0';
    for (let n = 0; n < 64 && !stopping.signal.aborted; n++) {
      const params = replicaPageParams(since, pageSize);
      const key = changesPageKey(db, params);
      if (!key) return;
      const page = await readPage(db, upstreamPath, params, stopping.signal);
      if (!page.full || page.lastSeq === undefined) return;
      if (!cache.isFresh(key)) cache.put(key, page.version, page.body);
      since = page.lastSeq;
    }
  }

  const warm = async () => {
    for (const [db, cache] of pages) {
      try {
        await warmDb(db, cache);
      } catch (e) {
        if (!stopping.signal.aborted) ctx.log.info(`sync proxy: could not read ahead the first pages of ${db}`, e);
        return;
      }
    }
  };
  let warming: Promise<void> = Promise.resolve();

  return {
    mount(app) {
      app.use('/sync', router);
    },
    warm: () => (warming = warm()),
    cachedPages: () => [...pages.values()].reduce((n, cache) => n + cache.size, 0),
    async start() {
      // Devices start from the catalogue snapshot and follow the feeds from its checkpoint
      // (decision 018), so nobody pulls the databases from the start any more: the read-ahead
      // would only hold ~25 MB per 12,000 products. Kept for `warm()` callers (tests, a console).
      warming = Promise.resolve();
    },
    async stop() {
      stopping.abort();
      unsubscribe();
      await warming;
    },
  };
}

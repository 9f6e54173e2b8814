/**
 * What the replica worker does, as a plain module (the data-layer tests run it in-process):
 * opens the RxDB replica, announces the stored catalogue at once when the page trusts it (an
 * offline start), reads the api's snapshot on a first visit and announces it, follows the changes
 * feeds from the snapshot's checkpoint and announces a new catalogue after changes (gathered for
 * CHANGE_DELAY_MS, so a burst of writes is one message). It answers the page's questions from the
 * joined catalogue (`ask`); a product's details come from what it keeps, else from /api (decision 018).
 */
import { apiUrlOf } from './early-snapshot.js';
import { fetchSnapshot, withDetails, type CatalogSnapshot, type LoadedSnapshot } from '../snapshot.js';
import { answerQuestion, warmSearch } from '../query.js';
import type { CatalogReplica, ReplicaOptions } from './replica-db.js';
import { serializeError, type ReplicaAsk, type ReplicaEvent, type SnapshotPhase } from '../protocol.js';
import type { AnswerTo, CatalogQuestion } from '../questions.js';

export interface ReplicaCoreOptions {
  syncUrl: string;
  /** Base URL of the api, ending in '/' (by default the sibling of `syncUrl`). */
  apiUrl?: string;
  name?: string;
  fetch?: typeof fetch;
  multiInstance?: boolean;
  /** Send what the device holds before anything else (the page remembers a completed first visit). */
  announceStored: boolean;
  changeDelayMs?: number;
  /** Wait between tries to read the snapshot (first visit, no connection yet). */
  retryMs?: number;
  /** The answer to the snapshot request the worker's entry sent before this code had loaded (a first visit). */
  earlySnapshot?: Promise<Response>;
  /** Opens the database (by default RxDB's, its code loaded then); tests hold it back to see what is answered before. */
  openReplica?(options: ReplicaOptions): Promise<CatalogReplica>;
}

export interface ReplicaCore {
  /** The database, once open; rejects when it could not be opened (the page was told `failed`). */
  opened: Promise<CatalogReplica>;
  /** Answers from the newest catalogue announced; throws before the first one. */
  ask<Q extends CatalogQuestion>(question: Q): Promise<{ version: number; answer: AnswerTo<Q> }>;
  close(): Promise<void>;
}

/** Asked before any catalogue was announced (the page asks only after one; a stray question gets this). */
export class NoCatalogYet extends Error {
  override name = 'NoCatalogYet';
  constructor() {
    super('the replica has no catalogue yet');
  }
}

/**
 * The `answer` event for the page's question: from `core`, or why it could not be answered (no
 * core yet, no catalogue yet, a question the answer code could not read). The worker and the
 * tests' in-process replica both send exactly this.
 */
export async function answerEvent(core: ReplicaCore | null, { id, question }: ReplicaAsk): Promise<ReplicaEvent> {
  try {
    if (!core) throw new NoCatalogYet();
    return { type: 'answer', id, ...(await core.ask(question)) };
  } catch (e) {
    return { type: 'answer', id, error: serializeError(e) };
  }
}

/** The name of the performance entry each header search leaves in the worker (bench/offline-scale.ts reads them). */
export const SEARCH_TIMING = 'inkwell:search';
/** Search timings kept in the worker's performance timeline before they are cleared (a long session stays small). */
const SEARCH_TIMINGS_KEPT = 500;
let searchTimings = 0;

/**
 * Answers a question and posts the answer: what both worker entries run for every `ask`. A
 * header search (one per keystroke) is timed from the question's arrival to its answer posted,
 * as a performance measure in the worker: the search's cost on the device, without the page's
 * rendering.
 */
export async function answerAndPost(core: ReplicaCore | null, ask: ReplicaAsk, post: (event: ReplicaEvent) => void): Promise<void> {
  const started = typeof performance === 'undefined' ? 0 : performance.now();
  post(await answerEvent(core, ask));
  if (ask.question.kind !== 'suggest' || typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  if (++searchTimings > SEARCH_TIMINGS_KEPT) {
    performance.clearMeasures(SEARCH_TIMING);
    searchTimings = 1;
  }
  performance.measure(SEARCH_TIMING, { start: started, end: performance.now() });
}

/** Changes pulled after the first full pull are sent at most this often. */
export const CHANGE_DELAY_MS = 250;
/** A product's kept details are read again, in the background, at most this often while its page is asked for online. */
const DETAILS_REFRESH_MS = 1000;
/** A product page waits at most this long for its details before showing what the device holds. */
const DETAILS_WAIT_MS = 8000;
/** Best sellers whose details are fetched ahead, after the first visit's catalogue. */
const BEST_SELLERS_AHEAD = 12;

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Opens the database: RxDB's code is loaded only here, so a first visit's snapshot request never waits for it. */
async function openWithRxdb(options: ReplicaOptions): Promise<CatalogReplica> {
  const { openCatalogReplica } = await import('./replica-db.js');
  return openCatalogReplica(options);
}

export function runReplicaCore(options: ReplicaCoreOptions, post: (event: ReplicaEvent) => void): ReplicaCore {
  let closed = false;
  const reportError = (e: unknown): void => {
    if (!closed) post({ type: 'error', error: serializeError(e) });
  };
  // Changed since the last catalogue was read? If not, a phase is announced without a new version.
  let dirty = true;
  let current: { version: number; snapshot: CatalogSnapshot } | null = null;
  const announce = (phase: SnapshotPhase, snapshot: CatalogSnapshot) => {
    current = { version: (current?.version ?? 0) + 1, snapshot };
    post({ type: 'snapshot', phase, version: current.version });
    // The search index follows the snapshot right away (a task of its own), not at the first keystroke.
    setTimeout(() => {
      if (current?.snapshot === snapshot) warmSearch(snapshot);
    }, 0);
  };

  // A first visit (the page holds no catalogue) asks for the snapshot at once, before RxDB's code
  // has loaded and while its database opens, and answers from it as soon as it has arrived: the
  // snapshot is the whole catalogue. The database stores it behind (`kept` tells the page).
  let early: Promise<LoadedSnapshot> | undefined;
  if (!options.announceStored) {
    const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
    early = fetchSnapshot(apiUrlOf(options), fetchFn, (name) => post({ type: 'mark', name }), options.earlySnapshot);
    early.then(
      (loaded) => {
        // Not if the database answered first (a device that held a catalogue after all).
        if (closed || current) return;
        dirty = false;
        announce('core', loaded.joined);
      },
      () => {}, // a failure is met (and retried) where it is used
    );
  }

  // On a first visit the database's code (RxDB, some 300 KB) is loaded and run once the snapshot
  // has been read: on the worker's one thread it would otherwise compete with reading it.
  const openReplica = options.openReplica ?? openWithRxdb;
  const opened = (early ? early.then(() => undefined, () => undefined) : Promise.resolve()).then(() => openReplica({
    syncUrl: options.syncUrl,
    apiUrl: options.apiUrl,
    name: options.name,
    fetch: options.fetch,
    multiInstance: options.multiInstance,
    onError: (e) => post({ type: 'error', error: serializeError(e) }),
    onMark: (name) => post({ type: 'mark', name }),
  })).then(
    (replica) => {
      post({ type: 'mark', name: 'open' });
      return replica;
    },
    (e: unknown) => {
      post({ type: 'failed', error: serializeError(e) });
      throw e;
    },
  );
  opened.catch(() => {}); // reported to the page as `failed` above

  const delay = options.changeDelayMs ?? CHANGE_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching = () => {};
  let stopTracking = () => {};
  let stopDetails = () => {};

  // One send at a time, in order: a slow read never overtakes a newer one.
  let queue = Promise.resolve();
  const send = (replica: CatalogReplica, phase: SnapshotPhase) => {
    queue = queue
      .then(() => {
        if (closed) return;
        if (current && !dirty) return post({ type: 'snapshot', phase, version: null });
        dirty = false;
        announce(phase, replica.readSnapshot());
      })
      .catch(reportError);
    return queue;
  };

  // Details fetched ahead (the cart's and wishlist's, the best sellers'), one at a time, online only.
  const ahead: string[] = [];
  let fetchingAhead = false;
  const fetchAhead = (replica: CatalogReplica, ids: readonly string[]) => {
    for (const id of ids) if (!replica.details(id) && !ahead.includes(id)) ahead.push(id);
    if (fetchingAhead) return;
    fetchingAhead = true;
    void (async () => {
      while (ahead.length && !closed && online()) {
        const id = ahead.shift() as string;
        if (replica.details(id)) continue;
        await replica.fetchDetails(id).catch(() => undefined);
      }
      fetchingAhead = false;
    })();
  };

  void opened
    .then(async (replica) => {
      if (closed) return;
      stopTracking = replica.onChange(() => {
        dirty = true;
      });
      // Details read again that changed (a new review) make the product page ask again.
      stopDetails = replica.onDetailsChanged(() => {
        dirty = true;
        timer ??= setTimeout(() => {
          timer = undefined;
          void send(replica, 'change');
        }, delay);
      });
      const stored = replica.hasSnapshot();
      if (stored && options.announceStored) await send(replica, 'stored');
      // The early snapshot is kept when the page was answered from it (even over an older stored
      // one) or when the device holds none; a device that turned out to hold one never waits for it.
      let given = current || !replica.hasSnapshot() ? early : undefined;
      early = undefined;
      // A first visit reads the snapshot, trying again until it can (no connection yet, a server restart).
      while ((given || !replica.hasSnapshot()) && !closed) {
        try {
          const next = given;
          given = undefined;
          await replica.loadSnapshot(next);
        } catch (e) {
          reportError(e);
          await new Promise((r) => setTimeout(r, options.retryMs ?? 3000));
        }
      }
      if (closed) return;
      // The same catalogue the page was already answered from: nothing new to announce.
      if (current && replica.readSnapshot() === current.snapshot) dirty = false;
      // The snapshot is the whole catalogue: listing, search and product pages can answer now.
      await send(replica, 'core');
      await send(replica, 'reviews');
      // Once it is on the device, an offline start can use it.
      replica.whenStored().then(() => !closed && post({ type: 'kept' }), reportError);
      stopWatching = replica.onChange(() => {
        timer ??= setTimeout(() => {
          timer = undefined;
          void send(replica, 'change');
        }, delay);
      });
      await replica.startFollow();
      if (!stored) {
        const bestSellers = replica.readSnapshot().products.filter((p) => p.bestSeller);
        fetchAhead(replica, bestSellers.slice(0, BEST_SELLERS_AHEAD).map((p) => p._id));
      }
    })
    .catch(reportError);

  const refreshedAt = new Map<string, number>();
  async function answerProduct(replica: CatalogReplica, snapshot: CatalogSnapshot, id: string): Promise<AnswerTo<{ kind: 'product'; id: string }>> {
    if (!snapshot.productById.has(id)) return { product: null, reviews: [] };
    let details = replica.details(id);
    if (details) {
      replica.touchDetails(id);
      // Shown at once from the device; read again behind it (a change makes the page ask again).
      const last = refreshedAt.get(id) ?? 0;
      if (online() && Date.now() - last >= DETAILS_REFRESH_MS) {
        refreshedAt.set(id, Date.now());
        void replica.fetchDetails(id).catch(() => undefined);
      }
    } else if (online()) {
      refreshedAt.set(id, Date.now());
      details = (await replica.fetchDetails(id, AbortSignal.timeout(DETAILS_WAIT_MS)).catch(() => undefined)) ?? null;
    }
    // Read the view again: the catalogue may have changed while the details were on their way.
    const view = (current?.snapshot ?? snapshot).productById.get(id) ?? null;
    if (!view) return { product: null, reviews: [] };
    if (!details) return { product: view, reviews: [], detailsMissing: true };
    return { product: withDetails(view, details), reviews: details.reviews };
  }

  return {
    opened,
    ask: async (question) => {
      if (!current) throw new NoCatalogYet();
      const { version, snapshot } = current;
      // A product's details and the kept ones need the database (a first visit's page opened at once waits for it).
      if (question.kind === 'product') {
        return { version, answer: (await answerProduct(await opened, snapshot, question.id)) as AnswerTo<typeof question> };
      }
      if (question.kind === 'byIds') {
        void opened.then((replica) => {
          replica.pinDetails(question.ids);
          fetchAhead(replica, question.ids.slice(0, 50));
        }, () => {});
      }
      return { version, answer: answerQuestion(snapshot, question) };
    },
    close: async () => {
      closed = true;
      stopWatching();
      stopTracking();
      stopDetails();
      clearTimeout(timer);
      const replica = await opened.catch(() => null);
      await replica?.close();
    },
  };
}

/**
 * What the replica worker does, as a plain module (the data-layer tests run it in-process):
 * opens the RxDB replica, announces the stored catalogue at once when the page trusts it (an
 * offline start), reads the api's snapshot on a first visit and announces it, follows the changes
 * feeds from the snapshot's checkpoint and announces a new catalogue after changes (gathered for
 * CHANGE_DELAY_MS, so a burst of writes is one message). It answers the page's questions from the
 * joined catalogue (`ask`); a product's details come from what it keeps, else from /api (decision 018).
 */
import { withDetails, type CatalogSnapshot } from '../snapshot.js';
import { answerQuestion, warmSearch } from '../query.js';
import { fetchSnapshotText, openCatalogReplica, type CatalogReplica } from './replica-db.js';
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
}

export interface ReplicaCore {
  replica: CatalogReplica;
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

/** Changes pulled after the first full pull are sent at most this often. */
export const CHANGE_DELAY_MS = 250;
/** A product's kept details are read again, in the background, at most this often while its page is asked for online. */
const DETAILS_REFRESH_MS = 1000;
/** A product page waits at most this long for its details before showing what the device holds. */
const DETAILS_WAIT_MS = 8000;
/** Best sellers whose details are fetched ahead, after the first visit's catalogue. */
const BEST_SELLERS_AHEAD = 12;

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export async function runReplicaCore(options: ReplicaCoreOptions, post: (event: ReplicaEvent) => void): Promise<ReplicaCore> {
  // A first visit (the page holds no catalogue) asks for the snapshot while the database opens:
  // on a phone's network the download, not the open, is the longer of the two.
  let early: Promise<string> | undefined;
  if (!options.announceStored) {
    const apiUrl = options.apiUrl ?? new URL('../api/', options.syncUrl).toString();
    early = fetchSnapshotText(apiUrl, options.fetch ?? globalThis.fetch.bind(globalThis));
    early.catch(() => {}); // a failure is met (and retried) where it is used
  }
  let replica: CatalogReplica;
  try {
    replica = await openCatalogReplica({
      syncUrl: options.syncUrl,
      apiUrl: options.apiUrl,
      name: options.name,
      fetch: options.fetch,
      multiInstance: options.multiInstance,
      onError: (e) => post({ type: 'error', error: serializeError(e) }),
      onMark: (name) => post({ type: 'mark', name }),
    });
    post({ type: 'mark', name: 'open' });
  } catch (e) {
    post({ type: 'failed', error: serializeError(e) });
    throw e;
  }
  let closed = false;
  const reportError = (e: unknown): void => {
    if (!closed) post({ type: 'error', error: serializeError(e) });
  };

  const delay = options.changeDelayMs ?? CHANGE_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching = () => {};

  // Changed since the last catalogue was read? If not, a phase is announced without a new version.
  let dirty = true;
  let current: { version: number; snapshot: CatalogSnapshot } | null = null;
  const stopTracking = replica.onChange(() => {
    dirty = true;
  });
  // Details read again that changed (a new review) make the product page ask again.
  const stopDetails = replica.onDetailsChanged(() => {
    dirty = true;
    timer ??= setTimeout(() => {
      timer = undefined;
      void send('change');
    }, delay);
  });

  // One send at a time, in order: a slow read never overtakes a newer one.
  let queue = Promise.resolve();
  const send = (phase: SnapshotPhase) => {
    queue = queue
      .then(() => {
        if (closed) return;
        if (current && !dirty) return post({ type: 'snapshot', phase, version: null });
        dirty = false;
        const snapshot = replica.readSnapshot();
        current = { version: (current?.version ?? 0) + 1, snapshot };
        post({ type: 'snapshot', phase, version: current.version });
        // The search index follows the snapshot right away (a task of its own), not at the first keystroke.
        setTimeout(() => {
          if (current?.snapshot === snapshot) warmSearch(snapshot);
        }, 0);
      })
      .catch(reportError);
    return queue;
  };

  // Details fetched ahead (the cart's and wishlist's, the best sellers'), one at a time, online only.
  const ahead: string[] = [];
  let fetchingAhead = false;
  const fetchAhead = (ids: readonly string[]) => {
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

  void (async () => {
    const stored = replica.hasSnapshot();
    if (stored && options.announceStored) await send('stored');
    // A first visit reads the snapshot, trying again until it can (no connection yet, a server restart).
    while (!replica.hasSnapshot() && !closed) {
      try {
        // The early answer once (a device that turned out to hold a snapshot never waits for it).
        const prefetched = early;
        early = undefined;
        await replica.loadSnapshot(prefetched);
      } catch (e) {
        reportError(e);
        await new Promise((r) => setTimeout(r, options.retryMs ?? 3000));
      }
    }
    if (closed) return;
    // The snapshot is the whole catalogue: listing, search and product pages can answer now.
    await send('core');
    await send('reviews');
    stopWatching = replica.onChange(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void send('change');
      }, delay);
    });
    await replica.startFollow();
    if (!stored) fetchAhead(replica.readSnapshot().products.filter((p) => p.bestSeller).slice(0, BEST_SELLERS_AHEAD).map((p) => p._id));
  })().catch(reportError);

  const refreshedAt = new Map<string, number>();
  async function answerProduct(snapshot: CatalogSnapshot, id: string): Promise<AnswerTo<{ kind: 'product'; id: string }>> {
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
    replica,
    ask: async (question) => {
      if (!current) throw new NoCatalogYet();
      const { version, snapshot } = current;
      if (question.kind === 'product') {
        return { version, answer: (await answerProduct(snapshot, question.id)) as AnswerTo<typeof question> };
      }
      if (question.kind === 'byIds') {
        replica.pinDetails(question.ids);
        fetchAhead(question.ids.slice(0, 50));
      }
      return { version, answer: answerQuestion(snapshot, question) };
    },
    close: async () => {
      closed = true;
      stopWatching();
      stopTracking();
      stopDetails();
      clearTimeout(timer);
      await replica.close();
    },
  };
}

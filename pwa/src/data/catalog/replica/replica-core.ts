/**
 * What the replica worker does, as a plain module (the data-layer tests run it in-process):
 * opens the RxDB replica, announces the stored catalogue at once when the page trusts it (an
 * offline start), pulls, and announces a new catalogue after the first pull, after the reviews,
 * and then after changes (gathered for CHANGE_DELAY_MS, so a burst of writes is one message).
 * It keeps the joined catalogue and answers the page's questions from it (`ask`).
 */
import type { CatalogSnapshot } from '../snapshot.js';
import { answerQuestion, warmSearch } from '../query.js';
import { openCatalogReplica, type CatalogReplica } from './replica-db.js';
import { serializeError, type ReplicaAsk, type ReplicaEvent, type SnapshotPhase } from '../protocol.js';
import type { AnswerTo, CatalogQuestion } from '../questions.js';

export interface ReplicaCoreOptions {
  syncUrl: string;
  name?: string;
  fetch?: typeof fetch;
  multiInstance?: boolean;
  /** Send what the device holds before pulling (the page remembers a completed pull). */
  announceStored: boolean;
  changeDelayMs?: number;
}

export interface ReplicaCore {
  replica: CatalogReplica;
  /** Answers from the newest catalogue announced; throws before the first one. */
  ask<Q extends CatalogQuestion>(question: Q): { version: number; answer: AnswerTo<Q> };
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
export function answerEvent(core: ReplicaCore | null, { id, question }: ReplicaAsk): ReplicaEvent {
  try {
    if (!core) throw new NoCatalogYet();
    return { type: 'answer', id, ...core.ask(question) };
  } catch (e) {
    return { type: 'answer', id, error: serializeError(e) };
  }
}

/** Changes pulled after the first full pull are sent at most this often. */
export const CHANGE_DELAY_MS = 250;

export async function runReplicaCore(options: ReplicaCoreOptions, post: (event: ReplicaEvent) => void): Promise<ReplicaCore> {
  let replica: CatalogReplica;
  try {
    replica = await openCatalogReplica({
      syncUrl: options.syncUrl,
      name: options.name,
      fetch: options.fetch,
      multiInstance: options.multiInstance,
      onError: (e) => post({ type: 'error', error: serializeError(e) }),
      onPulled: (name) => post({ type: 'mark', name: `pulled-${name}` }),
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

  // Written since the last catalogue was read? If not, a phase is announced without a new version.
  let dirty = true;
  let current: { version: number; snapshot: CatalogSnapshot } | null = null;
  const stopTracking = replica.onChange(() => {
    dirty = true;
  });

  // One send at a time, in order: a slow read never overtakes a newer one.
  let queue = Promise.resolve();
  const send = (phase: SnapshotPhase, onlyIfFilled = false) => {
    queue = queue
      .then(async () => {
        if (closed) return;
        if (current && !dirty) return post({ type: 'snapshot', phase, version: null });
        dirty = false;
        const snapshot = await replica.readSnapshot();
        // A stored replica that was wiped (flag kept, IndexedDB cleared) must wait for a real pull.
        if (closed || (onlyIfFilled && snapshot.products.length === 0 && snapshot.categories.length === 0)) return;
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

  if (options.announceStored) await send('stored', true);

  const { initialPull, reviewsPull } = replica.startPull();
  void initialPull.then(() => send('core'), reportError);

  // Changes are followed once the first pulls are done: until then `core` and `reviews` carry them.
  const delay = options.changeDelayMs ?? CHANGE_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching = () => {};
  void reviewsPull.then(() => {
    if (closed) return;
    stopWatching = replica.onChange(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void send('change');
      }, delay);
    });
    return send('reviews');
  }, reportError);

  return {
    replica,
    ask: (question) => {
      if (!current) throw new NoCatalogYet();
      return { version: current.version, answer: answerQuestion(current.snapshot, question) };
    },
    close: async () => {
      closed = true;
      stopWatching();
      stopTracking();
      clearTimeout(timer);
      await replica.close();
    },
  };
}

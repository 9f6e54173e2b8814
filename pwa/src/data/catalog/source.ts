/**
 * Decides who answers catalogue questions: /api until the replica has finished its first full
 * pull, the replica after (instant, and offline too). The replica lives in a worker
 * (replica/replica.worker.ts) that keeps the catalogue and answers questions (`askReplica`);
 * the page holds only answers. Readiness is remembered in localStorage so a later start —
 * offline included — uses the replica at once.
 */
import { createExternalStore } from '../../lib/external-store.js';
import { reportStorageProblem } from '../storage-problems.js';
import { isOnline } from '../online-status.js';
import { DEFAULT_REPLICA_NAME } from './names.js';
import { toError, type ReplicaChannel, type ReplicaEvent } from './protocol.js';
import type { AnswerTo, CatalogQuestion } from './questions.js';
import { openReplicaWorker, warmReplicaWorker } from './worker-channel.js';

export interface CatalogState {
  /** The newest catalogue the replica announced in this tab (null: none yet). */
  version: number | null;
  /** The replica has completed a full pull at least once on this device. */
  ready: boolean;
  /** The reviews (pulled after the rest) are complete too. */
  reviewsReady: boolean;
}

const READY_KEY = `${DEFAULT_REPLICA_NAME}.ready`;
const REVIEWS_READY_KEY = `${DEFAULT_REPLICA_NAME}.reviews-ready`;

function readFlag(key: string): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, '1');
  } catch (e) {
    reportStorageProblem(e);
  }
}

const initialState = (): CatalogState => ({ version: null, ready: readFlag(READY_KEY), reviewsReady: readFlag(REVIEWS_READY_KEY) });
const catalog = createExternalStore<CatalogState>(initialState());

/** The first catalogue version the replica announced in this tab (null: none yet). */
let firstVersion: number | null = null;

function setState(patch: Partial<CatalogState>): void {
  const next = { ...catalog.get(), ...patch };
  firstVersion ??= next.version;
  catalog.set(next);
}

/** Whether `version` is the first catalogue the replica announced in this tab (what /api's first answers already showed, or newer). */
export const isFirstReplicaVersion = (version: number | null): boolean => version !== null && version === firstVersion;

/** Calls `listener` whenever the catalogue state changes (ready, reviews, a new version); returns an unsubscribe. */
export const subscribeCatalog = (listener: () => void): (() => void) => catalog.subscribe(listener);

export const getCatalogState = (): CatalogState => catalog.get();

/**
 * Calls `run` once the catalogue is queryable (at once when it is already), or after `capMs` when
 * it does not become so (no worker here, a replica that failed); returns a cancel. A first visit's
 * service worker waits for it (docs/decisions/043): its precache, a hundred requests and their
 * caching, would otherwise share the network and the CPU with the catalogue's snapshot.
 */
export function whenCatalogReady(run: () => void, capMs: number): () => void {
  if (catalog.get().ready) {
    run();
    return () => {};
  }
  let pending = true;
  const stop = () => {
    pending = false;
    clearTimeout(timer);
    unsubscribe();
  };
  const finish = () => {
    if (!pending) return;
    stop();
    run();
  };
  const timer = setTimeout(finish, capMs);
  const unsubscribe = catalog.subscribe(() => {
    if (catalog.get().ready) finish();
  });
  return stop;
}

/** The catalogue version hooks should ask the replica about, or null while /api must answer. */
export function replicaVersion(s: CatalogState = catalog.get()): number | null {
  return s.ready ? s.version : null;
}

let started = false;
let channel: ReplicaChannel | null = null;
let lastAskId = 0;
const pending = new Map<number, { resolve(answer: unknown): void; reject(e: Error): void }>();

/** Performance marks the benchmarks read (bench/pwa-metrics.ts). */
const mark = (name: string) => typeof performance !== 'undefined' && typeof performance.mark === 'function' && performance.mark(name);

/** Asks the replica a question; rejects when there is no replica to ask (the hooks use /api then). */
export function askReplica<Q extends CatalogQuestion>(question: Q): Promise<AnswerTo<Q>> {
  const open = channel;
  if (!open) return Promise.reject(new Error('the catalogue replica is not open'));
  const id = ++lastAskId;
  return new Promise<AnswerTo<Q>>((resolve, reject) => {
    pending.set(id, { resolve: (answer) => resolve(answer as AnswerTo<Q>), reject });
    open.send({ type: 'ask', id, question });
  });
}

function rejectPending(reason: string): void {
  for (const p of pending.values()) p.reject(new Error(reason));
  pending.clear();
}

/** The page's side of the replica: what the worker (or, in tests, the in-process core) sends. */
export function applyReplicaEvent(event: ReplicaEvent): void {
  if (event.type === 'answer') {
    const waiting = pending.get(event.id);
    pending.delete(event.id);
    if (!waiting) return;
    if ('error' in event) waiting.reject(toError(event.error));
    else waiting.resolve(event.answer);
    return;
  }
  if (event.type === 'mark') {
    mark(`inkwell:replica-${event.name}`);
    return;
  }
  if (event.type === 'error') {
    const e = toError(event.error);
    if (!reportStorageProblem(e) && isOnline()) console.warn('[data] catalogue replication', e);
    return;
  }
  if (event.type === 'failed') {
    const e = toError(event.error);
    channel?.close();
    resetCatalogState();
    if (!reportStorageProblem(e)) console.warn('[data] catalogue replica unavailable', e);
    return;
  }
  if (event.type === 'kept') {
    // Remembered only once stored: a reload, offline too, then opens on the device's catalogue.
    writeFlag(READY_KEY);
    return;
  }
  const version = event.version ?? catalog.get().version;
  // Ready only with the whole catalogue (the snapshot), so no page sees a half-filled one.
  if (event.phase === 'core') {
    mark('inkwell:replica-ready');
    setState({ ready: true, version });
  } else if (event.phase === 'reviews') {
    mark('inkwell:replica-reviews-ready');
    writeFlag(REVIEWS_READY_KEY);
    setState({ reviewsReady: true, version });
  } else if (version !== catalog.get().version) {
    setState({ version });
  }
}

/** Connects a channel to a replica core (the worker's, or in tests one run in-process). */
export function attachReplicaChannel(open: ReplicaChannel): void {
  channel = open;
}

/** Forgets the replica's state (tests, and a replica that could not be opened). */
export function resetCatalogState(): void {
  started = false;
  channel = null;
  firstVersion = null;
  rejectPending('the catalogue replica was closed');
  catalog.set(initialState());
}

/**
 * Makes the replica's shared worker once the page has loaded, ahead of its start after the first
 * screen (worker-channel.ts `warmReplicaWorker`). Nothing is fetched or stored until the start.
 */
export function warmCatalogReplication(): void {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined') return;
  // A device holding the replica has started it already (below): a second worker object would only hold a port open.
  const warmUnlessStarted = () => started || warmReplicaWorker();
  if (document.readyState === 'complete') warmUnlessStarted();
  else window.addEventListener('load', warmUnlessStarted, { once: true });
}

/**
 * Starts the replica worker and its live pull of the catalogue (the shell calls it once the page
 * is idle). Waits for the page's `load`, so the worker's script and pulls never compete with the
 * first screen's images. Idempotent.
 */
export function startCatalogReplication(): void {
  if (started || typeof window === 'undefined' || typeof Worker === 'undefined' || typeof indexedDB === 'undefined') return;
  started = true;
  if (document.readyState !== 'complete') {
    window.addEventListener('load', () => setTimeout(openWorker, 0), { once: true });
    return;
  }
  openWorker();
}

function openWorker(): void {
  if (!started || channel) return;
  mark('inkwell:replica-start');
  try {
    channel = openReplicaWorker(applyReplicaEvent);
    channel.send({ type: 'start', syncUrl: `${window.location.origin}/sync/`, announceStored: catalog.get().ready });
  } catch (e) {
    resetCatalogState();
    if (!reportStorageProblem(e)) console.warn('[data] catalogue replica unavailable', e);
  }
}

// A device that already holds the replica opens it at once, so an offline start reads it.
if (catalog.get().ready) setTimeout(startCatalogReplication, 0);

/**
 * Decides who answers catalogue questions: /api until the replica has finished its first full
 * pull, the replica after (instant, and offline too). The replica lives in a worker
 * (replica/replica.worker.ts); the page keeps the catalogue it sends in memory. Readiness is
 * remembered in localStorage so a later start — offline included — uses the replica at once.
 */
import { useSyncExternalStore } from 'react';
import type { CatalogSnapshot } from './catalog-model.js';
import { reportStorageProblem } from './storage-problems.js';
import { isOnline } from './online-status.js';
import { DEFAULT_REPLICA_NAME } from './replica/names.js';
import { catalogAssembler, toError, type CatalogPayload, type ReplicaEvent } from './replica/protocol.js';
import { openReplicaWorker } from './replica/worker-channel.js';

export interface CatalogState {
  snapshot: CatalogSnapshot | null;
  /** The replica has completed a full pull at least once on this device. */
  ready: boolean;
  /** The reviews (pulled after the rest) are complete too. */
  reviewsReady: boolean;
  /** Replication has been started in this tab. */
  replicating: boolean;
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

const initialState = (): CatalogState => ({ snapshot: null, ready: readFlag(READY_KEY), reviewsReady: readFlag(REVIEWS_READY_KEY), replicating: false });
let state: CatalogState = initialState();
const listeners = new Set<() => void>();

function setState(patch: Partial<CatalogState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function subscribeCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getCatalogState = (): CatalogState => state;

export function useCatalogState(): CatalogState {
  return useSyncExternalStore(subscribeCatalog, getCatalogState, getCatalogState);
}

/** The snapshot hooks should read, or null while /api must answer. */
export function replicaSnapshot(s: CatalogState = state): CatalogSnapshot | null {
  return s.ready && s.snapshot ? s.snapshot : null;
}

let started = false;
let channel: { close(): void } | null = null;

/** Performance marks the benchmarks read (bench/pwa-metrics.ts). */
const mark = (name: string) => typeof performance !== 'undefined' && typeof performance.mark === 'function' && performance.mark(name);

function toSnapshot({ products, categories, reviewsByProduct }: CatalogPayload): CatalogSnapshot {
  return {
    products,
    productById: new Map(products.map((p) => [p._id, p])),
    categories,
    categoryById: new Map(categories.map((c) => [c._id, c])),
    reviewsByProduct,
  };
}

/** The page's side of the replica: what the worker (or, in tests, the in-process core) sends. */
let assembler = catalogAssembler();

export function applyReplicaEvent(event: ReplicaEvent): void {
  if (event.type === 'part') return assembler.add(event);
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
  const payload = event.catalog && assembler.finish(event.catalog);
  if (event.catalog && !payload) return;
  const snapshot = payload ? toSnapshot(payload) : state.snapshot;
  // Ready only with a catalogue read after the full pull, so no page sees a half-filled one.
  if (event.phase === 'core') {
    mark('inkwell:replica-ready');
    writeFlag(READY_KEY);
    setState({ ready: true, snapshot });
  } else if (event.phase === 'reviews') {
    mark('inkwell:replica-reviews-ready');
    writeFlag(REVIEWS_READY_KEY);
    setState({ reviewsReady: true, snapshot });
  } else if (snapshot !== state.snapshot) {
    setState({ snapshot });
  }
}

/** Forgets the replica's state (tests, and a replica that could not be opened). */
export function resetCatalogState(): void {
  started = false;
  channel = null;
  assembler = catalogAssembler();
  state = initialState();
  for (const l of listeners) l();
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
  setState({ replicating: true });
  try {
    channel = openReplicaWorker({ type: 'start', syncUrl: `${window.location.origin}/sync/`, announceStored: state.ready }, applyReplicaEvent);
  } catch (e) {
    resetCatalogState();
    if (!reportStorageProblem(e)) console.warn('[data] catalogue replica unavailable', e);
  }
}

// A device that already holds the replica opens it at once, so an offline start reads it.
if (state.ready) setTimeout(startCatalogReplication, 0);

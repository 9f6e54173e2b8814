/**
 * Messages between the page and the replica worker. The worker owns the RxDB database and the
 * joined catalogue built from it, and answers the page's questions (a listing, a product, a
 * search) from it; only the answers cross to the page, never the whole catalogue, so the main
 * thread stays free however large the catalogue grows.
 */
import type { CatalogQuestion } from './questions.js';

/** Page → worker, once: open the replica and start pulling. */
export interface ReplicaStart {
  type: 'start';
  /** Base URL of the replication endpoints, ending in '/'. */
  syncUrl: string;
  /** Base URL of the api, ending in '/' (by default the sibling of `syncUrl`). */
  apiUrl?: string;
  name?: string;
  /** The page already trusts the stored replica (a completed pull is remembered): announce it before pulling. */
  announceStored: boolean;
}

/**
 * Why a new catalogue is announced: `stored` what the device holds (no network needed), `core`
 * the end of the first full pull of products, categories and stock, `reviews` the end of the
 * reviews' first pull, `change` anything pulled after that.
 */
export type SnapshotPhase = 'stored' | 'core' | 'reviews' | 'change';
export const SNAPSHOT_PHASES: readonly SnapshotPhase[] = ['stored', 'core', 'reviews', 'change'];

/** Page → worker: a question, answered by an `answer` event with the same id. */
export interface ReplicaAsk {
  type: 'ask';
  id: number;
  question: CatalogQuestion;
}

export type PageMessage = ReplicaStart | ReplicaAsk;

/**
 * How the page talks to the replica: the worker (worker-channel.ts), or in tests the core run
 * in-process (testing/in-process-replica.ts). source.ts holds the open one.
 */
export interface ReplicaChannel {
  send(message: PageMessage): void;
  close(): void;
}

/** An error as it crosses to the page: enough to classify storage problems (../storage-problems.ts). */
export interface SerializedError {
  name: string;
  message: string;
  inner?: SerializedError;
}

export type ReplicaEvent =
  /**
   * The worker holds a new catalogue, numbered `version` (increasing); the page asks its
   * questions again. `version` null: nothing changed since the last one announced.
   */
  | { type: 'snapshot'; phase: SnapshotPhase; version: number | null }
  /** The catalogue announced is stored on the device: a later start, offline too, can open on it. */
  | { type: 'kept' }
  /** The answer to the page's question `id`, read from catalogue `version` (or why it could not be). */
  | { type: 'answer'; id: number; version: number; answer: unknown }
  | { type: 'answer'; id: number; error: SerializedError }
  /** A replication or storage error; the replica keeps going (it retries). */
  | { type: 'error'; error: SerializedError }
  /** A step worth timing (bench/pwa-metrics.ts reads them as `inkwell:replica-<name>` marks on the page). */
  | { type: 'mark'; name: string }
  /** The replica could not be opened at all: the page stays on /api. */
  | { type: 'failed'; error: SerializedError };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isReplicaStart(v: unknown): v is ReplicaStart {
  return isObject(v) && v.type === 'start' && typeof v.syncUrl === 'string' && typeof v.announceStored === 'boolean';
}

const QUESTION_KINDS: readonly CatalogQuestion['kind'][] = ['products', 'product', 'related', 'categories', 'category', 'suggest', 'byIds'];

/** Checks the envelope and the kind; a question whose fields the answer code cannot read gets an error answer. */
export function isReplicaAsk(v: unknown): v is ReplicaAsk {
  return isObject(v) && v.type === 'ask' && typeof v.id === 'number' && isObject(v.question) && QUESTION_KINDS.some((k) => k === (v.question as { kind?: unknown }).kind);
}

/** Checks the envelope only: answers were built from schema-checked documents by our own worker. */
export function isReplicaEvent(v: unknown): v is ReplicaEvent {
  if (!isObject(v)) return false;
  if (v.type === 'error' || v.type === 'failed') return isObject(v.error);
  if (v.type === 'mark') return typeof v.name === 'string';
  if (v.type === 'kept') return true;
  if (v.type === 'answer') return typeof v.id === 'number' && ((typeof v.version === 'number' && 'answer' in v) || isObject(v.error));
  if (v.type !== 'snapshot' || !SNAPSHOT_PHASES.some((p) => p === v.phase)) return false;
  return v.version === null || typeof v.version === 'number';
}

export function serializeError(e: unknown, depth = 0): SerializedError {
  const o = isObject(e) ? e : {};
  const name = typeof o.name === 'string' ? o.name : 'Error';
  const message = e instanceof Error ? e.message : typeof o.message === 'string' ? o.message : String(e);
  const inner = depth < 3 && 'inner' in o && o.inner ? serializeError(o.inner, depth + 1) : undefined;
  return inner ? { name, message, inner } : { name, message };
}

/** Rebuilds an Error on the page, so storage problems are classified as before the worker. */
export function toError(s: SerializedError): Error {
  const inner = s.inner ? toError(s.inner) : undefined;
  return Object.assign(new Error(s.message), inner ? { name: s.name, inner } : { name: s.name });
}

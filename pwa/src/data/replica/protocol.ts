/**
 * Messages between the page and the replica worker. The worker owns the RxDB database and
 * sends the joined catalogue (the shapes /api answers) whenever the page should see a new one;
 * the page keeps it in memory and answers every hook from it.
 */
import type { Category, Product, Review } from '@store/shared';

/** Page → worker, once: open the replica and start pulling. */
export interface ReplicaStart {
  type: 'start';
  /** Base URL of the replication endpoints, ending in '/'. */
  syncUrl: string;
  name?: string;
  /** The page already trusts the stored replica (a completed pull is remembered): send it before pulling. */
  announceStored: boolean;
}

/**
 * Why a catalogue is sent: `stored` what the device holds (no network needed), `core` the end of
 * the first full pull of products, categories and stock, `reviews` the end of the reviews'
 * first pull, `change` anything pulled after that.
 */
export type SnapshotPhase = 'stored' | 'core' | 'reviews' | 'change';
export const SNAPSHOT_PHASES: readonly SnapshotPhase[] = ['stored', 'core', 'reviews', 'change'];

/** The catalogue as the page holds it. */
export interface CatalogPayload {
  products: Product[];
  categories: Category[];
  reviewsByProduct: Map<string, Review[]>;
}

/**
 * A slice of the next catalogue. The catalogue crosses in parts: the page decodes each message
 * in its own task, and one message of every product would be a long task on a slow phone.
 */
export interface CatalogPart {
  type: 'part';
  products: Product[];
  reviews: [string, Review[]][];
}

/** Closes a catalogue sent in `parts` parts. */
export interface CatalogHead {
  categories: Category[];
  parts: number;
}

/** Products (or products' review lists) per part. */
export const PART_SIZE = 200;

export function splitCatalog({ products, categories, reviewsByProduct }: CatalogPayload, size = PART_SIZE): { parts: CatalogPart[]; head: CatalogHead } {
  const reviews = [...reviewsByProduct];
  const parts: CatalogPart[] = [];
  for (let i = 0; i < products.length; i += size) parts.push({ type: 'part', products: products.slice(i, i + size), reviews: [] });
  for (let i = 0; i < reviews.length; i += size) parts.push({ type: 'part', products: [], reviews: reviews.slice(i, i + size) });
  return { parts, head: { categories, parts: parts.length } };
}

/** Collects parts on the page until their head arrives (messages keep their order). */
export function catalogAssembler(): { add(part: CatalogPart): void; finish(head: CatalogHead): CatalogPayload | null } {
  let received: CatalogPart[] = [];
  return {
    add: (part) => void received.push(part),
    finish: (head) => {
      const parts = received;
      received = [];
      // A catalogue missing parts is never shown (the next one will be whole).
      if (parts.length !== head.parts) return null;
      return {
        products: parts.flatMap((p) => p.products),
        categories: head.categories,
        reviewsByProduct: new Map(parts.flatMap((p) => p.reviews)),
      };
    },
  };
}

/** An error as it crosses to the page: enough to classify storage problems (storage-problems.ts). */
export interface SerializedError {
  name: string;
  message: string;
  inner?: SerializedError;
}

export type ReplicaEvent =
  | CatalogPart
  /** Ends a catalogue sent in parts; `catalog` null: nothing changed since the last one sent. */
  | { type: 'snapshot'; phase: SnapshotPhase; catalog: CatalogHead | null }
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

/** Checks the envelope only: the catalogue inside was built from schema-checked documents by our own worker. */
export function isReplicaEvent(v: unknown): v is ReplicaEvent {
  if (!isObject(v)) return false;
  if (v.type === 'error' || v.type === 'failed') return isObject(v.error);
  if (v.type === 'mark') return typeof v.name === 'string';
  if (v.type === 'part') return Array.isArray(v.products) && Array.isArray(v.reviews);
  if (v.type !== 'snapshot' || !SNAPSHOT_PHASES.some((p) => p === v.phase)) return false;
  return v.catalog === null || (isObject(v.catalog) && Array.isArray(v.catalog.categories) && typeof v.catalog.parts === 'number');
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

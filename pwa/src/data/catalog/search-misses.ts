/**
 * Searches the device's replica answered with nothing, reported so the store learns what shoppers
 * call things (the api counts the searches it answers itself). Only the words are sent: no user,
 * no session. They wait in localStorage (bounded, so an offline week cannot grow it) and go in
 * one batch a few seconds after the last, or when the device is back online. A query that is the
 * start of another one in the same batch was a word still being typed, and is dropped.
 * Loaded on the first miss only, so it is not in the storefront's first chunk.
 */
import { normalizeSearchQuery, SEARCH_MISS_BATCH_MAX } from '@store/shared';
import { apiSend } from '../../lib/api-client.js';
import { isOnline, subscribeOnline } from '../online-status.js';

const STORAGE_KEY = 'searchMisses';
const SEND_AFTER_MS = 3_000;

/** Counted once per page session: re-renders and re-asks of one search are one miss. */
const noted = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let unsubscribe: (() => void) | undefined;
/** The batch on its way: one at a time, so a query is never sent twice. */
let inFlight: Promise<void> = Promise.resolve();

function readPending(): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((q): q is string => typeof q === 'string').slice(-SEARCH_MISS_BATCH_MAX) : [];
  } catch {
    return [];
  }
}

function writePending(queries: string[]): void {
  try {
    if (queries.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(queries.slice(-SEARCH_MISS_BATCH_MAX)));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: a lost count is a hint lost, never a shopper's data.
  }
}

/** Drops queries that another query of the batch starts with ("fount" while typing "fountain pens"). */
export function finishedQueries(queries: readonly string[]): string[] {
  const unique = [...new Set(queries)];
  return unique.filter((q) => !unique.some((other) => other !== q && other.startsWith(q)));
}

async function send(): Promise<void> {
  const queries = finishedQueries(readPending());
  if (!queries.length) return writePending([]);
  if (!isOnline()) {
    unsubscribe ??= subscribeOnline(() => {
      if (isOnline()) schedule();
    });
    return;
  }
  const result = await apiSend('/search/misses', { method: 'POST', body: { queries } });
  // Sent, or refused as malformed (sending it again would not help): either way it is done.
  if (result.kind === 'ok' || result.kind === 'refused') {
    const left = readPending().filter((q) => !queries.includes(q));
    writePending(left);
  }
}

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    inFlight = inFlight.then(send, send);
  }, SEND_AFTER_MS);
}

/** Settles once the batch under way (if any) has its answer (tests). */
export const whenSent = (): Promise<void> => inFlight;

/** A search the replica found nothing for. */
export function noteSearchMiss(text: string): void {
  const query = normalizeSearchQuery(text);
  if (!query || noted.has(query)) return;
  noted.add(query);
  writePending([...readPending(), query]);
  schedule();
}

// What an earlier visit could not send goes with the next batch, or on its own once online.
if (typeof window !== 'undefined' && readPending().length) schedule();

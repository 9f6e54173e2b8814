/**
 * Read-modify-write of one CouchDB document with optimistic concurrency, the one loop every
 * module writes through (catalogue, accounts, carts, orders, stock): a stale `_rev` makes
 * CouchDB answer 409, and then we read again and re-apply the change, a bounded number of
 * times. Past the bound the store is busy (503: the caller may try again later).
 */
import type { z } from 'zod';
import type { CouchDatabase, DocBase } from './couch.js';
import { isConflict } from './couch.js';
import { HttpError } from '../http/errors.js';
import type { KeyedMutex } from './keyed-mutex.js';

export const MAX_WRITE_ATTEMPTS = 25;
export const BUSY_MESSAGE = 'The store is busy right now. Please try again.';

/** What a change decides: write this document, or leave the stored one as it is. */
export type Change<T> = { write: T } | { keep: true };

export interface UpdateOptions<T> {
  /** The stored document, or null when it is malformed (a change then sees it as missing). */
  parse: (raw: unknown) => T | null;
  /** Queues writers of one document inside this process instead of letting them fight with 409s. */
  mutex?: KeyedMutex;
  /** A cached copy to try before reading (saves a round trip when fresh). */
  first?: T | null;
}

type AnyDoc = DocBase & Record<string, unknown>;

/** A `parse` for `UpdateOptions` from a zod schema. */
export const parseWith =
  <S extends z.ZodType>(schema: S) =>
  (raw: unknown): z.output<S> | null => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  };

const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.min(200, 5 * 2 ** attempt) * Math.random()));

/**
 * Applies `change` to the current document (null when missing) and writes the result; `change`
 * may throw (an HttpError, say) to refuse. Returns the stored document after the change (or as
 * kept), or null when missing and kept.
 */
export async function updateDoc<T extends DocBase>(
  db: CouchDatabase<AnyDoc>,
  id: string,
  change: (current: T | null) => Change<T>,
  opts: UpdateOptions<T>,
): Promise<T | null> {
  const attempt = async (): Promise<T | null> => {
    // A cached copy is only trusted for a write (the `_rev` check proves it fresh); a refusal
    // or a no-op decided on it is decided again on a fresh read.
    let cached = opts.first ?? undefined;
    for (let i = 0; i < MAX_WRITE_ATTEMPTS; i++) {
      const fromCache = cached !== undefined;
      const current = fromCache ? (cached ?? null) : opts.parse(await db.get(id));
      cached = undefined;
      let decision: Change<T>;
      try {
        decision = change(current);
      } catch (e) {
        if (fromCache) continue;
        throw e;
      }
      if ('keep' in decision) {
        if (fromCache) continue;
        return current;
      }
      const doc = { ...decision.write, _id: id, _rev: current?._rev } as T;
      if (!current) delete doc._rev;
      try {
        return (await db.put(doc as AnyDoc)) as unknown as T;
      } catch (e) {
        if (!isConflict(e)) throw e;
        await pause(i);
      }
    }
    throw new HttpError(503, BUSY_MESSAGE);
  };
  return opts.mutex ? opts.mutex.run(`${db.name}/${id}`, attempt) : attempt();
}

/** `updateDoc` for a change that always writes (or throws): the stored document after it. */
export async function writeDoc<T extends DocBase>(
  db: CouchDatabase<AnyDoc>,
  id: string,
  change: (current: T | null) => T,
  opts: UpdateOptions<T>,
): Promise<T> {
  const saved = await updateDoc<T>(db, id, (current) => ({ write: change(current) }), opts);
  if (!saved) throw new Error(`update of ${db.name}/${id} wrote nothing`);
  return saved;
}

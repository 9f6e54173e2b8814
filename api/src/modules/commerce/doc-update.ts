/**
 * Read-modify-write of one CouchDB document with optimistic concurrency: a stale `_rev` makes
 * CouchDB answer 409, and then we read again and re-apply the change, a bounded number of times.
 */
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { isConflict } from '../../db/couch.js';
import { HttpError } from '../../http/errors.js';
import type { KeyedMutex } from './keyed-mutex.js';

export const MAX_WRITE_ATTEMPTS = 25;
export const BUSY_MESSAGE = 'The store is busy right now. Please try again.';

/** What a change decides: write this document, or leave the stored one as it is. */
export type Change<T> = { write: T } | { keep: true };

const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.min(200, 5 * 2 ** attempt) * Math.random()));

/**
 * Applies `change` to the current document (null when missing) and writes the result.
 * `first` may supply a cached copy to try before reading (saves a round trip when fresh).
 * Returns the stored document after the change (or as kept), or null when missing and kept.
 */
export async function updateDoc<T extends DocBase>(
  db: CouchDatabase<DocBase & Record<string, unknown>>,
  id: string,
  change: (current: T | null) => Change<T>,
  opts: { mutex?: KeyedMutex; parse: (raw: unknown) => T | null; first?: T | null },
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
        return (await db.put(doc as DocBase & Record<string, unknown>)) as unknown as T;
      } catch (e) {
        if (!isConflict(e)) throw e;
        await pause(i);
      }
    }
    throw new HttpError(503, BUSY_MESSAGE);
  };
  return opts.mutex ? opts.mutex.run(`${db.name}/${id}`, attempt) : attempt();
}

/**
 * Optimistic concurrency for catalogue documents: read the current revision, change it, write
 * it back; CouchDB answers 409 when someone wrote in between, and then we read and try again.
 */
import { randomBytes } from 'node:crypto';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { isConflict } from '../../db/couch.js';
import { conflict } from '../../http/errors.js';

const MAX_ATTEMPTS = 8;

type AnyDoc = DocBase & Record<string, unknown>;

/**
 * Applies `change` to the stored document until it sticks. `change` gets the current document
 * (or null when it does not exist) and returns the new one, or throws to stop.
 */
export async function writeWithRetry<T extends DocBase>(db: CouchDatabase<AnyDoc>, id: string, change: (current: AnyDoc | null) => T): Promise<T & { _rev: string }> {
  for (let attempt = 1; ; attempt++) {
    const current = await db.get(id);
    const next = change(current);
    try {
      const written = await db.put({ ...next, _id: id, _rev: current?._rev } as AnyDoc);
      return { ...next, _rev: written._rev };
    } catch (e) {
      if (!isConflict(e) || attempt >= MAX_ATTEMPTS) {
        if (isConflict(e)) throw conflict('This record is being changed by someone else right now. Please try again.');
        throw e;
      }
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
    }
  }
}

/** A server-made id: prefix plus 12 random hex digits, e.g. p_3f9a0c2b7d1e. */
export const newId = (prefix: string): string => `${prefix}_${randomBytes(6).toString('hex')}`;

export const nowIso = (): string => new Date().toISOString();

/**
 * One private document per user (`cart:<userId>`, `wishlist:<userId>`), changed by
 * read-modify-write under the in-process lock and CouchDB's `_rev` check, so two tabs or a
 * replayed outbox never lose each other's changes.
 */
import type { z } from 'zod';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { parseWith, updateDoc } from '../../db/update-doc.js';
import type { KeyedMutex } from '../../db/keyed-mutex.js';

const RECENT_LIMIT = 10_000;

export function createUserDocStore<S extends z.ZodType<DocBase & { updatedAt: string }>>(
  db: CouchDatabase<DocBase & Record<string, unknown>>,
  prefix: string,
  schema: S,
  empty: (userId: string) => z.output<S>,
  mutex: KeyedMutex,
) {
  type Doc = z.output<S>;
  const idOf = (userId: string) => `${prefix}:${userId}`;
  const parse: (raw: unknown) => Doc | null = parseWith(schema);
  // The last copy this process wrote, tried first on the next write (the `_rev` check proves
  // it fresh, else the write reads again). Bounded: oldest entries go first.
  const recent = new Map<string, Doc>();
  const remember = (userId: string, doc: Doc) => {
    recent.delete(userId);
    recent.set(userId, doc);
    if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  };
  return {
    async read(userId: string): Promise<Doc> {
      return parse(await db.get(idOf(userId))) ?? empty(userId);
    },
    /** Applies `change` to the user's document; returning null leaves it as it is. */
    async update(userId: string, change: (doc: Doc) => Doc | null): Promise<Doc> {
      const saved = await updateDoc<Doc>(
        db,
        idOf(userId),
        (cur) => {
          const next = change(cur ?? empty(userId));
          return next ? { write: { ...next, updatedAt: new Date().toISOString() } } : { keep: true };
        },
        { mutex, parse, first: recent.get(userId) },
      );
      if (saved) remember(userId, saved);
      return saved ?? empty(userId);
    },
  };
}

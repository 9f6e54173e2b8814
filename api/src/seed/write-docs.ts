/** Writes seed documents in batches; a document that already exists (a resumed seed) is left alone. */
import { CouchUnreachableError, type CouchDatabase, type DocBase } from '../db/couch.js';

export const BATCH_SIZE = 200;

export async function writeDocs<T extends DocBase>(
  db: CouchDatabase<T>,
  docs: readonly T[],
): Promise<{ written: number; existing: number }> {
  let written = 0;
  let existing = 0;
  for (let i = 0; i < docs.length; i += BATCH_SIZE) {
    const results = await withRetries(() => db.bulkDocs(docs.slice(i, i + BATCH_SIZE)));
    for (const r of results) {
      if (r.ok || (r.rev && !r.error)) written++;
      else if (r.error === 'conflict') existing++;
      else throw new Error(`Seeding ${db.name} failed at ${r.id}: ${r.error ?? 'error'} ${r.reason ?? ''}`.trim());
    }
  }
  return { written, existing };
}

/**
 * A batch whose request failed on the way (a kept-alive connection the database had just closed,
 * seen seeding 12,000 products on a loaded machine) is sent again; a batch
 * that was written meanwhile answers with conflicts, which count as existing.
 */
async function withRetries<T>(write: () => Promise<T>, tries = 4): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await write();
    } catch (e) {
      if (n >= tries || !(e instanceof CouchUnreachableError)) throw e;
      await new Promise((r) => setTimeout(r, 250 * n));
    }
  }
}

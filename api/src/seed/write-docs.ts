/** Writes seed documents in batches; a document that already exists (a resumed seed) is left alone. */
import type { CouchDatabase, DocBase } from '../db/couch.js';

export const BATCH_SIZE = 200;

export async function writeDocs<T extends DocBase>(
  db: CouchDatabase<T>,
  docs: readonly T[],
): Promise<{ written: number; existing: number }> {
  let written = 0;
  let existing = 0;
  for (let i = 0; i < docs.length; i += BATCH_SIZE) {
    const results = await db.bulkDocs(docs.slice(i, i + BATCH_SIZE));
    for (const r of results) {
      if (r.ok || (r.rev && !r.error)) written++;
      else if (r.error === 'conflict') existing++;
      else throw new Error(`Seeding ${db.name} failed at ${r.id}: ${r.error ?? 'error'} ${r.reason ?? ''}`.trim());
    }
  }
  return { written, existing };
}

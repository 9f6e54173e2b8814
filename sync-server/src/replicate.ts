/**
 * Copies one database to another with CouchDB's replication protocol (PouchDB's replicator):
 * every document with its revision history and conflicts, attachments included. Either side may
 * be a CouchDB URL (a remote database, created when missing) or a local path (LevelDB files).
 */
import PouchDB from 'pouchdb-node';

export async function copyDatabase(source: string, target: string, opts: { docIds?: string[] } = {}): Promise<{ docsWritten: number }> {
  const to = new PouchDB(target);
  try {
    const result = await to.replicate.from(source, { batch_size: 200, ...(opts.docIds ? { doc_ids: opts.docIds } : {}) });
    if (!result.ok) throw new Error(`replicating ${redact(source)} to ${redact(target)} did not complete`);
    return { docsWritten: result.docs_written };
  } finally {
    await to.close();
  }
}

/** A URL without its credentials, for messages. */
export function redact(location: string): string {
  try {
    const u = new URL(location);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return location;
  }
}

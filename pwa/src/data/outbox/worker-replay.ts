/**
 * The replay as the service worker runs it for a Background Sync event, with no page open: it
 * opens the same local database, reads the session mirror, and sends what waits. A replay that
 * must be tried later fails the event, so the browser schedules the sync again.
 */
import Dexie from 'dexie';
import type { LocalDb } from '../local-db.js';
import { defineLocalSchema, LOCAL_DB_NAME } from '../local-schema.js';
import { createReplayer } from './replay.js';

export { OUTBOX_SYNC_TAG } from './driver.js';

export async function replayFromServiceWorker(): Promise<void> {
  const db = new Dexie(LOCAL_DB_NAME) as LocalDb;
  defineLocalSchema(db);
  try {
    const outcome = await createReplayer({ db }).replay({ force: true });
    if (outcome.kind === 'retry') throw new Error('The store could not be reached; the outbox will be sent at the next sync.');
  } finally {
    db.close();
  }
}

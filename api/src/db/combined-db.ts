/**
 * A commerce database whose single-document reads and writes share round trips: every `get`
 * waiting while reads are in flight goes out in one `_bulk_get` read, every `put` and
 * `remove` waiting in one `_bulk_docs` write. Each document keeps its own guarantee: a write
 * carries its `_rev` (none for a new document) and a stale or taken one is refused alone with
 * the same 409 a single PUT gets, so idempotency claims, order creates and cart updates keep
 * their compare-and-swap and every caller (db/update-doc.ts, idempotency.ts, orders/store.ts)
 * works unchanged. Two writes of one document never share a batch (the second waits for the
 * next), so they are decided one after the other as with single PUTs.
 *
 * At most MAX_IN_FLIGHT requests of each kind are in flight; the rest wait for one to come back
 * and go together. Under no load a write goes out at once, alone; under a rush of 50 shoppers
 * the idempotency claims, order writes and cart writes of many requests travel together.
 */
import { CouchDatabase, CouchError, type DocBase } from './couch.js';

const MAX_IN_FLIGHT = 2;

interface Pending<R> {
  resolve: (value: R) => void;
  reject: (e: unknown) => void;
}

/** A CouchDB answer for one document of a bulk request, as the error a single request would have thrown. */
function errorOf(id: string, error: string | undefined, reason: string | undefined): CouchError {
  const status =
    error === 'conflict' ? 409 : error === 'forbidden' ? 403 : error === 'unauthorized' ? 401 : error === 'not_found' ? 404 : 500;
  return new CouchError(status, error ?? 'error', reason ?? `write of ${id} failed`);
}

/** Runs queued items in batches, at most `maxInFlight` batches at once. */
function batcher<I>(maxInFlight: number, run: (items: I[]) => Promise<void>, fits: (batch: I[], item: I) => boolean) {
  let queue: I[] = [];
  let inFlight = 0;
  const pump = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch: I[] = [];
      const rest: I[] = [];
      for (const item of queue) (fits(batch, item) ? batch : rest).push(item);
      queue = rest;
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  };
  return (item: I) => {
    queue.push(item);
    pump();
  };
}

export class CombinedDatabase<T extends DocBase = DocBase> extends CouchDatabase<T> {
  private readonly read: (item: { id: string } & Pending<T | null>) => void;
  private readonly write: (item: { doc: T } & Pending<string>) => void;

  constructor(db: CouchDatabase<T>) {
    super(db.client, db.name);
    this.read = batcher<{ id: string } & Pending<T | null>>(
      MAX_IN_FLIGHT,
      async (items) => {
        try {
          const byId = await this.getMany(items.map((i) => i.id));
          for (const i of items) i.resolve(byId.get(i.id) ?? null);
        } catch (e) {
          for (const i of items) i.reject(e);
        }
      },
      () => true,
    );
    this.write = batcher<{ doc: T } & Pending<string>>(
      MAX_IN_FLIGHT,
      async (items) => {
        try {
          const res = await this.client.request<Array<{ id: string; rev?: string; ok?: boolean; error?: string; reason?: string }>>(
            'POST',
            `/${encodeURIComponent(this.name)}/_bulk_docs`,
            { docs: items.map((i) => i.doc) },
          );
          items.forEach((item, n) => {
            const r = res[n];
            if (r?.rev && !r.error) item.resolve(r.rev);
            else item.reject(errorOf(item.doc._id, r?.error, r?.reason));
          });
        } catch (e) {
          for (const i of items) i.reject(e);
        }
      },
      (batch, item) => !batch.some((b) => b.doc._id === item.doc._id),
    );
  }

  override get(id: string): Promise<T | null> {
    return new Promise((resolve, reject) => this.read({ id, resolve, reject }));
  }

  override async put(doc: T): Promise<T & { _rev: string }> {
    const rev = await new Promise<string>((resolve, reject) => this.write({ doc, resolve, reject }));
    return { ...doc, _rev: rev };
  }

  override async remove(id: string, rev: string): Promise<void> {
    await new Promise<string>((resolve, reject) => this.write({ doc: { _id: id, _rev: rev, _deleted: true } as T, resolve, reject }));
  }
}

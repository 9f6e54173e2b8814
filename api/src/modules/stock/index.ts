/**
 * Stock: every write of an inventory record goes through here (orders' moves, the admin's
 * edits, a product's creation and deletion; only the first start's seed loads records in bulk,
 * before anything else runs), so the rules that keep stock right live once:
 * - each order move happens exactly once: the new quantity and a marker `movements[key] = change`
 *   are ONE document update, so after a crash the marker alone tells whether the change
 *   happened; markers are dropped ("settled") once the order document records the outcome;
 * - stock never goes below zero: the check and the write are one compare-and-swap on `_rev`;
 * - an admin's edit keeps the markers (crash repair reads them).
 * Records are keyed by VARIANT id (decision 042): `_id` is the variant's id, `product` its
 * product's; a product from before variants has one variant whose id is the product id.
 * Writes are combined (combined-writes.ts): every change waiting while a write is in flight goes
 * into the next one, all products' records in one `_bulk_docs`, each record still a
 * compare-and-swap on its `_rev` (createCombinedWriter, below); each saved record is applied to the catalogue index at once
 * (read-your-writes), before its changes feed brings them.
 */
import { InventoryDocSchema, type InventoryDoc } from '@store/shared';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { BUSY_MESSAGE, MAX_WRITE_ATTEMPTS, parseWith } from '../../db/update-doc.js';
import { conflict, HttpError } from '../../http/errors.js';
import type { ModuleFace } from '../face.js';
import { createConflictRecords, MERGED_PREFIX } from './conflict-records.js';

export class OutOfStockError extends Error {
  constructor(
    /** The record's id: the variant's. */
    readonly variantId: string,
    readonly available: number,
  ) {
    super(`only ${available} left of ${variantId}`);
    this.name = 'OutOfStockError';
  }
}

export const STALE_STOCK_MESSAGE = 'This stock was changed since you loaded it. Reload to see the current quantity, then try again.';

const parseInventory = parseWith(InventoryDocSchema);

/** A variant's record as an edit sets it (markers and `_rev` are the caller's to keep). */
const freshRecord = (variantId: string, productId: string, quantity: number, updatedAt: string): InventoryDoc => ({
  _id: variantId,
  type: 'inventory',
  schemaVersion: 1,
  product: productId,
  quantity,
  updatedAt,
});

/** Marker key of the stock returned when an order is cancelled. */
export const returnKey = (orderId: string) => `${orderId}:return`;

/** What stock needs of the catalogue index; the catalogue module passes its index. */
export interface StockCatalog {
  /** The current record of a variant as the index holds it (read first, before the database), or null. */
  getInventoryDoc(variantId: string): InventoryDoc | null;
  /** Applies a record just written, so reads see it before the changes feed brings it. */
  noteWritten(db: 'inventory', doc: InventoryDoc): void;
  /** Every record the index holds: those with markers are the ones `recordsWithMarkers` reads again. */
  allInventory(): InventoryDoc[];
}

export interface StockDeps {
  db: CouchDatabase<DocBase & Record<string, unknown>>;
  /** Where current records are read first, and where each write is applied at once. */
  catalog: StockCatalog;
}

/**
 * The module face: stock has no routes of its own (/inventory is the catalogue's, which writes
 * through here), so `mount` and `start` do nothing; `stop` sends the settles that may wait.
 */
export type StockModule = ModuleFace & Stock;

export function createStockModule(deps: StockDeps): StockModule {
  const stock = createStock(deps);
  return { ...stock, mount: () => {}, start: async () => {}, stop: async () => stock.flushSoon() };
}

/** An order's move not yet settled (a conflict merge's note is no move). */
const hasOrderMarkers = (doc: InventoryDoc) => Object.keys(doc.movements ?? {}).some((k) => !k.startsWith(MERGED_PREFIX));

/**
 * Every change goes through this: a record deleted earlier in the same combined write is none, and
 * a removed variant's record (`removedAt`) goes once no order's move is left on it (removeRecord).
 */
const finishing =
  (change: StockChange): StockChange =>
  (doc) => {
    const next = change(doc?._deleted ? null : doc);
    return next?.removedAt && !next._deleted && !hasOrderMarkers(next) ? { ...next, _deleted: true } : next;
  };

function createStock({ db, catalog }: StockDeps) {
  const writer = createCombinedWriter(db, catalog);
  const write = (variantId: string, change: StockChange) => writer.write(variantId, finishing(change));
  const settling =
    (key: string): StockChange =>
    (doc) => {
      if (!doc || doc.movements?.[key] === undefined) return null;
      const { [key]: _gone, ...rest } = doc.movements;
      return withMovements(doc, doc.quantity, rest);
    };

  const withMovements = (doc: InventoryDoc, quantity: number, movements: Record<string, number>): InventoryDoc => {
    const next: InventoryDoc = { ...doc, quantity, updatedAt: new Date().toISOString(), movements };
    if (Object.keys(movements).length === 0) delete next.movements;
    return next;
  };

  return {
    /**
     * Sets a variant's stock to `quantity` (the admin's edit; a new variant's first stock),
     * creating the record when missing and keeping its order markers. `productId` names the
     * variant's product for a new record (absent: the record's own, else the variant id, as for a
     * product from before variants). With `expectedRev`, a record whose `_rev` is another (changed
     * since the caller read it) is refused with 409.
     */
    async setQuantity(variantId: string, quantity: number, opts: { expectedRev?: string; productId?: string } = {}): Promise<InventoryDoc> {
      const saved = await write(variantId, (doc) => {
        if (opts.expectedRev !== undefined && doc?._rev !== opts.expectedRev) throw conflict(STALE_STOCK_MESSAGE);
        const fresh = freshRecord(variantId, opts.productId ?? doc?.product ?? variantId, quantity, new Date().toISOString());
        return doc ? withMovements({ ...doc, ...fresh }, quantity, doc.movements ?? {}) : fresh;
      });
      if (!saved) throw new Error(`stock of ${variantId} was not written`);
      return saved;
    },

    /**
     * Sets many variants' stock at once (a CSV import): one bulk write, each record on the
     * revision the index holds (a new one with none), keeping its order markers, so the bulk
     * write is a compare-and-swap per record; a record changed meanwhile is a conflict and is
     * set again through setQuantity. A record without `variantId` is the product's own (a
     * product from before variants: its one variant's id is the product id).
     */
    async setQuantities(records: ReadonlyArray<{ productId: string; variantId?: string; quantity: number }>): Promise<void> {
      const at = new Date().toISOString();
      const docs: InventoryDoc[] = records.map(({ productId, variantId = productId, quantity }) => {
        const current = catalog.getInventoryDoc(variantId);
        const fresh = freshRecord(variantId, productId, quantity, at);
        return current ? withMovements({ ...current, ...fresh, _rev: current._rev }, quantity, current.movements ?? {}) : fresh;
      });
      const results = docs.length ? await db.bulkDocs(docs as never) : [];
      const again: Array<{ productId: string; variantId?: string; quantity: number }> = [];
      results.forEach((r, i) => {
        if (r.ok && r.rev) catalog.noteWritten('inventory', { ...docs[i]!, _rev: r.rev });
        else again.push(records[i]!);
      });
      for (const r of again) await this.setQuantity(r.variantId ?? r.productId, r.quantity, { productId: r.productId });
    },

    /**
     * Deletes a deleted variant's record (its product deleted, or the variant removed), so no
     * orphan replicates to clients. A record an order's move is still on (an order being placed,
     * its stock being returned, a crash's leftovers) is marked `removedAt` instead: it sells no
     * more, the order's settle, undo or repair still finds its move, and the record goes with the
     * last of them (`finishing`). Decision 042, "A removed variant an order is on".
     */
    async removeRecord(variantId: string): Promise<void> {
      await write(variantId, (doc) => {
        if (!doc) return null;
        if (!hasOrderMarkers(doc)) return { ...doc, _deleted: true };
        return doc.removedAt ? null : { ...doc, removedAt: new Date().toISOString() };
      });
    },

    /** Takes `units` for move `key`; a repeat of the same key changes nothing. A removed variant has none to take. */
    async take(variantId: string, key: string, units: number): Promise<void> {
      await write(variantId, (doc) => {
        if (doc?.movements?.[key] !== undefined) return null;
        const available = doc && !doc.removedAt ? doc.quantity : 0;
        if (!doc || available < units) throw new OutOfStockError(variantId, available);
        return withMovements(doc, available - units, { ...doc.movements, [key]: -units });
      });
    },

    /** Gives `units` back for move `key` (a cancellation); a repeat changes nothing; a removed variant takes none back. */
    async give(variantId: string, key: string, units: number): Promise<void> {
      await write(variantId, (doc) => {
        if (!doc || doc.removedAt || doc.movements?.[key] !== undefined) return null;
        return withMovements(doc, doc.quantity + units, { ...doc.movements, [key]: units });
      });
    },

    /** Reverses move `key` if it happened (the order failed); true when something was undone. */
    async undo(variantId: string, key: string): Promise<boolean> {
      let undone = false;
      await write(variantId, (doc) => {
        const change = doc?.movements?.[key];
        undone = false; // decided again on every attempt
        if (!doc || change === undefined) return null;
        const { [key]: _gone, ...rest } = doc.movements ?? {};
        undone = true;
        return withMovements(doc, Math.max(0, doc.quantity - change), rest);
      });
      return undone;
    },

    /** Forgets the marker of move `key`, keeping its effect (the order recorded the outcome). */
    async settle(variantId: string, key: string): Promise<void> {
      await write(variantId, settling(key));
    },

    /**
     * `settle`, riding along with the record's next write (another order's take, say) or going
     * within SETTLE_AFTER_MS: a placed order's markers, which only the crash repair reads (and it
     * settles a placed order's marker itself), cost no write of their own on a busy product.
     */
    async settleSoon(variantId: string, key: string): Promise<void> {
      await writer.writeSoon(variantId, finishing(settling(key)));
    },

    /** Sends the changes that may wait (`settleSoon`) now. */
    flushSoon: (): void => writer.flushDeferred(),

    /**
     * Every record that still carries markers, read fresh from the database (for repair). The
     * catalogue index, which the feeds keep, names the records to read: reading every record for
     * the few with markers read all 12,000 at 12,000 variants, twice each repair pass and at every
     * start (decision 053). A marker written in the last instant, before its feed brought it, waits
     * for the next pass, as a marker of a live order must anyway.
     */
    async recordsWithMarkers(): Promise<InventoryDoc[]> {
      const marked = catalog.allInventory().filter((doc) => doc.movements && Object.keys(doc.movements).length > 0);
      if (marked.length === 0) return [];
      const fresh = await db.getMany(marked.map((doc) => doc._id));
      return [...fresh.values()].flatMap((raw) => {
        const doc = raw ? parseInventory(raw) : null;
        return doc?.movements && Object.keys(doc.movements).length > 0 ? [doc] : [];
      });
    },

    // Conflicting revisions, as a CouchDB cluster can leave them (conflict-records.ts reads and resolves them,
    // commerce/orders/stock-conflicts.ts decides the merge).
    ...createConflictRecords(db, catalog, write),

    /** Hears inventory writes a cluster accepted without its write quorum (202): unconfirmed, perhaps conflicting. */
    onUnconfirmedWrite(listener: (variantId: string) => void): () => void {
      const prefix = `/${encodeURIComponent(db.name)}/`;
      return db.client.onUnconfirmedWrite((method, path) => {
        if (!path.startsWith(prefix)) return;
        const id = decodeURIComponent(path.slice(prefix.length).split('?')[0] ?? '');
        // The combined writes go as one _bulk_docs: every record of the batch in flight is unconfirmed.
        if (method === 'POST' && id === '_bulk_docs') for (const inFlight of writer.inFlight()) listener(inFlight);
        else if (method === 'PUT' && id && !id.startsWith('_')) listener(id);
      });
    },
  };
}

export { MERGED_PREFIX, type ConflictedRecord, type RawRecord } from './conflict-records.js';
export type Stock = ReturnType<typeof createStock>;

/**
 * Combined stock writes (the one place inventory records are written). A change (`(record) => next
 * record | null`, which may throw to refuse) waits while a write is in flight; then every
 * waiting change, of every product, goes into ONE `_bulk_docs` request: each product's changes
 * applied in turn to its current record (a refused change is refused alone, the others still
 * apply) and the result written as one compare-and-swap on the record's `_rev`. A record whose
 * `_rev` went stale (another instance wrote it) is read again and its changes decided again,
 * as in db/update-doc.ts, a bounded number of times. So 400 shoppers' takes of one hot product
 * are a few writes instead of a line of 400 writers each waiting for the last, and the takes and
 * settles of many orders share a round trip.
 *
 * As in update-doc.ts, a record known in memory (the catalogue index's copy) is trusted only for
 * a write (the `_rev` check proves it fresh): a refusal or a no-op decided on it is decided
 * again on a record read from the database.
 */
/** A change of one record: the next record, or null to leave it as it is; may throw to refuse. */
type StockChange = (doc: InventoryDoc | null) => InventoryDoc | null;

interface Waiting {
  change: StockChange;
  resolve: (doc: InventoryDoc | null) => void;
  reject: (e: unknown) => void;
}

type Outcome = { wrote: true } | { wrote: false } | { error: unknown };

/** How long settling a placed order's markers may wait for the record's next write. */
export const SETTLE_AFTER_MS = 1_000;

const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.min(200, 5 * 2 ** attempt) * Math.random()));

function createCombinedWriter(db: CouchDatabase<DocBase & Record<string, unknown>>, catalog: StockCatalog) {
  let waiting = new Map<string, Waiting[]>();
  let flushing = false;
  let inFlight: readonly string[] = [];

  /** Applies the changes in turn to `current`: the record after them and each change's outcome. */
  function decide(current: InventoryDoc | null, changes: readonly Waiting[]): { next: InventoryDoc | null; outcomes: Outcome[] } {
    let next = current;
    const outcomes = changes.map((w): Outcome => {
      try {
        const changed = w.change(next);
        if (!changed) return { wrote: false };
        next = changed;
        return { wrote: true };
      } catch (error) {
        return { error };
      }
    });
    return { next, outcomes };
  }

  const settle = (changes: readonly Waiting[], outcomes: readonly Outcome[], stored: InventoryDoc | null) =>
    changes.forEach((w, i) => {
      const o = outcomes[i]!;
      if ('error' in o) w.reject(o.error);
      else w.resolve(stored);
    });

  /** Writes one round: every product's waiting changes, until each is written, kept or refused. */
  async function round(batch: Map<string, Waiting[]>): Promise<void> {
    // undefined: read it from the database; otherwise the copy to try (null: known missing).
    const known = new Map<string, InventoryDoc | null | undefined>();
    for (const id of batch.keys()) known.set(id, catalog.getInventoryDoc(id) ?? undefined);
    const open = new Set(batch.keys());
    for (let attempt = 0; open.size > 0; attempt++) {
      if (attempt >= MAX_WRITE_ATTEMPTS) {
        for (const id of open) for (const w of batch.get(id)!) w.reject(new HttpError(503, BUSY_MESSAGE));
        return;
      }
      const toRead = [...open].filter((id) => known.get(id) === undefined);
      const fromCache = new Set([...open].filter((id) => known.get(id) !== undefined));
      if (toRead.length) {
        const read = new Map((await db.allDocs({ keys: toRead })).map((raw) => [raw._id, raw]));
        for (const id of toRead) known.set(id, parseInventory(read.get(id) ?? null));
      }
      const writes: Array<{ id: string; doc: InventoryDoc; outcomes: Outcome[] }> = [];
      for (const id of open) {
        const current = known.get(id) ?? null;
        const changes = batch.get(id)!;
        const { next, outcomes } = decide(current, changes);
        const undecided = outcomes.some((o) => !('wrote' in o) || !o.wrote);
        if (fromCache.has(id) && undecided) {
          known.set(id, undefined); // a refusal or a no-op is decided again on the stored record
          continue;
        }
        if (!outcomes.some((o) => 'wrote' in o && o.wrote) || !next) {
          settle(changes, outcomes, current);
          open.delete(id);
          continue;
        }
        const doc = { ...next, _id: id, _rev: current?._rev } as InventoryDoc;
        if (!current?._rev) delete doc._rev;
        writes.push({ id, doc, outcomes });
      }
      if (writes.length) {
        inFlight = writes.map((w) => w.id);
        let results;
        try {
          results = await db.bulkDocs(writes.map((w) => w.doc) as never);
        } catch (e) {
          for (const w of writes) {
            for (const c of batch.get(w.id)!) c.reject(e);
            open.delete(w.id);
          }
          continue;
        } finally {
          inFlight = [];
        }
        let conflicts = 0;
        writes.forEach((w, i) => {
          const r = results[i];
          if (r?.ok && r.rev) {
            const saved = { ...w.doc, _rev: r.rev } as InventoryDoc;
            catalog.noteWritten('inventory', saved);
            settle(batch.get(w.id)!, w.outcomes, saved);
            open.delete(w.id);
          } else if (r?.error === 'conflict') {
            known.set(w.id, undefined);
            conflicts++;
          } else {
            const e = new Error(`stock write of ${w.id} failed: ${r?.error ?? 'no answer'} ${r?.reason ?? ''}`);
            for (const c of batch.get(w.id)!) c.reject(e);
            open.delete(w.id);
          }
        });
        if (conflicts) await pause(attempt);
      }
    }
  }

  // Changes that may wait (settling a placed order's markers): they ride along with the next
  // write of their record, or go by themselves after SETTLE_AFTER_MS.
  let deferred = new Map<string, Waiting[]>();
  let deferTimer: NodeJS.Timeout | null = null;

  const enqueue = (into: Map<string, Waiting[]>, variantId: string, w: Waiting) => {
    const list = into.get(variantId);
    if (list) list.push(w);
    else into.set(variantId, [w]);
  };
  const kick = () => {
    if (!flushing) {
      flushing = true;
      void flush();
    }
  };

  function flushDeferred(): void {
    if (deferTimer) clearTimeout(deferTimer);
    deferTimer = null;
    for (const [id, list] of deferred) for (const w of list) enqueue(waiting, id, w);
    deferred = new Map();
    if (waiting.size > 0) kick();
  }

  /** Writes rounds while changes wait; `flushing` is cleared in the same turn the last round ends. */
  async function flush(): Promise<void> {
    try {
      while (waiting.size > 0) {
        for (const id of waiting.keys()) {
          const riding = deferred.get(id);
          if (!riding) continue;
          deferred.delete(id);
          for (const w of riding) enqueue(waiting, id, w);
        }
        const batch = waiting;
        waiting = new Map();
        try {
          await round(batch);
        } catch (e) {
          // A read failed: whatever of this round is not settled yet is refused (settled ones ignore it).
          for (const list of batch.values()) for (const w of list) w.reject(e);
        }
      }
    } finally {
      flushing = false;
    }
  }

  return {
    /** Queues `change` of `variantId`'s record; answers the stored record after it (null when missing and kept). */
    write(variantId: string, change: StockChange): Promise<InventoryDoc | null> {
      return new Promise<InventoryDoc | null>((resolve, reject) => {
        enqueue(waiting, variantId, { change, resolve, reject });
        kick();
      });
    },
    /** Like `write`, for a change that may wait: it goes with the record's next write, or within SETTLE_AFTER_MS. */
    writeSoon(variantId: string, change: StockChange): Promise<InventoryDoc | null> {
      return new Promise<InventoryDoc | null>((resolve, reject) => {
        enqueue(deferred, variantId, { change, resolve, reject });
        deferTimer ??= setTimeout(flushDeferred, SETTLE_AFTER_MS);
      });
    },
    /** Sends whatever waits now (stopping). */
    flushDeferred,
    /** The records of the `_bulk_docs` in flight (a 202 from a cluster leaves them unconfirmed). */
    inFlight: (): readonly string[] => inFlight,
  };
}

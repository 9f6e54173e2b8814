/**
 * Stock: every write of an inventory record goes through here (orders' moves, the admin's
 * edits, a product's creation and deletion; only the first start's seed loads records in bulk,
 * before anything else runs), so the rules that keep stock right live once:
 * - each order move happens exactly once: the new quantity and a marker `movements[key] = change`
 *   are ONE document update, so after a crash the marker alone tells whether the change
 *   happened; markers are dropped ("settled") once the order document records the outcome;
 * - stock never goes below zero: the check and the write are one compare-and-swap on `_rev`;
 * - an admin's edit keeps the markers (crash repair reads them).
 * Writes go through db/update-doc.ts and are applied to the catalogue index at once
 * (read-your-writes), before its changes feed brings them.
 */
import { InventoryDocSchema, type InventoryDoc } from '@store/shared';
import { isConflict, isNotFound, type CouchDatabase, type DocBase } from '../../db/couch.js';
import { KeyedMutex } from '../../db/keyed-mutex.js';
import { parseWith, updateDoc } from '../../db/update-doc.js';
import { conflict } from '../../http/errors.js';
import type { ModuleFace } from '../face.js';

export class OutOfStockError extends Error {
  constructor(
    readonly productId: string,
    readonly available: number,
  ) {
    super(`only ${available} left of ${productId}`);
    this.name = 'OutOfStockError';
  }
}

export const STALE_STOCK_MESSAGE = 'This stock was changed since you loaded it. Reload to see the current quantity, then try again.';

const parseInventory = parseWith(InventoryDocSchema);

/** Marker key of the stock returned when an order is cancelled. */
export const returnKey = (orderId: string) => `${orderId}:return`;

/** What stock needs of the catalogue index; the catalogue module passes its index. */
export interface StockCatalog {
  /** The current record as the index holds it (read first, before the database), or null. */
  getInventoryDoc(productId: string): InventoryDoc | null;
  /** Applies a record just written, so reads see it before the changes feed brings it. */
  noteWritten(db: 'inventory', doc: InventoryDoc): void;
}

export interface StockDeps {
  db: CouchDatabase<DocBase & Record<string, unknown>>;
  /** Where current records are read first, and where each write is applied at once. */
  catalog: StockCatalog;
}

/**
 * The module face: stock has no routes of its own (/inventory is the catalogue's, which writes
 * through here) and no background work, so `mount`, `start` and `stop` do nothing.
 */
export type StockModule = ModuleFace & Stock;

export function createStockModule(deps: StockDeps): StockModule {
  return { ...createStock(deps), mount: () => {}, start: async () => {}, stop: async () => {} };
}

function createStock({ db, catalog }: StockDeps) {
  const mutex = new KeyedMutex();

  async function write(productId: string, change: (doc: InventoryDoc | null) => InventoryDoc | null): Promise<InventoryDoc | null> {
    const saved = await updateDoc<InventoryDoc>(
      db,
      productId,
      (cur) => {
        const next = change(cur);
        return next ? { write: next } : { keep: true };
      },
      { mutex, parse: parseInventory, first: catalog.getInventoryDoc(productId) },
    );
    if (saved) catalog.noteWritten('inventory', saved);
    return saved;
  }

  const withMovements = (doc: InventoryDoc, quantity: number, movements: Record<string, number>): InventoryDoc => {
    const next: InventoryDoc = { ...doc, quantity, updatedAt: new Date().toISOString(), movements };
    if (Object.keys(movements).length === 0) delete next.movements;
    return next;
  };

  return {
    /**
     * Sets a product's stock to `quantity` (the admin's edit; a new product's first stock),
     * creating the record when missing and keeping its order markers. With `expectedRev`, a
     * record whose `_rev` is another (changed since the caller read it) is refused with 409.
     */
    async setQuantity(productId: string, quantity: number, opts: { expectedRev?: string } = {}): Promise<InventoryDoc> {
      const saved = await write(productId, (doc) => {
        if (opts.expectedRev !== undefined && doc?._rev !== opts.expectedRev) throw conflict(STALE_STOCK_MESSAGE);
        const fresh: InventoryDoc = {
          _id: productId,
          type: 'inventory',
          schemaVersion: 1,
          product: productId,
          quantity,
          updatedAt: new Date().toISOString(),
        };
        return doc ? withMovements({ ...doc, ...fresh }, quantity, doc.movements ?? {}) : fresh;
      });
      if (!saved) throw new Error(`stock of ${productId} was not written`);
      return saved;
    },

    /**
     * Sets many products' stock at once (a CSV import): one bulk write, each record on the
     * revision the index holds (a new one with none), keeping its order markers, so the bulk
     * write is a compare-and-swap per record; a record changed meanwhile is a conflict and is
     * set again through setQuantity.
     */
    async setQuantities(records: ReadonlyArray<{ productId: string; quantity: number }>): Promise<void> {
      const at = new Date().toISOString();
      const docs: InventoryDoc[] = records.map(({ productId, quantity }) => {
        const current = catalog.getInventoryDoc(productId);
        const fresh: InventoryDoc = { _id: productId, type: 'inventory', schemaVersion: 1, product: productId, quantity, updatedAt: at };
        return current ? withMovements({ ...current, ...fresh, _rev: current._rev }, quantity, current.movements ?? {}) : fresh;
      });
      const results = docs.length ? await db.bulkDocs(docs as never) : [];
      const again: Array<{ productId: string; quantity: number }> = [];
      results.forEach((r, i) => {
        if (r.ok && r.rev) catalog.noteWritten('inventory', { ...docs[i]!, _rev: r.rev });
        else again.push(records[i]!);
      });
      for (const r of again) await this.setQuantity(r.productId, r.quantity);
    },

    /** Deletes a deleted product's record, so no orphan replicates to clients. */
    async removeRecord(productId: string): Promise<void> {
      await write(productId, (doc) => (doc ? { ...doc, _deleted: true } : null));
    },

    /** Takes `units` for move `key`; a repeat of the same key changes nothing. */
    async take(productId: string, key: string, units: number): Promise<void> {
      await write(productId, (doc) => {
        if (doc?.movements?.[key] !== undefined) return null;
        const available = doc?.quantity ?? 0;
        if (!doc || available < units) throw new OutOfStockError(productId, available);
        return withMovements(doc, available - units, { ...doc.movements, [key]: -units });
      });
    },

    /** Gives `units` back for move `key` (a cancellation); a repeat changes nothing. */
    async give(productId: string, key: string, units: number): Promise<void> {
      await write(productId, (doc) => {
        if (!doc || doc.movements?.[key] !== undefined) return null;
        return withMovements(doc, doc.quantity + units, { ...doc.movements, [key]: units });
      });
    },

    /** Reverses move `key` if it happened (the order failed); true when something was undone. */
    async undo(productId: string, key: string): Promise<boolean> {
      let undone = false;
      await write(productId, (doc) => {
        const change = doc?.movements?.[key];
        if (!doc || change === undefined) return null;
        const { [key]: _gone, ...rest } = doc.movements ?? {};
        undone = true;
        return withMovements(doc, Math.max(0, doc.quantity - change), rest);
      });
      return undone;
    },

    /** Forgets the marker of move `key`, keeping its effect (the order recorded the outcome). */
    async settle(productId: string, key: string): Promise<void> {
      await write(productId, (doc) => {
        if (!doc || doc.movements?.[key] === undefined) return null;
        const { [key]: _gone, ...rest } = doc.movements;
        return withMovements(doc, doc.quantity, rest);
      });
    },

    /** Every record that still carries markers (read fresh from the database, for repair). */
    async recordsWithMarkers(): Promise<InventoryDoc[]> {
      const all = await db.allDocs();
      return all.flatMap((raw) => {
        const doc = parseInventory(raw);
        return doc?.movements && Object.keys(doc.movements).length > 0 ? [doc] : [];
      });
    },

    // Conflicting revisions, as a CouchDB cluster can leave them (commerce/orders/stock-conflicts.ts decides the merge).

    /** Product ids whose record has conflicting revisions. */
    async conflictedRecords(): Promise<string[]> {
      const res = await db.client.request<{ rows: Array<{ id: string; doc?: { _conflicts?: string[] } }> }>(
        'GET',
        `/${encodeURIComponent(db.name)}/_all_docs?include_docs=true&conflicts=true`,
      );
      return res.rows.filter((r) => r.doc?._conflicts?.length).map((r) => r.id);
    },

    /** The winning revision, the losing ones and their common ancestor (null once compacted away); null without a conflict. */
    async readConflict(productId: string): Promise<ConflictedRecord | null> {
      const winner = await readRaw(productId, 'conflicts=true&revs=true');
      if (!winner?._conflicts?.length) return null;
      const losers = (
        await Promise.all(winner._conflicts.map((rev) => readRaw(productId, `rev=${encodeURIComponent(rev)}&revs=true`)))
      ).filter((l): l is RawRecord => l !== null);
      const histories = [winner, ...losers].map((l) => new Set(historyOf(l)));
      const common = historyOf(winner).find((rev) => histories.every((h) => h.has(rev)));
      const ancestor = common ? await readRaw(productId, `rev=${encodeURIComponent(common)}`) : null;
      return { winner, losers, ancestor };
    },

    /**
     * Replaces the winner with the merged record and deletes the losing revisions. Answers the
     * saved record, or null when the record was written meanwhile (merge again).
     */
    async resolveConflict(
      conflict: ConflictedRecord,
      merged: { quantity: number; movements: Record<string, number> },
    ): Promise<InventoryDoc | null> {
      const { winner, losers } = conflict;
      const next: InventoryDoc = InventoryDocSchema.parse({
        _id: winner._id,
        _rev: winner._rev,
        type: 'inventory',
        schemaVersion: 1,
        product: winner.product,
        quantity: merged.quantity,
        updatedAt: new Date().toISOString(),
        ...(Object.keys(merged.movements).length ? { movements: merged.movements } : {}),
      });
      let saved: InventoryDoc;
      try {
        saved = { ...next, _rev: (await db.put(next as never))._rev };
      } catch (e) {
        if (isConflict(e)) return null;
        throw e;
      }
      await db.bulkDocs(losers.map((l) => ({ _id: l._id, _rev: l._rev, _deleted: true })) as never);
      catalog.noteWritten('inventory', saved);
      return saved;
    },

    /** Hears inventory writes a cluster accepted without its write quorum (202): unconfirmed, perhaps conflicting. */
    onUnconfirmedWrite(listener: (productId: string) => void): () => void {
      const prefix = `/${encodeURIComponent(db.name)}/`;
      return db.client.onUnconfirmedWrite((method, path) => {
        if (method !== 'PUT' || !path.startsWith(prefix)) return;
        const id = decodeURIComponent(path.slice(prefix.length).split('?')[0] ?? '');
        if (id && !id.startsWith('_')) listener(id);
      });
    },
  };

  async function readRaw(id: string, query: string): Promise<RawRecord | null> {
    try {
      return await db.client.request<RawRecord>('GET', `/${encodeURIComponent(db.name)}/${encodeURIComponent(id)}?${query}`);
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }
}

/** An inventory revision as the server holds it, with its history and conflicts. */
export type RawRecord = InventoryDoc & { _rev: string; _conflicts?: string[]; _revisions?: { start: number; ids: string[] } };
export interface ConflictedRecord {
  winner: RawRecord;
  losers: RawRecord[];
  ancestor: RawRecord | null;
}

const historyOf = (doc: RawRecord): string[] =>
  doc._revisions ? doc._revisions.ids.map((id, i) => `${doc._revisions!.start - i}-${id}`) : [doc._rev];
export type Stock = ReturnType<typeof createStock>;

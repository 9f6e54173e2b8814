/**
 * Stock changes for orders, each exactly once. Every change to an inventory record writes the
 * new quantity and a marker `movements[key] = change` in ONE document update, so after a crash
 * the marker alone tells whether the change happened. Markers are dropped ("settled") once the
 * order document records the outcome. Stock never goes below zero: the check and the write are
 * one compare-and-swap on the record's `_rev`.
 */
import { InventoryDocSchema, type InventoryDoc } from '@store/shared';
import type { AppContext } from '../../../context.js';
import { parseWith, updateDoc } from '../../../db/update-doc.js';
import type { KeyedMutex } from '../../../db/keyed-mutex.js';

export class OutOfStockError extends Error {
  constructor(
    readonly productId: string,
    readonly available: number,
  ) {
    super(`only ${available} left of ${productId}`);
    this.name = 'OutOfStockError';
  }
}


const parseInventory = parseWith(InventoryDocSchema);

/** Marker key of the stock returned when an order is cancelled. */
export const returnKey = (orderId: string) => `${orderId}:return`;

export function createStockMoves(ctx: AppContext, mutex: KeyedMutex) {
  const db = ctx.dbs.inventory;

  async function write(productId: string, change: (doc: InventoryDoc | null) => InventoryDoc | null): Promise<InventoryDoc | null> {
    const saved = await updateDoc<InventoryDoc>(db, productId, (cur) => {
      const next = change(cur);
      return next ? { write: next } : { keep: true };
    }, { mutex, parse: parseInventory, first: ctx.catalog.getInventoryDoc(productId) });
    if (saved) ctx.catalog.noteWritten('inventory', saved);
    return saved;
  }

  const withMovements = (doc: InventoryDoc, quantity: number, movements: Record<string, number>): InventoryDoc => {
    const next: InventoryDoc = { ...doc, quantity, updatedAt: new Date().toISOString(), movements };
    if (Object.keys(movements).length === 0) delete next.movements;
    return next;
  };

  return {
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
  };
}
export type StockMoves = ReturnType<typeof createStockMoves>;

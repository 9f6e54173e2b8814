/**
 * Inventory conflicts, as a CouchDB cluster leaves them: two writes of one record accepted on
 * different nodes (`202 Accepted`, write quorum not met) both survive as revisions, and neither
 * writer got a 409. Optimistic concurrency alone cannot stop an oversell there, so each conflicted
 * record is merged here, deterministically, and any oversell is undone:
 *
 * - With the revisions' common ancestor still on the server (CouchDB keeps old bodies until
 *   compaction), it is a three-way merge: quantity = ancestor + the sum of every branch's change;
 *   markers the ancestor had stay only if no branch settled them; new markers are united.
 * - Without it (compacted), the per-order markers decide: the winning revision plus every
 *   losing branch's markers that the winner lacks (each marker is the change its order made).
 * - If the merged stock is below zero, the newest orders among the branches' new takes are
 *   cancelled until it is not: their units come back in the same write (with a return marker,
 *   so the cancellation's own restock does not return them twice), the order is cancelled with
 *   its reason, and its other items go back to stock as any cancellation's do.
 *
 * The merged record replaces the winner and the losing revisions are deleted. Conflicts are
 * found from the inventory changes feed (catalog-index.ts) and by the periodic repair.
 */
import { InventoryDocSchema, type InventoryDoc } from '@store/shared';
import type { AppContext } from '../../../context.js';
import { isConflict, isNotFound } from '../../../db/couch.js';
import { returnKey } from '../../stock/index.js';
import type { OrderStatusService } from './order-status.js';
import type { OrderDoc, OrderStore } from './store.js';

export const OVERSOLD_REASON = 'Cancelled by the store: this item sold out at the same moment on another of our servers, so your order could not be filled. Nothing was charged.';

type Raw = InventoryDoc & { _rev: string; _conflicts?: string[]; _revisions?: { start: number; ids: string[] } };

const historyOf = (doc: Raw): string[] => (doc._revisions ? doc._revisions.ids.map((id, i) => `${doc._revisions!.start - i}-${id}`) : [doc._rev]);
const isTake = (key: string, delta: number) => !key.endsWith(':return') && delta < 0;

export interface MergeOutcome {
  productId: string;
  quantity: number;
  cancelled: string[];
}

export function createStockConflicts(deps: { ctx: AppContext; orders: OrderStore; status: OrderStatusService }) {
  const { ctx, orders, status } = deps;
  const db = ctx.dbs.inventory;
  const docPath = (id: string, query: string) => `/${encodeURIComponent(db.name)}/${encodeURIComponent(id)}?${query}`;

  async function read(id: string, query: string): Promise<Raw | null> {
    try {
      return await db.client.request<Raw>('GET', docPath(id, query));
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  /** Product ids whose inventory record has conflicting revisions. */
  async function conflicted(): Promise<string[]> {
    const res = await db.client.request<{ rows: Array<{ id: string; doc?: { _conflicts?: string[] } }> }>('GET', `/${encodeURIComponent(db.name)}/_all_docs?include_docs=true&conflicts=true`);
    return res.rows.filter((r) => r.doc?._conflicts?.length).map((r) => r.id);
  }

  /** The quantity and markers the branches agree on, and the takes that are new in some branch. */
  async function combine(winner: Raw, losers: Raw[]): Promise<{ quantity: number; movements: Record<string, number>; newTakes: Map<string, number> }> {
    const leaves = [winner, ...losers];
    const histories = leaves.map((l) => new Set(historyOf(l)));
    const common = historyOf(winner).find((rev) => histories.every((h) => h.has(rev)));
    const ancestor = common ? await read(winner._id, `rev=${encodeURIComponent(common)}`) : null;
    const newTakes = new Map<string, number>();
    if (ancestor) {
      const base = ancestor.movements ?? {};
      let quantity = ancestor.quantity;
      const movements: Record<string, number> = {};
      for (const [key, delta] of Object.entries(base)) if (leaves.every((l) => l.movements?.[key] !== undefined)) movements[key] = delta;
      for (const leaf of leaves) {
        quantity += leaf.quantity - ancestor.quantity;
        for (const [key, delta] of Object.entries(leaf.movements ?? {})) {
          if (key in base) continue;
          movements[key] = delta;
          if (isTake(key, delta)) newTakes.set(key, -delta);
        }
      }
      return { quantity, movements, newTakes };
    }
    // The ancestor was compacted away: the markers tell what each branch did that the winner lacks.
    let quantity = winner.quantity;
    const movements: Record<string, number> = { ...(winner.movements ?? {}) };
    for (const loser of losers) {
      for (const [key, delta] of Object.entries(loser.movements ?? {})) {
        if (key in movements) continue;
        quantity += delta;
        movements[key] = delta;
        if (isTake(key, delta)) newTakes.set(key, -delta);
      }
    }
    for (const [key, delta] of Object.entries(winner.movements ?? {})) if (isTake(key, delta)) newTakes.set(key, -delta);
    return { quantity, movements, newTakes };
  }

  /** Merges one record's conflicting revisions; null when it has none. */
  async function mergeOne(productId: string): Promise<MergeOutcome | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const winner = await read(productId, 'conflicts=true&revs=true');
      if (!winner?._conflicts?.length) return null;
      const losers = (await Promise.all(winner._conflicts.map((rev) => read(productId, `rev=${encodeURIComponent(rev)}&revs=true`)))).filter((l): l is Raw => l !== null);
      const merged = await combine(winner, losers);

      // Oversold: the newest orders among the branches' new takes give their units back.
      const cancel: OrderDoc[] = [];
      if (merged.quantity < 0) {
        const candidates = (await Promise.all([...merged.newTakes.keys()].map((id) => orders.get(id)))).filter((o): o is OrderDoc => o?.phase === 'placed' && o.status !== 'cancelled');
        candidates.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
        for (const order of candidates) {
          if (merged.quantity >= 0) break;
          const units = merged.newTakes.get(order._id) ?? 0;
          merged.quantity += units;
          merged.movements[returnKey(order._id)] = units;
          cancel.push(order);
        }
        if (merged.quantity < 0) {
          ctx.log.error(`stock: ${productId} stays oversold by ${-merged.quantity} after cancelling every placed order that took it; set to 0`);
          merged.quantity = 0;
        }
      }

      const next: InventoryDoc = InventoryDocSchema.parse({
        _id: productId,
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
        if (isConflict(e)) continue; // written meanwhile: merge again from what is there now
        throw e;
      }
      await db.bulkDocs(losers.map((l) => ({ _id: productId, _rev: l._rev, _deleted: true })) as never);
      ctx.catalog.noteWritten('inventory', saved);

      for (const order of cancel) {
        const now = new Date().toISOString();
        const cancelled = await orders.update(order._id, (cur) =>
          cur && cur.phase === 'placed' && cur.status !== 'cancelled'
            ? { write: { ...cur, status: 'cancelled', statusHistory: [...cur.statusHistory, { status: 'cancelled', at: now }], cancelReason: OVERSOLD_REASON, restock: 'pending', updatedAt: now } }
            : { keep: true },
        );
        // Its other items go back as any cancellation's do; this product's units came back above.
        if (cancelled?.restock === 'pending') await status.restock(cancelled);
      }
      const outcome = { productId, quantity: merged.quantity, cancelled: cancel.map((o) => o._id) };
      ctx.log.info('stock: merged conflicting revisions', outcome);
      return outcome;
    }
    throw new Error(`stock: the conflict of ${productId} kept changing while it was merged`);
  }

  return {
    mergeOne,
    /** Merges every conflicted inventory record (the periodic repair's pass). */
    async mergeAll(): Promise<MergeOutcome[]> {
      const merged: MergeOutcome[] = [];
      for (const id of await conflicted()) {
        const outcome = await mergeOne(id);
        if (outcome) merged.push(outcome);
      }
      return merged;
    },
  };
}
export type StockConflicts = ReturnType<typeof createStockConflicts>;

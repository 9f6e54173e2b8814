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
 * The merged record replaces the winner and the losing revisions are deleted. A losing revision
 * written on after the merge read it (a writer holding it as current: CouchDB takes a write on
 * any leaf) cannot be deleted; what was written on it since is merged in next, with the revision
 * the merge absorbed as the ancestor (stock/conflict-records.ts), so nothing counts twice. Conflicts are
 * found from the inventory changes feed (catalog-index.ts) and by the periodic repair.
 */
import type { BaseContext } from '../../../context.js';
import { returnKey, type ConflictedRecord, type Stock } from '../../stock/index.js';
import type { OrderStatusService } from './order-status.js';
import type { OrderDoc, OrderStore } from './store.js';

export const OVERSOLD_REASON =
  'Cancelled by the store: this item sold out at the same moment on another of our servers, so your order could not be filled. Nothing was charged.';

const isTake = (key: string, delta: number) => !key.endsWith(':return') && delta < 0;

/** The quantity and markers the branches come to, and the takes that are new in some branch. */
export function combine({ winner, losers, ancestor }: ConflictedRecord): {
  quantity: number;
  movements: Record<string, number>;
  newTakes: Map<string, number>;
} {
  const leaves = [winner, ...losers];
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

export interface MergeOutcome {
  /** The record's id: a variant's (decision 042). */
  variantId: string;
  quantity: number;
  cancelled: string[];
}

export function createStockConflicts(deps: { ctx: BaseContext; stock: Stock; orders: OrderStore; status: OrderStatusService }) {
  const { ctx, stock, orders, status } = deps;

  /**
   * Merges one variant's record's conflicting revisions; null when it has none. A losing branch
   * written on while it was merged (resolveConflict's `extended`) is merged again at once, from
   * the revision the merged record absorbed.
   */
  async function mergeOne(variantId: string): Promise<MergeOutcome | null> {
    let outcome: MergeOutcome | null = null;
    const cancelled: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const conflict = await stock.readConflict(variantId);
      if (!conflict) return outcome;
      const merged = combine(conflict);

      // Oversold: the newest orders among the branches' new takes give their units back.
      const cancel: OrderDoc[] = [];
      if (merged.quantity < 0) {
        const candidates = (await Promise.all([...merged.newTakes.keys()].map((id) => orders.get(id)))).filter(
          (o): o is OrderDoc => o?.phase === 'placed' && o.status !== 'cancelled',
        );
        candidates.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
        for (const order of candidates) {
          if (merged.quantity >= 0) break;
          const units = merged.newTakes.get(order._id) ?? 0;
          merged.quantity += units;
          merged.movements[returnKey(order._id)] = units;
          cancel.push(order);
        }
        if (merged.quantity < 0) {
          ctx.log.error(
            `stock: ${variantId} stays oversold by ${-merged.quantity} after cancelling every placed order that took it; set to 0`,
          );
          merged.quantity = 0;
        }
      }

      // Written meanwhile: merge again from what is there now.
      const resolved = await stock.resolveConflict(conflict, merged);
      if (!resolved) continue;

      for (const order of cancel) {
        const now = new Date().toISOString();
        const cancelled = await orders.update(order._id, (cur) =>
          cur && cur.phase === 'placed' && cur.status !== 'cancelled'
            ? {
                write: {
                  ...cur,
                  status: 'cancelled',
                  statusHistory: [...cur.statusHistory, { status: 'cancelled', at: now }],
                  cancelReason: OVERSOLD_REASON,
                  restock: 'pending',
                  updatedAt: now,
                },
              }
            : { keep: true },
        );
        // Its other items go back as any cancellation's do; this variant's units came back above.
        if (cancelled?.restock === 'pending') await status.restock(cancelled);
      }
      cancelled.push(...cancel.map((o) => o._id));
      outcome = { variantId, quantity: merged.quantity, cancelled: [...cancelled] };
      ctx.log.info('stock: merged conflicting revisions', outcome);
      if (resolved.extended.length === 0) return outcome;
    }
    throw new Error(`stock: the conflict of ${variantId} kept changing while it was merged`);
  }

  return {
    mergeOne,
    /** Merges every conflicted inventory record (the periodic repair's pass). */
    async mergeAll(): Promise<MergeOutcome[]> {
      const merged: MergeOutcome[] = [];
      for (const id of await stock.conflictedRecords()) {
        const outcome = await mergeOne(id);
        if (outcome) merged.push(outcome);
      }
      return merged;
    },
  };
}
export type StockConflicts = ReturnType<typeof createStockConflicts>;

/**
 * Crash repair, run at start and then every minute (any instance may repair any crash):
 *   - a `pending` order older than PENDING_GRACE_MS belongs to a placement that died: it is
 *     marked failed, every unit it took is given back, and it is dropped (its shopper never got
 *     a confirmation, and a replay with the same Idempotency-Key places it afresh);
 *   - a cancelled order whose stock return was interrupted gets it finished;
 *   - inventory markers left behind are settled (order placed / stock returned) or undone
 *     (order failed or missing).
 * Afterwards: no stock lost, no order without its stock, no stock taken without an order.
 */
import { isWelcomeCode } from '@store/shared';
import type { BaseContext } from '../../../context.js';
import type { WelcomeCodes } from '../../newsletter/index.js';
import type { Idempotency } from '../idempotency.js';
import { MERGED_PREFIX, type Stock } from '../../stock/index.js';
import { itemVariantId } from './draft-order.js';
import type { OrderStatusService } from './order-status.js';
import type { OrderDoc, OrderStore } from './store.js';

export const PENDING_GRACE_MS = 5_000;
/** The returns module's marker of a return's units going back on sale (`<orderId>:return:r<n>`, modules/returns). */
const RETURN_MARKER = /:return:r\d+$/;

export function createOrderRepair(deps: {
  ctx: BaseContext;
  orders: OrderStore;
  stock: Stock;
  status: OrderStatusService;
  idempotency: Idempotency;
  /** A rolled-back order gives its welcome code back. */
  welcomeCodes: Pick<WelcomeCodes, 'release'>;
}) {
  const { ctx, orders, stock, status, idempotency, welcomeCodes } = deps;

  async function rollBack(order: OrderDoc): Promise<boolean> {
    const failed = await orders.update(order._id, (cur) =>
      cur?.phase === 'pending' ? { write: { ...cur, phase: 'failed', updatedAt: new Date().toISOString() } } : { keep: true },
    );
    if (failed?.phase !== 'failed') return false; // it was placed meanwhile
    for (const item of failed.items) await stock.undo(itemVariantId(item), failed._id);
    if (failed.promoCode && isWelcomeCode(failed.promoCode)) await welcomeCodes.release(failed.promoCode, failed._id);
    await orders.remove(failed);
    if (failed.replayRecord) await idempotency.releaseClaim(failed.replayRecord);
    return true;
  }

  async function sweepMarkers(): Promise<number> {
    let fixed = 0;
    const seen = new Map<string, OrderDoc | null>();
    const orderOf = async (id: string) => {
      if (!seen.has(id)) seen.set(id, await orders.get(id));
      return seen.get(id) ?? null;
    };
    for (const record of await stock.recordsWithMarkers()) {
      for (const key of Object.keys(record.movements ?? {})) {
        if (key.startsWith(MERGED_PREFIX)) continue; // a conflict merge's note, not an order's move (stock/conflict-records.ts)
        if (RETURN_MARKER.test(key)) continue; // a return's units coming back: the returns module's repair finishes those
        const isReturn = key.endsWith(':return');
        const order = await orderOf(isReturn ? key.slice(0, -':return'.length) : key);
        if (isReturn) {
          if (order?.restock === 'pending') continue; // finished by the restock pass
          await stock.settle(record._id, key);
        } else if (order?.phase === 'placed') {
          await stock.settle(record._id, key);
        } else if (order?.phase === 'pending') {
          continue; // the pending pass decides
        } else {
          await stock.undo(record._id, key);
        }
        fixed++;
      }
    }
    return fixed;
  }

  /** One repair pass; returns what it did, for the log and the tests. */
  async function repairOnce(now = Date.now()): Promise<{ rolledBack: number; restocked: number; markers: number; waiting: number }> {
    let rolledBack = 0;
    let waiting = 0;
    for (const order of await orders.listPending()) {
      if (now - Date.parse(order.updatedAt) < PENDING_GRACE_MS) waiting++;
      else if (await rollBack(order)) rolledBack++;
    }
    const toRestock = await orders.listRestockPending();
    for (const order of toRestock) await status.restock(order);
    const markers = await sweepMarkers();
    const result = { rolledBack, restocked: toRestock.length, markers, waiting };
    if (rolledBack || toRestock.length || markers) ctx.log.info('orders: crash repair', result);
    return result;
  }

  return { repairOnce };
}
export type OrderRepair = ReturnType<typeof createOrderRepair>;

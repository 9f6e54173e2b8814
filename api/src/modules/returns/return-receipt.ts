/**
 * A return received, finished: its units back on sale exactly once (the marker, then
 * `restocked: true`, then the markers settled), and for an order paid online the gateway refund
 * asked for, recorded on the return, and the return marked refunded once the refund is processed.
 * The request that marked the return received does it at once; anyone else only past the grace
 * (FINISH_GRACE_MS), so a slow first request and a second one never both give.
 */
import { isOnlineMethod, type OrderReturn } from '@store/shared';
import { HttpError } from '../../http/errors.js';
import {
  moved,
  pastGrace,
  refundFor,
  returnMarker,
  returnOf,
  variantOf,
  withReturn,
  type ReturnOrderDoc,
  type ReturnOrders,
  type ReturnRefunds,
  type ReturnStock,
} from './return-records.js';

export function createReturnReceipt(deps: {
  orders: ReturnOrders;
  stock: ReturnStock;
  refunds: ReturnRefunds;
  /** Tells the shopper of the return's new state (in the background). */
  tell: (order: ReturnOrderDoc, ret: OrderReturn | undefined) => void;
  log: (message: string, error: unknown) => void;
}) {
  const { orders, stock, tell } = deps;

  /** Gives a received return's units back (exactly once, by the marker), records it, settles the markers. */
  async function restock(order: ReturnOrderDoc, ret: OrderReturn): Promise<ReturnOrderDoc> {
    const units = new Map<string, number>();
    for (const l of ret.lines) {
      const item = order.items[l.line];
      if (item) units.set(variantOf(item), (units.get(variantOf(item)) ?? 0) + l.quantity);
    }
    const key = returnMarker(order._id, ret.id);
    for (const [variantId, n] of units) await stock.give(variantId, key, n);
    const saved = await orders.update(order._id, (cur) => {
      const r = cur && returnOf(cur, ret.id);
      return cur && r && !r.restocked ? { write: withReturn(cur, { ...r, restocked: true }, new Date().toISOString()) } : { keep: true };
    });
    for (const variantId of units.keys()) await stock.settle(variantId, key);
    return saved ?? order;
  }

  /** Records the gateway refund of a received return and, once processed (or nothing was due), marks it refunded. */
  async function settleRefund(orderId: string, returnId: string): Promise<ReturnOrderDoc | null> {
    let told: OrderReturn | undefined;
    const saved = await orders.update(orderId, (cur) => {
      told = undefined;
      const r = cur && returnOf(cur, returnId);
      if (!cur || !r || r.state !== 'received' || !isOnlineMethod(cur.paymentMethod)) return { keep: true };
      const refund = refundFor(cur, returnId);
      const at = new Date().toISOString();
      if (r.amount === 0 || refund?.state === 'processed') {
        told = moved(r, 'refunded', at, refund ? { refundId: refund.id } : {});
        return { write: withReturn(cur, told, at) };
      }
      return refund && r.refundId !== refund.id ? { write: withReturn(cur, { ...r, refundId: refund.id }, at) } : { keep: true };
    });
    if (saved) tell(saved, told);
    return saved;
  }

  /**
   * What a received return still needs: its units back (by the request that marked it received,
   * or by anyone once past the grace), and (online) the gateway refund asked for and recorded.
   */
  async function finishReceived(order: ReturnOrderDoc, returnId: string, mover: boolean): Promise<ReturnOrderDoc> {
    let latest = order;
    const ret = returnOf(latest, returnId);
    if (!ret || (ret.state !== 'received' && ret.state !== 'refunded')) return latest;
    if (!ret.restocked && (mover || pastGrace(ret))) latest = await restock(latest, ret);
    if (ret.state !== 'received' || !isOnlineMethod(latest.paymentMethod)) return latest;
    if (!refundFor(latest, returnId) && ret.amount > 0) {
      try {
        await deps.refunds.refund(latest._id, { amount: ret.amount, reason: 'return', returnId });
      } catch (e) {
        // A refusal (nothing left to give back) is the admin's to read; an unreachable gateway
        // leaves the refund written as an intent, which the payments pass makes.
        if (e instanceof HttpError && e.status < 500) throw e;
        deps.log(`returns: the refund of return ${returnId} of order ${latest._id} is not made yet (the payments pass makes it)`, e);
      }
    }
    return (await settleRefund(latest._id, returnId)) ?? latest;
  }

  return { finishReceived, settleRefund };
}

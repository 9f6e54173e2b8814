/**
 * The payments pass (decision 046), every RECONCILE_EVERY_MS on every instance, and at start:
 *  - each online order still pending or failed is looked up at the gateway: a capture the
 *    callback and the webhook both missed pays it (or, cancelled meanwhile, is refunded); an
 *    authorized payment is captured;
 *  - one still unpaid at its `expiresAt` is cancelled through commerce's one cancel path
 *    (cancelUnpaid: stock back exactly once, cancelReason PAYMENT_MESSAGES.holdEnded, the
 *    shopper told), never while the gateway cannot be asked (a capture may be there);
 *  - refunds written as intents and not made (a crash in between) are made (refunds.ts).
 * Any number of instances may run it at once: every change is a compare-and-swap write of the
 * order, and only the write that made a move sets off what follows.
 */
import { PAYMENT_MESSAGES } from '@store/shared';
import type { BaseContext } from '../../context.js';
import type { OrderDoc, PaymentOrders } from '../commerce/index.js';
import type { PaymentGateway } from './gateway/index.js';
import type { PaymentRecords } from './recording.js';
import type { Refunds } from './refunds.js';
import { holdMinutesOf } from './start-payment.js';

export const RECONCILE_EVERY_MS = 30_000;
/** A cancelled order's gateway order is still asked about this long after its hold ended (a late payment is refunded). */
export const LATE_PAYMENT_WINDOW_MS = 24 * 60 * 60_000;

export interface ReconcileResult {
  checked: number;
  paid: number;
  cancelled: number;
  refundsMade: number;
}

export function createReconciliation(deps: {
  ctx: BaseContext;
  orders: PaymentOrders;
  gateway: PaymentGateway;
  records: PaymentRecords;
  refunds: Refunds;
}) {
  const { ctx, orders, gateway, records, refunds } = deps;

  /** Asks the gateway about the order's payments and records each; true when the order is paid (or its payment taken). */
  async function askGateway(order: OrderDoc): Promise<boolean> {
    const gatewayOrderId = order.payment?.gatewayOrderId;
    if (!gatewayOrderId) return false; // never sent to the gateway: nothing can have been paid
    let paid = false;
    for (const payment of await gateway.orderPayments(gatewayOrderId)) {
      const { outcome } = await records.record(order._id, payment);
      if (outcome === 'paid' || outcome === 'already') paid = true;
    }
    return paid;
  }

  return {
    async reconcileOnce(now = new Date()): Promise<ReconcileResult> {
      const result: ReconcileResult = { checked: 0, paid: 0, cancelled: 0, refundsMade: 0 };
      for (const order of await orders.listAwaitingPayment()) {
        const expiresAt = Date.parse(order.payment!.expiresAt);
        if (order.status === 'cancelled' && now.getTime() - expiresAt > LATE_PAYMENT_WINDOW_MS) continue;
        result.checked++;
        let paid: boolean;
        try {
          paid = await askGateway(order);
        } catch (e) {
          ctx.log.error(`payments: could not ask the gateway about order ${order._id} (asked again next pass)`, e);
          continue;
        }
        if (paid) result.paid++;
        else if (order.status === 'processing' && now.getTime() >= expiresAt) {
          if (await orders.cancelUnpaid(order._id, PAYMENT_MESSAGES.holdEnded(holdMinutesOf(order)))) result.cancelled++;
        }
      }
      for (const order of await orders.listRefundDue()) {
        try {
          await refunds.settle(order._id);
          result.refundsMade++;
        } catch (e) {
          ctx.log.error(`payments: refund of order ${order._id} not made now (tried again next pass)`, e);
        }
      }
      if (result.paid || result.cancelled || result.refundsMade) ctx.log.info('payments: reconciliation', result);
      return result;
    },
  };
}

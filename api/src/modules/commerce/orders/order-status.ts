/**
 * Order status after placement, by the one state machine (shared order-states.ts): the admin
 * moves an order processing → shipped → delivered, or cancels it before delivery; the owner may
 * cancel while it is processing; delivered and cancelled are final. Any other move is a 409
 * saying why. The move is decided inside the compare-and-swap write of the order (update-doc),
 * so of two concurrent moves, on one instance or several, exactly one is made; a repeat (same
 * status again, a replay) writes nothing and sets nothing off.
 * What a move sets off happens only for the request whose write made it:
 *  - cancelling gives the stock back exactly once: the order is marked `cancelled` with
 *    `restock: pending` in the same write, then each item's units return with a marker, then
 *    `restock: done`; a crash in between is finished by the repair, and the markers keep a unit
 *    from coming back twice;
 *  - the shopper is told (order-messages.ts), once, after the write;
 *  - a delivery recounts the owner's loyalty points from all their delivered orders.
 * Shipping records the carrier and tracking number when given (one write); `shipped` sent again
 * to a shipped order with another carrier or number corrects them, without a second message.
 * An online order is shipped only once paid (shipRefusal, 409). Cancelling a paid online order
 * writes its refund of what is left as an intent in the same write (refund-intents.ts); the
 * payments module then makes it at the gateway (decision 046). The hold's end cancels an unpaid
 * one through this same path (`cancelUnpaid`), so its stock also comes back exactly once.
 */
import {
  invoiceDue,
  loyaltyPointsFor,
  orderMove,
  orderMoveRefusal,
  paymentTaken,
  shipRefusal,
  type Order,
  type OrderActor,
  type OrderMove,
  type OrderStatus,
  type ShipmentInput,
} from '@store/shared';
import type { AuthInfo } from '../../../http/auth-guard.js';
import { conflict, notFound } from '../../../http/errors.js';
import { returnKey, type Stock } from '../../stock/index.js';
import { itemVariantId } from './draft-order.js';
import type { OrderMessages } from './order-messages.js';
import { refundableOf, withRefund } from './refund-intents.js';
import { toOrderView, type OrderDoc, type OrderStore } from './store.js';

export const ORDER_NOT_FOUND = 'Order not found.';

/** Placed orders the caller may see: their own, or any for an admin. Others learn nothing. */
export async function visibleOrder(
  orders: OrderStore,
  caller: AuthInfo,
  id: string,
  opts: { ownerOnly?: boolean } = {},
): Promise<OrderDoc> {
  const doc = await orders.get(id);
  const mayView = doc && doc.phase === 'placed' && (doc.user === caller.userId || (!opts.ownerOnly && caller.role === 'admin'));
  if (!doc || !mayView) throw notFound(ORDER_NOT_FOUND);
  return doc;
}

/**
 * The shipment after `given` is applied to what the order has: given fields replace, others
 * stay; none while nothing was given. Its time is when the order was shipped, also when the
 * carrier or number comes later.
 */
function shipmentAfter(cur: OrderDoc, given: ShipmentInput | undefined, at: string): OrderDoc['shipment'] {
  if (!given) return cur.shipment;
  const shippedAt = cur.shipment?.shippedAt ?? cur.statusHistory.findLast((h) => h.status === 'shipped')?.at ?? at;
  return { ...cur.shipment, ...given, shippedAt };
}

export function createOrderStatus(deps: {
  orders: OrderStore;
  stock: Stock;
  setLoyaltyPoints: (userId: string, points: number) => Promise<void>;
  messages: OrderMessages;
  /**
   * Issues an order's tax invoice once it is due, and its credit notes (an invoiced order
   * cancelled): the invoices module's; never throws, its sweep retries.
   */
  invoices?: { issue(orderId: string): Promise<unknown>; issueCreditNotes(orderId: string): Promise<unknown> };
  /** Background work (the messages) that stop() waits for. */
  track: (work: Promise<unknown>) => void;
  /** Makes the refunds written on an order as intents at the gateway (the payments module's; never throws). */
  refunds?: { settle(orderId: string): Promise<unknown> };
}) {
  const { orders, stock, messages, track } = deps;

  /** The owner's points from their delivered orders, written to their account. */
  async function recountLoyalty(userId: string): Promise<void> {
    const delivered = (await orders.listPlacedOf(userId)).filter((o) => o.status === 'delivered');
    await deps.setLoyaltyPoints(
      userId,
      delivered.reduce((sum, o) => sum + loyaltyPointsFor(o.totalPrice), 0),
    );
  }

  /** Gives back the stock of a cancelled order, each item's to its variant; safe to run again. */
  async function restock(order: OrderDoc): Promise<void> {
    for (const item of order.items) await stock.give(itemVariantId(item), returnKey(order._id), item.quantity);
    await orders.update(order._id, (cur) =>
      cur?.restock === 'pending' ? { write: { ...cur, restock: 'done', updatedAt: new Date().toISOString() } } : { keep: true },
    );
    for (const item of order.items) await stock.settle(itemVariantId(item), returnKey(order._id));
  }

  interface MoveOptions {
    shipment?: ShipmentInput;
    /** Written as the order's cancelReason with a cancel. */
    reason?: string;
    /** Checked on the current order inside the write: false leaves it as it is (no move). */
    onlyIf?: (cur: OrderDoc) => boolean;
  }

  async function changeStatus(id: string, to: OrderStatus, by: OrderActor, opts: MoveOptions = {}): Promise<Order> {
    const { shipment } = opts;
    // Set by the write that made the move (the change may run again on a stale revision: reset each time).
    let made: OrderMove | undefined;
    let refundWritten = false;
    const saved = await orders.update(id, (cur) => {
      made = undefined;
      refundWritten = false;
      if (!cur || cur.phase !== 'placed') throw notFound(ORDER_NOT_FOUND);
      if (opts.onlyIf && !opts.onlyIf(cur)) return { keep: true };
      const now = new Date().toISOString();
      if (cur.status === to) {
        // A corrected carrier or tracking number of a shipped order; anything else is a repeat.
        if (to !== 'shipped' || !shipment) return { keep: true };
        const next = shipmentAfter(cur, shipment, now);
        const same = cur.shipment?.carrier === next?.carrier && cur.shipment?.trackingNumber === next?.trackingNumber;
        return same ? { keep: true } : { write: { ...cur, shipment: next, updatedAt: now } };
      }
      const refusal = orderMoveRefusal(cur.status, to, by) ?? (to === 'shipped' ? shipRefusal(cur) : null);
      if (refusal) throw conflict(refusal);
      made = orderMove(cur.status, to, by);
      const shipped = to === 'shipped' ? shipmentAfter(cur, shipment, now) : cur.shipment;
      let next: OrderDoc = {
        ...cur,
        status: to,
        statusHistory: [...cur.statusHistory, { status: to, at: now }],
        ...(shipped ? { shipment: shipped } : {}),
        ...(made?.returnsStock ? { restock: 'pending' as const } : {}),
        ...(to === 'cancelled' && opts.reason ? { cancelReason: opts.reason } : {}),
        // An invoiced order cancelled is due a credit note for all of it (the invoices module issues it below, or its sweep).
        ...(to === 'cancelled' && cur.invoice ? { creditDue: true as const } : {}),
        updatedAt: now,
      };
      // A paid online order cancelled: what is left of its payment goes back, written as an intent here.
      const refundable = to === 'cancelled' ? refundableOf(cur) : 0;
      if (refundable > 0 && cur.payment?.paymentId) {
        next = withRefund(next, { amount: refundable, reason: 'cancelled', paymentId: cur.payment.paymentId, at: now }).order;
        refundWritten = true;
      }
      return { write: next };
    });
    if (!saved) throw notFound(ORDER_NOT_FOUND);
    const move = made as OrderMove | undefined;
    if (move?.returnsStock) await restock(saved);
    // The refund is made before the answer, so the order answered (and the message) carries its state.
    let refunded: OrderDoc | null = null;
    if (refundWritten && deps.refunds) {
      await deps.refunds.settle(saved._id);
      refunded = await orders.get(id);
    }
    if (move && to === 'delivered') await recountLoyalty(saved.user);
    // A cash-on-delivery order is due its tax invoice once delivered: issued before the answer, so
    // the admin's and the shopper's order views offer it at once, and before the message carrying it.
    const invoiced = move && deps.invoices && invoiceDue(saved) && (await deps.invoices.issue(saved._id)) ? await orders.get(id) : null;
    // The credit note of an invoiced order cancelled: before the answer, so the order views offer it at once.
    const credited =
      move && to === 'cancelled' && saved.creditDue && deps.invoices
        ? (await deps.invoices.issueCreditNotes(saved._id), await orders.get(id))
        : null;
    const latest = credited ?? invoiced ?? refunded ?? saved;
    if (move?.tellsShopper) track(messages.tell(latest, to));
    return toOrderView(latest);
  }

  return {
    restock,
    /** POST /orders/{id}/cancel: the owner, by the machine's shopper moves (while processing). */
    async cancelByOwner(caller: AuthInfo, id: string): Promise<Order> {
      await visibleOrder(orders, caller, id, { ownerOnly: true });
      return changeStatus(id, 'cancelled', 'shopper');
    },
    /** PUT /orders/{id}/status: admins only (the route checks the role). */
    setStatus: (id: string, status: OrderStatus, shipment?: ShipmentInput): Promise<Order> =>
      changeStatus(id, status, 'admin', { shipment }),
    /**
     * The hold ended unpaid (modules/payments): cancelled with `reason`, its stock back, the
     * shopper told; only while still processing and its payment not taken (a capture that won
     * the race keeps the order). True when this call cancelled it.
     */
    async cancelUnpaid(id: string, reason: string): Promise<boolean> {
      let cancelled = false;
      await changeStatus(id, 'cancelled', 'admin', {
        reason,
        onlyIf: (cur) => {
          cancelled = cur.status === 'processing' && cur.payment !== undefined && !paymentTaken(cur.payment);
          return cancelled;
        },
      });
      return cancelled;
    },
  };
}
export type OrderStatusService = ReturnType<typeof createOrderStatus>;

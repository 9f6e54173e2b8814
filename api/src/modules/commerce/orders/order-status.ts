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
 */
import {
  invoiceDue,
  loyaltyPointsFor,
  orderMove,
  orderMoveRefusal,
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
  /** Issues an order's tax invoice once it is due (the invoices module's; never throws: its sweep retries). */
  invoices?: { issue(orderId: string): Promise<unknown> };
  /** Background work (the messages) that stop() waits for. */
  track: (work: Promise<unknown>) => void;
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

  async function changeStatus(id: string, to: OrderStatus, by: OrderActor, shipment?: ShipmentInput): Promise<Order> {
    // Set by the write that made the move (the change may run again on a stale revision: reset each time).
    let made: OrderMove | undefined;
    const saved = await orders.update(id, (cur) => {
      made = undefined;
      if (!cur || cur.phase !== 'placed') throw notFound(ORDER_NOT_FOUND);
      const now = new Date().toISOString();
      if (cur.status === to) {
        // A corrected carrier or tracking number of a shipped order; anything else is a repeat.
        if (to !== 'shipped' || !shipment) return { keep: true };
        const next = shipmentAfter(cur, shipment, now);
        const same = cur.shipment?.carrier === next?.carrier && cur.shipment?.trackingNumber === next?.trackingNumber;
        return same ? { keep: true } : { write: { ...cur, shipment: next, updatedAt: now } };
      }
      const refusal = orderMoveRefusal(cur.status, to, by);
      if (refusal) throw conflict(refusal);
      made = orderMove(cur.status, to, by);
      const shipped = to === 'shipped' ? shipmentAfter(cur, shipment, now) : cur.shipment;
      return {
        write: {
          ...cur,
          status: to,
          statusHistory: [...cur.statusHistory, { status: to, at: now }],
          ...(shipped ? { shipment: shipped } : {}),
          ...(made?.returnsStock ? { restock: 'pending' as const } : {}),
          updatedAt: now,
        },
      };
    });
    if (!saved) throw notFound(ORDER_NOT_FOUND);
    const move = made as OrderMove | undefined;
    if (move?.returnsStock) await restock(saved);
    if (move && to === 'delivered') await recountLoyalty(saved.user);
    // A cash-on-delivery order is due its tax invoice once delivered: issued before the answer, so
    // the admin's and the shopper's order views offer it at once, and before the message carrying it.
    const invoiced = move && deps.invoices && invoiceDue(saved) && (await deps.invoices.issue(saved._id)) ? await orders.get(id) : null;
    if (move?.tellsShopper) track(messages.tell(invoiced ?? saved, to));
    return toOrderView(invoiced ?? saved);
  }

  return {
    restock,
    /** POST /orders/{id}/cancel: the owner, by the machine's shopper moves (while processing). */
    async cancelByOwner(caller: AuthInfo, id: string): Promise<Order> {
      await visibleOrder(orders, caller, id, { ownerOnly: true });
      return changeStatus(id, 'cancelled', 'shopper');
    },
    /** PUT /orders/{id}/status: admins only (the route checks the role). */
    setStatus: (id: string, status: OrderStatus, shipment?: ShipmentInput): Promise<Order> => changeStatus(id, status, 'admin', shipment),
  };
}
export type OrderStatusService = ReturnType<typeof createOrderStatus>;

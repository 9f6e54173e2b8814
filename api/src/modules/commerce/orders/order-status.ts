/**
 * Order status after placement: the owner may cancel while the order is processing; an admin
 * may set any status. Cancelling gives the stock back exactly once: the order is first marked
 * `cancelled` with `restock: pending` in one write (only one canceller can win that write),
 * then each item's units return with a marker, then `restock: done`. A crash in between is
 * finished by the repair, and the markers keep a unit from coming back twice.
 * Loyalty points follow deliveries: whenever an order becomes (or stops being) delivered, the
 * owner's points are computed again from all their delivered orders (loyaltyPointsFor), so a
 * repeated or crashed update can never count an order twice.
 * Shipping records the carrier and tracking number with the move (one write); `shipped` sent
 * again to a shipped order with another carrier or number corrects them.
 */
import { loyaltyPointsFor, type Order, type OrderStatus, type ShipmentInput } from '@store/shared';
import type { AuthInfo } from '../../../http/auth-guard.js';
import { conflict, notFound } from '../../../http/errors.js';
import { returnKey, type Stock } from '../../stock/index.js';
import { toOrderView, type OrderDoc, type OrderStore } from './store.js';

export const ORDER_NOT_FOUND = 'Order not found.';
export const ONLY_PROCESSING_MESSAGE = 'Only orders that are still processing can be cancelled.';
export const CANCELLED_IS_FINAL_MESSAGE = 'A cancelled order cannot change status.';

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

export function createOrderStatus(deps: {
  orders: OrderStore;
  stock: Stock;
  setLoyaltyPoints: (userId: string, points: number) => Promise<void>;
}) {
  const { orders, stock } = deps;

  /** The owner's points from their delivered orders, written to their account. */
  async function recountLoyalty(userId: string): Promise<void> {
    const delivered = (await orders.listPlacedOf(userId)).filter((o) => o.status === 'delivered');
    await deps.setLoyaltyPoints(
      userId,
      delivered.reduce((sum, o) => sum + loyaltyPointsFor(o.totalPrice), 0),
    );
  }

  /** Gives back the stock of a cancelled order; safe to run again. */
  async function restock(order: OrderDoc): Promise<void> {
    for (const item of order.items) await stock.give(item.product._id, returnKey(order._id), item.quantity);
    await orders.update(order._id, (cur) =>
      cur?.restock === 'pending' ? { write: { ...cur, restock: 'done', updatedAt: new Date().toISOString() } } : { keep: true },
    );
    for (const item of order.items) await stock.settle(item.product._id, returnKey(order._id));
  }

  async function changeStatus(
    id: string,
    status: OrderStatus,
    opts: { onlyFromProcessing: boolean; shipment?: ShipmentInput },
  ): Promise<Order> {
    let restockNeeded = false;
    let deliveryChanged = false;
    const saved = await orders.update(id, (cur) => {
      restockNeeded = false;
      deliveryChanged = false;
      if (!cur || cur.phase !== 'placed') throw notFound(ORDER_NOT_FOUND);
      const { shipment } = opts;
      if (cur.status === status) {
        // A corrected carrier or tracking number of a shipped order; anything else is a repeat.
        const same = cur.shipment?.carrier === shipment?.carrier && cur.shipment?.trackingNumber === shipment?.trackingNumber;
        if (status !== 'shipped' || !shipment || same) return { keep: true };
        const shippedAt = cur.shipment?.shippedAt ?? new Date().toISOString();
        return { write: { ...cur, shipment: { ...shipment, shippedAt }, updatedAt: new Date().toISOString() } };
      }
      if (cur.status === 'cancelled') throw conflict(CANCELLED_IS_FINAL_MESSAGE);
      if (opts.onlyFromProcessing && cur.status !== 'processing') throw conflict(ONLY_PROCESSING_MESSAGE);
      const now = new Date().toISOString();
      restockNeeded = status === 'cancelled';
      deliveryChanged = status === 'delivered' || cur.status === 'delivered';
      return {
        write: {
          ...cur,
          status,
          statusHistory: [...cur.statusHistory, { status, at: now }],
          ...(status === 'shipped' && shipment ? { shipment: { ...shipment, shippedAt: now } } : {}),
          ...(restockNeeded ? { restock: 'pending' as const } : {}),
          updatedAt: now,
        },
      };
    });
    if (!saved) throw notFound(ORDER_NOT_FOUND);
    if (restockNeeded) await restock(saved);
    if (deliveryChanged) await recountLoyalty(saved.user);
    return toOrderView(saved);
  }

  return {
    restock,
    /** POST /orders/{id}/cancel: the owner, while the order is processing. */
    async cancelByOwner(caller: AuthInfo, id: string): Promise<Order> {
      await visibleOrder(orders, caller, id, { ownerOnly: true });
      return changeStatus(id, 'cancelled', { onlyFromProcessing: true });
    },
    /** PUT /orders/{id}/status: admins only (the route checks the role). */
    setStatus: (id: string, status: OrderStatus, shipment?: ShipmentInput): Promise<Order> =>
      changeStatus(id, status, { onlyFromProcessing: false, ...(shipment ? { shipment } : {}) }),
  };
}
export type OrderStatusService = ReturnType<typeof createOrderStatus>;

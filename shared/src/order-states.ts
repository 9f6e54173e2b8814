/**
 * The order state machine, the one place that says which status may follow which and who may
 * make the move: the api refuses any other move (409), and the admin's and the shopper's
 * screens offer only these. Each move says what it sets off: whether the order's stock comes
 * back (only an undelivered order being cancelled) and whether the shopper is told.
 *
 *   processing ──▶ shipped ──▶ delivered
 *        │            │
 *        └────────────┴──▶ cancelled          delivered and cancelled are final.
 *
 * An order paid online also has a payment state (payments.ts: pending → paid | failed, then
 * refunded), and a delivered order may have returns (returns.ts: requested → approved → received
 * → refunded, or rejected): their machines live beside their schemas, and this one consults the
 * payment where it matters: an online order is shipped only once paid (shipRefusal).
 */
import type { OrderStatus } from './constants.js';
import { PAYMENT_MESSAGES, paymentTaken, type OrderPayment } from './payments.js';

export type OrderActor = 'admin' | 'shopper';

export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
  /** Who may make it: the store's staff, or the shopper on their own order. */
  by: readonly OrderActor[];
  /** Its units go back on sale (exactly once: the api's restock). */
  returnsStock: boolean;
  /** The shopper gets an e-mail and a phone message. */
  tellsShopper: boolean;
}

export const ORDER_MOVES: readonly OrderMove[] = [
  { from: 'processing', to: 'shipped', by: ['admin'], returnsStock: false, tellsShopper: true },
  { from: 'shipped', to: 'delivered', by: ['admin'], returnsStock: false, tellsShopper: true },
  { from: 'processing', to: 'cancelled', by: ['admin', 'shopper'], returnsStock: true, tellsShopper: true },
  { from: 'shipped', to: 'cancelled', by: ['admin'], returnsStock: true, tellsShopper: true },
];

/** The move from `from` to `to` that `by` may make; undefined when there is none. */
export const orderMove = (from: OrderStatus, to: OrderStatus, by: OrderActor): OrderMove | undefined =>
  ORDER_MOVES.find((m) => m.from === from && m.to === to && m.by.includes(by));

/** Where `by` may move an order of status `from`, in the machine's order. */
export const nextStatuses = (from: OrderStatus, by: OrderActor): OrderStatus[] =>
  ORDER_MOVES.filter((m) => m.from === from && m.by.includes(by)).map((m) => m.to);

/** No move leaves it. */
export const isFinalStatus = (status: OrderStatus): boolean => !ORDER_MOVES.some((m) => m.from === status);

export const ORDER_MOVE_MESSAGES = {
  final: (status: OrderStatus) => `This order is ${status}, which is final: its status cannot change.`,
  shopperCancel: 'Only orders that are still processing can be cancelled.',
  notAllowed: (from: OrderStatus, to: OrderStatus) =>
    to === 'delivered' && from === 'processing'
      ? 'This order has not been shipped yet: mark it shipped before delivered.'
      : `An order cannot go from ${from} back to ${to}.`,
} as const;

/** Why `by` may not move an order from `from` to `to` (a 409's message), or null when the move is allowed. */
export function orderMoveRefusal(from: OrderStatus, to: OrderStatus, by: OrderActor): string | null {
  if (orderMove(from, to, by)) return null;
  if (isFinalStatus(from)) return ORDER_MOVE_MESSAGES.final(from);
  if (by === 'shopper') return ORDER_MOVE_MESSAGES.shopperCancel;
  return ORDER_MOVE_MESSAGES.notAllowed(from, to);
}

/** Why an order cannot be shipped for its payment (an online order not paid yet), or null. */
export function shipRefusal(order: { payment?: Pick<OrderPayment, 'state'> | undefined }): string | null {
  return order.payment && !paymentTaken(order.payment) ? PAYMENT_MESSAGES.notShippable : null;
}

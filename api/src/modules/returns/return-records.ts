/**
 * What the returns module works on: the order documents it is handed (commerce's store), the
 * payments module's refunds and the stock's markers, and the small rules of a return record
 * (its marker, the grace before anyone but its first request finishes a receipt, its refund).
 */
import { OrderSchema, type Order, type OrderReturn, type Refund } from '@store/shared';
import type { Change } from '../../db/update-doc.js';

/** An order document as the order store keeps it: the order and its placement phase. */
export interface ReturnOrderDoc extends Order {
  _rev?: string;
  phase: 'pending' | 'placed' | 'failed';
  /** A credit note made due and not yet issued (the invoices module's mark, modules/invoices/credit-notes.ts). */
  creditDue?: true;
  updatedAt: string;
}

/** The order store's reads and compare-and-swap writes (commerce's orders/store.ts). */
export interface ReturnOrders {
  get(id: string): Promise<ReturnOrderDoc | null>;
  update(id: string, change: (cur: ReturnOrderDoc | null) => Change<ReturnOrderDoc>): Promise<ReturnOrderDoc | null>;
}

/** Gateway refunds (the payments module's): a refund of `amount` rupees of the order's payment, for return `returnId`. */
export interface ReturnRefunds {
  refund(orderId: string, refund: { amount: number; reason: 'return'; returnId: string }): Promise<Order>;
}

export interface ReturnStock {
  give(variantId: string, key: string, units: number): Promise<void>;
  settle(variantId: string, key: string): Promise<void>;
}

/** The marker of a return's units going back on sale, on each variant's inventory record. */
export const returnMarker = (orderId: string, returnId: string) => `${orderId}:return:${returnId}`;
/** The order and return a marker is for; null for any other marker (an order's own, a cancellation's). */
export function returnMarkerParts(key: string): { orderId: string; returnId: string } | null {
  const m = /^(.+):return:(r\d+)$/.exec(key);
  return m ? { orderId: m[1]!, returnId: m[2]! } : null;
}

/**
 * How long after a return was marked received its units may still be on their way back by the
 * request that marked it (on any instance). Only later does anyone else give them (a repeat
 * "received", the repair pass): a give after the first request settled its markers would give twice.
 */
export const FINISH_GRACE_MS = 60_000;
/** The request that marked the return received is surely done (or dead). */
export const pastGrace = (ret: OrderReturn, now = Date.now()): boolean => {
  const at = ret.history.findLast((h) => h.state === 'received')?.at;
  return at !== undefined && now - Date.parse(at) > FINISH_GRACE_MS;
};

export const variantOf = (item: Order['items'][number]) => item.variant?.id ?? item.product._id;
export const returnOf = (order: Pick<Order, 'returns'>, id: string) => order.returns?.find((r) => r.id === id);
/** The order as the api answers it: no bookkeeping fields. */
export const toOrderView = (doc: ReturnOrderDoc): Order => OrderSchema.parse(doc);
/** The payment's refund for a return, unless it failed (a failed one may be tried again). */
export const refundFor = (order: Pick<Order, 'payment'>, returnId: string): Refund | undefined =>
  order.payment?.refunds.findLast((r) => r.returnId === returnId && r.state !== 'failed');

/** The order with `ret` written on it; a return of an invoiced order received marks the order due its credit note. */
export function withReturn(order: ReturnOrderDoc, ret: OrderReturn, at: string): ReturnOrderDoc {
  const credit = ret.state === 'received' && order.invoice !== undefined && !order.creditNotes?.some((n) => n.for === ret.id);
  return {
    ...order,
    returns: (order.returns ?? []).map((r) => (r.id === ret.id ? ret : r)),
    ...(credit ? { creditDue: true as const } : {}),
    updatedAt: at,
  };
}
export const moved = (ret: OrderReturn, state: OrderReturn['state'], at: string, extra: Partial<OrderReturn> = {}): OrderReturn => ({
  ...ret,
  ...extra,
  state,
  history: [...ret.history, { state, at }],
});

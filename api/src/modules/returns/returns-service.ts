/**
 * Returns of delivered orders (decision 046, "Returns"): the shopper asks, the admin approves or
 * rejects, marks the parcel received, and the money goes back. Each move is decided inside the
 * order's compare-and-swap write (the store's update), so of two moves at once exactly one is
 * made; the same state again is a repeat that writes nothing. What a move sets off is done by the
 * request whose write made it:
 *  - received: the units go back on sale exactly once. The write marks the return received with
 *    `restocked: false`; then each variant's units come back with the marker
 *    `<order>:return:<return>` (a repeat of the same marker gives nothing), then one write sets
 *    `restocked: true`, then the markers are settled. A crash in between is finished by the pass
 *    (returns-repair.ts): the marker still there proves the units came back; gone with
 *    `restocked: false`, they did not.
 *  - received, paid online: the gateway refund of the return's amount (deps.refunds, linked by
 *    `returnId`); the return becomes refunded when that refund is processed (refundsProcessed,
 *    called by the payments module when the gateway says so, and checked after each refund call).
 *  - refunded, cash on delivery: the admin's transfer reference is recorded.
 *  - the shopper is told (return-messages.ts).
 * Moves of one return on this instance are queued (a mutex), so a second "received" sent at once
 * finds the first one's work done.
 */
import {
  isOnlineMethod,
  OrderSchema,
  returnMoveAllowed,
  RETURN_MESSAGES,
  type Order,
  type OrderReturn,
  type Refund,
  type ReturnRequest,
  type ReturnUpdate,
} from '@store/shared';
import type { AuthInfo } from '../../http/auth-guard.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import type { KeyedMutex } from '../../db/keyed-mutex.js';
import type { Change } from '../../db/update-doc.js';
import type { ReturnMessages } from './return-messages.js';
import { newReturn, nextReturnId, ownerView } from './return-rules.js';

export const ORDER_NOT_FOUND = 'Order not found.';
export const REFERENCE_NEEDED = "Give the transfer's reference (UTR) to mark this refund paid.";
export const REFUND_BY_GATEWAY =
  'This order was paid online: its refund goes through the payment gateway, and the return is marked refunded once the gateway has paid it.';

/** An order document as the order store keeps it: the order and its placement phase. */
export interface ReturnOrderDoc extends Order {
  _rev?: string;
  phase: 'pending' | 'placed' | 'failed';
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

const variantOf = (item: Order['items'][number]) => item.variant?.id ?? item.product._id;
const returnOf = (order: Pick<Order, 'returns'>, id: string) => order.returns?.find((r) => r.id === id);
/** The order as the api answers it: no bookkeeping fields. */
export const toOrderView = (doc: ReturnOrderDoc): Order => OrderSchema.parse(doc);
/** The payment's refund for a return, unless it failed (a failed one may be tried again). */
export const refundFor = (order: Pick<Order, 'payment'>, returnId: string): Refund | undefined =>
  order.payment?.refunds.findLast((r) => r.returnId === returnId && r.state !== 'failed');

function withReturn(order: ReturnOrderDoc, ret: OrderReturn, at: string): ReturnOrderDoc {
  return { ...order, returns: (order.returns ?? []).map((r) => (r.id === ret.id ? ret : r)), updatedAt: at };
}
const moved = (ret: OrderReturn, state: OrderReturn['state'], at: string, extra: Partial<OrderReturn> = {}): OrderReturn => ({
  ...ret,
  ...extra,
  state,
  history: [...ret.history, { state, at }],
});

export function createReturnsService(deps: {
  orders: ReturnOrders;
  stock: ReturnStock;
  refunds: ReturnRefunds;
  messages: ReturnMessages;
  mutex: KeyedMutex;
  /** Background work (the messages) that stop() waits for. */
  track: (work: Promise<unknown>) => void;
  log: (message: string, error: unknown) => void;
}) {
  const { orders, stock, messages, mutex, track } = deps;
  const tell = (order: ReturnOrderDoc, ret: OrderReturn | undefined) => {
    if (ret) track(messages.tell(order, ret));
  };

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

  return {
    /** Finishes a received return a crash left (the repair pass): past the grace only. */
    finishLeftover: (orderId: string, returnId: string) =>
      mutex.run(`${orderId}/${returnId}`, async () => {
        const order = await orders.get(orderId);
        const ret = order && returnOf(order, returnId);
        if (order && ret && pastGrace(ret)) await finishReceived(order, returnId, false);
      }),

    /** POST /orders/{id}/returns: the owner asks to return some of a delivered order's units. */
    async requestReturn(caller: AuthInfo, orderId: string, request: ReturnRequest): Promise<Order> {
      let made: OrderReturn | undefined;
      const saved = await orders.update(orderId, (cur) => {
        made = undefined;
        if (!cur || cur.phase !== 'placed' || cur.user !== caller.userId) throw notFound(ORDER_NOT_FOUND);
        made = newReturn(cur, request, nextReturnId(cur), new Date());
        return { write: { ...cur, returns: [...(cur.returns ?? []), made], updatedAt: made.createdAt } };
      });
      if (!saved) throw notFound(ORDER_NOT_FOUND);
      tell(saved, made);
      return ownerView(toOrderView(saved));
    },

    /** PUT /orders/{id}/returns/{returnId} (admins): the return's next state. */
    moveReturn: (orderId: string, returnId: string, update: ReturnUpdate): Promise<Order> =>
      mutex.run(`${orderId}/${returnId}`, async () => {
        let made: OrderReturn | undefined;
        const saved = await orders.update(orderId, (cur) => {
          made = undefined;
          if (!cur || cur.phase !== 'placed') throw notFound(ORDER_NOT_FOUND);
          const ret = returnOf(cur, returnId);
          if (!ret) throw notFound(RETURN_MESSAGES.notFound);
          const to = update.state;
          if (ret.state === to) return { keep: true };
          if (!returnMoveAllowed(ret.state, to)) throw conflict(RETURN_MESSAGES.move(ret.state, to));
          let extra: Partial<OrderReturn> = {};
          if (to === 'rejected' && update.rejection) extra = { rejection: update.rejection };
          if (to === 'refunded') {
            if (isOnlineMethod(cur.paymentMethod)) {
              const refund = refundFor(cur, returnId);
              if (refund?.state !== 'processed') throw conflict(REFUND_BY_GATEWAY);
              extra = { refundId: refund.id };
            } else if (!update.reference) {
              throw badRequest(REFERENCE_NEEDED, { reference: REFERENCE_NEEDED });
            } else extra = { reference: update.reference };
          }
          const at = new Date().toISOString();
          made = moved(ret, to, at, extra);
          return { write: withReturn(cur, made, at) };
        });
        if (!saved) throw notFound(ORDER_NOT_FOUND);
        tell(saved, made);
        // The mover finishes a receipt; a repeat finishes what a crash (past the grace) or a failed refund left.
        const finishing = update.state === 'received' || update.state === 'refunded';
        const latest = finishing ? await finishReceived(saved, returnId, made?.state === 'received') : saved;
        return toOrderView(latest);
      }),

    /** The payments module's word that an order's refunds changed: received returns whose refund is processed become refunded. */
    async refundsProcessed(orderId: string): Promise<void> {
      const order = await orders.get(orderId);
      for (const r of order?.returns ?? []) {
        if (r.state === 'received') await mutex.run(`${orderId}/${r.id}`, () => settleRefund(orderId, r.id));
      }
    },
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;

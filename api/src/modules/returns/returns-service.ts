/**
 * Returns of delivered orders (decision 046, "Returns"): the shopper asks, the admin approves or
 * rejects, marks the parcel received, and the money goes back. Each move is decided inside the
 * order's compare-and-swap write (the store's update), so of two moves at once exactly one is
 * made; the same state again is a repeat that writes nothing. What a move sets off is done by the
 * request whose write made it:
 *  - received (return-receipt.ts): the units go back on sale exactly once. The write marks the return received with
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
  ownerViewOfOrder,
  isOnlineMethod,
  returnMoveAllowed,
  RETURN_MESSAGES,
  type Order,
  type OrderReturn,
  type ReturnRequest,
  type ReturnUpdate,
} from '@store/shared';
import type { AuthInfo } from '../../http/auth-guard.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { KeyedMutex } from '../../db/keyed-mutex.js';
import type { ReturnMessages } from './return-messages.js';
import { createReturnReceipt } from './return-receipt.js';
import {
  moved,
  pastGrace,
  refundFor,
  returnOf,
  toOrderView,
  withReturn,
  type ReturnOrderDoc,
  type ReturnOrders,
  type ReturnRefunds,
  type ReturnStock,
} from './return-records.js';
import { newReturn, nextReturnId } from './return-rules.js';

export const ORDER_NOT_FOUND = 'Order not found.';
export const REFERENCE_NEEDED = "Give the transfer's reference (UTR) to mark this refund paid.";
export const REFUND_BY_GATEWAY =
  'This order was paid online: its refund goes through the payment gateway, and the return is marked refunded once the gateway has paid it.';

export function createReturnsService(deps: {
  orders: ReturnOrders;
  stock: ReturnStock;
  refunds: ReturnRefunds;
  /** Issues the credit notes an order is due (the invoices module's; never throws: its sweep retries). */
  creditNotes?: { issue(orderId: string): Promise<unknown> };
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

  const { finishReceived, settleRefund } = createReturnReceipt({ orders, stock, refunds: deps.refunds, tell, log: deps.log });

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
      return ownerViewOfOrder(toOrderView(saved));
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
        let latest = finishing ? await finishReceived(saved, returnId, made?.state === 'received') : saved;
        // The goods are back: the return's credit note against the invoice, before the answer so the order view offers it.
        if (latest.creditDue && deps.creditNotes) {
          await deps.creditNotes.issue(orderId);
          latest = (await orders.get(orderId)) ?? latest;
        }
        return toOrderView(latest);
      }),

    /** The payments module's word that an order's refunds changed: received returns whose refund is processed become refunded. */
    async refundsProcessed(orderId: string): Promise<void> {
      const order = await orders.get(orderId);
      // Not queued behind the return's mutex: a gateway that answers a refund processed at once
      // calls this from inside the "received" that asked for it, which holds the mutex. The move
      // is one compare-and-swap write, so of two callers exactly one makes it.
      for (const r of order?.returns ?? []) if (r.state === 'received') await settleRefund(orderId, r.id);
    },
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;

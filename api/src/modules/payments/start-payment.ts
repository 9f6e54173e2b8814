/**
 * POST /orders/{id}/pay: what the device needs to open the gateway's checkout for an order. The
 * gateway order is made once per store order and reused by every later call (a retry, a double
 * click, another tab): its maker first claims the order in a compare-and-swap write (`payClaim`),
 * so of concurrent calls, on one instance or several, one makes it and the others wait for its
 * id. A claim older than PAY_CLAIM_STALE_MS belongs to a call that died and may be taken over.
 */
import { randomBytes } from 'node:crypto';
import { orderNumber, PAYMENT_MESSAGES, paymentTaken, toPaise, type PaymentStart } from '@store/shared';
import type { AuthInfo } from '../../http/auth-guard.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import type { Accounts } from '../auth/index.js';
import type { OrderDoc, PaymentOrders } from '../commerce/index.js';
import type { PaymentGateway } from './gateway/index.js';

export const PAY_CLAIM_STALE_MS = 30_000;
const ORDER_NOT_FOUND = 'Order not found.';
export const GATEWAY_UNREACHABLE = 'The payment gateway could not be reached. Please try again in a moment.';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The hold the order was given, in whole minutes (its own, even if PAYMENT_HOLD_MINUTES changed since). */
export const holdMinutesOf = (order: OrderDoc): number =>
  Math.max(1, Math.round((Date.parse(order.payment!.expiresAt) - Date.parse(order.createdAt)) / 60_000));

/** Cancelled by the payments pass because its hold ended unpaid (reconcile.ts). */
export const holdEnded = (order: OrderDoc): boolean =>
  order.status === 'cancelled' && order.cancelReason === PAYMENT_MESSAGES.holdEnded(holdMinutesOf(order));

/** Why this order cannot be paid now (409), or null. */
export function payRefusal(order: OrderDoc, now = new Date()): string | null {
  const p = order.payment;
  if (!p) return PAYMENT_MESSAGES.notOnline;
  if (paymentTaken(p)) return PAYMENT_MESSAGES.alreadyPaid;
  const expired = now.getTime() >= Date.parse(p.expiresAt);
  if (order.status === 'cancelled') return expired || holdEnded(order) ? PAYMENT_MESSAGES.expired : PAYMENT_MESSAGES.cancelled;
  return expired ? PAYMENT_MESSAGES.expired : null;
}

export function createPaymentStarts(deps: {
  orders: PaymentOrders;
  gateway: PaymentGateway;
  accounts: Pick<Accounts, 'getUserById'>;
  storeName: string;
  log: (message: string, e: unknown) => void;
}) {
  const { orders, gateway } = deps;

  /** The order's gateway order id: made now by the one caller holding the claim, or waited for. */
  async function gatewayOrderOf(order: OrderDoc): Promise<string> {
    const me = randomBytes(8).toString('hex');
    for (let i = 0; ; i++) {
      const cur = await orders.update(order._id, (c) => {
        if (!c?.payment || c.payment.gatewayOrderId) return { keep: true };
        if (c.payClaim && Date.now() - Date.parse(c.payClaim.at) < PAY_CLAIM_STALE_MS) return { keep: true };
        return { write: { ...c, payClaim: { by: me, at: new Date().toISOString() } } };
      });
      if (cur?.payment?.gatewayOrderId) return cur.payment.gatewayOrderId;
      if (!cur?.payment) throw notFound(ORDER_NOT_FOUND);
      if (cur.payClaim?.by === me) break;
      // Another call is making it: its id is on the order within a gateway round trip.
      await pause(Math.min(500, 50 * (i + 1)));
    }
    const unclaim = (c: OrderDoc): OrderDoc => {
      const { payClaim: _claim, ...rest } = c;
      return rest;
    };
    let made: string;
    try {
      made = (
        await gateway.createOrder({
          amount: toPaise(order.payment!.amount),
          receipt: order._id,
          notes: { orderNumber: orderNumber(order._id) },
        })
      ).id;
    } catch (e) {
      await orders.update(order._id, (c) => (c?.payClaim?.by === me ? { write: unclaim(c) } : { keep: true }));
      deps.log(`payments: making the gateway order for ${order._id} failed`, e);
      throw new HttpError(502, GATEWAY_UNREACHABLE);
    }
    const saved = await orders.update(order._id, (c) => {
      if (!c?.payment || c.payment.gatewayOrderId) return { keep: true };
      return { write: { ...unclaim(c), payment: { ...c.payment, gatewayOrderId: made } } };
    });
    return saved?.payment?.gatewayOrderId ?? made;
  }

  return {
    /** `origin`: the store's origin the callback URL is on (PUBLIC_ORIGIN, or the request's). */
    async start(caller: AuthInfo, orderId: string, origin: string): Promise<PaymentStart> {
      const order = await orders.get(orderId);
      // Only the owner: anyone else (an admin too) gets the same 404 as for an order that does not exist.
      if (!order || order.phase !== 'placed' || order.user !== caller.userId) throw notFound(ORDER_NOT_FOUND);
      const refusal = payRefusal(order);
      if (refusal) throw conflict(refusal);
      const gatewayOrderId = await gatewayOrderOf(order);
      const callbackUrl = `${origin}/api/payments/callback`;
      const user = await deps.accounts.getUserById(order.user);
      const a = order.shippingAddress;
      return {
        orderId: order._id,
        gateway: gateway.name,
        keyId: gateway.keyId,
        gatewayOrderId,
        amount: toPaise(order.payment!.amount),
        currency: 'INR',
        ...(gateway.checkoutUrl ? { checkoutUrl: gateway.checkoutUrl(gatewayOrderId, callbackUrl) } : {}),
        callbackUrl,
        expiresAt: order.payment!.expiresAt,
        prefill: { name: `${a.firstName} ${a.lastName}`.trim(), email: user?.email ?? '', contact: user?.phone || a.phone },
        storeName: deps.storeName,
        description: `Order ${orderNumber(order._id)}`,
      };
    },
  };
}

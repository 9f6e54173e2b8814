/** An order's payment as the account's list and order view ask about it. */
import type { Order } from '@store/shared';

/** Placed, online, not paid, its hold not over: the shopper may pay (Pay now). */
export const awaitsPayment = (order: Order, now = Date.now()): boolean =>
  order.status !== 'cancelled' &&
  (order.payment?.state === 'pending' || order.payment?.state === 'failed') &&
  new Date(order.payment.expiresAt).getTime() > now;

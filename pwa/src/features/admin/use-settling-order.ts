/**
 * While the open order waits on the gateway (a refund pending: a cancellation's, or a received
 * return's until the return reads refunded), it is read again every few seconds, so its view turns processed, and the return
 * refunded, without the admin reloading. Stops once nothing is pending or the view closes.
 */
import { useEffect, useRef } from 'react';
import { OrderSchema, type Order } from '@store/shared';
import { adminRead } from './admin-api';
import { liveRefundFor } from './order-money';

export const SETTLING_POLL_MS = 4_000;

/** A refund is pending, or a received return's refund is under way and the return not yet marked refunded. */
export const waitsOnGateway = (order: Pick<Order, 'payment' | 'returns'> | null): boolean =>
  !!order &&
  ((order.payment?.refunds.some((r) => r.state === 'pending') ?? false) ||
    (order.returns?.some((r) => r.state === 'received' && liveRefundFor(order, r.id) !== undefined) ?? false));

export function useSettlingOrder(order: Pick<Order, '_id' | 'payment' | 'returns'> | null, onFresh: (order: Order) => void): void {
  const waiting = waitsOnGateway(order);
  const id = order?._id;
  // The latest callback, without restarting the timer each render.
  const fresh = useRef(onFresh);
  fresh.current = onFresh;
  useEffect(() => {
    if (!waiting || !id) return;
    const ask = new AbortController();
    const timer = setInterval(() => {
      adminRead(`/orders/${encodeURIComponent(id)}`, OrderSchema, ask.signal).then(
        (o) => fresh.current(o),
        () => undefined, // the next tick asks again; the view keeps what it shows
      );
    }, SETTLING_POLL_MS);
    return () => {
      clearInterval(timer);
      ask.abort();
    };
  }, [waiting, id]);
}

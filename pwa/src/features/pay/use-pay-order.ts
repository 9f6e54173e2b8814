/**
 * The order /pay shows, read from the store, and read again: when the connection returns, when
 * the shopper comes back from the gateway while the order still reads unpaid (the gateway's
 * webhook may land a moment after the browser), and when the hold ends (the store cancels the
 * order then). Offline, the device's copy of the order (the account's list) stands in.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '@store/shared';
import { useOnlineStatus } from '../../data';
import { useAccount } from '../../data/account';
import { readOrder, type OrderRead } from '../../data/payments';

/** Still to be paid: pending, or failed with time left to try again. */
export const awaitingPayment = (order: Order): boolean =>
  order.status !== 'cancelled' && (order.payment?.state === 'pending' || order.payment?.state === 'failed');

/** Reads while waiting on the gateway or the hold: every 2 s at first, then every 5 s, at most this many. */
const MAX_POLLS = 12;
const pollDelay = (n: number) => (n < 5 ? 2000 : 5000);

export interface PayOrder {
  read: OrderRead | null;
  /** The order to show: the store's, else the device's copy. */
  order: Order | null;
  reload(): void;
  /** Reads a few more times while the order still awaits payment (after the gateway, at the hold's end). */
  watch(): void;
}

export function usePayOrder(orderId: string, watchFromStart: boolean): PayOrder {
  const online = useOnlineStatus();
  const saved = useAccount().orders?.find((o) => o._id === orderId) ?? null;
  const [read, setRead] = useState<OrderRead | null>(null);
  const [round, setRound] = useState(0);
  const [watching, setWatching] = useState(watchFromStart);
  const polls = useRef(0);

  useEffect(() => {
    let live = true;
    void readOrder(orderId).then((r) => live && setRead(r));
    return () => {
      live = false;
    };
  }, [orderId, round, online]);

  const current = read?.kind === 'ok' ? read.order : null;
  useEffect(() => {
    if (!watching || !current || !awaitingPayment(current) || polls.current >= MAX_POLLS) return;
    const timer = window.setTimeout(() => {
      polls.current += 1;
      setRound((r) => r + 1);
    }, pollDelay(polls.current));
    return () => window.clearTimeout(timer);
  }, [watching, current]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const watch = useCallback(() => {
    polls.current = 0;
    setWatching(true);
    setRound((r) => r + 1);
  }, []);
  return { read, order: current ?? saved, reload, watch };
}

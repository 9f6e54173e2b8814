/**
 * The test gateway's webhook deliveries, the way Razorpay makes them: a POST of the event's JSON
 * with `X-Razorpay-Signature` (hex HMAC-SHA256 of the exact body with the webhook secret) and
 * `x-razorpay-event-id` (the same on every retry, so the store can drop a replay), a few seconds
 * after the payment, retried with growing pauses while the store answers anything but 2xx or does
 * not answer within the timeout. Nothing is kept across a restart: the store's callback and its
 * reconciliation pass cover a lost webhook, as they must for Razorpay.
 */
import type { Logger } from '../../../../log.js';
import { hmacHex } from '../signatures.js';
import type { GatewayEvent } from '../types.js';
import { base62Id } from './ledger-docs.js';

export interface WebhookTiming {
  /** Before the first attempt (Razorpay sends a payment's webhook a moment after its callback). */
  firstDelayMs: number;
  /** The pause before each retry; their count is the number of retries. */
  retryDelaysMs: readonly number[];
  /** An attempt not answered within this is a failure (Razorpay waits 5 seconds). */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_TIMING: WebhookTiming = {
  firstDelayMs: 1500,
  retryDelaysMs: [5_000, 15_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000],
  timeoutMs: 5_000,
};

export interface WebhookSender {
  send(url: string, event: GatewayEvent, delayMs?: number): void;
  /** Cancels the deliveries not yet made and waits for those under way (aborted). */
  stop(): Promise<void>;
}

export function createWebhookSender(secret: string, timing: WebhookTiming, log: Logger): WebhookSender {
  const timers = new Set<NodeJS.Timeout>();
  const underWay = new Set<Promise<void>>();
  const stopping = new AbortController();

  const deliver = async (url: string, body: string, eventId: string): Promise<boolean> => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': hmacHex(secret, body),
          'x-razorpay-event-id': eventId,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timing.timeoutMs)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status >= 200 && res.status < 300;
    } catch {
      return false;
    }
  };

  const attempt = (url: string, body: string, eventId: string, retry: number, delayMs: number, what: string) => {
    if (stopping.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = deliver(url, body, eventId).then((ok) => {
        if (ok || stopping.signal.aborted) return;
        const pause = timing.retryDelaysMs[retry];
        if (pause === undefined) return log.error(`test gateway: ${what} webhook not accepted after ${retry + 1} attempts; given up`);
        attempt(url, body, eventId, retry + 1, pause, what);
      });
      underWay.add(run);
      void run.finally(() => underWay.delete(run));
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  return {
    send(url, event, delayMs = timing.firstDelayMs) {
      attempt(url, JSON.stringify(event), base62Id(), 0, delayMs, event.event);
    },
    async stop() {
      stopping.abort();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...underWay]);
    },
  };
}

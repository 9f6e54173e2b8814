/**
 * The one seam between the store and a payment gateway (decision 046). Two implementations:
 *  - razorpay.ts: Razorpay through its official Node SDK (`razorpay`), used when the three
 *    RAZORPAY_* keys are set;
 *  - test-gateway/: the built-in test gateway, used without keys (a fresh machine, the tests, the
 *    e2e stories). Same flow, its own pages on the store's origin, a local secret, no money.
 *
 * Shapes follow Razorpay's documented API (amounts in paise, ids "order_…", "pay_…", "rfnd_…",
 * Unix-second timestamps), so the payments module reads both the same way.
 */
import type { Router } from 'express';
import type { PaymentGatewayName } from '@store/shared';

/** Razorpay's Order entity (the fields the store reads). */
export interface GatewayOrder {
  id: string;
  entity: 'order';
  /** Paise. */
  amount: number;
  amount_paid: number;
  currency: 'INR';
  /** The store's order id. */
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
}

/** Razorpay's Payment entity (the fields the store reads). */
export interface GatewayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  amount_refunded: number;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  created_at: number;
}

/** Razorpay's Refund entity (the fields the store reads). */
export interface GatewayRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  /** The store's refund id: how a refund made before a crash is found again. */
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string>;
  created_at: number;
}

/**
 * A webhook's body as Razorpay sends it: `{ entity: 'event', event, payload: { payment: { entity },
 * refund?: { entity } }, created_at }`. Its id comes in the `x-razorpay-event-id` header.
 */
export interface GatewayEvent {
  entity: 'event';
  account_id?: string;
  event: string;
  contains: string[];
  payload: { payment?: { entity: GatewayPayment }; refund?: { entity: GatewayRefund }; order?: { entity: GatewayOrder } };
  created_at: number;
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The public key id the device opens Checkout with (Razorpay's key id; the test gateway's own). */
  readonly keyId: string;
  /** Makes the gateway's order for a store order; `receipt` is the store's order id. */
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  fetchOrder(gatewayOrderId: string): Promise<GatewayOrder>;
  /** Every payment made against a gateway order, in any state. */
  orderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorized payment (Razorpay may leave one authorized when auto-capture is off). */
  capture(paymentId: string, amount: number): Promise<GatewayPayment>;
  /** Refunds `amount` paise of a captured payment; `receipt` is the store's refund id. */
  refund(paymentId: string, input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayRefund>;
  /** The refunds made on a payment (to find one a crash interrupted, by its receipt). */
  paymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret, hex. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /**
   * The test gateway only: its payment page for a gateway order, on the store's origin (where the
   * device sends the shopper). Razorpay's Checkout opens from its own script instead.
   */
  checkoutUrl?(gatewayOrderId: string, callbackUrl: string): string;
  /** The test gateway only: its pages and form posts, mounted at `/test-gateway` on the app (not under /api). */
  router?(): Router;
  /** Stops background work (the test gateway's webhook deliveries). */
  stop?(): Promise<void>;
}

/** Gateway failures the store can act on: unreachable, or refused (4xx with Razorpay's error). */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** The gateway's HTTP status, or 0 when it could not be reached. */
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

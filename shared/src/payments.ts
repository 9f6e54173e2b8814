/**
 * Online payment of an order (decision 046): what an order records of it, the payment state
 * machine, and the calls between the device, the api and the gateway.
 *
 * An order paid online (Card, UPI, NetBanking) is placed with its stock taken, as every order is,
 * and `payment.state: 'pending'`: the shopper then pays at the gateway (Razorpay, or the built-in
 * test gateway without keys) within the hold (PAYMENT_HOLD_MINUTES unless configured). Paid, the
 * order is `isPaid` and goes on to be shipped; not paid by `expiresAt`, it is cancelled and its
 * stock comes back. A cash-on-delivery order has no `payment`: it is paid when delivered.
 *
 *   pending ──▶ paid ──▶ partly-refunded ──▶ refunded
 *     │  ▲        └──────────────────────────▶ refunded
 *     ▼  │
 *    failed  (a failed attempt; the shopper may try again until the hold ends)
 *
 * Amounts at the gateway are in paise (whole numbers); the store's own are rupees as elsewhere.
 */
import { z } from 'zod';
import type { PaymentMethod } from './constants.js';
import { IsoDateSchema } from './primitives.js';

/** How long an online order holds its stock while the shopper pays, unless PAYMENT_HOLD_MINUTES says otherwise. */
export const PAYMENT_HOLD_MINUTES = 15;

export const PAYMENT_STATES = ['pending', 'failed', 'paid', 'partly-refunded', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PaymentStateSchema = z.enum(PAYMENT_STATES, { error: `payment must be one of ${PAYMENT_STATES.join(', ')}` });

/** Which gateway took (or is to take) the money: Razorpay with keys, the built-in test gateway without. */
export const PAYMENT_GATEWAYS = ['razorpay', 'test'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Paid at a gateway (not cash on delivery). */
export const isOnlineMethod = (method: PaymentMethod | string): boolean => method !== 'COD';

/** One payment the gateway reported for the order: captured (the money is in) or failed. */
export const PaymentAttemptSchema = z.object({
  /** The gateway's payment id ("pay_…"). */
  id: z.string(),
  state: z.enum(['captured', 'failed']),
  /** Card, UPI, netbanking, wallet: as the gateway names it. */
  method: z.string().optional(),
  /** Why it failed, in the gateway's words for the shopper. */
  reason: z.string().optional(),
  at: IsoDateSchema,
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

/** Why money went back. */
export const REFUND_REASONS = ['cancelled', 'return', 'duplicate', 'late-payment'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Money given back. Online: through the gateway, to the payment (`gatewayRefundId` "rfnd_…",
 * pending until the gateway says processed). Cash on delivery: to the UPI id or bank account the
 * shopper gave, marked paid by the admin (`reference`: the transfer's UTR).
 */
export const RefundSchema = z.object({
  /** The store's id of this refund (also the gateway's idempotency receipt). */
  id: z.string(),
  amount: z.number().min(0),
  reason: z.enum(REFUND_REASONS),
  /** The return it pays for, when reason is 'return'. */
  returnId: z.string().optional(),
  /** Which payment it goes back to (online). */
  paymentId: z.string().optional(),
  state: z.enum(['pending', 'processed', 'failed']),
  gatewayRefundId: z.string().optional(),
  /** A manual transfer's reference (UTR), for cash-on-delivery refunds. */
  reference: z.string().optional(),
  at: IsoDateSchema,
  processedAt: IsoDateSchema.optional(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** What an order records of its online payment (absent for cash on delivery and older orders). */
export const OrderPaymentSchema = z.object({
  state: PaymentStateSchema,
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** The amount asked, in rupees (the order's total). */
  amount: z.number().min(0),
  /** The gateway's order ("order_…"), made at the first "pay" and reused by every retry. */
  gatewayOrderId: z.string().optional(),
  /** The captured payment: the one that paid the order. */
  paymentId: z.string().optional(),
  paidAt: IsoDateSchema.optional(),
  /** The hold ends: unpaid by then, the order is cancelled and its stock released. */
  expiresAt: IsoDateSchema,
  /** Every payment the gateway reported, newest last (bounded). */
  attempts: z.array(PaymentAttemptSchema).max(50).default([]),
  refunds: z.array(RefundSchema).max(50).default([]),
  /** Sum of processed and pending refunds, in rupees. */
  refunded: z.number().min(0).default(0),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/**
 * POST /orders/{id}/pay answer: what the device needs to open the gateway's checkout for this
 * order. Asking again reuses the gateway order (a retry, a double click): never a second order.
 */
export const PaymentStartSchema = z.object({
  orderId: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** Razorpay's public key id ("rzp_live_…"/"rzp_test_…"); the test gateway's own id otherwise. */
  keyId: z.string(),
  gatewayOrderId: z.string(),
  /** In paise. */
  amount: z.number().int().min(0),
  currency: z.literal('INR'),
  /** The test gateway's payment page on the store's origin (absent for Razorpay, whose Checkout script opens). */
  checkoutUrl: z.string().optional(),
  /** Where the gateway sends the shopper back with the signed result (POST, form-encoded). */
  callbackUrl: z.string(),
  expiresAt: IsoDateSchema,
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  /** Shown on the gateway's page: "Inkwell Stationery". */
  storeName: z.string(),
  /** Shown on the gateway's page: the order number. */
  description: z.string(),
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

/** The moves of the payment state machine (who makes them: the gateway's reports, the expiry, refunds). */
export const PAYMENT_MOVES: ReadonlyArray<{ from: PaymentState; to: PaymentState }> = [
  { from: 'pending', to: 'paid' },
  { from: 'pending', to: 'failed' },
  { from: 'failed', to: 'paid' },
  { from: 'failed', to: 'pending' },
  { from: 'paid', to: 'partly-refunded' },
  { from: 'paid', to: 'refunded' },
  { from: 'partly-refunded', to: 'partly-refunded' },
  { from: 'partly-refunded', to: 'refunded' },
];
export const paymentMoveAllowed = (from: PaymentState, to: PaymentState): boolean =>
  PAYMENT_MOVES.some((m) => m.from === from && m.to === to);

/** The payment state after refunds of `refunded` rupees on a paid `amount`. */
export const refundedState = (amount: number, refunded: number): PaymentState =>
  refunded <= 0 ? 'paid' : Math.round(refunded * 100) >= Math.round(amount * 100) ? 'refunded' : 'partly-refunded';

/** The money is in (online) and not all given back. */
export const paymentTaken = (p: Pick<OrderPayment, 'state'> | undefined): boolean =>
  p !== undefined && (p.state === 'paid' || p.state === 'partly-refunded' || p.state === 'refunded');

/** Rupees → paise, exactly (prices carry at most two decimals). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** How the shopper and the admin read a payment state. */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  paid: 'Paid',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
};

export const PAYMENT_MESSAGES = {
  notOnline: 'This order is paid by cash on delivery: there is nothing to pay now.',
  alreadyPaid: 'This order is already paid.',
  expired: 'The time to pay for this order has ended, so it was cancelled and its items put back on sale.',
  cancelled: 'This order was cancelled, so it cannot be paid.',
  /** The order's cancel reason when its hold ends unpaid. */
  holdEnded: (minutes: number) =>
    `We did not receive your payment within ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, so the order was cancelled and its items put back on sale. You have not been charged.`,
  badSignature: 'The payment could not be verified.',
  failed: 'Your payment did not go through. You have not been charged; you can try again.',
  notShippable: 'This order is not paid yet: it can be shipped once its payment is in.',
  refundFailed: 'The refund could not be made at the payment gateway. Please try again.',
} as const;

/** POST /payments/callback body (form-encoded), as Razorpay's Checkout posts it to callback_url. */
export const PaymentCallbackSchema = z.union([
  z.object({
    razorpay_payment_id: z.string().min(1).max(100),
    razorpay_order_id: z.string().min(1).max(100),
    razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'razorpay_signature must be 64 hex digits'),
  }),
  // A failed payment: Razorpay posts error[code], error[description], error[metadata] (a JSON string with payment_id and order_id).
  z.object({
    'error[code]': z.string().max(100),
    'error[description]': z.string().max(500).optional(),
    'error[reason]': z.string().max(200).optional(),
    'error[metadata]': z.string().max(2000),
  }),
]);
export type PaymentCallback = z.infer<typeof PaymentCallbackSchema>;

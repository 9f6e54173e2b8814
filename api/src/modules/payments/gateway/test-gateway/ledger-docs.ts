/**
 * What the test gateway keeps in the private `payments` database: its orders, payments and refunds
 * as Razorpay's entities (doc ids `tg-order:<id>`, `tg-payment:<id>`, `tg-refund:<id>`), each with
 * the few links Razorpay keeps on its side (an order's payments, a payment's refunds, where its
 * webhooks go). Parsed on every read: a damaged document reads as missing.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { GatewayOrder, GatewayPayment, GatewayRefund } from '../types.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 14 random base62 characters, the length of Razorpay's ids ("order_EKwxwAgItmmXdp"). */
export function base62Id(): string {
  const bytes = randomBytes(28);
  let id = '';
  // 248 = 4 × 62: bytes past it are skipped so every character is equally likely.
  for (const b of bytes) if (b < 248 && id.length < 14) id += BASE62[b % 62];
  return id.length === 14 ? id : base62Id();
}

export const ID_SHAPES = {
  order: /^order_[0-9A-Za-z]{14}$/,
  payment: /^pay_[0-9A-Za-z]{14}$/,
  refund: /^rfnd_[0-9A-Za-z]{14}$/,
} as const;

export const docIdOf = {
  order: (id: string) => `tg-order:${id}`,
  payment: (id: string) => `tg-payment:${id}`,
  refund: (id: string) => `tg-refund:${id}`,
};

const notes = z.record(z.string(), z.string());

const OrderSchema = z.object({
  id: z.string().regex(ID_SHAPES.order),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string(),
  offer_id: z.null(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  notes,
  created_at: z.number().int(),
}) satisfies z.ZodType<GatewayOrder>;

/** Razorpay's payment entity as its webhooks carry it (more fields than the store reads). */
const PaymentSchema = z.object({
  id: z.string().regex(ID_SHAPES.payment),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string(),
  invoice_id: z.null(),
  international: z.boolean(),
  method: z.string(),
  amount_refunded: z.number().int(),
  refund_status: z.enum(['partial', 'full']).nullable(),
  captured: z.boolean(),
  description: z.string().nullable(),
  card_id: z.string().nullable(),
  bank: z.string().nullable(),
  wallet: z.string().nullable(),
  vpa: z.string().nullable(),
  email: z.string(),
  contact: z.string(),
  notes,
  fee: z.number().int().nullable(),
  tax: z.number().int().nullable(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  error_source: z.string().nullable(),
  error_step: z.string().nullable(),
  error_reason: z.string().nullable(),
  created_at: z.number().int(),
}) satisfies z.ZodType<GatewayPayment>;
export type TestPayment = z.infer<typeof PaymentSchema>;

const RefundSchema = z.object({
  id: z.string().regex(ID_SHAPES.refund),
  entity: z.literal('refund'),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string(),
  notes,
  receipt: z.string().nullable(),
  acquirer_data: z.object({ arn: z.string().nullable() }),
  created_at: z.number().int(),
  batch_id: z.null(),
  status: z.enum(['pending', 'processed', 'failed']),
  speed_processed: z.literal('normal'),
  speed_requested: z.literal('normal'),
}) satisfies z.ZodType<GatewayRefund>;
export type TestRefund = z.infer<typeof RefundSchema>;

const base = { _id: z.string(), _rev: z.string().optional() };
/** Where this payment's webhooks go: the store's own /api/payments/webhook, as the payment page learnt it. */
const webhookUrl = z.string().nullable();

export const OrderDocSchema = z.object({ ...base, order: OrderSchema, paymentIds: z.array(z.string()) });
export const PaymentDocSchema = z.object({ ...base, payment: PaymentSchema, refundIds: z.array(z.string()), webhookUrl });
export const RefundDocSchema = z.object({ ...base, refund: RefundSchema, webhookUrl });
export type OrderDoc = z.infer<typeof OrderDocSchema>;
export type PaymentDoc = z.infer<typeof PaymentDocSchema>;
export type RefundDoc = z.infer<typeof RefundDocSchema>;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * Razorpay through its official Node SDK (`razorpay` 2.9.8): orders, their payments, capture,
 * refunds, and the two signatures. Every answer is parsed (the fields the store reads), and every
 * failure becomes a GatewayError: Razorpay's refusal `{ statusCode, error: { code, description } }`
 * keeps its status and code; no answer at all (DNS, refused, timeout) is status 0.
 *
 * Two settings the SDK does not offer are made on its axios instance (`api.rq`, measured on
 * 2.9.8): a timeout (it has none: a hung Razorpay would hang the shopper's request) and, for the
 * tests only, the base URL (a local server answering as Razorpay's API docs show). The test of this
 * file fails if an upgrade moves them (test/payments-gateway-razorpay.test.ts).
 */
import { createRequire } from 'node:module';
import type Razorpay from 'razorpay';
import { z } from 'zod';
import { checkPaymentSignature, checkWebhookSignature } from './signatures.js';
import { GatewayError, type GatewayOrder, type GatewayPayment, type GatewayRefund, type PaymentGateway } from './types.js';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface RazorpayOptions {
  /** Tests only: where the SDK sends its requests instead of https://api.razorpay.com. */
  hostUrl?: string;
  timeoutMs?: number;
}

const notes = z.union([
  z.record(z.string(), z.union([z.string(), z.number()]).transform(String)),
  z.array(z.never()).transform(() => ({})),
]);

const OrderSchema = z.object({
  id: z.string(),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.literal('INR'),
  receipt: z
    .string()
    .nullable()
    .transform((r) => r ?? ''),
  status: z.enum(['created', 'attempted', 'paid']),
  notes,
  created_at: z.number().int(),
}) satisfies z.ZodType<GatewayOrder, unknown>;

const PaymentSchema = z.object({
  id: z.string(),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  // Null for a payment made without an order (never one of the store's).
  order_id: z
    .string()
    .nullable()
    .transform((id) => id ?? ''),
  method: z.string(),
  amount_refunded: z.number().int(),
  captured: z.boolean(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  error_reason: z.string().nullable().default(null),
  created_at: z.number().int(),
}) satisfies z.ZodType<GatewayPayment, unknown>;

const RefundSchema = z.object({
  id: z.string(),
  entity: z.literal('refund'),
  payment_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['pending', 'processed', 'failed']),
  notes,
  created_at: z.number().int(),
}) satisfies z.ZodType<GatewayRefund, unknown>;

const collectionOf = <S extends z.ZodType>(item: S) => z.object({ entity: z.literal('collection'), items: z.array(item) });

/** Razorpay's refusal as the SDK throws it. */
const SdkRefusalSchema = z.object({
  statusCode: z.number().int(),
  error: z.object({ code: z.string().optional(), description: z.string().optional() }).nullish(),
});

/** A thrown SDK failure as the store's GatewayError. */
export function gatewayErrorOf(e: unknown): GatewayError {
  if (e instanceof GatewayError) return e;
  const refusal = SdkRefusalSchema.safeParse(e);
  if (refusal.success) {
    const { statusCode, error } = refusal.data;
    return new GatewayError(error?.description ?? `Razorpay answered ${statusCode}`, statusCode, error?.code);
  }
  // The SDK reads `err.response.status` even when there was no response: a network failure arrives as that TypeError.
  return new GatewayError(`Razorpay could not be reached${e instanceof Error ? ` (${e.message})` : ''}`, 0);
}

const parsed = <S extends z.ZodType>(schema: S, what: string, answer: unknown): z.output<S> => {
  const result = schema.safeParse(answer);
  if (!result.success)
    throw new GatewayError(`Razorpay's ${what} answer was not understood: ${result.error.issues[0]?.message ?? ''}`, 0, 'BAD_ANSWER');
  return result.data;
};

interface AxiosDefaults {
  baseURL?: unknown;
  timeout?: number;
}

/** The SDK, loaded only by a store with Razorpay's keys: the test gateway needs none of it. */
const loadSdk = () => createRequire(import.meta.url)('razorpay') as typeof Razorpay;

/** The SDK's axios instance (2.9.8 keeps it at `api.rq`, a function with `defaults`): the only way to set a timeout or a host. */
function sdkDefaults(rzp: Razorpay): AxiosDefaults | null {
  const rq: unknown = Reflect.get(rzp.api, 'rq');
  if (typeof rq !== 'function' && (typeof rq !== 'object' || rq === null)) return null;
  const defaults: unknown = Reflect.get(rq, 'defaults');
  return typeof defaults === 'object' && defaults !== null && typeof Reflect.get(defaults, 'baseURL') === 'string' ? defaults : null;
}

export function configureSdk(rzp: Razorpay, opts: RazorpayOptions): AxiosDefaults {
  const defaults = sdkDefaults(rzp);
  if (!defaults) throw new Error(`razorpay ${loadSdk().VERSION}: its axios instance is no longer at api.rq (see razorpay.ts)`);
  defaults.timeout = opts.timeoutMs ?? 15_000;
  if (opts.hostUrl) defaults.baseURL = opts.hostUrl;
  return defaults;
}

export function createRazorpayGateway(keys: RazorpayKeys, opts: RazorpayOptions = {}): PaymentGateway {
  const RazorpaySdk = loadSdk();
  const rzp = new RazorpaySdk({ key_id: keys.keyId, key_secret: keys.keySecret });
  configureSdk(rzp, opts);
  const call = async <T>(what: string, request: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> => {
    let answer: unknown;
    try {
      answer = await request();
    } catch (e) {
      throw gatewayErrorOf(e);
    }
    return parsed(schema, what, answer);
  };

  return {
    name: 'razorpay',
    keyId: keys.keyId,
    createOrder: ({ amount, receipt, notes: n }) =>
      call('order', () => rzp.orders.create({ amount, currency: 'INR', receipt, notes: n, partial_payment: false }), OrderSchema),
    fetchOrder: (id) => call('order', () => rzp.orders.fetch(id), OrderSchema),
    orderPayments: async (id) => (await call('payments', () => rzp.orders.fetchPayments(id), collectionOf(PaymentSchema))).items,
    capture: (paymentId, amount) => call('capture', () => rzp.payments.capture(paymentId, amount, 'INR'), PaymentSchema),
    refund: (paymentId, { amount, receipt, notes: n }) =>
      call('refund', () => rzp.payments.refund(paymentId, { amount, receipt, notes: n, speed: 'normal' }), RefundSchema),
    paymentRefunds: async (paymentId) =>
      (await call('refunds', () => rzp.payments.fetchMultipleRefund(paymentId, { count: 100 }), collectionOf(RefundSchema))).items,
    verifyPaymentSignature: (input) => checkPaymentSignature(keys.keySecret, input),
    verifyWebhookSignature: (rawBody, signature) => checkWebhookSignature(keys.webhookSecret, rawBody, signature),
  };
}

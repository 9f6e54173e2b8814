/**
 * The test gateway's books: its orders, payments and refunds in the private `payments` database,
 * with Razorpay's rules where the store relies on them: a paid order takes no second payment, a
 * refund never exceeds what is left of the captured amount (ledger-refunds.ts).
 * Every change goes through updateDoc (optimistic concurrency), so two tabs paying one order at
 * once make one payment.
 */
import type { CouchDatabase, DocBase } from '../../../../db/couch.js';
import { parseWith, updateDoc } from '../../../../db/update-doc.js';
import { GatewayError } from '../types.js';
import { createRefundLedger } from './ledger-refunds.js';
import {
  base62Id,
  docIdOf,
  nowSeconds,
  OrderDocSchema,
  PaymentDocSchema,
  type OrderDoc,
  type PaymentDoc,
  type TestPayment,
} from './ledger-docs.js';

type Db = CouchDatabase<DocBase & Record<string, unknown>>;

export const TEST_METHODS = ['card', 'upi', 'netbanking', 'wallet'] as const;
export type TestMethod = (typeof TEST_METHODS)[number];

/** Razorpay's words for a payment its test mode was told to fail. */
export const FAILED_PAYMENT = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
};

const notFound = (what: string) => new GatewayError(`The id provided does not exist (${what})`, 400, 'BAD_REQUEST_ERROR');
const refused = (message: string) => new GatewayError(message, 400, 'BAD_REQUEST_ERROR');

/** What each method's payment says about itself in test mode (Razorpay's test instruments). */
const INSTRUMENT: Record<TestMethod, Pick<TestPayment, 'card_id' | 'bank' | 'wallet' | 'vpa'>> = {
  card: { card_id: null, bank: null, wallet: null, vpa: null },
  upi: { card_id: null, bank: null, wallet: null, vpa: 'success@razorpay' },
  netbanking: { card_id: null, bank: 'HDFC', wallet: null, vpa: null },
  wallet: { card_id: null, bank: null, wallet: 'paytm', vpa: null },
};

export function createLedger(db: Db) {
  const refunds = createRefundLedger(db);
  const parseOrder = parseWith(OrderDocSchema);
  const parsePayment = parseWith(PaymentDocSchema);

  const order = async (id: string): Promise<OrderDoc | null> => parseOrder(await db.get(docIdOf.order(id)));
  const payment = async (id: string): Promise<PaymentDoc | null> => parsePayment(await db.get(docIdOf.payment(id)));

  return {
    ...refunds,
    order,
    payment,

    async createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }) {
      if (!Number.isInteger(input.amount) || input.amount < 100) throw refused('The amount must be atleast INR 1.00');
      const id = `order_${base62Id()}`;
      const doc: OrderDoc = {
        _id: docIdOf.order(id),
        paymentIds: [],
        order: {
          id,
          entity: 'order',
          amount: input.amount,
          amount_paid: 0,
          amount_due: input.amount,
          currency: 'INR',
          receipt: input.receipt,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: input.notes,
          created_at: nowSeconds(),
        },
      };
      await db.put(doc);
      return doc.order;
    },

    async orderPayments(orderId: string): Promise<TestPayment[]> {
      const found = await order(orderId);
      if (!found) throw notFound(orderId);
      const docs = await db.getMany(found.paymentIds.map(docIdOf.payment));
      return [...docs.values()].flatMap((raw) => parsePayment(raw)?.payment ?? []);
    },

    /**
     * One payment against an order: captured at once (Razorpay with auto-capture on) or failed.
     * A paid order refuses: `{ paidAlready }` with the payment that paid it, and nothing new.
     */
    async pay(orderId: string, input: { method: TestMethod; succeed: boolean; webhookUrl: string | null }) {
      const paymentId = `pay_${base62Id()}`;
      let paidAlready: string | undefined;
      const saved = await updateDoc<OrderDoc>(
        db,
        docIdOf.order(orderId),
        (current) => {
          if (!current) throw notFound(orderId);
          paidAlready = current.order.status === 'paid' ? current.paymentIds.at(-1) : undefined;
          if (paidAlready) return { keep: true };
          const { order: o } = current;
          const paid = input.succeed ? o.amount : 0;
          return {
            write: {
              ...current,
              paymentIds: [...current.paymentIds, paymentId],
              order: {
                ...o,
                status: input.succeed ? 'paid' : 'attempted',
                attempts: o.attempts + 1,
                amount_paid: paid,
                amount_due: o.amount - paid,
              },
            },
          };
        },
        { parse: parseOrder },
      );
      if (!saved) throw notFound(orderId);
      if (paidAlready) {
        const paidBy = await payment(paidAlready);
        return { paidAlready: paidBy?.payment ?? null, order: saved.order };
      }
      const doc: PaymentDoc = {
        _id: docIdOf.payment(paymentId),
        refundIds: [],
        webhookUrl: input.webhookUrl,
        payment: {
          id: paymentId,
          entity: 'payment',
          amount: saved.order.amount,
          currency: 'INR',
          status: input.succeed ? 'captured' : 'failed',
          order_id: orderId,
          invoice_id: null,
          international: false,
          method: input.method,
          amount_refunded: 0,
          refund_status: null,
          captured: input.succeed,
          description: saved.order.notes.description ?? null,
          ...INSTRUMENT[input.method],
          email: 'void@razorpay.com',
          contact: '+919000090000',
          notes: saved.order.notes,
          fee: input.succeed ? 0 : null,
          tax: input.succeed ? 0 : null,
          error_code: input.succeed ? null : FAILED_PAYMENT.code,
          error_description: input.succeed ? null : FAILED_PAYMENT.description,
          error_source: input.succeed ? null : FAILED_PAYMENT.source,
          error_step: input.succeed ? null : FAILED_PAYMENT.step,
          error_reason: input.succeed ? null : FAILED_PAYMENT.reason,
          created_at: nowSeconds(),
        },
      };
      await db.put(doc);
      return { paidAlready: undefined, order: saved.order, payment: doc.payment, webhookUrl: doc.webhookUrl };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

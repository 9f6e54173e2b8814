/**
 * The test gateway's refunds, by Razorpay's rules: never more than is left of a captured payment,
 * `pending` when made, `processed` (once) a moment later, each listed on its payment.
 */
import type { CouchDatabase, DocBase } from '../../../../db/couch.js';
import { parseWith, updateDoc, writeDoc } from '../../../../db/update-doc.js';
import { GatewayError } from '../types.js';
import {
  base62Id,
  docIdOf,
  nowSeconds,
  PaymentDocSchema,
  RefundDocSchema,
  type PaymentDoc,
  type RefundDoc,
  type TestRefund,
} from './ledger-docs.js';

type Db = CouchDatabase<DocBase & Record<string, unknown>>;

const notFound = (what: string) => new GatewayError(`The id provided does not exist (${what})`, 400, 'BAD_REQUEST_ERROR');
const refused = (message: string) => new GatewayError(message, 400, 'BAD_REQUEST_ERROR');

export function createRefundLedger(db: Db) {
  const parsePayment = parseWith(PaymentDocSchema);
  const parseRefund = parseWith(RefundDocSchema);
  const payment = async (id: string): Promise<PaymentDoc | null> => parsePayment(await db.get(docIdOf.payment(id)));

  return {
    async refund(paymentId: string, input: { amount: number; receipt: string; notes: Record<string, string> }) {
      if (!Number.isInteger(input.amount) || input.amount < 100) throw refused('The refund amount must be atleast INR 1.00');
      const refundId = `rfnd_${base62Id()}`;
      const saved = await writeDoc<PaymentDoc>(
        db,
        docIdOf.payment(paymentId),
        (current) => {
          if (!current) throw notFound(paymentId);
          const p = current.payment;
          if (!p.captured) throw refused('The payment has not been captured');
          if (input.amount > p.amount - p.amount_refunded) throw refused('The refund amount provided is greater than amount captured');
          const refunded = p.amount_refunded + input.amount;
          const full = refunded === p.amount;
          return {
            ...current,
            refundIds: [...current.refundIds, refundId],
            payment: { ...p, amount_refunded: refunded, refund_status: full ? 'full' : 'partial', status: full ? 'refunded' : p.status },
          };
        },
        { parse: parsePayment },
      );
      const doc: RefundDoc = {
        _id: docIdOf.refund(refundId),
        webhookUrl: saved.webhookUrl,
        refund: {
          id: refundId,
          entity: 'refund',
          amount: input.amount,
          currency: 'INR',
          payment_id: paymentId,
          notes: input.notes,
          receipt: input.receipt,
          acquirer_data: { arn: null },
          created_at: nowSeconds(),
          batch_id: null,
          status: 'pending',
          speed_processed: 'normal',
          speed_requested: 'normal',
        },
      };
      await db.put(doc);
      return doc.refund;
    },

    async paymentRefunds(paymentId: string): Promise<TestRefund[]> {
      const found = await payment(paymentId);
      if (!found) throw notFound(paymentId);
      const docs = await db.getMany(found.refundIds.map(docIdOf.refund));
      return [...docs.values()].flatMap((raw) => parseRefund(raw)?.refund ?? []);
    },

    /** A pending refund becomes processed (once): the refund, its payment and where to tell, or null when nothing changed. */
    async processRefund(refundId: string) {
      let changed = false;
      const saved = await updateDoc<RefundDoc>(
        db,
        docIdOf.refund(refundId),
        (current) => {
          changed = current?.refund.status === 'pending';
          if (!current || !changed) return { keep: true };
          return {
            write: {
              ...current,
              refund: { ...current.refund, status: 'processed', acquirer_data: { arn: `ARN${base62Id().toUpperCase()}` } },
            },
          };
        },
        { parse: parseRefund },
      );
      if (!saved || !changed) return null;
      const paid = await payment(saved.refund.payment_id);
      return paid ? { refund: saved.refund, payment: paid.payment, webhookUrl: saved.webhookUrl } : null;
    },
  };
}

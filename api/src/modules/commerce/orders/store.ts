/**
 * Order documents in the private `orders` database. Besides the public order fields a document
 * carries its placement `phase` (pending → placed, or failed) and, once cancelled, whether its
 * stock has been given back (`restock`). Only placed orders are ever shown.
 *
 * An order sent with an Idempotency-Key is its own replay record (order-replays.ts): its id
 * follows from the key and it carries the request's `fingerprint`. A refused one leaves an
 * `order-refusal` document under the same id, holding the refusal for 24 hours.
 */
import { z } from 'zod';
import { OrderSchema, type Order } from '@store/shared';
import type { BaseContext } from '../../../context.js';
import { isConflict } from '../../../db/couch.js';
import { parseWith, updateDoc, type Change } from '../../../db/update-doc.js';
import type { KeyedMutex } from '../../../db/keyed-mutex.js';

export const OrderDocSchema = OrderSchema.extend({
  _rev: z.string().optional(),
  type: z.literal('order'),
  schemaVersion: z.literal(1),
  phase: z.enum(['pending', 'placed', 'failed']),
  restock: z.enum(['pending', 'done']).optional(),
  /** The Idempotency-Key record of the request placing it, freed if a crash repair rolls it back (orders placed before decision 031). */
  replayRecord: z.string().optional(),
  /** The request's body hash, when it was sent with an Idempotency-Key (order-replays.ts). */
  fingerprint: z.string().optional(),
  /**
   * An online order's gateway order being made by one "pay" request (modules/payments): the
   * claim that keeps concurrent requests, on any instance, from making a second one. Who and when.
   */
  payClaim: z.object({ by: z.string(), at: z.string() }).optional(),
  /** A refund written as an intent and not yet made at the gateway (modules/payments finishes it, like `restock`). */
  refundDue: z.literal(true).optional(),
  /** A credit note made due (an invoiced order cancelled, a return received) and not yet issued (modules/invoices finishes it). */
  creditDue: z.literal(true).optional(),
  updatedAt: z.string(),
});
export type OrderDoc = z.infer<typeof OrderDocSchema>;

/** The refusal of an order sent with an Idempotency-Key, under the order's id: what a replay answers. */
export const OrderRefusalSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  type: z.literal('order-refusal'),
  /** Not an order phase: it lets the purge find expired refusals through the phase index. */
  phase: z.literal('refused'),
  user: z.string(),
  fingerprint: z.string(),
  status: z.number().int().min(400).max(499),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  expiresAt: z.string(),
});
export type OrderRefusal = z.infer<typeof OrderRefusalSchema>;
const parseRefusal = parseWith(OrderRefusalSchema);

const parseOrder = parseWith(OrderDocSchema);

/** The order as the api answers it: no bookkeeping fields. */
export const toOrderView = (doc: OrderDoc): Order => OrderSchema.parse(doc);

export function createOrderStore(ctx: BaseContext, mutex: KeyedMutex) {
  const db = ctx.dbs.orders;

  const find = async (selector: Record<string, unknown>, sort?: unknown[]): Promise<OrderDoc[]> => {
    const res = await db.find({ type: 'order', ...selector }, { limit: 100_000, ...(sort ? { sort } : {}) });
    return res.docs.flatMap((d) => parseOrder(d) ?? []);
  };

  return {
    /** Indexes for "my orders" and for the repair scans; creating an existing index is a no-op. */
    ensureIndexes(): Promise<void> {
      return db.ensureIndexes(
        [['user', 'createdAt'], ['phase'], ['restock'], ['payment.state'], ['payment.gatewayOrderId'], ['refundDue'], ['creditDue']].map(
          (fields) => ({ ddoc: `idx-${fields.join('-').replace(/\./g, '_')}`, fields }),
        ),
      );
    },

    get: async (id: string): Promise<OrderDoc | null> => parseOrder(await db.get(id)),

    /** Creates the document; false when one with this id exists already. */
    async create(doc: OrderDoc): Promise<OrderDoc | false> {
      try {
        const { _rev: _ignored, ...fresh } = doc;
        return (await db.put(fresh as never)) as unknown as OrderDoc;
      } catch (e) {
        if (isConflict(e)) return false;
        throw e;
      }
    },

    /** `first`: a copy just read or written, tried before reading (the `_rev` check proves it fresh). */
    update: (id: string, change: (cur: OrderDoc | null) => Change<OrderDoc>, first?: OrderDoc): Promise<OrderDoc | null> =>
      updateDoc<OrderDoc>(db, id, change, { mutex, parse: parseOrder, first }),

    /** Deletes an order or a refusal at the revision given; one changed meanwhile stays. */
    async remove(doc: Pick<OrderDoc | OrderRefusal, '_id' | '_rev'>): Promise<void> {
      if (!doc._rev) return;
      try {
        await db.remove(doc._id, doc._rev);
      } catch (e) {
        if (!isConflict(e)) throw e;
      }
    },

    /** The user's placed orders, newest first. */
    async listPlacedOf(userId: string): Promise<OrderDoc[]> {
      const docs = await find({ user: userId, createdAt: { $gt: '' } }, [{ user: 'desc' }, { createdAt: 'desc' }]);
      return docs.filter((d) => d.phase === 'placed');
    },

    /**
     * Every placed order, newest first: the admin's list. Optionally only one status, one payment
     * state, or with a return in one state ('open': any return not yet refunded or rejected).
     */
    async listAllPlaced(only: { status?: string; payment?: string; returns?: string } = {}): Promise<OrderDoc[]> {
      const docs = await find({
        phase: 'placed',
        ...(only.status ? { status: only.status } : {}),
        ...(only.payment ? { 'payment.state': only.payment } : {}),
      });
      const returns = only.returns;
      const wanted = returns
        ? docs.filter((o) =>
            (o.returns ?? []).some((r) => (returns === 'open' ? r.state !== 'refunded' && r.state !== 'rejected' : r.state === returns)),
          )
        : docs;
      return wanted.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /** Placed online orders not paid yet (pending or failed), cancelled ones too: the payments pass's work. */
    // One query per state: each an equality the payment.state index answers.
    listAwaitingPayment: async (): Promise<OrderDoc[]> =>
      (await Promise.all(['pending', 'failed'].map((state) => find({ 'payment.state': state, phase: 'placed' })))).flat(),

    /** The order a gateway order was made for (its id is written on the order by the first "pay"). */
    async findByGatewayOrder(gatewayOrderId: string): Promise<OrderDoc | null> {
      const [doc] = await find({ 'payment.gatewayOrderId': gatewayOrderId });
      return doc ?? null;
    },

    /** Orders with a refund written as an intent and not yet made at the gateway (a crash in between). */
    listRefundDue: (): Promise<OrderDoc[]> => find({ refundDue: true }),

    /** Orders made due a credit note that may not have it yet (a crash between the move and the note). */
    listCreditDue: (): Promise<OrderDoc[]> => find({ creditDue: true }),

    /**
     * Placed orders due a tax invoice (paid, or cash on delivery and delivered) with none yet: the
     * invoice sweep's work, chosen by the database so a sweep does not read every order there is.
     */
    async listAwaitingInvoice(): Promise<OrderDoc[]> {
      return find({
        phase: 'placed',
        invoice: { $exists: false },
        status: { $ne: 'cancelled' },
        $or: [{ isPaid: true }, { paymentMethod: 'COD', status: 'delivered' }],
      });
    },

    /** What an order id holds: the order, a recorded refusal, or nothing. */
    async getKeyed(id: string): Promise<{ order: OrderDoc } | { refusal: OrderRefusal } | null> {
      const raw = await db.get(id);
      const order = parseOrder(raw);
      if (order) return { order };
      const refusal = parseRefusal(raw);
      return refusal ? { refusal } : null;
    },

    /** Records a refusal under its order's id; false when the id holds something already. */
    async createRefusal(doc: OrderRefusal): Promise<boolean> {
      try {
        await db.put(doc as never);
        return true;
      } catch (e) {
        if (isConflict(e)) return false;
        throw e;
      }
    },

    /** Deletes refusals older than their 24 hours (a replay already treats them as gone). */
    purgeExpiredRefusals: (now = new Date()): Promise<number> =>
      db.deleteFound({ phase: 'refused', type: 'order-refusal', expiresAt: { $lt: now.toISOString() } }),

    listPending: () => find({ phase: 'pending' }),
    listRestockPending: () => find({ restock: 'pending' }),
  };
}
export type OrderStore = ReturnType<typeof createOrderStore>;

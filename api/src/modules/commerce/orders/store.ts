/**
 * Order documents in the private `orders` database. Besides the public order fields a document
 * carries its placement `phase` (pending → placed, or failed) and, once cancelled, whether its
 * stock has been given back (`restock`). Only placed orders are ever shown.
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
  /** The Idempotency-Key record of the request placing it, freed if a crash repair rolls it back. */
  replayRecord: z.string().optional(),
  updatedAt: z.string(),
});
export type OrderDoc = z.infer<typeof OrderDocSchema>;

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
    async ensureIndexes(): Promise<void> {
      for (const fields of [['user', 'createdAt'], ['phase'], ['restock']]) {
        await db.client.request('POST', `/${encodeURIComponent(db.name)}/_index`, {
          index: { fields },
          ddoc: `idx-${fields.join('-')}`,
          type: 'json',
        });
      }
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

    async remove(doc: OrderDoc): Promise<void> {
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

    /** Every placed order (of one status, if given), newest first: the admin's list. */
    async listAllPlaced(status?: string): Promise<OrderDoc[]> {
      const docs = await find({ phase: 'placed', ...(status ? { status } : {}) });
      return docs.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    listPending: () => find({ phase: 'pending' }),
    listRestockPending: () => find({ restock: 'pending' }),
  };
}
export type OrderStore = ReturnType<typeof createOrderStore>;

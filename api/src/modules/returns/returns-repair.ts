/**
 * Finishes what a crash left of received returns (run at start and every few minutes; any
 * instance may finish any): a return marked received whose units are not recorded back
 * (`restocked: false`) gets them (the marker on the inventory record, if the crash came after the
 * give, makes the give a no-op), and an online one without its gateway refund gets it asked for.
 * Returns received within the grace (FINISH_GRACE_MS) are left to the request still at work.
 * Markers of returns already recorded back (a crash before the settle) are settled.
 *
 * The orders are found by the database (a Mango query on the placed orders' phase index),
 * returns received or refunded and not restocked, and received (an online refund may be missing).
 */
import { z } from 'zod';
import { OrderSchema } from '@store/shared';
import type { BaseContext } from '../../context.js';
import { parseWith } from '../../db/update-doc.js';
import type { Stock } from '../stock/index.js';
import { returnMarkerParts, type ReturnOrders } from './return-records.js';
import type { ReturnsService } from './returns-service.js';

const parseOrder = parseWith(
  OrderSchema.extend({ _rev: z.string().optional(), phase: z.enum(['pending', 'placed', 'failed']), updatedAt: z.string() }),
);

export function createReturnsRepair(deps: {
  ctx: BaseContext;
  orders: Pick<ReturnOrders, 'get'>;
  stock: Pick<Stock, 'settle' | 'recordsWithMarkers'>;
  service: Pick<ReturnsService, 'finishLeftover'>;
}) {
  const { ctx, orders, stock, service } = deps;

  async function finishOrders(): Promise<number> {
    const found = await ctx.dbs.orders.find(
      {
        type: 'order',
        phase: 'placed',
        returns: { $elemMatch: { $or: [{ state: 'received' }, { state: 'refunded', restocked: false }] } },
      },
      { limit: 10_000 },
    );
    let finished = 0;
    for (const raw of found.docs) {
      const order = parseOrder(raw);
      for (const r of order?.returns ?? []) {
        if (r.state === 'received' || (r.state === 'refunded' && !r.restocked)) {
          await service.finishLeftover(order!._id, r.id);
          finished++;
        }
      }
    }
    return finished;
  }

  async function settleMarkers(): Promise<number> {
    let settled = 0;
    for (const record of await stock.recordsWithMarkers()) {
      for (const key of Object.keys(record.movements ?? {})) {
        const marker = returnMarkerParts(key);
        if (!marker) continue;
        const { orderId, returnId } = marker;
        const order = await orders.get(orderId);
        const ret = order?.returns?.find((r) => r.id === returnId);
        // Not recorded back yet: finishOrders does it (the give is then a no-op); an order gone has nothing to record.
        if (ret && !ret.restocked) continue;
        await stock.settle(record._id, key);
        settled++;
      }
    }
    return settled;
  }

  return {
    /** One pass; what it did, for the log and the tests. */
    async repairOnce(): Promise<{ returns: number; markers: number }> {
      const result = { returns: await finishOrders(), markers: await settleMarkers() };
      if (result.markers) ctx.log.info('returns: crash repair', result);
      return result;
    },
  };
}

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { priceBreakdown } from '@store/shared';
import { localDb } from '../local-db.js';
import { outboxFixture } from '../testing/outbox-fixture.js';
import { enqueue } from './enqueue.js';
import type { OrderRequest } from './entries.js';
import { confirmedId } from './tables.js';
import { readUser } from './user-watch.js';

const fx = outboxFixture([{ _id: 'pen', name: 'Fountain Pen', price: 1200, stock: 20 }]);

const serverOrderIds = async () => ((await fx.server.get('/orders', fx.asha.token)) as Array<{ _id: string }>).map((o) => o._id);

function penOrder(quantity: number): OrderRequest {
  const items = [{ productId: 'pen', quantity, price: 1200 }];
  return {
    firstName: 'Asha', lastName: 'Verma', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001', phone: '+91 98765 43210', country: 'India',
    paymentMethod: 'COD',
    reviewed: { items, total: priceBreakdown(items, null, { withTax: true }).total },
  };
}

/** Queues the pen in the cart and an order for it; answers the order's outbox key. */
async function queueOrder(quantity: number): Promise<string> {
  await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'pen', quantity });
  await enqueue(localDb, fx.asha.userId, { kind: 'order.place', order: penOrder(quantity) });
  const entry = (await localDb.outbox.toArray()).findLast((e) => e.op.kind === 'order.place');
  if (!entry) throw new Error('no order queued');
  return entry.key;
}

describe('an order placed from the outbox, as the account sees it afterwards', () => {
  it('when the device never read the order list, then placing a queued order leaves the store\'s whole list on the device, not only the new order', async () => {
    // Two earlier orders, then the device forgets the list: a shopper signed in on a new phone.
    await queueOrder(1);
    await fx.replayer().replay({ force: true });
    await queueOrder(2);
    await fx.replayer().replay({ force: true });
    await localDb.confirmed.delete(confirmedId(fx.asha.userId, 'orders'));

    fx.server.fault = 'offline';
    await queueOrder(3);
    expect((await fx.replayer().replay()).kind).toBe('retry');

    fx.server.fault = 'none';
    expect(await fx.replayer().replay({ force: true })).toMatchObject({ kind: 'drained' });
    const ids = await serverOrderIds();
    expect(ids).toHaveLength(3);
    const rows = await readUser(localDb, fx.asha.userId);
    expect(rows.orders?.map((o) => o._id)).toEqual(ids);
    expect(rows.waitingOrders).toEqual([]);
  });

  it('when a queued order is placed, then its outbox key names the placed order, also after the order-placed notice was told', async () => {
    fx.server.fault = 'offline';
    const key = await queueOrder(1);
    await fx.replayer().replay();
    const waiting = await readUser(localDb, fx.asha.userId);
    expect(waiting.waitingOrders.map((w) => w.key)).toEqual([key]);
    expect(waiting.placedOrders).toEqual([]);

    fx.server.fault = 'none';
    await fx.replayer().replay({ force: true });
    // A tab told the shopper and took the notice off the list.
    await localDb.notices.clear();
    const [orderId] = await serverOrderIds();
    const placed = await readUser(localDb, fx.asha.userId);
    expect(placed.waitingOrders).toEqual([]);
    expect(placed.placedOrders).toEqual([{ key, orderId }]);
  });
});

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PINCODE_MESSAGES, priceBreakdown } from '@store/shared';
import { localDb } from '../local-db.js';
import { outboxFixture } from '../testing/outbox-fixture.js';
import { applyToAccount, applyToCart, waitingOrdersOf } from './apply.js';
import { cancelWaitingOrder } from './account-writes.js';
import { enqueue } from './enqueue.js';
import type { OrderRequest } from './entries.js';
import { confirmedId } from './tables.js';

const fx = outboxFixture([
    { _id: 'pen', name: 'Fountain Pen', price: 1200, stock: 5 },
    { _id: 'ink', name: 'Ink Bottle', price: 350, stock: 40 },
  ]);

const replayer = fx.replayer;
const serverCart = async () => Object.fromEntries(((await fx.server.get('/cart', fx.asha.token)) as { items: Array<{ _id: string; quantity: number }> }).items.map((i) => [i._id, i.quantity]));
const serverOrders = async () => (await fx.server.get('/orders', fx.asha.token)) as Array<{ _id: string; totalPrice: number; items: Array<{ quantity: number }> }>;
const entries = () => localDb.outbox.where('userId').equals(fx.asha.userId).sortBy('seq');
const cartView = async () => {
  const row = await localDb.confirmed.get(confirmedId(fx.asha.userId, 'cart'));
  return Object.fromEntries(applyToCart(row?.kind === 'cart' ? row.cart.lines : [], await entries()).map((l) => [l.productId, l.quantity]));
};

function orderFor(lines: Array<[string, number, number]>): OrderRequest {
  const items = lines.map(([productId, quantity, price]) => ({ productId, quantity, price }));
  return {
    firstName: 'Asha', lastName: 'Verma', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001', phone: '+91 98765 43210', country: 'India',
    paymentMethod: 'COD',
    reviewed: { items, total: priceBreakdown(items, null, { withTax: true }).total },
  };
}

describe('orders through the outbox, against the real store', () => {
  it('when an order was queued offline behind its cart, then on reconnect it is placed once, the cart empties and the shopper is told', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'pen', quantity: 2 });
    await enqueue(localDb, fx.asha.userId, { kind: 'order.place', order: orderFor([['pen', 2, 1200]]) });
    fx.server.fault = 'offline';
    expect((await replayer().replay()).kind).toBe('retry');
    // While it waits, the ordered lines are out of the cart view, and the order shows as waiting.
    expect(await cartView()).toEqual({});
    expect(waitingOrdersOf(await entries())).toMatchObject([{ state: 'queued', order: { reviewed: { total: 2400 + 432 } } }]);

    fx.server.fault = 'none';
    expect(await replayer().replay({ force: true })).toMatchObject({ kind: 'drained', sent: 2 });
    const orders = await serverOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]!.totalPrice).toBe(2832);
    expect(await serverCart()).toEqual({});
    expect(await entries()).toEqual([]);
    expect(await cartView()).toEqual({});
    const notices = await localDb.notices.toArray();
    expect(notices).toMatchObject([{ kind: 'order-placed', orderId: orders[0]!._id, total: 2832 }]);
    const confirmed = await localDb.confirmed.get(confirmedId(fx.asha.userId, 'orders'));
    expect(confirmed?.kind === 'orders' && confirmed.orders.map((o) => o._id)).toEqual([orders[0]!._id]);
  });

  it('when the answer to the order is lost and it is replayed twice, then one order is placed and stock is taken once', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'ink', quantity: 3 });
    await replayer().replay();
    await enqueue(localDb, fx.asha.userId, { kind: 'order.place', order: orderFor([['ink', 3, 350]]) });
    fx.server.fault = 'lose-answer';
    expect((await replayer().replay()).kind).toBe('retry');
    fx.server.fault = 'none';
    await replayer().replay({ force: true });
    await replayer().replay({ force: true });
    expect(await serverOrders()).toHaveLength(1);
    const keys = fx.server.seen.filter((r) => r.path === '/api/orders' && r.method === 'POST').map((r) => r.key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    const ink = (await fx.server.get('/inventory/ink', fx.asha.token)) as { quantity: number };
    expect(ink.quantity).toBe(37);
  });

  it('when two replayers (two tabs) send a queued order at once, then it is placed once', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'ink', quantity: 1 });
    await enqueue(localDb, fx.asha.userId, { kind: 'order.place', order: orderFor([['ink', 1, 350]]) });
    await Promise.all([replayer().replay(), replayer().replay()]);
    await replayer().replay({ force: true });
    expect(await serverOrders()).toHaveLength(1);
    expect(await entries()).toEqual([]);
  });

  it('when the product sold out before a queued order reached the store, then it is refused with the reason, no order is placed and the cart is kept', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'pen', quantity: 2 });
    await replayer().replay();
    await enqueue(localDb, fx.asha.userId, { kind: 'order.place', order: orderFor([['pen', 2, 1200]]) });
    expect(await cartView()).toEqual({});
    await fx.server.setStock('pen', 0);

    await replayer().replay({ force: true });

    expect(await serverOrders()).toHaveLength(0);
    expect(await serverCart()).toEqual({ pen: 2 });
    expect(await cartView()).toEqual({ pen: 2 });
    const [refused] = waitingOrdersOf(await entries());
    expect(refused).toMatchObject({ state: 'refused', reason: 'Fountain Pen is out of stock.' });
    expect(await localDb.notices.toArray()).toMatchObject([{ kind: 'order-refused', reason: 'Fountain Pen is out of stock.' }]);
    await fx.server.setStock('pen', 5);
  });

  it('when an order queued offline names a pincode the store does not know, then it ends refused with the pincode message the shopper sees, and the cart is kept', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'ink', quantity: 1 });
    await replayer().replay();
    await enqueue(localDb, fx.asha.userId, { kind: 'order.place', order: { ...orderFor([['ink', 1, 350]]), zip: '999999' } });

    await replayer().replay({ force: true });

    expect(await serverOrders()).toHaveLength(0);
    expect(await cartView()).toEqual({ ink: 1 });
    const [refused] = waitingOrdersOf(await entries());
    expect(refused).toMatchObject({ state: 'refused', reason: PINCODE_MESSAGES.unknown });
    expect(await localDb.notices.toArray()).toMatchObject([{ kind: 'order-refused', reason: PINCODE_MESSAGES.unknown }]);
  });

  it('when a queued order is cancelled before it is sent, then nothing reaches the store', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'order.place', order: orderFor([['ink', 1, 350]]) });
    const [waiting] = waitingOrdersOf(await entries());
    expect(await cancelWaitingOrder(localDb, waiting!.seq)).toBe(true);
    await replayer().replay();
    expect(fx.server.seen.filter((r) => r.path === '/api/orders')).toEqual([]);
  });

  it('when profile and address edits were made offline, then the account shows them at once and the store has them after the replay', async () => {
    await localDb.confirmed.put({ id: confirmedId(fx.asha.userId, 'user'), userId: fx.asha.userId, kind: 'user', user: (await fx.server.get('/auth/me', fx.asha.token) as { user: never }).user, at: Date.now() });
    const address = { type: 'work' as const, fullName: 'Asha Verma', phone: '+91 98765 43210', street: '1 Park St', city: 'Kolkata', state: 'West Bengal', zip: '700016', country: 'India', isDefault: true };
    await enqueue(localDb, fx.asha.userId, { kind: 'profile.update', userId: fx.asha.userId, changes: { name: 'Asha V.' } });
    await enqueue(localDb, fx.asha.userId, { kind: 'address.add', userId: fx.asha.userId, localId: 'local-1', address });
    await enqueue(localDb, fx.asha.userId, { kind: 'address.update', userId: fx.asha.userId, addressId: 'local-1', address: { ...address, city: 'Howrah' } });
    const row = await localDb.confirmed.get(confirmedId(fx.asha.userId, 'user'));
    const shown = applyToAccount(row?.kind === 'user' ? row.user : null, await entries());
    expect(shown.user?.name).toBe('Asha V.');
    expect(shown.user?.addresses).toMatchObject([{ _id: 'local-1', city: 'Howrah', pending: true, isDefault: true }]);

    expect(await replayer().replay()).toMatchObject({ kind: 'drained' });
    const me = (await fx.server.get('/auth/me', fx.asha.token)) as { user: { name: string; addresses: Array<{ city: string; isDefault: boolean }> } };
    expect(me.user.name).toBe('Asha V.');
    expect(me.user.addresses).toMatchObject([{ city: 'Howrah', isDefault: true }]);
    const after = await localDb.confirmed.get(confirmedId(fx.asha.userId, 'user'));
    expect(after?.kind === 'user' && after.user.addresses.map((a) => a.city)).toEqual(['Howrah']);
  });
});

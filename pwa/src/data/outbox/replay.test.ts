import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@store/shared';
import { localDb } from '../local-db.js';
import { outboxFixture } from '../testing/outbox-fixture.js';
import { applyToCart, applyToWishlist } from './apply.js';
import { enqueue } from './enqueue.js';
import { DEVICE_QUEUE, newEntry } from './entries.js';
import { confirmedId, SESSION_ROW_ID } from './tables.js';

const fx = outboxFixture([
  { _id: 'pen', name: 'Fountain Pen', price: 1200, stock: 5 },
  { _id: 'ink', name: 'Ink Bottle', price: 350, stock: 40 },
  { _id: 'pad', name: 'Sketch Pad', price: 480, stock: 10 },
]);

const replayer = fx.replayer;
const serverCart = async (token = fx.asha.token) =>
  Object.fromEntries(
    ((await fx.server.get('/cart', token)) as { items: Array<{ _id: string; quantity: number }> }).items.map((i) => [i._id, i.quantity]),
  );
const serverWishlist = async (token = fx.asha.token) =>
  ((await fx.server.get('/wishlist', token)) as Array<{ _id: string }>).map((p) => p._id);
const outbox = () => localDb.outbox.toArray();
const view = async (userId = fx.asha.userId) => {
  const confirmed = await localDb.confirmed.get(confirmedId(userId, 'cart'));
  const lines = confirmed?.kind === 'cart' ? confirmed.cart.lines : [];
  return Object.fromEntries(
    applyToCart(lines, await localDb.outbox.where('userId').equals(userId).sortBy('seq')).map((l) => [l.productId, l.quantity]),
  );
};

describe('the outbox replay, against the real store', () => {
  it('when cart and wishlist writes were queued offline, then they reach the server in order and the outbox empties', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'pen', quantity: 2 });
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'ink', quantity: 1 });
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.set', productId: 'pen', quantity: 4 });
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.remove', productId: 'ink' });
    await enqueue(localDb, fx.asha.userId, { kind: 'wishlist.add', productId: 'pad' });
    const before = await view();

    const outcome = await replayer().replay();

    expect(outcome).toMatchObject({ kind: 'drained', sent: 4 });
    // In order within each lane (the cart's, the wishlist's); the two lanes run side by side.
    const sent = fx.server.seen.map((r) => `${r.method} ${r.path}`);
    // The two adds were folded into one merge before sending.
    expect(sent.filter((r) => r.includes('/cart'))).toEqual(['POST /api/cart/merge', 'PUT /api/cart/pen', 'DELETE /api/cart/ink']);
    expect(sent.filter((r) => r.includes('/wishlist'))).toEqual(['POST /api/wishlist/add']);
    expect(await serverCart()).toEqual({ pen: 4 });
    expect(await serverCart()).toEqual(before);
    expect(await serverWishlist()).toEqual(['pad']);
    expect(await outbox()).toEqual([]);
    expect(await view()).toEqual({ pen: 4 });
  });

  it('when the answer is lost after the store handled a write, then its replay changes nothing twice', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'ink', quantity: 3 });
    fx.server.fault = 'lose-answer';
    const lost = await replayer().replay();
    expect(lost.kind).toBe('retry');
    expect(await serverCart()).toEqual({ ink: 3 });
    expect(await outbox()).toHaveLength(1);

    fx.server.fault = 'none';
    expect(await replayer().replay({ force: true })).toMatchObject({ kind: 'drained', sent: 1 });
    expect(await serverCart()).toEqual({ ink: 3 });
    const keys = fx.server.seen.map((r) => r.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('when the network is gone or the server fails, then entries are kept with a growing backoff, and sent once it is back', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'pad', quantity: 1 });
    await enqueue(localDb, fx.asha.userId, { kind: 'wishlist.add', productId: 'pen' });
    const r = replayer();

    fx.server.fault = 'offline';
    const first = await r.replay();
    expect(first.kind).toBe('retry');
    const [afterOne] = await outbox();
    expect(afterOne).toMatchObject({ state: 'queued', attempts: 1 });
    expect(afterOne!.nextAttemptAt).toBeGreaterThan(Date.now());
    // Not forced: the backoff holds them back without a request, until the sooner of the two lanes' retries.
    const seenBefore = fx.server.seen.length;
    expect(await r.replay()).toMatchObject({ kind: 'retry', retryAt: Math.min(...(await outbox()).map((e) => e.nextAttemptAt)) });
    expect(fx.server.seen).toHaveLength(seenBefore);

    fx.server.fault = 'server-error';
    expect((await r.replay({ force: true })).kind).toBe('retry');
    const [afterTwo] = await outbox();
    expect(afterTwo).toMatchObject({ attempts: 2, lastError: 'The store is busy. Please try again.' });
    expect(await outbox()).toHaveLength(2);

    fx.server.fault = 'none';
    expect(await r.replay({ force: true })).toMatchObject({ kind: 'drained', sent: 2 });
    expect(await serverCart()).toEqual({ pad: 1 });
    expect(await serverWishlist()).toEqual(['pen']);
  });

  it("when the session is refused (401), then replay pauses, another user's session never sends it, and the same user signing in resumes it", async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'ink', quantity: 2 });
    await localDb.session.put({ id: SESSION_ROW_ID, userId: fx.asha.userId, token: 'not-a-valid-token' });
    const r = replayer();
    expect(await r.replay()).toMatchObject({ kind: 'paused', waiting: 1 });
    expect((await localDb.session.get(SESSION_ROW_ID))?.rejected).toBe(true);
    expect(await r.replay({ force: true })).toMatchObject({ kind: 'paused' });

    const ravi = await fx.server.signUp('Ravi');
    await localDb.session.put({ id: SESSION_ROW_ID, ...ravi });
    await enqueue(localDb, ravi.userId, { kind: 'cart.add', productId: 'pad', quantity: 1 });
    expect(await r.replay()).toMatchObject({ kind: 'drained', sent: 1 });
    expect(await serverCart(ravi.token)).toEqual({ pad: 1 });
    expect(await outbox()).toMatchObject([{ userId: fx.asha.userId, state: 'queued' }]);

    await localDb.session.put({ id: SESSION_ROW_ID, ...fx.asha });
    expect(await r.replay()).toMatchObject({ kind: 'drained', sent: 1 });
    expect(await serverCart()).toEqual({ ink: 2 });
    expect(await serverCart(ravi.token)).toEqual({ pad: 1 });
  });

  it('when the store refuses a write, then it stays listed with the server message and the confirmed cart is read again', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'ink', quantity: 1 });
    await replayer().replay();
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'pen', quantity: 4 });
    expect(await view()).toEqual({ ink: 1, pen: 4 });
    // Sold meanwhile.
    await fx.server.setStock('pen', 2);

    expect(await replayer().replay()).toMatchObject({ kind: 'drained' });

    // The spec's words, and how many of that variant are left.
    const lastError = `${MESSAGES.cart.exceedsInventory} ${MESSAGES.products.inStockForNow(2)}`;
    expect(await outbox()).toMatchObject([{ state: 'refused', status: 409, lastError, op: { kind: 'cart.add', productId: 'pen' } }]);
    expect(fx.server.seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/cart' });
    expect(await view()).toEqual({ ink: 1 });
    await fx.server.setStock('pen', 5);
  });

  it('when two replayers start at once, then each entry is sent once, in order', async () => {
    await enqueue(localDb, fx.asha.userId, { kind: 'wishlist.add', productId: 'pen' });
    await enqueue(localDb, fx.asha.userId, { kind: 'wishlist.clear' });
    await enqueue(localDb, fx.asha.userId, { kind: 'wishlist.add', productId: 'pad' });
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'ink', quantity: 2 });
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.set', productId: 'ink', quantity: 3 });
    const keys = (await outbox()).map((e) => e.key);
    expect(keys).toHaveLength(5);
    await Promise.all([replayer().replay(), replayer().replay()]);
    expect(fx.server.seen.filter((r) => r.path.startsWith('/api/wishlist')).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/wishlist/add',
      'DELETE /api/wishlist/clear',
      'POST /api/wishlist/add',
    ]);
    expect(fx.server.seen.filter((r) => r.path.startsWith('/api/cart')).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/cart',
      'PUT /api/cart/ink',
    ]);
    expect(fx.server.seen.map((r) => r.key).sort()).toEqual([...keys].sort());
    expect(await serverWishlist()).toEqual(['pad']);
    expect(await serverCart()).toEqual({ ink: 3 });
  });

  it("when the visitor's cart and wishlist merge after sign-in, then the server's cart becomes confirmed and caps are kept as a notice", async () => {
    await enqueue(localDb, fx.asha.userId, {
      kind: 'cart.merge',
      items: [
        { productId: 'pen', quantity: 8 },
        { productId: 'ink', quantity: 1 },
      ],
    });
    await enqueue(localDb, fx.asha.userId, { kind: 'wishlist.merge', productIds: ['pad', 'gone'] });
    await replayer().replay();
    expect(await view()).toEqual({ pen: 5, ink: 1 });
    const wish = await localDb.confirmed.get(confirmedId(fx.asha.userId, 'wishlist'));
    expect(applyToWishlist(wish?.kind === 'wishlist' ? wish.productIds : [], []).productIds).toEqual(['pad']);
    const notices = (await localDb.notices.toArray()).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(notices).toMatchObject([
      {
        kind: 'cart-merge',
        report: [{ productId: 'pen', requested: 8, accepted: 5, reason: 'capped-at-stock' }],
        names: { pen: 'Fountain Pen' },
      },
      { kind: 'wishlist-merge', report: [{ productId: 'gone', reason: 'unknown-product' }] },
    ]);
  });
});

describe("the device's own entries (a newsletter signup), against the real store", () => {
  it('when a visitor subscribed offline, then the replay sends it with no session and the outbox empties', async () => {
    await localDb.session.clear();
    await localDb.outbox.add(newEntry(DEVICE_QUEUE, { kind: 'newsletter.subscribe', email: 'visitor@example.com' }));
    fx.server.fault = 'offline';
    expect((await replayer().replay()).kind).toBe('retry');
    expect(await outbox()).toHaveLength(1);

    fx.server.fault = 'none';
    expect(await replayer().replay({ force: true })).toMatchObject({ kind: 'no-session' });
    expect(fx.server.seen.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/newsletter');
    expect(await outbox()).toEqual([]);
  });

  it("when a shopper is signed in, then a waiting signup goes beside the shopper's lanes and is not counted as theirs", async () => {
    await localDb.outbox.add(newEntry(DEVICE_QUEUE, { kind: 'newsletter.subscribe', email: 'asha.letters@example.com' }));
    await enqueue(localDb, fx.asha.userId, { kind: 'cart.add', productId: 'pad', quantity: 1 });
    expect(await replayer().replay()).toMatchObject({ kind: 'drained', sent: 2 });
    expect(await outbox()).toEqual([]);
    expect(await serverCart()).toEqual({ pad: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { applyToCart, applyToWishlist } from './apply.js';
import { backoffDelay, BACKOFF_CAP_MS } from './backoff.js';
import { foldInto, newEntry, type OutboxEntry, type OutboxOp } from './entries.js';

const entry = (op: OutboxOp, patch: Partial<OutboxEntry> = {}): OutboxEntry => ({ ...newEntry('u1', op), ...patch });

describe('what a signed-in shopper sees: confirmed state with the outbox on top', () => {
  it('when writes are pending, then they apply in order and the lines they touch are marked pending', () => {
    const view = applyToCart(
      [
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 2 },
      ],
      [entry({ kind: 'cart.add', productId: 'a', quantity: 2 }), entry({ kind: 'cart.set', productId: 'b', quantity: 0 }), entry({ kind: 'cart.add', productId: 'c', quantity: 1 })],
    );
    expect(view).toEqual([
      { productId: 'a', quantity: 3, pending: true },
      { productId: 'c', quantity: 1, pending: true },
    ]);
  });

  it('when a write was refused, then it no longer changes what is shown', () => {
    const view = applyToCart([{ productId: 'a', quantity: 1 }], [entry({ kind: 'cart.add', productId: 'a', quantity: 5 }, { state: 'refused', lastError: 'no' })]);
    expect(view).toEqual([{ productId: 'a', quantity: 1, pending: false }]);
  });

  it('when the cart is cleared and then a product added, then only that product is shown', () => {
    const view = applyToCart([{ productId: 'a', quantity: 1 }], [entry({ kind: 'cart.clear' }), entry({ kind: 'cart.add', productId: 'b', quantity: 1 })]);
    expect(view).toEqual([{ productId: 'b', quantity: 1, pending: true }]);
  });

  it('when wishlist writes are pending, then they apply and are marked pending', () => {
    const view = applyToWishlist(['a', 'b'], [entry({ kind: 'wishlist.remove', productId: 'a' }), entry({ kind: 'wishlist.merge', productIds: ['c', 'b'] })]);
    expect(view.productIds).toEqual(['b', 'c']);
    expect([...view.pendingIds].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('folding consecutive edits of one line', () => {
  it('when a quantity is set twice before sending, then one write with the newer quantity remains', () => {
    expect(foldInto(entry({ kind: 'cart.set', productId: 'a', quantity: 2 }), { kind: 'cart.set', productId: 'a', quantity: 3 })).toEqual({
      replace: { kind: 'cart.set', productId: 'a', quantity: 3 },
    });
  });

  it('when a product is added twice before sending, then one add of the sum remains', () => {
    expect(foldInto(entry({ kind: 'cart.add', productId: 'a', quantity: 2 }), { kind: 'cart.add', productId: 'a', quantity: 1 })?.replace).toEqual({
      kind: 'cart.add',
      productId: 'a',
      quantity: 3,
    });
  });

  it('when several products are added to the cart or the wishlist before sending, then each list goes as one merge', () => {
    const merged = foldInto(entry({ kind: 'cart.add', productId: 'a', quantity: 2 }), { kind: 'cart.add', productId: 'b', quantity: 1 });
    expect(merged?.replace).toEqual({ kind: 'cart.merge', items: [{ productId: 'a', quantity: 2 }, { productId: 'b', quantity: 1 }] });
    expect(foldInto(entry(merged!.replace!), { kind: 'cart.add', productId: 'a', quantity: 1 })?.replace).toEqual({
      kind: 'cart.merge',
      items: [{ productId: 'a', quantity: 3 }, { productId: 'b', quantity: 1 }],
    });
    const saved = foldInto(entry({ kind: 'wishlist.add', productId: 'a' }), { kind: 'wishlist.add', productId: 'b' });
    expect(saved?.replace).toEqual({ kind: 'wishlist.merge', productIds: ['a', 'b'] });
    expect(foldInto(entry(saved!.replace!), { kind: 'wishlist.remove', productId: 'a' })?.replace).toEqual({ kind: 'wishlist.merge', productIds: ['b'] });
    expect(foldInto(entry({ kind: 'wishlist.merge', productIds: ['b'] }), { kind: 'wishlist.remove', productId: 'b' })).toEqual({ replace: null });
  });

  it('when a wishlist toggle is undone before sending, then nothing is left to send', () => {
    expect(foldInto(entry({ kind: 'wishlist.add', productId: 'a' }), { kind: 'wishlist.remove', productId: 'a' })).toEqual({ replace: null });
  });

  it('when the last write may already have reached the server, or is another line, then nothing folds', () => {
    expect(foldInto(entry({ kind: 'cart.set', productId: 'a', quantity: 2 }, { attempts: 1 }), { kind: 'cart.set', productId: 'a', quantity: 3 })).toBeUndefined();
    expect(foldInto(entry({ kind: 'cart.set', productId: 'a', quantity: 2 }, { state: 'sending' }), { kind: 'cart.set', productId: 'a', quantity: 3 })).toBeUndefined();
    expect(foldInto(entry({ kind: 'cart.set', productId: 'a', quantity: 2 }), { kind: 'cart.set', productId: 'b', quantity: 3 })).toBeUndefined();
    expect(foldInto(entry({ kind: 'cart.add', productId: 'a', quantity: 2 }), { kind: 'cart.set', productId: 'a', quantity: 3 })).toBeUndefined();
  });
});

describe('backoff', () => {
  it('grows exponentially, stays under the cap, and is jittered into the upper half', () => {
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
  });
});

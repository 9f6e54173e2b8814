/**
 * The cart and wishlist writes of a signed-in shopper: each checks the same rules as the
 * visitor's (cart-rules.ts) against what the shopper sees (confirmed state plus outbox), then
 * appends its outbox entry in the same transaction, and asks for a replay.
 */
import type { LocalDb } from '../local-db.js';
import { decideAdd, decideSet, sameLine, type CartDecision, type LineRef } from '../cart-rules.js';
import { applyToCart, applyToWishlist } from './apply.js';
import { replaySoon } from './driver.js';
import { enqueue, userEntries } from './enqueue.js';
import type { OutboxOp } from './entries.js';
import { confirmedId } from './tables.js';

async function viewOf(db: LocalDb, userId: string) {
  const [cartRow, wishlistRow, entries] = await Promise.all([
    db.confirmed.get(confirmedId(userId, 'cart')),
    db.confirmed.get(confirmedId(userId, 'wishlist')),
    userEntries(db, userId).toArray(),
  ]);
  return {
    cart: applyToCart(cartRow?.kind === 'cart' ? cartRow.cart.lines : [], entries),
    wishlist: applyToWishlist(wishlistRow?.kind === 'wishlist' ? wishlistRow.productIds : [], entries).productIds,
  };
}

type View = Awaited<ReturnType<typeof viewOf>>;

/** Reads the view, decides the write (or none) and appends it, in one transaction; then replays. */
async function write<T>(db: LocalDb, userId: string, decide: (view: View) => { op: OutboxOp | null; result: T }): Promise<T> {
  const result = await db.transaction('rw', db.confirmed, db.outbox, async () => {
    const decision = decide(await viewOf(db, userId));
    if (decision.op) await enqueue(db, userId, decision.op);
    return decision;
  });
  if (result.op) void replaySoon();
  return result.result;
}

/** The line's quantity in view: the same product and variant (lines are one variant each). */
const quantityIn = (view: View, ref: LineRef) => view.cart.find((l) => sameLine(l, ref))?.quantity ?? 0;

const refOf = (ref: LineRef) => ({ productId: ref.productId, ...(ref.variantId ? { variantId: ref.variantId } : {}) });

/** A cart decision as the outbox write that makes it. */
function cartOp(ref: LineRef, decision: CartDecision, existing: number): OutboxOp | null {
  if (decision.kind === 'remove') return { kind: 'cart.remove', ...refOf(ref) };
  if (decision.kind === 'set')
    return existing > 0
      ? { kind: 'cart.set', ...refOf(ref), quantity: decision.quantity }
      : { kind: 'cart.add', ...refOf(ref), quantity: decision.quantity };
  return null;
}

/** `ref.variantId` is the variant being added (the caller resolved the default); `stock` is that variant's. */
export const addToUserCart = (db: LocalDb, userId: string, ref: LineRef, quantity: number, stock: number) =>
  write(db, userId, (view) => {
    const existing = quantityIn(view, ref);
    const decision = decideAdd(existing, quantity, stock);
    // An add stays an add (the server sums), so it folds with the next add of the same line.
    return {
      op: decision.kind === 'set' ? { kind: 'cart.add', ...refOf(ref), quantity: decision.quantity - existing } : null,
      result: undefined,
    };
  });

export const setUserCartQuantity = (db: LocalDb, userId: string, ref: LineRef, quantity: number, stock: number) =>
  write(db, userId, (view) => {
    const existing = quantityIn(view, ref);
    return { op: cartOp(ref, decideSet(existing, quantity, stock), existing), result: undefined };
  });

/** The signed-in shopper's cart lines as shown (confirmed, with the outbox applied). */
export const userCartLines = async (db: LocalDb, userId: string) => (await viewOf(db, userId)).cart;

export const userCartQuantity = async (db: LocalDb, userId: string, ref: LineRef): Promise<number> =>
  quantityIn(await viewOf(db, userId), ref);

export const removeFromUserCart = (db: LocalDb, userId: string, ref: LineRef) =>
  write(db, userId, (view) => ({ op: quantityIn(view, ref) > 0 ? { kind: 'cart.remove', ...refOf(ref) } : null, result: undefined }));

export const clearUserCart = (db: LocalDb, userId: string) =>
  write(db, userId, (view) => ({ op: view.cart.length ? { kind: 'cart.clear' } : null, result: undefined }));

export const addToUserWishlist = (db: LocalDb, userId: string, productId: string, variantId?: string) =>
  write(db, userId, (view) => ({
    op: view.wishlist.includes(productId) ? null : { kind: 'wishlist.add', ...refOf({ productId, variantId }) },
    result: undefined,
  }));

export const removeFromUserWishlist = (db: LocalDb, userId: string, productId: string) =>
  write(db, userId, (view) => ({
    op: view.wishlist.includes(productId) ? { kind: 'wishlist.remove', productId } : null,
    result: undefined,
  }));

export const clearUserWishlist = (db: LocalDb, userId: string) =>
  write(db, userId, (view) => ({ op: view.wishlist.length ? { kind: 'wishlist.clear' } : null, result: undefined }));

/** Toggle: removes the product if present, else adds it. Answers whether it is now in. */
export const toggleUserWishlist = (db: LocalDb, userId: string, productId: string, variantId?: string) =>
  write(db, userId, (view) => {
    const present = view.wishlist.includes(productId);
    return {
      op: present ? { kind: 'wishlist.remove', productId } : { kind: 'wishlist.add', ...refOf({ productId, variantId }) },
      result: !present,
    };
  });

/**
 * After sign-in: the visitor's cart and wishlist become one merge each in the new user's
 * outbox, and the visitor's rows are cleared, in one transaction: nothing is lost or sent twice
 * if the page closes in between.
 */
export async function adoptVisitorData(db: LocalDb, userId: string): Promise<{ cartLines: number; wishlistItems: number }> {
  return db.transaction('rw', db.cartLines, db.wishlist, db.outbox, async () => {
    const cart = await db.cartLines.orderBy('id').toArray();
    const wishlist = await db.wishlist.orderBy('addedAt').toArray();
    // Each line keeps its variant (a line from before variants goes without: the server takes the default).
    if (cart.length) await enqueue(db, userId, { kind: 'cart.merge', items: cart.map((r) => ({ ...refOf(r), quantity: r.quantity })) });
    const variants = Object.fromEntries(wishlist.flatMap((r) => (r.variantId ? [[r.productId, r.variantId]] : [])));
    if (wishlist.length)
      await enqueue(db, userId, {
        kind: 'wishlist.merge',
        productIds: wishlist.map((r) => r.productId),
        ...(Object.keys(variants).length ? { variants } : {}),
      });
    await db.cartLines.clear();
    await db.wishlist.clear();
    return { cartLines: cart.length, wishlistItems: wishlist.length };
  });
}

/** A refused entry sent again, as a new write (new key: the old one is bound to the refusal). */
export async function retryRefused(db: LocalDb, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.state !== 'refused') return;
    await db.outbox.delete(seq);
    await enqueue(db, entry.userId, entry.op);
  });
  void replaySoon();
}

export async function discardEntry(db: LocalDb, seq: number): Promise<void> {
  await db.outbox.delete(seq);
}

/** Everything of this user on the device: outbox, confirmed state, notices and the session mirror. */
export async function forgetUser(db: LocalDb, userId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.confirmed, db.notices, db.session, async () => {
    await db.outbox.where('userId').equals(userId).delete();
    await db.confirmed.where('userId').equals(userId).delete();
    await db.notices.where('userId').equals(userId).delete();
    const row = await db.session.get('current');
    if (row?.userId === userId) await db.session.delete('current');
  });
}

/**
 * The wishlist. A visitor's is a local list of product ids in Dexie, mirrored for first paint; a
 * signed-in shopper's is the server's with their outbox applied (outbox/), through the same functions.
 */
import type { Product } from '@store/shared';
import { useProductsById } from './catalog/index.js';
import { writeWishlistMirror } from './local-mirror.js';
import { loadLocalDb, loadLocalDbModule, useLocalState } from './local-store.js';
import { getWriter, useUserState } from './outbox/user-state.js';

/** The signed-in write path, loaded when a signed-in shopper first writes. */
const userWrites = () => import('./outbox/user-writes.js');

async function writeWishlist<T>(change: (db: Awaited<ReturnType<typeof loadLocalDbModule>>['localDb']) => Promise<T>): Promise<T> {
  const { localDb, guardedWrite, getWishlistRows } = await loadLocalDbModule();
  const result = await guardedWrite(() => localDb.transaction('rw', localDb.wishlist, () => change(localDb)));
  writeWishlistMirror((await getWishlistRows()).map((r) => r.productId));
  return result;
}

/** Adding a product already in the list does nothing. */
export async function addToWishlist(productId: string): Promise<void> {
  const writer = getWriter();
  if (writer) return (await userWrites()).addToUserWishlist(await loadLocalDb(), writer.userId, productId);
  await writeWishlist(async (db) => {
    if (!(await db.wishlist.get(productId))) await db.wishlist.add({ productId, addedAt: Date.now() });
  });
}

export async function removeFromWishlist(productId: string): Promise<void> {
  const writer = getWriter();
  if (writer) return (await userWrites()).removeFromUserWishlist(await loadLocalDb(), writer.userId, productId);
  await writeWishlist((db) => db.wishlist.delete(productId));
}

export async function clearWishlist(): Promise<void> {
  const writer = getWriter();
  if (writer) return (await userWrites()).clearUserWishlist(await loadLocalDb(), writer.userId);
  await writeWishlist((db) => db.wishlist.clear());
}

/** Toggle removes the product if present, else adds it. Answers whether it is now in. */
export async function toggleWishlist(productId: string): Promise<boolean> {
  const writer = getWriter();
  if (writer) return (await userWrites()).toggleUserWishlist(await loadLocalDb(), writer.userId, productId);
  return writeWishlist(async (db) => {
    if (await db.wishlist.get(productId)) {
      await db.wishlist.delete(productId);
      return false;
    }
    await db.wishlist.add({ productId, addedAt: Date.now() });
    return true;
  });
}

export const getWishlistIds = async (): Promise<string[]> => (await (await loadLocalDbModule()).getWishlistRows()).map((r) => r.productId);

/**
 * Which products are in the wishlist, without reading them: what a heart button or a count
 * needs. Every product card has a heart; each asking the catalogue for the wishlist's products
 * cost the first screen one question per card.
 */
export function useWishlistIds(): { productIds: string[]; has(id: string): boolean; isPending(id: string): boolean } {
  const { wishlist: visitorIds } = useLocalState();
  const user = useUserState();
  const productIds = user.userId ? user.wishlist.productIds : visitorIds;
  const pendingIds = user.wishlist.pendingIds;
  const set = new Set(productIds);
  return { productIds, has: (id) => set.has(id), isPending: (id) => Boolean(user.userId) && pendingIds.has(id) };
}

export function useWishlist(): { productIds: string[]; products: Product[]; has(id: string): boolean; isPending(id: string): boolean } {
  const { productIds, has, isPending } = useWishlistIds();
  const { byId } = useProductsById(productIds);
  const products = productIds.flatMap((id) => {
    const p = byId.get(id);
    return p ? [p] : [];
  });
  return { productIds, products, has, isPending };
}

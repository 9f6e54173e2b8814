/**
 * The wishlist. A visitor's is a local list of product ids in Dexie, mirrored for first paint; a
 * signed-in shopper's is the server's with their outbox applied (outbox/), through the same functions.
 * It keeps one entry per product, and remembers the variant the shopper was looking at when they
 * kept it (`variantId`), which the wishlist opens and moves to the cart.
 */
import { variantOf, type Product, type Variant } from '@store/shared';
import { useProductsById } from './catalog/index.js';
import { writeWishlistMirror } from './local-mirror.js';
import { loadLocalDb, loadLocalDbModule } from './local-store.js';
import { getWriter } from './outbox/user-state.js';
import { useWishlistIds } from './wishlist-ids.js';

/** The signed-in write path, loaded when a signed-in shopper first writes. */
const userWrites = () => import('./outbox/user-writes.js');

type LocalDbModule = Awaited<ReturnType<typeof loadLocalDbModule>>;

async function writeWishlist<T>(change: (db: LocalDbModule['localDb']) => Promise<T>): Promise<T> {
  const { localDb, guardedWrite, getWishlistRows } = await loadLocalDbModule();
  const result = await guardedWrite(() => localDb.transaction('rw', localDb.wishlist, () => change(localDb)));
  writeWishlistMirror((await getWishlistRows()).map((r) => r.productId));
  return result;
}

/**
 * A new row, later than every row kept so far: the list reads oldest first by `addedAt`, and two
 * products kept in the same millisecond (a double tap, a merge) would otherwise come back in the
 * order of their ids, not the order they were kept.
 */
async function rowOf(db: LocalDbModule['localDb'], productId: string, variantId: string | undefined) {
  const newest = (await db.wishlist.orderBy('addedAt').last())?.addedAt ?? 0;
  return { productId, ...(variantId ? { variantId } : {}), addedAt: Math.max(Date.now(), newest + 1) };
}

/** Adding a product already in the list does nothing (it keeps the variant it was kept with). */
export async function addToWishlist(productId: string, variantId?: string): Promise<void> {
  const writer = getWriter();
  if (writer) return (await userWrites()).addToUserWishlist(await loadLocalDb(), writer.userId, productId, variantId);
  await writeWishlist(async (db) => {
    if (!(await db.wishlist.get(productId))) await db.wishlist.add(await rowOf(db, productId, variantId));
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

/** Toggle removes the product if present, else adds it with the variant shown. Answers whether it is now in. */
export async function toggleWishlist(productId: string, variantId?: string): Promise<boolean> {
  const writer = getWriter();
  if (writer) return (await userWrites()).toggleUserWishlist(await loadLocalDb(), writer.userId, productId, variantId);
  return writeWishlist(async (db) => {
    if (await db.wishlist.get(productId)) {
      await db.wishlist.delete(productId);
      return false;
    }
    await db.wishlist.add(await rowOf(db, productId, variantId));
    return true;
  });
}

export const getWishlistIds = async (): Promise<string[]> => (await (await loadLocalDbModule()).getWishlistRows()).map((r) => r.productId);

/** The wishlist as stored on the device (a visitor's): product and remembered variant, oldest first. */
export const getWishlistRows = async () => (await loadLocalDbModule()).getWishlistRows();

/** A kept product and the variant it opens with: the remembered one while the product still has it, else the default. */
export interface WishlistItem {
  product: Product;
  variant: Variant;
}

export function useWishlist(): { productIds: string[]; products: Product[]; items: WishlistItem[]; has(id: string): boolean; isPending(id: string): boolean } {
  const { productIds, has, isPending, variantIdOf } = useWishlistIds();
  const { byId } = useProductsById(productIds);
  const items = productIds.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return [];
    const variant = variantOf(product, variantIdOf(id)) ?? variantOf(product)!;
    return [{ product, variant }];
  });
  return { productIds, products: items.map((i) => i.product), items, has, isPending };
}

/**
 * The cart, for visitors and signed-in shoppers alike. A visitor's lines live on the device
 * (Dexie), mirrored to localStorage `cart` ({productId, quantity, id}), which also gives the
 * header its count before Dexie loads. A signed-in shopper's cart is the one the server
 * confirmed with their outbox applied (outbox/): the same functions queue the write instead.
 */
import { cartSubtotal, MESSAGES, type Product } from '@store/shared';
import { askReplica, fetchProduct, replicaVersion, seenProduct, useProductsById } from './catalog/index.js';
import { decideAdd, decideSet, type CartDecision } from './cart-rules.js';
import { writeCartMirror, type CartRow } from './local-mirror.js';
import { loadLocalDb, loadLocalDbModule, useLocalState } from './local-store.js';
import { getWriter, useUserState } from './outbox/user-state.js';
import { useOnlineStatus } from './online-status.js';

/** The signed-in write path, loaded when a signed-in shopper first writes (zod and the replay stay out of the first load). */
const userWrites = () => import('./outbox/user-writes.js');

export interface CartLine {
  id: number;
  productId: string;
  quantity: number;
  product: Product | null;
  /** A signed-in shopper's change to this line has not reached the server yet. */
  pending: boolean;
}

/** A product as it is now: replica, else the last /api answer, else /api now; null when the store does not know it. */
export async function currentProduct(productId: string): Promise<Product | null> {
  const fromReplica = replicaVersion() === null ? undefined : await askReplica({ kind: 'byIds', ids: [productId] }).then(([p]) => p, () => undefined);
  const known = fromReplica ?? seenProduct(productId);
  if (known) return known;
  try {
    return (await fetchProduct(productId)).product;
  } catch {
    return null;
  }
}

/** Current stock of a product; `failure` when it cannot be known. */
async function stockOf(productId: string, failure: string): Promise<number> {
  const product = await currentProduct(productId);
  if (!product) throw new Error(failure);
  return product.stock;
}

let lastLineId = 0;
/** A new line's id (a timestamp), strictly increasing so lines added in one millisecond keep their order. */
function nextLineId(): number {
  lastLineId = Math.max(Date.now(), lastLineId + 1);
  return lastLineId;
}

/** Applies a decision atomically, re-checking the line inside the transaction. */
async function applyDecision(productId: string, decide: (existing: number) => CartDecision): Promise<void> {
  const { localDb, guardedWrite, getCartRows } = await loadLocalDbModule();
  await guardedWrite(() =>
    localDb.transaction('rw', localDb.cart, async () => {
      const row = await localDb.cart.get(productId);
      const decision = decide(row?.quantity ?? 0);
      if (decision.kind === 'remove') await localDb.cart.delete(productId);
      if (decision.kind === 'set') await localDb.cart.put({ productId, quantity: decision.quantity, id: row?.id ?? nextLineId() });
    }),
  );
  writeCartMirror(await getCartRows());
}

/** Default quantity 1; existing + requested above stock throws and changes nothing. */
export async function addToCart(productId: string, quantity = 1): Promise<void> {
  const stock = await stockOf(productId, MESSAGES.cart.add);
  const writer = getWriter();
  if (writer) return (await userWrites()).addToUserCart(await loadLocalDb(), writer.userId, productId, quantity, stock);
  await applyDecision(productId, (existing) => decideAdd(existing, quantity, stock));
}

/** 0 or less removes; above stock throws and changes nothing. */
export async function setCartQuantity(productId: string, quantity: number): Promise<void> {
  const db = await loadLocalDb();
  const writer = getWriter();
  const existing = writer ? await (await userWrites()).userCartQuantity(db, writer.userId, productId) : ((await db.cart.get(productId))?.quantity ?? 0);
  // Lowering a quantity never needs the stock, so it works offline for any line.
  const stock = quantity > existing ? await stockOf(productId, MESSAGES.cart.update) : Number.POSITIVE_INFINITY;
  if (writer) return (await userWrites()).setUserCartQuantity(db, writer.userId, productId, quantity, stock);
  await applyDecision(productId, (current) => decideSet(current, quantity, stock));
}

export async function removeFromCart(productId: string): Promise<void> {
  const writer = getWriter();
  if (writer) return (await userWrites()).removeFromUserCart(await loadLocalDb(), writer.userId, productId);
  await applyDecision(productId, () => ({ kind: 'remove' }));
}

export async function clearCart(): Promise<void> {
  const { localDb, guardedWrite } = await loadLocalDbModule();
  const writer = getWriter();
  if (writer) return (await userWrites()).clearUserCart(localDb, writer.userId);
  await guardedWrite(() => localDb.cart.clear());
  writeCartMirror([]);
}

/** The cart lines as stored, oldest first (for tests and for merging into a server cart). */
export const getCartRows = async (): Promise<CartRow[]> => (await loadLocalDbModule()).getCartRows();

export function useCart(): { lines: CartLine[]; count: number; subtotal: number; loading: boolean } {
  const { cart: visitorRows } = useLocalState();
  const user = useUserState();
  // A signed-in shopper's lines keep the order they have on the server; their index stands in for the visitor's timestamp id.
  const rows = user.userId ? user.cart.map((l, i) => ({ id: i + 1, productId: l.productId, quantity: l.quantity, pending: l.pending })) : visitorRows.map((r) => ({ ...r, pending: false }));
  const ids = rows.map((r) => r.productId);
  const { byId, loading: productsLoading } = useProductsById(ids);
  const online = useOnlineStatus();
  // A signed-in shopper on a new device: the store's cart has not been read yet, so it is not known to be empty.
  const loading = productsLoading || (user.userId !== null && !user.cartConfirmed && online);
  const lines: CartLine[] = rows.map((r) => ({ id: r.id, productId: r.productId, quantity: r.quantity, product: byId.get(r.productId) ?? null, pending: r.pending }));
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotal = cartSubtotal(lines.flatMap((l) => (l.product ? [{ price: l.product.price, quantity: l.quantity }] : [])));
  return { lines, count, subtotal, loading };
}

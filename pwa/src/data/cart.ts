/**
 * The cart, for visitors and signed-in shoppers alike. A line is one variant of a product (two
 * colours of a pen are two lines; docs/decisions/042). A visitor's lines live on the device
 * (Dexie), mirrored to localStorage `cart` ({productId, variantId, quantity, id}), which also gives
 * the header its count before Dexie loads; a line from before variants has no variantId and means
 * the product's default variant. A signed-in shopper's cart is the one the server confirmed with
 * their outbox applied (outbox/): the same functions queue the write instead.
 */
import { cartSubtotal, CART_MESSAGES, variantOf, variantOptions, type Product, type Variant } from '@store/shared';
import { askReplica, fetchProduct, replicaVersion, seenProduct, useProductsById } from './catalog/index.js';
import { decideAdd, decideSet, lineVariantId, sameLine, type CartDecision, type LineRef } from './cart-rules.js';
import { writeCartMirror, type CartRow } from './local-mirror.js';
import { loadLocalDb, loadLocalDbModule, useLocalState } from './local-store.js';
import { getWriter, useUserState } from './outbox/user-state.js';
import { useOnlineStatus } from './online-status.js';

/** The signed-in write path, loaded when a signed-in shopper first writes (zod and the replay stay out of the first load). */
const userWrites = () => import('./outbox/user-writes.js');

export interface CartLine {
  id: number;
  productId: string;
  /** The variant as the line stores it (absent in a visitor's line from before variants: the default). */
  variantId?: string;
  quantity: number;
  product: Product | null;
  /** The variant the line means, with its price, stock and images; null while the product is unknown or when it no longer has it. */
  variant: Variant | null;
  /** The variant's options ([{ name: 'Colour', value: 'Charcoal' }, …]); empty for a product without options. */
  options: Array<{ name: string; value: string }>;
  /** The line's unit price: its variant's. */
  price: number | null;
  /** A signed-in shopper's change to this line has not reached the server yet. */
  pending: boolean;
}

/** A product as it is now: replica, else the last /api answer, else /api now; null when the store does not know it. */
export async function currentProduct(productId: string): Promise<Product | null> {
  const fromReplica =
    replicaVersion() === null
      ? undefined
      : await askReplica({ kind: 'byIds', ids: [productId] }).then(
          ([p]) => p,
          () => undefined,
        );
  const known = fromReplica ?? seenProduct(productId);
  if (known) return known;
  try {
    return (await fetchProduct(productId)).product;
  } catch {
    return null;
  }
}

/** The variant a line adds to or grows (absent: the default), as the store knows it now; `failure` when it cannot be known. */
async function variantNow(productId: string, variantId: string | undefined, failure: string): Promise<Variant> {
  const product = await currentProduct(productId);
  const variant = product ? variantOf(product, variantId) : undefined;
  if (!variant) throw new Error(failure);
  return variant;
}

let lastLineId = 0;
/** A new line's id (a timestamp), strictly increasing so lines added in one millisecond keep their order. */
function nextLineId(): number {
  lastLineId = Math.max(Date.now(), lastLineId + 1);
  return lastLineId;
}

/**
 * Applies a decision to the visitor's line for `ref` atomically, re-checking it inside the
 * transaction. `matches` says which stored line is it; a new line stores `ref.variantId`.
 */
async function applyDecision(ref: LineRef, matches: (row: CartRow) => boolean, decide: (existing: number) => CartDecision): Promise<void> {
  const { localDb, guardedWrite, getCartRows } = await loadLocalDbModule();
  await guardedWrite(() =>
    localDb.transaction('rw', localDb.cartLines, async () => {
      const row = (await localDb.cartLines.where('productId').equals(ref.productId).toArray()).find(matches);
      const decision = decide(row?.quantity ?? 0);
      if (decision.kind === 'remove' && row) await localDb.cartLines.delete(row.id);
      if (decision.kind === 'set') {
        const variantId = ref.variantId ?? row?.variantId;
        await localDb.cartLines.put({
          productId: ref.productId,
          ...(variantId ? { variantId } : {}),
          quantity: decision.quantity,
          id: row?.id ?? nextLineId(),
        });
      }
    }),
  );
  writeCartMirror(await getCartRows());
}

/** The visitor's stored line for exactly this product and variant id (as the screens pass it back). */
const storedLine = (ref: LineRef) => (row: CartRow) => sameLine(row, ref);

/**
 * Adds `quantity` (default 1) of a variant (absent: the product's default). The same variant adds
 * to its line; another colour or nib is a line of its own. Existing + requested above that
 * variant's stock throws and changes nothing.
 */
export async function addToCart(productId: string, quantity = 1, variantId?: string): Promise<void> {
  const product = await currentProduct(productId);
  const variant = product ? variantOf(product, variantId) : undefined;
  if (!product || !variant) throw new Error(CART_MESSAGES.add);
  const writer = getWriter();
  if (writer)
    return (await userWrites()).addToUserCart(
      await loadLocalDb(),
      writer.userId,
      { productId, variantId: variant.id },
      quantity,
      variant.stock,
    );
  // A line from before variants is the default variant's line: it grows, and learns its variant. A
  // product without options has one variant, and its line keeps the spec's shape (no variantId).
  const sameVariant = (row: CartRow) => lineVariantId(row, product) === variant.id;
  const ref = { productId, variantId: product.options.length > 0 ? variant.id : undefined };
  await applyDecision(ref, sameVariant, (existing) => decideAdd(existing, quantity, variant.stock));
}

/**
 * The line a call names: the product and `variantId` as the line stores it. Without a variant (a
 * caller that knows only the product): its line without one, else its default variant's line.
 */
async function namedLine(productId: string, variantId: string | undefined): Promise<LineRef> {
  if (variantId !== undefined) return { productId, variantId };
  const db = await loadLocalDb();
  const writer = getWriter();
  const stored: LineRef[] = writer
    ? (await (await userWrites()).userCartLines(db, writer.userId)).filter((l) => l.productId === productId)
    : await db.cartLines.where('productId').equals(productId).toArray();
  if (stored.some((l) => l.variantId === undefined)) return { productId };
  const product = await currentProduct(productId);
  return { productId, variantId: product ? product.variants[0]!.id : productId };
}

/** 0 or less removes; above the variant's stock throws and changes nothing. `variantId` as the line holds it (absent: the default). */
export async function setCartQuantity(productId: string, quantity: number, variantId?: string): Promise<void> {
  const ref = await namedLine(productId, variantId);
  const db = await loadLocalDb();
  const writer = getWriter();
  const existing = writer
    ? await (await userWrites()).userCartQuantity(db, writer.userId, ref)
    : ((await db.cartLines.where('productId').equals(productId).toArray()).find(storedLine(ref))?.quantity ?? 0);
  // Lowering a quantity never needs the stock, so it works offline for any line.
  const stock = quantity > existing ? (await variantNow(productId, ref.variantId, CART_MESSAGES.update)).stock : Number.POSITIVE_INFINITY;
  if (writer) return (await userWrites()).setUserCartQuantity(db, writer.userId, ref, quantity, stock);
  await applyDecision(ref, storedLine(ref), (current) => decideSet(current, quantity, stock));
}

export async function removeFromCart(productId: string, variantId?: string): Promise<void> {
  const ref = await namedLine(productId, variantId);
  const writer = getWriter();
  if (writer) return (await userWrites()).removeFromUserCart(await loadLocalDb(), writer.userId, ref);
  await applyDecision(ref, storedLine(ref), () => ({ kind: 'remove' }));
}

export async function clearCart(): Promise<void> {
  const { localDb, guardedWrite } = await loadLocalDbModule();
  const writer = getWriter();
  if (writer) return (await userWrites()).clearUserCart(localDb, writer.userId);
  await guardedWrite(() => localDb.cartLines.clear());
  writeCartMirror([]);
}

/** The cart lines as stored, oldest first (for tests and for merging into a server cart). */
export const getCartRows = async (): Promise<CartRow[]> => (await loadLocalDbModule()).getCartRows();

/** A stored line with what its product and variant say now. */
function toCartLine(row: LineRef & { id: number; quantity: number; pending: boolean }, product: Product | null): CartLine {
  const variant = product ? (variantOf(product, lineVariantId(row, product)) ?? null) : null;
  return {
    id: row.id,
    productId: row.productId,
    ...(row.variantId ? { variantId: row.variantId } : {}),
    quantity: row.quantity,
    product,
    variant,
    options: product && variant ? variantOptions(product, variant) : [],
    price: variant?.price ?? null,
    pending: row.pending,
  };
}

export function useCart(): { lines: CartLine[]; count: number; subtotal: number; loading: boolean } {
  const { cart: visitorRows } = useLocalState();
  const user = useUserState();
  // A signed-in shopper's lines keep the order they have on the server; their index stands in for the visitor's timestamp id.
  const rows = user.userId
    ? user.cart.map((l, i) => ({ id: i + 1, productId: l.productId, variantId: l.variantId, quantity: l.quantity, pending: l.pending }))
    : visitorRows.map((r) => ({ ...r, pending: false }));
  const ids = [...new Set(rows.map((r) => r.productId))];
  const { byId, loading: productsLoading } = useProductsById(ids);
  const online = useOnlineStatus();
  // A signed-in shopper on a new device: the store's cart has not been read yet, so it is not known to be empty.
  const loading = productsLoading || (user.userId !== null && !user.cartConfirmed && online);
  const lines = rows.map((r) => toCartLine(r, byId.get(r.productId) ?? null));
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotal = cartSubtotal(lines.flatMap((l) => (l.price !== null ? [{ price: l.price, quantity: l.quantity }] : [])));
  return { lines, count, subtotal, loading };
}

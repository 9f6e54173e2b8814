/**
 * The server cart of a signed-in shopper: lines hold a product id and a quantity; prices and stock
 * always come from the catalogue, so the cart shows what checkout will charge. A line's `_id`
 * is its product id: the same product is one line, and the device and server agree on ids.
 */
import {
  cartLineCap,
  cartLineOverflow,
  cartSubtotal,
  LIMITS,
  MESSAGES,
  PRODUCT_NOT_FOUND,
  type Cart,
  type CartAdd,
  type CartMerge,
  type CartMergeReport,
  type CartMergeResult,
} from '@store/shared';
import type { CommerceCatalog } from '../catalog-reads.js';
import { badRequest, conflict, notFound } from '../../../http/errors.js';
import type { CartDoc, CartLine, CartStore } from './store.js';

export const LINE_NOT_FOUND = 'This item is not in your cart.';
export const LINE_LIMIT_MESSAGE = `You can have at most ${LIMITS.maxCartQuantity} of one product in your cart.`;
const MAX_LINES = 200;

export function createCartService(catalog: CommerceCatalog, store: CartStore) {
  /** The cart as the api answers it; lines of products no longer sold are left out. */
  function toCartView(doc: CartDoc): Cart {
    const items = doc.items.flatMap((line) => {
      const product = catalog.getProduct(line.productId);
      return product ? [{ _id: line.productId, product, quantity: line.quantity }] : [];
    });
    return { items, total: cartSubtotal(items.map((i) => ({ price: i.product.price, quantity: i.quantity }))) };
  }

  const withQuantity = (doc: CartDoc, productId: string, quantity: number): CartDoc => {
    const exists = doc.items.some((l) => l.productId === productId);
    const items: CartLine[] = exists
      ? doc.items.map((l) => (l.productId === productId ? { ...l, quantity } : l))
      : [...doc.items, { productId, quantity, addedAt: new Date().toISOString() }];
    return { ...doc, items: items.filter((l) => l.quantity > 0) };
  };

  const requireProduct = (productId: string) => {
    if (!catalog.getProductDoc(productId)) throw notFound(PRODUCT_NOT_FOUND);
  };

  /** The add-to-cart rule (shared cartLineOverflow): over the per-line limit is a bad request, over the stock a conflict. */
  const requireStock = (productId: string, wanted: number) => {
    const overflow = cartLineOverflow(wanted, catalog.getStock(productId));
    if (overflow === 'limit') throw badRequest(LINE_LIMIT_MESSAGE);
    if (overflow === 'stock') throw conflict(MESSAGES.cart.exceedsInventory);
  };

  return {
    getCart: async (userId: string): Promise<Cart> => toCartView(await store.read(userId)),

    /** Adds to a line (existing + requested must fit the stock). */
    async addItem(userId: string, input: CartAdd): Promise<Cart> {
      requireProduct(input.productId);
      const doc = await store.update(userId, (cur) => {
        const existing = cur.items.find((l) => l.productId === input.productId)?.quantity ?? 0;
        requireStock(input.productId, existing + input.quantity);
        if (!existing && cur.items.length >= MAX_LINES) throw badRequest(`A cart holds at most ${MAX_LINES} different products.`);
        return withQuantity(cur, input.productId, existing + input.quantity);
      });
      return toCartView(doc);
    },

    /** Sets a line's quantity; 0 removes it. */
    async setQuantity(userId: string, lineId: string, quantity: number): Promise<Cart> {
      const doc = await store.update(userId, (cur) => {
        if (!cur.items.some((l) => l.productId === lineId)) throw notFound(LINE_NOT_FOUND);
        if (quantity > 0) {
          requireProduct(lineId);
          requireStock(lineId, quantity);
        }
        return withQuantity(cur, lineId, quantity);
      });
      return toCartView(doc);
    },

    async removeItem(userId: string, lineId: string): Promise<Cart> {
      const doc = await store.update(userId, (cur) => {
        if (!cur.items.some((l) => l.productId === lineId)) throw notFound(LINE_NOT_FOUND);
        return withQuantity(cur, lineId, 0);
      });
      return toCartView(doc);
    },

    async clear(userId: string): Promise<Cart> {
      return toCartView(await store.update(userId, (cur) => (cur.items.length ? { ...cur, items: [] } : null)));
    },

    /** Drops the lines of products just ordered (placing an order clears the cart). */
    async removeProducts(userId: string, productIds: readonly string[]): Promise<void> {
      const gone = new Set(productIds);
      await store.update(userId, (cur) =>
        cur.items.some((l) => gone.has(l.productId)) ? { ...cur, items: cur.items.filter((l) => !gone.has(l.productId)) } : null,
      );
    },

    /**
     * Merges the device's cart after sign-in: quantities are summed with the server's, capped at
     * stock and at the per-line limit; the report says which lines were capped or dropped and why.
     */
    async merge(userId: string, input: CartMerge): Promise<CartMergeResult> {
      const requested = new Map<string, number>();
      for (const l of input.items) requested.set(l.productId, (requested.get(l.productId) ?? 0) + l.quantity);
      let report: CartMergeReport[] = [];
      const doc = await store.update(userId, (cur) => {
        report = [];
        let next = cur;
        for (const [productId, wanted] of requested) {
          const had = next.items.find((l) => l.productId === productId)?.quantity ?? 0;
          if (!catalog.getProductDoc(productId)) {
            report.push({ productId, requested: wanted, accepted: 0, reason: 'unknown-product' });
            continue;
          }
          const stock = catalog.getStock(productId);
          const final = Math.max(had, Math.min(had + wanted, cartLineCap(stock)));
          const accepted = final - had;
          if (accepted < wanted) {
            const reason =
              stock === 0 ? 'out-of-stock' : cartLineOverflow(had + wanted, stock) === 'limit' ? 'capped-at-limit' : 'capped-at-stock';
            report.push({ productId, requested: wanted, accepted, reason });
          }
          if (final === 0 || (!had && next.items.length >= MAX_LINES)) continue;
          next = withQuantity(next, productId, final);
        }
        return next;
      });
      return { cart: toCartView(doc), report };
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;

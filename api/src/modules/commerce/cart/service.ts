/**
 * The server cart of a signed-in shopper: one line per variant (two colours of one pen are two
 * lines) holding a quantity; prices and stock always come from the catalogue, so the cart shows
 * what checkout will charge. A line's id is its variant id (decision 042); a line stored before
 * variants keeps its product id, which is also its variant's id.
 */
import {
  cartLineCap,
  cartLineOverflow,
  cartSubtotal,
  LIMITS,
  MESSAGES,
  PRODUCT_NOT_FOUND,
  VARIANT_NOT_FOUND,
  variantOf,
  type Cart,
  type CartAdd,
  type CartItem,
  type CartMerge,
  type CartMergeReport,
  type CartMergeResult,
} from '@store/shared';
import type { CommerceCatalog } from '../catalog-reads.js';
import { badRequest, HttpError, notFound } from '../../../http/errors.js';
import { requireVariant, storedVariantIdOf, storedVariantOf, variantStock } from '../variant-lines.js';
import type { CartDoc, CartLine, CartStore } from './store.js';

export const LINE_NOT_FOUND = 'This item is not in your cart.';
/** A cart line is one variant: two colours of a pen are two items, each up to the limit. */
export const LINE_LIMIT_MESSAGE = `You can have at most ${LIMITS.maxCartQuantity} of each item in your cart.`;
const MAX_LINES = 200;

/** A line's id in answers and in PUT/DELETE /cart/{id}: its variant id, or a line from before variants its product id. */
export const lineIdOf = (line: Pick<CartLine, 'productId' | 'variantId'>): string => line.variantId ?? line.productId;

export function createCartService(catalog: CommerceCatalog, store: CartStore) {
  /** The cart as the api answers it; lines of products or variants no longer sold are left out. */
  function toCartView(doc: CartDoc): Cart {
    const priced: Array<{ item: CartItem; price: number }> = doc.items.flatMap((line) => {
      const product = catalog.getProduct(line.productId);
      const productDoc = catalog.getProductDoc(line.productId);
      const variant = productDoc && storedVariantOf(productDoc, line);
      if (!product || !variant) return [];
      return [{ item: { _id: lineIdOf(line), product, variantId: variant.id, quantity: line.quantity }, price: variant.price }];
    });
    return { items: priced.map((p) => p.item), total: cartSubtotal(priced.map((p) => ({ price: p.price, quantity: p.item.quantity }))) };
  }

  /** The index of the line holding `variantId` (a line from before variants holds its product's), or -1. */
  const lineOf = (doc: CartDoc, variantId: string) => doc.items.findIndex((l) => storedVariantIdOf(catalog, l) === variantId);

  /** The line PUT/DELETE /cart/{id} names: by its id, else by the variant it holds. */
  const namedLine = (doc: CartDoc, lineId: string): number => {
    const byId = doc.items.findIndex((l) => lineIdOf(l) === lineId);
    return byId >= 0 ? byId : lineOf(doc, lineId);
  };

  /** The cart with line `at` set to `quantity` (0 drops it), or a new line appended when `at` is -1. */
  const withQuantity = (doc: CartDoc, at: number, quantity: number, added?: { productId: string; variantId: string }): CartDoc => {
    const items: CartLine[] =
      at >= 0
        ? doc.items.map((l, i) => (i === at ? { ...l, quantity } : l))
        : [...doc.items, { productId: added!.productId, variantId: added!.variantId, quantity, addedAt: new Date().toISOString() }];
    return { ...doc, items: items.filter((l) => l.quantity > 0) };
  };

  /**
   * The add-to-cart rule (shared cartLineOverflow), per variant: over the per-line limit is a bad
   * request; over the variant's stock a conflict with the spec's words, the line saying how many
   * of that variant are in stock ('{n} items are in stock for now.').
   */
  const requireStock = (variantId: string, wanted: number) => {
    const stock = variantStock(catalog, variantId);
    const overflow = cartLineOverflow(wanted, stock);
    if (overflow === 'limit') throw badRequest(LINE_LIMIT_MESSAGE);
    if (overflow === 'stock')
      throw new HttpError(409, MESSAGES.cart.exceedsInventory, { [variantId]: MESSAGES.products.inStockForNow(stock) });
  };

  return {
    getCart: async (userId: string): Promise<Cart> => toCartView(await store.read(userId)),

    /** Adds to the variant's line (existing + requested must fit the variant's stock). */
    async addItem(userId: string, input: CartAdd): Promise<Cart> {
      const { product, variant } = requireVariant(catalog, input.productId, input.variantId);
      const doc = await store.update(userId, (cur) => {
        const at = lineOf(cur, variant.id);
        const existing = cur.items[at]?.quantity ?? 0;
        requireStock(variant.id, existing + input.quantity);
        if (at < 0 && cur.items.length >= MAX_LINES) throw badRequest(`A cart holds at most ${MAX_LINES} different items.`);
        return withQuantity(cur, at, existing + input.quantity, { productId: product._id, variantId: variant.id });
      });
      return toCartView(doc);
    },

    /** Sets a line's quantity; 0 removes it. */
    async setQuantity(userId: string, lineId: string, quantity: number): Promise<Cart> {
      const doc = await store.update(userId, (cur) => {
        const at = namedLine(cur, lineId);
        const line = cur.items[at];
        if (!line) throw notFound(LINE_NOT_FOUND);
        if (quantity > 0) {
          const product = catalog.getProductDoc(line.productId);
          if (!product) throw notFound(PRODUCT_NOT_FOUND);
          const variant = storedVariantOf(product, line);
          if (!variant) throw notFound(VARIANT_NOT_FOUND);
          requireStock(variant.id, quantity);
        }
        return withQuantity(cur, at, quantity);
      });
      return toCartView(doc);
    },

    async removeItem(userId: string, lineId: string): Promise<Cart> {
      const doc = await store.update(userId, (cur) => {
        const at = namedLine(cur, lineId);
        if (at < 0) throw notFound(LINE_NOT_FOUND);
        return withQuantity(cur, at, 0);
      });
      return toCartView(doc);
    },

    async clear(userId: string): Promise<Cart> {
      return toCartView(await store.update(userId, (cur) => (cur.items.length ? { ...cur, items: [] } : null)));
    },

    /** Drops the lines of the variants just ordered (placing an order clears the cart); other variants' lines stay. */
    async removeVariants(userId: string, variantIds: readonly string[]): Promise<void> {
      const gone = new Set(variantIds);
      const ordered = (l: CartLine) => gone.has(storedVariantIdOf(catalog, l));
      await store.update(userId, (cur) => (cur.items.some(ordered) ? { ...cur, items: cur.items.filter((l) => !ordered(l)) } : null));
    },

    /**
     * Merges the device's cart after sign-in, per variant: quantities are summed with the
     * server's, capped at the variant's stock and at the per-line limit; the report says which
     * lines were capped or dropped and why, each naming its variant.
     */
    async merge(userId: string, input: CartMerge): Promise<CartMergeResult> {
      const requested = new Map<string, { productId: string; wanted: number }>();
      const unknown: CartMergeReport[] = [];
      for (const l of input.items) {
        const product = catalog.getProductDoc(l.productId);
        const variant = product ? variantOf(product, l.variantId) : undefined;
        if (!variant) {
          unknown.push({
            productId: l.productId,
            ...(l.variantId ? { variantId: l.variantId } : {}),
            requested: l.quantity,
            accepted: 0,
            reason: 'unknown-product',
          });
          continue;
        }
        const was = requested.get(variant.id);
        requested.set(variant.id, { productId: l.productId, wanted: (was?.wanted ?? 0) + l.quantity });
      }
      let report: CartMergeReport[] = [];
      const doc = await store.update(userId, (cur) => {
        report = [...unknown];
        let next = cur;
        for (const [variantId, { productId, wanted }] of requested) {
          const at = lineOf(next, variantId);
          const had = next.items[at]?.quantity ?? 0;
          const stock = variantStock(catalog, variantId);
          const final = Math.max(had, Math.min(had + wanted, cartLineCap(stock)));
          const accepted = final - had;
          if (accepted < wanted) {
            const reason =
              stock === 0 ? 'out-of-stock' : cartLineOverflow(had + wanted, stock) === 'limit' ? 'capped-at-limit' : 'capped-at-stock';
            report.push({ productId, variantId, requested: wanted, accepted, reason });
          }
          if (final === 0 || (at < 0 && next.items.length >= MAX_LINES)) continue;
          next = withQuantity(next, at, final, { productId, variantId });
        }
        return next;
      });
      return { cart: toCartView(doc), report };
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;

/**
 * The pending order a placement starts from, priced from the server cart and the catalogue (client
 * numbers are never read): one item per cart line, that is per variant, at the variant's price,
 * keeping the variant as it was when ordered (`variant: { id, sku, options }`, decision 042). The
 * order the shopper reviewed must be this one, line for line. Its pincode must be one India's table
 * holds (400 under `zip` otherwise), cash on delivery must be offered there for its total (400 under
 * `paymentMethod`, the shared codRefusal's reason), and it keeps its delivery estimate (`delivery`).
 */
import {
  checkPromo,
  codRefusal,
  isOnlineMethod,
  isWelcomeCode,
  MESSAGES,
  PINCODE_MESSAGES,
  priceBreakdown,
  sameAmount,
  variantLabel,
  variantOptions,
  type DeliveryEstimate,
  type DeliveryZones,
  type OrderInput,
  type OrderPayment,
  type PaymentGatewayName,
  type PromoCode,
  type PromoLine,
  type ReviewedOrder,
} from '@store/shared';
import type { WelcomeCodes } from '../../newsletter/index.js';
import type { CommerceCatalog } from '../catalog-reads.js';
import { badRequest, conflict, HttpError } from '../../../http/errors.js';
import type { CartStore } from '../cart/store.js';
import { lineIdOf } from '../cart/service.js';
import { storedVariantOf, variantStock } from '../variant-lines.js';
import type { OrderDoc } from './store.js';

type OrderItem = OrderDoc['items'][number];

/** The variant id an order item took its stock from (an order from before variants: its product's id). */
export const itemVariantId = (item: Pick<OrderItem, 'product' | 'variant'>): string => item.variant?.id ?? item.product._id;

/** How a line is named to the shopper: "Lamy Safari (Charcoal · F)", or the product's name without options. */
export function itemName(item: Pick<OrderItem, 'product' | 'variant'>): string {
  const label = variantLabel({ values: (item.variant?.options ?? []).map((o) => o.value) });
  return label ? `${item.product.name} (${label})` : item.product.name;
}

export interface ShortLine {
  variantId: string;
  available: number;
  name: string;
}

const shortMessage = (s: ShortLine) =>
  s.available === 0 ? `${s.name} is out of stock.` : `Only ${s.available} of ${s.name} left in stock.`;

/** 409 for lines the stock cannot cover, each line's reason in the details under its variant id. */
export function stockConflict(short: readonly ShortLine[]): HttpError {
  const details = Object.fromEntries(short.map((s) => [s.variantId, shortMessage(s)]));
  return new HttpError(409, MESSAGES.cart.exceedsInventory, details);
}

const lineKey = (productId: string, variantId: string) => `${productId}\u0000${variantId}`;

/** What placing asks of the delivery module (modules/delivery): a pincode's estimate and the zones' COD limit. */
export interface OrderPincodes {
  estimate(pin: string, now?: Date): Promise<DeliveryEstimate | null>;
  zones(): Promise<DeliveryZones>;
}

/** How an order paid online is placed: at which gateway, holding its stock how long (decision 046). */
export interface OnlinePayment {
  gateway: PaymentGatewayName;
  holdMinutes: number;
}

/** An online order's payment as placed: pending, due within the hold (the stock is taken meanwhile). */
export function pendingPayment(online: OnlinePayment, amount: number, placedAt: Date): OrderPayment {
  return {
    state: 'pending',
    gateway: online.gateway,
    amount,
    expiresAt: new Date(placedAt.getTime() + online.holdMinutes * 60_000).toISOString(),
    attempts: [],
    refunds: [],
    refunded: 0,
  };
}

export function createOrderDrafts(deps: {
  catalog: CommerceCatalog;
  carts: CartStore;
  welcomeCodes: Pick<WelcomeCodes, 'check'>;
  pincodes: OrderPincodes;
  online: OnlinePayment;
}) {
  const { catalog, carts, welcomeCodes, pincodes, online } = deps;

  /** Cash on delivery only where the zone offers it and up to the COD limit: an older client may still send it. */
  async function checkCod(input: OrderInput, estimate: DeliveryEstimate, total: number): Promise<void> {
    if (input.paymentMethod !== 'COD') return;
    const { codLimit } = await pincodes.zones();
    const why = codRefusal({ pincode: input.zip, zone: estimate, codLimit, total });
    if (why) throw badRequest(why, { paymentMethod: why });
  }

  /**
   * The order the shopper reviewed must be the one placed: the same lines (variants) in the same
   * quantities, each at the price shown, and the same total. Otherwise 409 and nothing is taken.
   * A reviewed line without a variant (an older client) means the product's default one.
   */
  function checkReviewed(reviewed: ReviewedOrder, items: readonly OrderItem[], prices: { discount: number; total: number }): void {
    const reviewedKey = (i: ReviewedOrder['items'][number]) =>
      lineKey(i.productId, i.variantId ?? catalog.getProductDoc(i.productId)?.variants[0]?.id ?? i.productId);
    const seen = new Map(reviewed.items.map((i) => [reviewedKey(i), i]));
    const key = (item: OrderItem) => lineKey(item.product._id, itemVariantId(item));
    const sameLines =
      seen.size === reviewed.items.length && items.length === seen.size && items.every((i) => seen.get(key(i))?.quantity === i.quantity);
    if (!sameLines) throw conflict(MESSAGES.orders.cartChanged);
    for (const item of items) {
      const was = seen.get(key(item))?.price ?? item.price;
      if (!sameAmount(was, item.price)) throw conflict(MESSAGES.orders.priceChanged(itemName(item), was, item.price));
    }
    if (!sameAmount(reviewed.total, prices.total)) throw conflict(MESSAGES.orders.totalChanged);
    if (reviewed.discount !== undefined && !sameAmount(reviewed.discount, prices.discount)) throw conflict(MESSAGES.orders.discountChanged);
  }

  /** Builds the pending order from the server cart and the catalogue. */
  return async function draftOrder(userId: string, input: OrderInput, orderId: string): Promise<OrderDoc> {
    const lines = (await carts.read(userId)).items;
    if (lines.length === 0) throw badRequest(MESSAGES.cart.empty);
    const placedAt = new Date();
    // A pincode India's table does not hold is refused before anything else is looked at.
    const estimate = await pincodes.estimate(input.zip, placedAt);
    if (!estimate) throw badRequest(PINCODE_MESSAGES.unknown, { zip: PINCODE_MESSAGES.unknown });
    const problems: Record<string, string> = {};
    const shortOf: ShortLine[] = [];
    const promoLines: PromoLine[] = [];
    const items = lines.flatMap((line): OrderItem[] => {
      const product = catalog.getProductDoc(line.productId);
      const variant = product && storedVariantOf(product, line);
      if (!product || !variant) {
        problems[lineIdOf(line)] = product
          ? 'This choice of the product is no longer sold. Remove it from your cart.'
          : 'This product is no longer sold. Remove it from your cart.';
        return [];
      }
      const item: OrderItem = {
        product: { _id: product._id, name: product.name, mainImage: (variant.images ?? product.images).mainImage },
        variant: { id: variant.id, sku: variant.sku, options: variantOptions(product, variant) },
        quantity: line.quantity,
        price: variant.price,
      };
      const available = variantStock(catalog, variant.id);
      if (available < line.quantity) shortOf.push({ variantId: variant.id, available, name: itemName(item) });
      promoLines.push({ price: variant.price, quantity: line.quantity, name: product.name, category: product.category });
      return [item];
    });
    if (Object.keys(problems).length) throw new HttpError(409, MESSAGES.cart.exceedsInventory, problems);
    // The promo is checked here, against the catalogue's lines (promotions.ts): an unknown code is a bad
    // request; a known one that takes nothing off this cart is refused like a changed cart.
    let promo: PromoCode | null = null;
    if (input.promoCode) {
      const check = checkPromo(input.promoCode, promoLines);
      if (!check.ok && check.unknown) throw badRequest(MESSAGES.promo.invalid);
      if (!check.ok) throw conflict(MESSAGES.orders.promoDoesNotApply(check.reason));
      promo = check.promo;
      // A personal welcome code must have been issued and not used by another order (400 / 409).
      if (isWelcomeCode(promo.code)) await welcomeCodes.check(promo.code, orderId, userId);
    }
    const prices = priceBreakdown(promoLines, promo, { withTax: true });
    if (input.reviewed) checkReviewed(input.reviewed, items, prices);
    if (shortOf.length) throw stockConflict(shortOf);
    await checkCod(input, estimate, prices.total);
    const now = placedAt.toISOString();
    return {
      _id: orderId,
      type: 'order',
      schemaVersion: 1,
      phase: 'pending',
      user: userId,
      items,
      shippingAddress: {
        firstName: input.firstName,
        lastName: input.lastName,
        street: input.street,
        city: input.city,
        state: input.state,
        zip: input.zip,
        country: input.country,
        phone: input.phone,
      },
      paymentMethod: input.paymentMethod,
      promoCode: promo?.code ?? null,
      // A business buyer's GSTIN, for the tax invoice (checked by OrderInputSchema).
      ...(input.gstin ? { gstin: input.gstin } : {}),
      itemsPrice: prices.subtotal,
      discount: prices.discount,
      shippingPrice: prices.shipping,
      taxPrice: prices.tax,
      totalPrice: prices.total,
      isPaid: false,
      // Paid online: pending from this first write, so the order never exists without its hold.
      ...(isOnlineMethod(input.paymentMethod) ? { payment: pendingPayment(online, prices.total, placedAt) } : {}),
      status: 'processing',
      statusHistory: [{ status: 'processing', at: now }],
      delivery: { zone: estimate.zone, date: estimate.date },
      createdAt: now,
      updatedAt: now,
    };
  };
}
export type DraftOrder = ReturnType<typeof createOrderDrafts>;

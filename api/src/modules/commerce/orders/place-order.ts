/**
 * Placing an order, in the order that survives a crash at any step:
 *   1. price the caller's server cart from the catalogue (client numbers are never read);
 *   2. write the order as `pending` (the intent: items and id);
 *   3. take the stock of each item, marking the inventory record with the order id (all items'
 *      takes in one combined write, stock/combined-writes.ts);
 *   4. mark the order `placed` (only now is it an order) and clear the cart;
 *   5. settle the markers.
 * When an item is short, whatever was taken is given back and the order is dropped: all items
 * or none. A crash leaves a pending order, which the repair (repair.ts) rolls back.
 * Before step 2 a placement is admitted (stock-holds.ts): when others here are taking the last
 * units it waits for them, so a product they sell out is refused from memory without a write.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  checkPromo,
  expectedDeliveryDate,
  formatDeliveryDate,
  formatRupees,
  isWelcomeCode,
  MESSAGES,
  orderNumber,
  priceBreakdown,
  sameAmount,
  type Order,
  type OrderInput,
  type PromoCode,
  type PromoLine,
  type ReviewedOrder,
} from '@store/shared';
import type { Accounts, Delivery } from '../../auth/index.js';
import type { WelcomeCodes } from '../../newsletter/index.js';
import type { CommerceCatalog } from '../catalog-reads.js';
import { badRequest, conflict, HttpError } from '../../../http/errors.js';
import type { CartService } from '../cart/service.js';
import type { CartStore } from '../cart/store.js';
import type { CrashPoint } from '../crash-points.js';
import { OutOfStockError, type Stock } from '../../stock/index.js';
import { createStockHolds } from './stock-holds.js';
import { toOrderView, type OrderDoc, type OrderStore } from './store.js';

export const NOT_COMPLETED_MESSAGE = 'Your order could not be completed. Please try again.';

/** Placing found its order id taken: another request with the same Idempotency-Key (order-replays.ts answers it). */
export class OrderKeyTakenError extends Error {
  constructor(readonly orderId: string) {
    super(`order ${orderId} exists already`);
    this.name = 'OrderKeyTakenError';
  }
}

/** With an Idempotency-Key the order id follows from it, so even a late replay finds its order. */
export function orderIdFor(userId: string, idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return `o_${randomBytes(12).toString('base64url')}`;
  return `o_${createHash('sha256').update(`${userId}\n${idempotencyKey}`).digest('base64url').slice(0, 24)}`;
}

const shortMessage = (s: { available: number; name: string }) =>
  s.available === 0 ? `${s.name} is out of stock.` : `Only ${s.available} of ${s.name} left in stock.`;

/** 409 for lines the stock cannot cover, each line's reason in the details. */
function stockConflict(short: ReadonlyArray<{ productId: string; available: number; name: string }>): HttpError {
  const details = Object.fromEntries(short.map((s) => [s.productId, shortMessage(s)]));
  return new HttpError(409, MESSAGES.cart.exceedsInventory, details);
}

export interface PlaceOrderDeps {
  catalog: CommerceCatalog;
  orders: OrderStore;
  stock: Stock;
  carts: CartStore;
  cart: CartService;
  crash: (point: CrashPoint) => void;
  /** Background work (settling markers) that stop() waits for. */
  track: (work: Promise<unknown>) => void;
  /** The shopper's account (the auth module's), for the confirmation's addressee. */
  accounts: Pick<Accounts, 'getUserById'>;
  /** The same delivery as the sign-in codes (SMTP for e-mail when set, else the outbox directory). */
  delivery: Pick<Delivery, 'send'>;
  /** Newsletter subscribers' personal codes (the newsletter module's): checked, then used once. */
  welcomeCodes: Pick<WelcomeCodes, 'check' | 'redeem' | 'release'>;
}

/** The confirmation's words: the same for the e-mail and the phone message. */
export function confirmationText(order: Pick<OrderDoc, '_id' | 'items' | 'totalPrice' | 'paymentMethod' | 'createdAt'>): string {
  const lines = order.items.map((i) => `${i.quantity} × ${i.product.name} (${formatRupees(i.price)} each)`).join('\n');
  return [
    `Thank you for your order ${orderNumber(order._id)}.`,
    lines,
    `Total: ${formatRupees(order.totalPrice)} (payment: ${order.paymentMethod}).`,
    `Expected delivery: ${formatDeliveryDate(expectedDeliveryDate(order.createdAt))}.`,
  ].join('\n');
}

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { catalog, orders, stock, carts, cart, crash, track, accounts, delivery, welcomeCodes } = deps;
  const holds = createStockHolds();

  /** An e-mail and a phone message confirming what was ordered; a failure is logged, the order stands. */
  async function sendConfirmation(order: OrderDoc): Promise<void> {
    const user = await accounts.getUserById(order.user);
    const text = confirmationText(order);
    const subject = `Your Inkwell order ${orderNumber(order._id)} is confirmed`;
    const sends: Array<Promise<void>> = [];
    if (user?.email) sends.push(delivery.send({ channel: 'email', to: user.email, subject, text }));
    const phone = user?.phone || order.shippingAddress.phone;
    if (phone) sends.push(delivery.send({ channel: 'sms', to: phone, subject, text }));
    await Promise.all(sends);
  }

  /**
   * The order the shopper reviewed must be the one placed: the same lines in the same quantities,
   * each at the price shown, and the same total. Otherwise 409 and nothing is taken.
   */
  function checkReviewed(
    reviewed: ReviewedOrder,
    items: ReadonlyArray<{ product: { _id: string; name: string }; quantity: number; price: number }>,
    prices: { discount: number; total: number },
  ): void {
    const seen = new Map(reviewed.items.map((i) => [i.productId, i]));
    const sameLines =
      seen.size === reviewed.items.length &&
      items.length === seen.size &&
      items.every((i) => seen.get(i.product._id)?.quantity === i.quantity);
    if (!sameLines) throw conflict(MESSAGES.orders.cartChanged);
    for (const item of items) {
      const was = seen.get(item.product._id)?.price ?? item.price;
      if (!sameAmount(was, item.price)) throw conflict(MESSAGES.orders.priceChanged(item.product.name, was, item.price));
    }
    if (!sameAmount(reviewed.total, prices.total)) throw conflict(MESSAGES.orders.totalChanged);
    if (reviewed.discount !== undefined && !sameAmount(reviewed.discount, prices.discount)) throw conflict(MESSAGES.orders.discountChanged);
  }

  /** Builds the pending order from the server cart and the catalogue. */
  async function draftOrder(userId: string, input: OrderInput, orderId: string): Promise<OrderDoc> {
    const lines = (await carts.read(userId)).items;
    if (lines.length === 0) throw badRequest(MESSAGES.cart.empty);
    const problems: Record<string, string> = {};
    const shortOf: Array<{ productId: string; available: number; name: string }> = [];
    const promoLines: PromoLine[] = [];
    const items = lines.flatMap((line) => {
      const product = catalog.getProductDoc(line.productId);
      if (!product) {
        problems[line.productId] = 'This product is no longer sold. Remove it from your cart.';
        return [];
      }
      const available = catalog.getStock(line.productId);
      if (available < line.quantity) shortOf.push({ productId: line.productId, available, name: product.name });
      promoLines.push({ price: product.price, quantity: line.quantity, name: product.name, category: product.category });
      return [
        {
          product: { _id: product._id, name: product.name, mainImage: product.images.mainImage },
          quantity: line.quantity,
          price: product.price,
        },
      ];
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
    const now = new Date().toISOString();
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
      itemsPrice: prices.subtotal,
      discount: prices.discount,
      shippingPrice: prices.shipping,
      taxPrice: prices.tax,
      totalPrice: prices.total,
      isPaid: false,
      status: 'processing',
      statusHistory: [{ status: 'processing', at: now }],
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Gives back whatever this order took and drops it. */
  async function abandon(order: OrderDoc): Promise<void> {
    // All in one combined stock write (stock/combined-writes.ts).
    await Promise.all(order.items.map((item) => stock.undo(item.product._id, order._id)));
    if (order.promoCode && isWelcomeCode(order.promoCode)) await welcomeCodes.release(order.promoCode, order._id);
    const current = await orders.get(order._id);
    if (current && current.phase !== 'placed') await orders.remove(current);
  }

  /**
   * Takes every line's stock at once: the takes go out together (with other orders' takes and
   * settles) in one combined write. If any is short, whatever was taken is given back.
   */
  async function reserveAll(order: OrderDoc): Promise<void> {
    const takes = order.items.map((item) => stock.take(item.product._id, order._id, item.quantity));
    void takes[0]?.then(
      () => crash('after-first-reserve'),
      () => {},
    );
    const outcomes = await Promise.allSettled(takes);
    const failed = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [{ e: o.reason as unknown, item: order.items[i]! }] : []));
    if (failed.length === 0) return;
    await abandon(order);
    const unexpected = failed.find((f) => !(f.e instanceof OutOfStockError));
    if (unexpected) throw unexpected.e;
    throw stockConflict(
      failed.map(({ e, item }) => ({ productId: item.product._id, available: (e as OutOfStockError).available, name: item.product.name })),
    );
  }

  /**
   * The sale's admission (stock-holds.ts): a line the known stock covers only with units other
   * placements here are taking right now waits for them, then is checked again; a product they
   * sold out is refused from memory, before anything is written.
   */
  async function admit(order: OrderDoc): Promise<() => void> {
    const lines = order.items.map((i) => ({ productId: i.product._id, quantity: i.quantity, name: i.product.name }));
    for (;;) {
      const short = lines.filter((l) => catalog.getStock(l.productId) < l.quantity);
      if (short.length) throw stockConflict(short.map((l) => ({ ...l, available: catalog.getStock(l.productId) })));
      if (lines.every((l) => catalog.getStock(l.productId) - holds.held(l.productId) >= l.quantity)) return holds.hold(lines);
      await holds.released();
    }
  }

  /**
   * `keyed`: the request's Idempotency-Key named the order (order-replays.ts), which then carries
   * the request's fingerprint; an order id already taken throws OrderKeyTakenError, with nothing
   * written.
   */
  return async function placeOrder(userId: string, input: OrderInput, keyed?: { orderId: string; fingerprint: string }): Promise<Order> {
    const draft = await draftOrder(userId, input, keyed?.orderId ?? orderIdFor(userId, undefined));
    if (keyed) draft.fingerprint = keyed.fingerprint;
    const release = await admit(draft);
    try {
      return await place(userId, draft);
    } finally {
      release();
    }
  };

  async function place(userId: string, draft: OrderDoc): Promise<Order> {
    const order = await orders.create(draft);
    if (!order) throw new OrderKeyTakenError(draft._id);

    await reserveAll(order);
    crash('after-reserve');
    // The welcome code is used by this order only now, with its stock taken: another order that
    // used it meanwhile wins, and this one gives its stock back (409).
    if (order.promoCode && isWelcomeCode(order.promoCode)) {
      try {
        await welcomeCodes.redeem(order.promoCode, order._id);
      } catch (e) {
        await abandon(order);
        throw e;
      }
    }

    const placed = await orders.update(
      order._id,
      (cur) => (cur?.phase === 'pending' ? { write: { ...cur, phase: 'placed', updatedAt: new Date().toISOString() } } : { keep: true }),
      order,
    );
    if (placed?.phase !== 'placed') {
      // The repair of another instance judged us dead and rolled the order back.
      await abandon(order);
      throw new HttpError(503, NOT_COMPLETED_MESSAGE);
    }
    crash('after-place');
    await cart.removeProducts(
      userId,
      placed.items.map((i) => i.product._id),
    );
    track(Promise.all(placed.items.map((i) => stock.settleSoon(i.product._id, placed._id))));
    track(sendConfirmation(placed));
    return toOrderView(placed);
  }
}
export type PlaceOrder = ReturnType<typeof createPlaceOrder>;

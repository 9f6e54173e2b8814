/**
 * Placing an order, in the order that survives a crash at any step:
 *   1. price the caller's server cart from the catalogue (client numbers are never read; one
 *      item per variant, draft-order.ts);
 *   2. write the order as `pending` (the intent: items and id);
 *   3. take the stock of each item from its variant's record, marking it with the order id (all items'
 *      takes in one combined write, stock/combined-writes.ts);
 *   4. mark the order `placed` (only now is it an order) and clear the cart;
 *   5. settle the markers.
 * When an item is short, whatever was taken is given back and the order is dropped: all items
 * or none. A crash leaves a pending order, which the repair (repair.ts) rolls back.
 * Before step 2 a placement is admitted (stock-holds.ts): when others here are taking the last
 * units it waits for them, so a variant they sell out is refused from memory without a write.
 */
import { createHash, randomBytes } from 'node:crypto';
import { formatDeliveryDate, formatRupees, isWelcomeCode, orderDeliveryDay, orderNumber, type Order, type OrderInput } from '@store/shared';
import type { Accounts, Delivery } from '../../auth/index.js';
import type { WelcomeCodes } from '../../newsletter/index.js';
import type { CommerceCatalog } from '../catalog-reads.js';
import { HttpError } from '../../../http/errors.js';
import type { CartService } from '../cart/service.js';
import type { CartStore } from '../cart/store.js';
import type { CrashPoint } from '../crash-points.js';
import { OutOfStockError, type Stock } from '../../stock/index.js';
import { variantStock } from '../variant-lines.js';
import { createOrderDrafts, itemName, itemVariantId, stockConflict, type OnlinePayment, type OrderPincodes } from './draft-order.js';
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
  /** Pincodes and delivery zones (the delivery module's): the order's pincode checked, its delivery day, COD. */
  pincodes: OrderPincodes;
  /** Orders paid online: their gateway and hold (decision 046). */
  online: OnlinePayment;
  /** The store's public origin (PUBLIC_ORIGIN), before the payment link in a message; '' for a relative link. */
  publicOrigin: string;
}

/** The page where the shopper pays for an order (the PWA's /pay/:orderId). */
export const payLinkOf = (publicOrigin: string, orderId: string): string => `${publicOrigin.replace(/\/$/, '')}/pay/${orderId}`;

/** The confirmation's words: the same for the e-mail and the phone message. */
export function confirmationText(
  order: Pick<OrderDoc, '_id' | 'items' | 'totalPrice' | 'paymentMethod' | 'createdAt' | 'delivery' | 'payment'>,
  payLink = '',
): string {
  const lines = order.items.map((i) => `${i.quantity} × ${itemName(i)} (${formatRupees(i.price)} each)`).join('\n');
  // An online order waiting for its payment: the shopper is asked to pay within the hold, with the link.
  const pending = order.payment?.state === 'pending';
  const minutes = pending ? Math.max(1, Math.round((Date.parse(order.payment!.expiresAt) - Date.parse(order.createdAt)) / 60_000)) : 0;
  return [
    `Thank you for your order ${orderNumber(order._id)}.`,
    lines,
    `Total: ${formatRupees(order.totalPrice)} (payment: ${order.paymentMethod}).`,
    ...(pending
      ? [
          `Please pay within ${minutes} minutes, or the order is cancelled and its items put back on sale: ${payLink}`,
          `Once paid, expected delivery: ${formatDeliveryDate(orderDeliveryDay(order))}.`,
        ]
      : [`Expected delivery: ${formatDeliveryDate(orderDeliveryDay(order))}.`]),
  ].join('\n');
}

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { catalog, orders, stock, carts, cart, crash, track, accounts, delivery, welcomeCodes, pincodes, online } = deps;
  const holds = createStockHolds();
  const draftOrder = createOrderDrafts({ catalog, carts, welcomeCodes, pincodes, online });

  /** An e-mail and a phone message confirming what was ordered; a failure is logged, the order stands. */
  async function sendConfirmation(order: OrderDoc): Promise<void> {
    const user = await accounts.getUserById(order.user);
    const text = confirmationText(order, payLinkOf(deps.publicOrigin, order._id));
    const subject =
      order.payment?.state === 'pending'
        ? `Pay for your Inkwell order ${orderNumber(order._id)}`
        : `Your Inkwell order ${orderNumber(order._id)} is confirmed`;
    const sends: Array<Promise<void>> = [];
    if (user?.email) sends.push(delivery.send({ channel: 'email', to: user.email, subject, text }));
    const phone = user?.phone || order.shippingAddress.phone;
    if (phone) sends.push(delivery.send({ channel: 'sms', to: phone, subject, text }));
    await Promise.all(sends);
  }

  /** Gives back whatever this order took and drops it. */
  async function abandon(order: OrderDoc): Promise<void> {
    // All in one combined stock write (stock/combined-writes.ts).
    await Promise.all(order.items.map((item) => stock.undo(itemVariantId(item), order._id)));
    if (order.promoCode && isWelcomeCode(order.promoCode)) await welcomeCodes.release(order.promoCode, order._id);
    const current = await orders.get(order._id);
    if (current && current.phase !== 'placed') await orders.remove(current);
  }

  /**
   * Takes every line's stock, from its variant's record, at once: the takes go out together (with
   * other orders' takes and settles) in one combined write. If any is short, whatever was taken is
   * given back.
   */
  async function reserveAll(order: OrderDoc): Promise<void> {
    const takes = order.items.map((item) => stock.take(itemVariantId(item), order._id, item.quantity));
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
      failed.map(({ e, item }) => ({ variantId: itemVariantId(item), available: (e as OutOfStockError).available, name: itemName(item) })),
    );
  }

  /**
   * The sale's admission (stock-holds.ts), per variant: a line the known stock covers only with
   * units other placements here are taking right now waits for them, then is checked again; a
   * variant they sold out is refused from memory, before anything is written.
   */
  async function admit(order: OrderDoc): Promise<() => void> {
    const lines = order.items.map((i) => ({ variantId: itemVariantId(i), quantity: i.quantity, name: itemName(i) }));
    const stockOf = (variantId: string) => variantStock(catalog, variantId);
    for (;;) {
      const short = lines.filter((l) => stockOf(l.variantId) < l.quantity);
      if (short.length) throw stockConflict(short.map((l) => ({ ...l, available: stockOf(l.variantId) })));
      if (lines.every((l) => stockOf(l.variantId) - holds.held(l.variantId) >= l.quantity)) return holds.hold(lines);
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
    await cart.removeVariants(userId, placed.items.map(itemVariantId));
    track(Promise.all(placed.items.map((i) => stock.settleSoon(itemVariantId(i), placed._id))));
    track(sendConfirmation(placed));
    return toOrderView(placed);
  }
}
export type PlaceOrder = ReturnType<typeof createPlaceOrder>;

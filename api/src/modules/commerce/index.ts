/**
 * Commerce: the server cart, wishlist and orders, with replay safety (Idempotency-Key) and
 * crash repair. Stock changes go through the stock module (deps.stock, modules/stock) only; see
 * orders/place-order.ts for why placing an order cannot oversell or lose stock.
 */
import type { RequestHandler } from 'express';
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';
import type { Accounts, Delivery } from '../auth/index.js';
import type { WelcomeCodes } from '../newsletter/index.js';
import type { ModuleFace } from '../face.js';
import type { Stock } from '../stock/index.js';
import type { CommerceCatalog } from './catalog-reads.js';
import { createCartRouter } from './cart/routes.js';
import { createCartService } from './cart/service.js';
import { createCartStore } from './cart/store.js';
import { CombinedDatabase } from '../../db/combined-db.js';
import { crashHookFor } from './crash-points.js';
import { createIdempotency } from './idempotency.js';
import { KeyedMutex } from '../../db/keyed-mutex.js';
import { createOrderReplays } from './orders/order-replays.js';
import { createOrderMessages, type MessageInvoices, type PaymentNews } from './orders/order-messages.js';
import { createOrderStatus } from './orders/order-status.js';
import { createPlaceOrder } from './orders/place-order.js';
import type { OrderPincodes } from './orders/draft-order.js';
import { createOrderRepair, PENDING_GRACE_MS } from './orders/repair.js';
import { createStockConflicts, type MergeOutcome } from './orders/stock-conflicts.js';
import { createOrdersRouter } from './orders/routes.js';
import { createOrderStore, toOrderView } from './orders/store.js';
import { creditNotesDue, invoiceDue, type Order } from '@store/shared';
import type { Change } from '../../db/update-doc.js';
import type { OrderDoc } from './orders/store.js';
import type { CreditNoteOrders, InvoiceOrders } from '../invoices/index.js';
import { createSales } from './orders/sales.js';
import { createSalesRouter } from './orders/sales-routes.js';
import { createWishlistRouter } from './wishlist/routes.js';
import { createWishlistService } from './wishlist/service.js';
import { createWishlistStore } from './wishlist/store.js';
import { storedVariantIdOf } from './variant-lines.js';

export type { CommerceCatalog } from './catalog-reads.js';
export type { OrderDoc } from './orders/store.js';
export type { PaymentNews } from './orders/order-messages.js';
export { refundableOf, refundedOf, withRefund } from './orders/refund-intents.js';
export { payLinkOf } from './orders/place-order.js';
export { OVERSOLD_REASON, combine as combineStockConflict } from './orders/stock-conflicts.js';

export interface CommerceDeps {
  verifier: TokenVerifier;
  /** Products and stock as the catalogue index holds them. */
  catalog: CommerceCatalog;
  /** The one writer of inventory records. */
  stock: Stock;
  /** Loyalty points and an order page's customers, through the auth module (the one writer of users). */
  accounts: Pick<Accounts, 'setLoyaltyPoints' | 'customers' | 'getUserById'>;
  /** Order confirmations go out the way sign-in codes do (the auth module's delivery). */
  delivery: Pick<Delivery, 'send'>;
  /** Newsletter subscribers' personal codes, used once by an order (the newsletter module's). */
  welcomeCodes: Pick<WelcomeCodes, 'check' | 'redeem' | 'release'>;
  /** The delivery module's estimate and zones: an order's pincode checked, its delivery day, cash on delivery. */
  pincodes: OrderPincodes;
  /** Tax invoices (the invoices module's): issued when an order becomes due, attached to the delivered message. */
  invoices?: { issue(orderId: string): Promise<unknown>; issueCreditNotes(orderId: string): Promise<unknown> } & MessageInvoices;
  /** Refunds written on an order as intents, made at the gateway (the payments module's, made after this one). */
  refunds?: { settle(orderId: string): Promise<unknown> };
}

/**
 * The orders as the payments module (modules/payments) reads and writes them: every payment
 * change is one compare-and-swap `update` of the order; the hold's end cancels through the one
 * cancel path; the shopper hears of a payment through the order messages.
 */
export interface PaymentOrders {
  get(id: string): Promise<OrderDoc | null>;
  findByGatewayOrder(gatewayOrderId: string): Promise<OrderDoc | null>;
  update(id: string, change: (cur: OrderDoc | null) => Change<OrderDoc>): Promise<OrderDoc | null>;
  /** Placed online orders with payment pending or failed (cancelled ones too). */
  listAwaitingPayment(): Promise<OrderDoc[]>;
  /** Orders with a refund intent not yet made at the gateway. */
  listRefundDue(): Promise<OrderDoc[]>;
  /** Cancels an order whose hold ended unpaid (stock back once, shopper told); true when this call did. */
  cancelUnpaid(id: string, reason: string): Promise<boolean>;
  /**
   * The order became paid: its tax invoice issued, then the shopper told with it (e-mail and
   * SMS), in the background (invoice numbers are claimed one at a time; the gateway's callback
   * does not wait). A failed issue is left to the invoices sweep.
   */
  tellPaid(order: OrderDoc): void;
  /** Tells the shopper (e-mail and SMS, in the background). */
  tellPayment(order: OrderDoc, news: PaymentNews): void;
  view(doc: OrderDoc): Order;
}

/**
 * `mount` adds /cart, /wishlist and /orders to the /api router; `start` repairs orders
 * interrupted by a crash, then starts the periodic repair and purge; `stop` waits for them.
 */
export interface CommerceModule extends ModuleFace {
  /** One repair pass now (conflicted inventory merged, crashed placements rolled back): tests and the console. */
  repairNow(): Promise<{ rolledBack: number; restocked: number; markers: number; waiting: number; merged: MergeOutcome[] }>;
  /** Deletes replay answers past their 24 hours (`now`: tests look a day ahead); how many of each kind. */
  purgeNow(now?: Date): Promise<{ records: number; orderRefusals: number }>;
  /** The product ids in a shopper's server cart, oldest line first, each once. */
  cartProductIds(userId: string): Promise<string[]>;
  /** The lines of a shopper's server cart, oldest first: each line's product and the variant it holds (decision 042). */
  cartVariants(userId: string): Promise<Array<{ productId: string; variantId: string }>>;
  /** The placed orders as the invoices module reads them and writes an invoice (or credit notes) on one. */
  invoiceOrders: InvoiceOrders & CreditNoteOrders;
  /** The orders as the payments module reads and writes them. */
  paymentOrders: PaymentOrders;
  /** The orders as the returns module reads and writes them (reads, compare-and-swap writes). */
  returnOrders: Pick<PaymentOrders, 'get' | 'update'>;
  /** Replay safety by Idempotency-Key (idempotency.ts) for other modules' writes on orders (a return asked twice). */
  replaySafe: RequestHandler;
}

const REPAIR_EVERY_MS = 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

export function createCommerceModule(
  ctx: BaseContext,
  { verifier, catalog, stock, accounts, delivery, welcomeCodes, pincodes, invoices, refunds }: CommerceDeps,
): CommerceModule {
  // Commerce's own databases: single-document reads and writes of concurrent requests share round trips (db/combined-db.ts).
  const combine = (db: BaseContext['dbs']['orders']) => new CombinedDatabase(db);
  ctx = {
    ...ctx,
    dbs: {
      ...ctx.dbs,
      carts: combine(ctx.dbs.carts),
      wishlists: combine(ctx.dbs.wishlists),
      orders: combine(ctx.dbs.orders),
      idempotency: combine(ctx.dbs.idempotency),
    },
  };
  const mutex = new KeyedMutex();
  const idempotency = createIdempotency(ctx);
  const carts = createCartStore(ctx, mutex);
  const cart = createCartService(catalog, carts);
  const wishlist = createWishlistService(catalog, createWishlistStore(ctx, mutex));
  const orders = createOrderStore(ctx, mutex);
  // The shopper hears of their order's moves through the same delivery as its confirmation.
  const messages = createOrderMessages({ accounts, delivery, invoices });
  const issueInvoice = invoices && {
    issue: (orderId: string) =>
      invoices.issue(orderId).catch((e) => ctx.log.error(`invoice for order ${orderId} not issued now (the invoices sweep retries)`, e)),
    issueCreditNotes: (orderId: string) => invoices.issueCreditNotes(orderId),
  };
  const status = createOrderStatus({
    orders,
    stock,
    setLoyaltyPoints: (userId, points) => accounts.setLoyaltyPoints(userId, points),
    messages,
    invoices: issueInvoice,
    track: (work) => track(work),
    // A refund not made now is finished by the payments pass (refundDue).
    refunds: refunds && {
      settle: (orderId) =>
        refunds.settle(orderId).catch((e) => ctx.log.error(`refund of order ${orderId} not made now (the payments pass retries)`, e)),
    },
  });
  const orderRepair = createOrderRepair({ ctx, orders, stock, status, idempotency, welcomeCodes });
  const conflicts = createStockConflicts({ ctx, stock, orders, status });
  // Conflicted inventory (a cluster's split writes) is merged first, so the rest of the repair sees one revision.
  const repair = {
    repairOnce: async () => {
      const merged = await conflicts.mergeAll();
      return { ...(await orderRepair.repairOnce()), merged };
    },
  };

  const background = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const p = work
      .catch((e) => ctx.log.error('commerce: background work failed (the repair will finish it)', e))
      .finally(() => background.delete(p));
    background.add(p);
  };
  const placeOrder = createPlaceOrder({
    catalog,
    orders,
    stock,
    carts,
    cart,
    crash: crashHookFor(ctx.env),
    track,
    accounts,
    delivery,
    welcomeCodes,
    pincodes,
    online: { gateway: ctx.env.RAZORPAY_KEY_ID ? 'razorpay' : 'test', holdMinutes: ctx.env.PAYMENT_HOLD_MINUTES },
    publicOrigin: ctx.env.PUBLIC_ORIGIN ?? '',
  });
  const replays = createOrderReplays({ orders, placeOrder });
  // The dashboard's sales figures: recent orders kept in memory, brought up to date from the changes feed (decision 021).
  const sales = createSales({ db: ctx.dbs.orders, productName: (id) => catalog.getProductDoc(id)?.name ?? null });
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const purge = async (now = new Date()) => {
    const [records, orderRefusals] = await Promise.all([idempotency.purgeExpired(now), orders.purgeExpiredRefusals(now)]);
    return { records, orderRefusals };
  };

  const every = (ms: number, job: () => Promise<unknown>) => {
    const t = setInterval(() => {
      if (!stopped) track(job());
    }, ms);
    t.unref();
    timers.push(t);
  };

  return {
    mount(api) {
      api.use('/cart', createCartRouter({ verifier, idempotency, cart }));
      api.use('/wishlist', createWishlistRouter({ verifier, idempotency, wishlist }));
      // Before /orders, whose /:id would otherwise take "sales" for an order id.
      api.use('/orders/sales', createSalesRouter({ verifier, sales }));
      api.use(
        '/orders',
        createOrdersRouter({
          verifier,
          idempotency,
          orders,
          placeOrder,
          replays,
          status,
          customers: (userIds) => accounts.customers(userIds),
        }),
      );
    },
    invoiceOrders: {
      get: async (id) => {
        const doc = await orders.get(id);
        return doc?.phase === 'placed' ? toOrderView(doc) : null;
      },
      async setInvoice(id, invoice) {
        const saved = await orders.update(id, (cur) =>
          cur?.phase === 'placed' && !cur.invoice
            ? // Cancelled (or a return received) while its invoice was being issued: the number is used, and the credit note follows.
              {
                write: {
                  ...cur,
                  invoice,
                  ...(creditNotesDue({ ...cur, invoice }).length > 0 ? { creditDue: true as const } : {}),
                  updatedAt: new Date().toISOString(),
                },
              }
            : { keep: true },
        );
        return saved ? toOrderView(saved) : null;
      },
      listAwaitingInvoice: async () => (await orders.listAwaitingInvoice()).filter((o) => !o.invoice && invoiceDue(o)).map((o) => o._id),
      async addCreditNotes(id, notes) {
        const saved = await orders.update(id, (cur) => {
          if (cur?.phase !== 'placed') return { keep: true };
          const have = new Set((cur.creditNotes ?? []).map((n) => n.for));
          const added = notes.filter((n) => !have.has(n.for));
          const creditNotes = [...(cur.creditNotes ?? []), ...added];
          const stillDue = creditNotesDue({ ...cur, creditNotes }).length > 0;
          if (added.length === 0 && (stillDue || !cur.creditDue)) return { keep: true };
          const { creditDue: _was, ...rest } = cur;
          return {
            write: {
              ...rest,
              ...(creditNotes.length > 0 ? { creditNotes } : {}),
              ...(stillDue ? { creditDue: true as const } : {}),
              updatedAt: new Date().toISOString(),
            },
          };
        });
        return saved ? toOrderView(saved) : null;
      },
      listAwaitingCreditNote: async () => (await orders.listCreditDue()).map((o) => o._id),
    },
    paymentOrders: {
      get: (id) => orders.get(id),
      findByGatewayOrder: (id) => orders.findByGatewayOrder(id),
      update: (id, change) => orders.update(id, change),
      listAwaitingPayment: () => orders.listAwaitingPayment(),
      listRefundDue: () => orders.listRefundDue(),
      cancelUnpaid: (id, reason) => status.cancelUnpaid(id, reason),
      tellPaid: (order) =>
        track(
          (async () => {
            await issueInvoice?.issue(order._id);
            await messages.tellPayment((await orders.get(order._id)) ?? order, 'paid');
          })(),
        ),
      tellPayment: (order, news) => track(messages.tellPayment(order, news)),
      view: toOrderView,
    },
    returnOrders: { get: (id) => orders.get(id), update: (id, change) => orders.update(id, change) },
    replaySafe: idempotency.middleware,
    cartProductIds: async (userId) => [...new Set((await carts.read(userId)).items.map((line) => line.productId))],
    cartVariants: async (userId) =>
      (await carts.read(userId)).items.map((line) => ({ productId: line.productId, variantId: storedVariantIdOf(catalog, line) })),
    repairNow: () => repair.repairOnce(),
    purgeNow: (now) => purge(now),
    async start() {
      // A conflict the inventory feed brings is merged at once, on whichever instance sees it first.
      catalog.onInventoryConflict((variantId) => track(conflicts.mergeOne(variantId)));
      // A stock write a cluster accepted without its quorum (202) is unconfirmed: look for a conflict at once.
      stock.onUnconfirmedWrite((variantId) => track(conflicts.mergeOne(variantId)));
      await Promise.all([orders.ensureIndexes(), idempotency.ensureIndexes()]);
      // The recent orders are read in the background, not on the first dashboard visit.
      track(sales.warm());
      // The first repair pass runs while the store opens, as every later pass runs beside the
      // requests: placing, paying and the pass already meet that way once a minute, and the
      // conflict scan's read of the whole inventory (a second at 12,000 variants) stays off the
      // start's path (issue 47).
      track(
        repair.repairOnce().then((first) => {
          // Orders still within their grace period may belong to a live placement elsewhere;
          // look again once it has passed.
          if (first.waiting && !stopped) {
            const t = setTimeout(() => track(repair.repairOnce()), PENDING_GRACE_MS + 1_000);
            t.unref();
            timers.push(t);
          }
        }),
      );
      await purge();
      every(REPAIR_EVERY_MS, () => repair.repairOnce());
      every(PURGE_EVERY_MS, () => purge());
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.allSettled([...background]);
    },
  };
}

/**
 * Commerce: the server cart, wishlist and orders, with replay safety (Idempotency-Key) and
 * crash repair. Stock changes go through the stock module (ctx.stock, modules/stock) only; see
 * orders/place-order.ts for why placing an order cannot oversell or lose stock.
 */
import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { createCartRouter } from './cart/routes.js';
import { createCartService } from './cart/service.js';
import { createCartStore } from './cart/store.js';
import { crashHookFor } from './crash-points.js';
import { createIdempotency } from './idempotency.js';
import { KeyedMutex } from '../../db/keyed-mutex.js';
import { createOrderStatus } from './orders/order-status.js';
import { getUserDoc, updateUserDoc, UserDocSchema } from '../auth/user-store.js';
import { createPlaceOrder } from './orders/place-order.js';
import { createOrderRepair, PENDING_GRACE_MS } from './orders/repair.js';
import { createStockConflicts, type MergeOutcome } from './orders/stock-conflicts.js';
import { createOrdersRouter } from './orders/routes.js';
import { createOrderStore } from './orders/store.js';
import { createWishlistRouter } from './wishlist/routes.js';
import { createWishlistService } from './wishlist/service.js';
import { createWishlistStore } from './wishlist/store.js';

export interface CommerceModule {
  /** Mounts /cart, /wishlist and /orders on the /api router. */
  mount(api: Router): void;
  /** One repair pass now (conflicted inventory merged, crashed placements rolled back): tests and the console. */
  repairNow(): Promise<{ rolledBack: number; restocked: number; markers: number; waiting: number; merged: MergeOutcome[] }>;
  /** The product ids in a shopper's server cart, oldest line first. */
  cartProductIds(userId: string): Promise<string[]>;
  /** Repairs orders interrupted by a crash, then starts background work. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const REPAIR_EVERY_MS = 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

export function createCommerceModule(ctx: AppContext): CommerceModule {
  const mutex = new KeyedMutex();
  const idempotency = createIdempotency(ctx);
  const carts = createCartStore(ctx, mutex);
  const cart = createCartService(ctx, carts);
  const wishlist = createWishlistService(ctx, createWishlistStore(ctx, mutex));
  const orders = createOrderStore(ctx, mutex);
  const stock = ctx.stock;
  // One read for a page of orders' customers.
  const customers = async (userIds: string[]) => {
    const docs = userIds.length ? await ctx.dbs.users.allDocs({ keys: userIds }) : [];
    return new Map(
      docs.flatMap((d) => {
        const user = UserDocSchema.safeParse(d);
        return user.success ? [[user.data._id, { name: user.data.name, email: user.data.email }] as const] : [];
      }),
    );
  };
  const status = createOrderStatus({
    orders,
    stock,
    // The account may be gone (deleted by hand); its orders still change status.
    setLoyaltyPoints: async (userId, points) => {
      if (await getUserDoc(ctx.dbs.users, userId)) await updateUserDoc(ctx.dbs.users, userId, (doc) => ({ ...doc, loyaltyPoints: points }));
    },
  });
  const orderRepair = createOrderRepair({ ctx, orders, stock, status, idempotency });
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
  const placeOrder = createPlaceOrder({ ctx, orders, stock, carts, cart, crash: crashHookFor(ctx.env), track });
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const every = (ms: number, job: () => Promise<unknown>) => {
    const t = setInterval(() => {
      if (!stopped) track(job());
    }, ms);
    t.unref();
    timers.push(t);
  };

  return {
    mount(api) {
      const verifier = ctx.verifier;
      api.use('/cart', createCartRouter({ verifier, idempotency, cart }));
      api.use('/wishlist', createWishlistRouter({ verifier, idempotency, wishlist }));
      api.use('/orders', createOrdersRouter({ verifier, idempotency, orders, placeOrder, status, customers }));
    },
    cartProductIds: async (userId) => (await carts.read(userId)).items.map((line) => line.productId),
    repairNow: () => repair.repairOnce(),
    async start() {
      // A conflict the inventory feed brings is merged at once, on whichever instance sees it first.
      ctx.catalog.onInventoryConflict((productId) => track(conflicts.mergeOne(productId)));
      // A stock write a cluster accepted without its quorum (202) is unconfirmed: look for a conflict at once.
      stock.onUnconfirmedWrite((productId) => track(conflicts.mergeOne(productId)));
      await orders.ensureIndexes();
      await idempotency.ensureIndexes();
      const first = await repair.repairOnce();
      // Orders still within their grace period may belong to a live placement elsewhere;
      // look again once it has passed.
      if (first.waiting) {
        const t = setTimeout(() => track(repair.repairOnce()), PENDING_GRACE_MS + 1_000);
        t.unref();
        timers.push(t);
      }
      await idempotency.purgeExpired();
      every(REPAIR_EVERY_MS, () => repair.repairOnce());
      every(PURGE_EVERY_MS, () => idempotency.purgeExpired());
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.allSettled([...background]);
    },
  };
}

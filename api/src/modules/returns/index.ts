/**
 * Returns within 30 days of delivery (decision 046, "Returns"): POST /orders/:id/returns (the
 * owner) and PUT /orders/:id/returns/:returnId (admins), the units back on sale exactly once, the
 * refund through the payments module for orders paid online, and a repair pass for what a crash
 * left. The orders themselves stay commerce's: this module reads and writes them through the
 * order store it is handed (deps.orders), never on its own.
 */
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';
import { KeyedMutex } from '../../db/keyed-mutex.js';
import type { Accounts, Delivery } from '../auth/index.js';
import type { ModuleFace } from '../face.js';
import type { Stock } from '../stock/index.js';
import { createReturnMessages } from './return-messages.js';
import { createReturnsRepair } from './returns-repair.js';
import type { RequestHandler } from 'express';
import { createReturnsRouter } from './routes.js';
import type { ReturnOrders, ReturnRefunds } from './return-records.js';
import { createReturnsService } from './returns-service.js';

export { returnMarkerParts } from './return-records.js';
export type { ReturnOrderDoc, ReturnOrders, ReturnRefunds } from './return-records.js';

export interface ReturnsDeps {
  verifier: TokenVerifier;
  /** Commerce's order store: reads, and compare-and-swap writes (only placed orders count). */
  orders: ReturnOrders;
  /** Replay safety by Idempotency-Key (commerce's): a return asked twice with one key is made once. */
  replaySafe?: RequestHandler;
  /** The one writer of stock: a return's units given back with a marker, then settled. */
  stock: Pick<Stock, 'give' | 'settle' | 'recordsWithMarkers'>;
  /** The payments module's gateway refunds. */
  refunds: ReturnRefunds;
  /** The invoices module's credit notes: a received return of an invoiced order is due one. */
  creditNotes?: { issue(orderId: string): Promise<unknown> };
  /** The shopper is told through the auth module's delivery, like every order message. */
  accounts: Pick<Accounts, 'getUserById'>;
  delivery: Pick<Delivery, 'send'>;
}

export interface ReturnsModule extends ModuleFace {
  /**
   * The payments module's word that an order's refunds changed (a gateway refund processed):
   * each received return whose refund is processed becomes refunded, and the shopper is told.
   */
  refundsProcessed(orderId: string): Promise<void>;
  /** One repair pass now (tests and the console). */
  repairNow(): Promise<{ returns: number; markers: number }>;
}

const REPAIR_EVERY_MS = 10 * 60_000;

export function createReturnsModule(ctx: BaseContext, deps: ReturnsDeps): ReturnsModule {
  const background = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const p = work.catch((e) => ctx.log.error('returns: background work failed', e)).finally(() => background.delete(p));
    background.add(p);
  };
  const messages = createReturnMessages({ accounts: deps.accounts, delivery: deps.delivery, seller: ctx.seller });
  const service = createReturnsService({
    orders: deps.orders,
    stock: deps.stock,
    refunds: deps.refunds,
    creditNotes: deps.creditNotes,
    messages,
    mutex: new KeyedMutex(),
    track,
    log: (m, e) => ctx.log.error(m, e),
  });
  const repair = createReturnsRepair({ ctx, orders: deps.orders, stock: deps.stock, service });
  let timer: NodeJS.Timeout | undefined;

  return {
    mount(api) {
      api.use('/orders/:id/returns', createReturnsRouter({ verifier: deps.verifier, service, replaySafe: deps.replaySafe }));
    },
    refundsProcessed: (orderId) => service.refundsProcessed(orderId),
    repairNow: () => repair.repairOnce(),
    async start() {
      // A pass that fails now (the database busy) is not worth a failed start: the next one finishes it.
      await repair.repairOnce().catch((e) => ctx.log.error('returns: the first repair pass failed (the next one tries again)', e));
      timer = setInterval(() => track(repair.repairOnce()), REPAIR_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await Promise.allSettled([...background]);
    },
  };
}

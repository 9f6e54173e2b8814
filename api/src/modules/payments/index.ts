/**
 * Payments (decision 046): online orders paid at a gateway (Razorpay with keys, the built-in test
 * gateway without; gateway/), their holds, refunds and the reconciliation pass. The commerce
 * module owns the orders and hands this module `PaymentOrders`; every payment change is one
 * compare-and-swap write of the order.
 *
 * `mount` adds POST /orders/{id}/pay and POST /payments/callback to the /api router;
 * `mountWebhook` adds POST /payments/webhook, and must come before the api's JSON reader (the
 * webhook's signature is over its raw bytes); `start` runs the pass now and every 30 seconds;
 * `stop` waits for a pass under way and stops the gateway's own background work.
 */
import type { IRouter } from 'express';
import type { Order, RefundReason } from '@store/shared';
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';
import { rateLimit } from '../../http/rate-limit.js';
import type { Accounts } from '../auth/index.js';
import type { PaymentOrders } from '../commerce/index.js';
import type { ModuleFace } from '../face.js';
import type { PaymentGateway } from './gateway/index.js';
import { createReconciliation, RECONCILE_EVERY_MS, type ReconcileResult } from './reconcile.js';
import { createPaymentRecords } from './recording.js';
import { createRefunds } from './refunds.js';
import { createPaymentRoutes } from './routes.js';
import { createPaymentStarts } from './start-payment.js';
import { createWebhookRouter } from './webhook.js';

/** Callbacks one client may send (a shopper sends one or two per payment). */
export const PAYMENT_CALLBACK_LIMIT = { limit: 300, windowMs: 10 * 60_000 };

export type { ReconcileResult } from './reconcile.js';
export type { PaymentGateway } from './gateway/index.js';
export { createGateway, testGatewaySecrets } from './gateway/index.js';

export interface PaymentsModule extends ModuleFace {
  /** POST /payments/webhook: before the api's JSON reader. */
  mountWebhook(api: IRouter): void;
  /** One pass now (`now`: tests move the clock past a hold). */
  reconcileNow(now?: Date): Promise<ReconcileResult>;
  /** Makes the order's refund intents at the gateway (commerce's cancel calls it); never throws for a gateway failure left to the pass. */
  settleRefunds(orderId: string): Promise<void>;
  /**
   * Refunds `amount` rupees of an online order's payment through the gateway (the returns
   * module's, for a return received): the order as it stands after. Once per `returnId`.
   */
  refund(orderId: string, input: { amount: number; reason: RefundReason; returnId?: string }): Promise<Order>;
  /** The gateway in use (tests drive the test gateway's pages through the app). */
  gateway: PaymentGateway;
}

export function createPaymentsModule(
  ctx: BaseContext,
  deps: {
    verifier: TokenVerifier;
    gateway: PaymentGateway;
    orders: PaymentOrders;
    accounts: Pick<Accounts, 'getUserById'>;
    /** Told when a refund of the order became processed at the gateway (the returns module's). */
    onRefundsProcessed?: (orderId: string) => Promise<void>;
  },
): PaymentsModule {
  const { gateway, orders } = deps;
  const refunds = createRefunds({ ctx, orders, gateway, onProcessed: deps.onRefundsProcessed });
  const records = createPaymentRecords({ orders, gateway, refunds });
  const starts = createPaymentStarts({
    orders,
    gateway,
    accounts: deps.accounts,
    storeName: ctx.seller.tradeName,
    log: (m, e) => ctx.log.error(m, e),
  });
  const routes = createPaymentRoutes({
    verifier: deps.verifier,
    orders,
    gateway,
    records,
    starts,
    publicOrigin: ctx.env.PUBLIC_ORIGIN,
    limit: rateLimit({ db: ctx.dbs.ratelimits, name: 'payment-callback', ...PAYMENT_CALLBACK_LIMIT, what: 'payment confirmations' }),
  });
  const reconciliation = createReconciliation({ ctx, orders, gateway, records, refunds });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  /** One pass at a time per instance; a pass already running is joined, not doubled. */
  const pass = (now?: Date): Promise<ReconcileResult> => {
    const p = (running as Promise<ReconcileResult> | null) ?? reconciliation.reconcileOnce(now).finally(() => (running = null));
    running = p;
    return p;
  };

  return {
    gateway,
    mount(api) {
      api.use('/orders', routes.orders);
      api.use('/payments/callback', routes.callback);
    },
    mountWebhook(api) {
      api.use('/payments/webhook', createWebhookRouter({ ctx, orders, gateway, records, refunds }));
    },
    reconcileNow: async (now) => {
      // A pass of the timer's under way is waited for, then one with the caller's clock.
      if (running) await running.catch(() => {});
      return pass(now);
    },
    settleRefunds: (orderId) => refunds.settle(orderId),
    refund: async (orderId, input) => orders.view(await refunds.refund(orderId, input)),
    async start() {
      // A short hold is ended close to its time: a pass at least six times per hold.
      const passEvery = Math.min(RECONCILE_EVERY_MS, (ctx.env.PAYMENT_HOLD_MINUTES * 60_000) / 6);
      void pass().catch((e) => ctx.log.error('payments: the first pass failed (the next one tries again)', e));
      timer = setInterval(() => {
        if (!stopped && !running) void pass().catch((e) => ctx.log.error('payments: pass failed (the next one tries again)', e));
      }, passEvery);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
      await gateway.stop?.();
    },
  };
}

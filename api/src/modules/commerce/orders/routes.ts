/** /api/orders: the six Orders calls of the call contract. Thin: parse, call the service, answer. */
import { Router } from 'express';
import { z } from 'zod';
import {
  AdminOrdersQuerySchema,
  IdSchema,
  MESSAGES,
  normalizeOrderNumber,
  OrderInputSchema,
  orderNumber,
  ownerViewOfOrder,
  trackingUrlFor,
  OrderStatusUpdateSchema,
  type AdminOrderList,
  type OrderTracking,
} from '@store/shared';
import { callerOf, requireAdmin, requireAuth, type TokenVerifier } from '../../../http/auth-guard.js';
import { sendOk } from '../../../http/respond.js';
import { parseBody, parseParams, parseQuery, parseValue } from '../../../http/validate.js';
import { fingerprintOf, IdempotencyKeySchema, type Idempotency } from '../idempotency.js';
import type { OrderReplays } from './order-replays.js';
import { visibleOrder, type OrderStatusService } from './order-status.js';
import type { PlaceOrder } from './place-order.js';
import { toOrderView, type OrderDoc, type OrderStore } from './store.js';

const OrderParamsSchema = z.object({ id: IdSchema });

/** The admin's search: the orders whose readable number (typed any way) or id is `q`; all without `q`. */
function matchingOrders(all: OrderDoc[], q: string | undefined): OrderDoc[] {
  if (!q) return all;
  const number = normalizeOrderNumber(q);
  return all.filter((o) => o._id === q || (number !== null && orderNumber(o._id) === number));
}

/** Who placed an order, for the admin's list; null when the account is gone. */
export type CustomerLookup = (userIds: string[]) => Promise<Map<string, { name: string; email: string }>>;

export function createOrdersRouter(deps: {
  verifier: TokenVerifier;
  idempotency: Idempotency;
  orders: OrderStore;
  placeOrder: PlaceOrder;
  /** Orders sent with an Idempotency-Key are their own replay records (order-replays.ts), not the middleware's. */
  replays: OrderReplays;
  status: OrderStatusService;
  customers: CustomerLookup;
}): Router {
  const { orders, placeOrder, status } = deps;
  const router = Router();
  const auth = requireAuth(deps.verifier);
  const admin = requireAdmin(deps.verifier);
  const replaySafe = deps.idempotency.middleware;

  router.post('/', auth, async (req, res) => {
    const header = req.get('Idempotency-Key');
    const key = header === undefined ? undefined : parseValue(IdempotencyKeySchema, header, 'Invalid Idempotency-Key');
    const input = parseBody(OrderInputSchema, req);
    const { userId } = callerOf(req);
    if (key === undefined) {
      sendOk(res, await placeOrder(userId, input), { status: 201, message: MESSAGES.orders.placed });
      return;
    }
    const answer = await deps.replays(userId, input, key, fingerprintOf(req.body));
    if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
    if ('refused' in answer) throw answer.refused;
    sendOk(res, answer.placed, { status: 201, message: MESSAGES.orders.placed });
  });

  router.get('/', auth, async (req, res) => {
    const list = await orders.listPlacedOf(callerOf(req).userId);
    // A return's bank account reaches its owner masked (••••1234); admins see it whole, to make the transfer.
    sendOk(
      res,
      list.map((o) => ownerViewOfOrder(toOrderView(o))),
    );
  });

  // Before /:id, which would otherwise take "all" for an order id.
  router.get('/all', admin, async (req, res) => {
    const { page, limit, status: only, payment, returns, q } = parseQuery(AdminOrdersQuerySchema, req);
    const all = matchingOrders(await orders.listAllPlaced({ status: only, payment, returns }), q);
    const slice = all.slice((page - 1) * limit, page * limit);
    const customers = await deps.customers([...new Set(slice.map((o) => o.user))]);
    const answer: AdminOrderList = {
      orders: slice.map((o) => ({ ...toOrderView(o), customer: customers.get(o.user) ?? null })),
      pagination: { page, limit, total: all.length, pages: Math.ceil(all.length / limit) },
    };
    sendOk(res, answer);
  });

  router.get('/:id', auth, async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    const caller = callerOf(req);
    const order = toOrderView(await visibleOrder(orders, caller, id));
    sendOk(res, caller.role === 'admin' ? order : ownerViewOfOrder(order));
  });

  router.get('/:id/tracking', auth, async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    const order = await visibleOrder(orders, callerOf(req), id);
    const tracking: OrderTracking = {
      orderId: order._id,
      status: order.status,
      history: order.statusHistory,
      shipment: order.shipment ?? null,
      trackingUrl: trackingUrlFor(order.shipment?.carrier, order.shipment?.trackingNumber),
    };
    sendOk(res, tracking);
  });

  router.post('/:id/cancel', auth, replaySafe, async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    sendOk(res, ownerViewOfOrder(await status.cancelByOwner(callerOf(req), id)), { message: 'Order cancelled' });
  });

  router.put('/:id/status', admin, replaySafe, async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    const update = parseBody(OrderStatusUpdateSchema, req);
    sendOk(res, await status.setStatus(id, update.status, 'shipment' in update ? update.shipment : undefined), {
      message: 'Order status updated',
    });
  });

  return router;
}

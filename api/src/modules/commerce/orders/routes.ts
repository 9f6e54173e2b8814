/** /api/orders: the six Orders calls of the call contract. Thin: parse, call the service, answer. */
import { Router } from 'express';
import { z } from 'zod';
import { IdSchema, MESSAGES, OrderInputSchema, OrderStatusUpdateSchema, type OrderTracking } from '@store/shared';
import { callerOf, requireAdmin, requireAuth, type TokenVerifier } from '../../../http/auth-guard.js';
import { sendOk } from '../../../http/respond.js';
import { parseBody, parseParams } from '../../../http/validate.js';
import { idempotencyOf, type Idempotency } from '../idempotency.js';
import { visibleOrder, type OrderStatusService } from './order-status.js';
import type { PlaceOrder } from './place-order.js';
import { toOrderView, type OrderStore } from './store.js';

const OrderParamsSchema = z.object({ id: IdSchema });

export function createOrdersRouter(deps: { verifier: TokenVerifier; idempotency: Idempotency; orders: OrderStore; placeOrder: PlaceOrder; status: OrderStatusService }): Router {
  const { orders, placeOrder, status } = deps;
  const router = Router();
  const auth = requireAuth(deps.verifier);
  const admin = requireAdmin(deps.verifier);
  const replaySafe = deps.idempotency.middleware;

  router.post('/', auth, replaySafe, async (req, res) => {
    const input = parseBody(OrderInputSchema, req);
    const order = await placeOrder(callerOf(req).userId, input, idempotencyOf(res.locals));
    sendOk(res, order, { status: 201, message: MESSAGES.orders.placed });
  });

  router.get('/', auth, async (req, res) => {
    const list = await orders.listPlacedOf(callerOf(req).userId);
    sendOk(res, list.map(toOrderView));
  });

  router.get('/:id', auth, async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    sendOk(res, toOrderView(await visibleOrder(orders, callerOf(req), id)));
  });

  router.get('/:id/tracking', auth, async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    const order = await visibleOrder(orders, callerOf(req), id);
    const tracking: OrderTracking = { orderId: order._id, status: order.status, history: order.statusHistory };
    sendOk(res, tracking);
  });

  router.post('/:id/cancel', auth, replaySafe, async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    sendOk(res, await status.cancelByOwner(callerOf(req), id), { message: 'Order cancelled' });
  });

  router.put('/:id/status', admin, replaySafe, async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    const { status: next } = parseBody(OrderStatusUpdateSchema, req);
    sendOk(res, await status.setStatus(id, next), { message: 'Order status updated' });
  });

  return router;
}

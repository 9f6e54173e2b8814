/** /api/cart: the six Cart calls of the call contract. Thin: parse, call the service, answer. */
import { Router } from 'express';
import { z } from 'zod';
import { CartAddSchema, CartMergeSchema, CartUpdateSchema, IdSchema } from '@store/shared';
import { callerOf, requireAuth, type TokenVerifier } from '../../../http/auth-guard.js';
import { sendOk } from '../../../http/respond.js';
import { parseBody, parseParams } from '../../../http/validate.js';
import type { Idempotency } from '../idempotency.js';
import type { CartService } from './service.js';

const LineParamsSchema = z.object({ id: IdSchema });

export function createCartRouter(deps: { verifier: TokenVerifier; idempotency: Idempotency; cart: CartService }): Router {
  const { cart } = deps;
  const router = Router();
  router.use(requireAuth(deps.verifier));
  const replaySafe = deps.idempotency.middleware;

  router.get('/', async (req, res) => {
    sendOk(res, await cart.getCart(callerOf(req).userId));
  });

  router.post('/', replaySafe, async (req, res) => {
    const input = parseBody(CartAddSchema, req);
    sendOk(res, await cart.addItem(callerOf(req).userId, input), { message: 'Added to cart' });
  });

  router.post('/merge', replaySafe, async (req, res) => {
    const input = parseBody(CartMergeSchema, req);
    sendOk(res, await cart.merge(callerOf(req).userId, input), { message: 'Cart merged' });
  });

  // Before /:id, or "clear" would be taken for a line id.
  router.delete('/clear', replaySafe, async (req, res) => {
    sendOk(res, await cart.clear(callerOf(req).userId), { message: 'Cart cleared' });
  });

  router.put('/:id', replaySafe, async (req, res) => {
    const { id } = parseParams(LineParamsSchema, req);
    const { quantity } = parseBody(CartUpdateSchema, req);
    sendOk(res, await cart.setQuantity(callerOf(req).userId, id, quantity), { message: 'Cart updated' });
  });

  router.delete('/:id', replaySafe, async (req, res) => {
    const { id } = parseParams(LineParamsSchema, req);
    sendOk(res, await cart.removeItem(callerOf(req).userId, id), { message: 'Removed from cart' });
  });

  return router;
}

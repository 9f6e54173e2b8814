/**
 * /api/wishlist: get, add, remove, clear, and merge after sign-in. `data` and `products` both hold
 * the list; `variants` (product id → variant id) the variant remembered for a product (merge: data
 * holds products, variants and report).
 */
import { Router, type Response } from 'express';
import { WishlistChangeSchema, WishlistMergeSchema } from '@store/shared';
import { callerOf, requireAuth, type TokenVerifier } from '../../../http/auth-guard.js';
import { sendOk } from '../../../http/respond.js';
import { parseBody } from '../../../http/validate.js';
import type { Idempotency } from '../idempotency.js';
import type { WishlistService, WishlistView } from './service.js';

const answer = (res: Response, { products, variants }: WishlistView, message?: string) =>
  sendOk(res, products, { ...(message ? { message } : {}), extra: { products, variants } });

export function createWishlistRouter(deps: { verifier: TokenVerifier; idempotency: Idempotency; wishlist: WishlistService }): Router {
  const { wishlist } = deps;
  const router = Router();
  router.use(requireAuth(deps.verifier));
  const replaySafe = deps.idempotency.middleware;

  router.get('/', async (req, res) => {
    answer(res, await wishlist.getList(callerOf(req).userId));
  });

  router.post('/add', replaySafe, async (req, res) => {
    answer(res, await wishlist.add(callerOf(req).userId, parseBody(WishlistChangeSchema, req)), 'Added to wishlist');
  });

  router.post('/remove', replaySafe, async (req, res) => {
    const { productId } = parseBody(WishlistChangeSchema, req);
    answer(res, await wishlist.remove(callerOf(req).userId, productId), 'Removed from wishlist');
  });

  router.post('/merge', replaySafe, async (req, res) => {
    const { productIds, variants } = parseBody(WishlistMergeSchema, req);
    sendOk(res, await wishlist.merge(callerOf(req).userId, productIds, variants), { message: 'Wishlist merged' });
  });

  router.delete('/clear', replaySafe, async (req, res) => {
    answer(res, await wishlist.clear(callerOf(req).userId), 'Wishlist cleared');
  });

  return router;
}

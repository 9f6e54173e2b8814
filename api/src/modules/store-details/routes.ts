/** /store/details: one public read, cacheable (the owner's zone changes show within five minutes). */
import { Router } from 'express';
import type { StoreDetails } from '@store/shared';
import { sendOk } from '../../http/respond.js';

/** Five minutes fresh; a stale answer may be shown for a day while a fresh one is fetched. */
export const STORE_DETAILS_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export function createStoreDetailsRouter(deps: { details(): Promise<StoreDetails> }): Router {
  const router = Router();
  router.get('/details', async (_req, res) => {
    const details = await deps.details();
    res.set('Cache-Control', STORE_DETAILS_CACHE_CONTROL);
    sendOk(res, details);
  });
  return router;
}

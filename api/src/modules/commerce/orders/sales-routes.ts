/** GET /orders/sales (admins): the dashboard's sales figures. Thin: check the role, ask the view, answer. */
import { Router } from 'express';
import { requireAdmin, type TokenVerifier } from '../../../http/auth-guard.js';
import { sendOk } from '../../../http/respond.js';
import type { Sales } from './sales.js';

export function createSalesRouter(deps: { verifier: TokenVerifier; sales: Sales }): Router {
  const router = Router();
  router.get('/', requireAdmin(deps.verifier), async (_req, res) => {
    sendOk(res, await deps.sales.summary());
  });
  return router;
}

/**
 * /api/orders/:id/returns: the owner asks for a return (POST), an admin moves it (PUT /:returnId).
 * Thin: parse, call the service, answer. Mounted before commerce's /orders (mergeParams reads :id).
 */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { IdSchema, ReturnRequestSchema, ReturnUpdateSchema } from '@store/shared';
import { callerOf, requireAdmin, requireAuth, type TokenVerifier } from '../../http/auth-guard.js';
import { sendOk } from '../../http/respond.js';
import { parseBody, parseParams } from '../../http/validate.js';
import type { ReturnsService } from './returns-service.js';

const OrderParamsSchema = z.object({ id: IdSchema });
const ReturnParamsSchema = OrderParamsSchema.extend({
  returnId: z.string().regex(/^r[1-9][0-9]{0,2}$/, 'returnId must look like r1'),
});

export function createReturnsRouter(deps: { verifier: TokenVerifier; service: ReturnsService; replaySafe?: RequestHandler }): Router {
  const router = Router({ mergeParams: true });
  // A request sent again with its Idempotency-Key (a double click, a retry after a lost answer) gets the first answer.
  const replaySafe: RequestHandler = deps.replaySafe ?? ((_req, _res, next) => next());

  router.post('/', requireAuth(deps.verifier), replaySafe, async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    const request = parseBody(ReturnRequestSchema, req);
    sendOk(res, await deps.service.requestReturn(callerOf(req), id, request), { status: 201, message: 'Return requested' });
  });

  router.put('/:returnId', requireAdmin(deps.verifier), replaySafe, async (req, res) => {
    const { id, returnId } = parseParams(ReturnParamsSchema, req);
    const update = parseBody(ReturnUpdateSchema, req);
    sendOk(res, await deps.service.moveReturn(id, returnId, update), { message: 'Return updated' });
  });

  return router;
}

/**
 * /api/newsletter: a visitor's or shopper's signup (public: the address is the whole input), and
 * GET /welcome-code/:code, the cart's question whether a welcome code is the signed-in shopper's
 * own and unused (the order asks again when it is placed).
 */
import { Router, type RequestHandler } from 'express';
import { MESSAGES, NewsletterSignupSchema, WelcomeCodeParamsSchema } from '@store/shared';
import { callerOf, requireAuth, type TokenVerifier } from '../../http/auth-guard.js';
import { sendOk } from '../../http/respond.js';
import { parseBody, parseParams } from '../../http/validate.js';
import type { NewsletterService } from './service.js';
import type { WelcomeCodes } from './welcome-codes.js';

export function createNewsletterRouter(deps: {
  newsletter: NewsletterService;
  limit: RequestHandler;
  welcomeCodes: WelcomeCodes;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  // A public write: bounded per client across instances (http/rate-limit.ts); stored once per address.
  router.post('/', deps.limit, async (req, res) => {
    const { email } = parseBody(NewsletterSignupSchema, req);
    const result = await deps.newsletter.subscribe(email);
    sendOk(res, result, { status: result.subscribed ? 201 : 200, message: MESSAGES.newsletter.subscribed });
  });
  router.get('/welcome-code/:code', requireAuth(deps.verifier), async (req, res) => {
    const { code } = parseParams(WelcomeCodeParamsSchema, req);
    sendOk(res, await deps.welcomeCodes.check(code, undefined, callerOf(req).userId));
  });
  return router;
}

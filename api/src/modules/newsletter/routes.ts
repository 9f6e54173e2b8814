/** /api/newsletter: a visitor's or shopper's signup. Public: the address is the whole input. */
import { Router, type RequestHandler } from 'express';
import { MESSAGES, NewsletterSignupSchema } from '@store/shared';
import { sendOk } from '../../http/respond.js';
import { parseBody } from '../../http/validate.js';
import type { NewsletterService } from './service.js';

export function createNewsletterRouter(deps: { newsletter: NewsletterService; limit: RequestHandler }): Router {
  const router = Router();
  // A public write: bounded per client across instances (http/rate-limit.ts); stored once per address.
  router.post('/', deps.limit, async (req, res) => {
    const { email } = parseBody(NewsletterSignupSchema, req);
    const result = await deps.newsletter.subscribe(email);
    sendOk(res, result, { status: result.subscribed ? 201 : 200, message: MESSAGES.newsletter.subscribed });
  });
  return router;
}

/** /api/newsletter: a visitor's or shopper's signup. Public: the address is the whole input. */
import { Router } from 'express';
import { MESSAGES, NewsletterSignupSchema } from '@store/shared';
import { sendOk } from '../../http/respond.js';
import { parseBody } from '../../http/validate.js';
import type { NewsletterService } from './service.js';

export function createNewsletterRouter(deps: { newsletter: NewsletterService }): Router {
  const router = Router();
  // RATE-LIMIT: apply the shared limiter here once api/src/http/rate-limit.ts exists, e.g. router.use(rateLimit({ windowMs: 60_000, max: 10 }));
  router.post('/', async (req, res) => {
    const { email } = parseBody(NewsletterSignupSchema, req);
    const result = await deps.newsletter.subscribe(email);
    sendOk(res, result, { status: result.subscribed ? 201 : 200, message: MESSAGES.newsletter.subscribed });
  });
  return router;
}

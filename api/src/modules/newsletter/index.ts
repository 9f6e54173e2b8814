/**
 * The newsletter: signups stored in the private `newsletter` database (once per address), a
 * welcome message with a personal code for 15% off, and that code's one-time redemption, which
 * the order path asks for through `welcomeCodes` (see welcome-codes.ts).
 */
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';
import { rateLimit } from '../../http/rate-limit.js';
import type { ModuleFace } from '../face.js';
import { createNewsletterRouter } from './routes.js';
import { createNewsletterService, type WelcomeDelivery } from './service.js';
import { createNewsletterStore } from './store.js';
import { createWelcomeCodes, type CodeOwners, type WelcomeCodes } from './welcome-codes.js';

export type { WelcomeCodes, WelcomeDiscount } from './welcome-codes.js';

/** `mount` adds /newsletter to the /api router; nothing runs in the background. */
export interface NewsletterModule extends ModuleFace {
  welcomeCodes: WelcomeCodes;
}

/** Sign-ups per client: a household or an office behind one address signs up a few; a flood is cut. */
export const NEWSLETTER_SIGNUP_LIMIT = { limit: 20, windowMs: 60 * 60_000 } as const;

export function createNewsletterModule(
  ctx: Pick<BaseContext, 'dbs' | 'log'>,
  deps: { delivery: WelcomeDelivery; accounts: CodeOwners; verifier: TokenVerifier },
): NewsletterModule {
  const store = createNewsletterStore(ctx.dbs.newsletter);
  const newsletter = createNewsletterService({ store, delivery: deps.delivery, log: ctx.log });
  const limit = rateLimit({ db: ctx.dbs.ratelimits, name: 'newsletter', ...NEWSLETTER_SIGNUP_LIMIT, what: 'newsletter sign-ups' });
  const welcomeCodes = createWelcomeCodes(store, deps.accounts);
  const router = createNewsletterRouter({ newsletter, limit, welcomeCodes, verifier: deps.verifier });
  return {
    welcomeCodes,
    mount(api) {
      api.use('/newsletter', router);
    },
    start: async () => {},
    stop: async () => {},
  };
}

/**
 * The newsletter: signups stored in the private `newsletter` database (once per address), a
 * welcome message with a personal code for 15% off, and that code's one-time redemption, which
 * the order path asks for through `welcomeCodes` (see welcome-codes.ts).
 */
import type { BaseContext } from '../../context.js';
import type { ModuleFace } from '../face.js';
import { createNewsletterRouter } from './routes.js';
import { createNewsletterService, type WelcomeDelivery } from './service.js';
import { createNewsletterStore } from './store.js';
import { createWelcomeCodes, type WelcomeCodes } from './welcome-codes.js';

export type { WelcomeCodes, WelcomeDiscount } from './welcome-codes.js';

/** `mount` adds /newsletter to the /api router; nothing runs in the background. */
export interface NewsletterModule extends ModuleFace {
  welcomeCodes: WelcomeCodes;
}

export function createNewsletterModule(ctx: Pick<BaseContext, 'dbs' | 'log'>, deps: { delivery: WelcomeDelivery }): NewsletterModule {
  const store = createNewsletterStore(ctx.dbs.newsletter);
  const newsletter = createNewsletterService({ store, delivery: deps.delivery, log: ctx.log });
  const router = createNewsletterRouter({ newsletter });
  return {
    welcomeCodes: createWelcomeCodes(store),
    mount(api) {
      api.use('/newsletter', router);
    },
    start: async () => {},
    stop: async () => {},
  };
}

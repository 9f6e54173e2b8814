/**
 * The newsletter: signups stored in the private `newsletter` database (once per address), a
 * welcome message with a personal code for 15% off, and that code's one-time redemption, which
 * the order path asks for through `welcomeCodes` (see welcome-codes.ts).
 */
import type { Router } from 'express';
import type { BaseContext } from '../../context.js';
import { createNewsletterRouter } from './routes.js';
import { createNewsletterService, type WelcomeDelivery } from './service.js';
import { createNewsletterStore } from './store.js';
import { createWelcomeCodes, type WelcomeCodes } from './welcome-codes.js';

export type { WelcomeCodes, WelcomeDiscount } from './welcome-codes.js';

export interface NewsletterModule {
  /** Mounted at /api/newsletter. */
  router: Router;
  welcomeCodes: WelcomeCodes;
}

export function createNewsletterModule(ctx: Pick<BaseContext, 'dbs' | 'log'>, deps: { delivery: WelcomeDelivery }): NewsletterModule {
  const store = createNewsletterStore(ctx.dbs.newsletter);
  const newsletter = createNewsletterService({ store, delivery: deps.delivery, log: ctx.log });
  return { router: createNewsletterRouter({ newsletter }), welcomeCodes: createWelcomeCodes(store) };
}

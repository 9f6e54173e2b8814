/**
 * GET /api/store/details (decision 045): the seller, the dispatch place and the delivery zones,
 * the shipping rule and the returns window, for the contact, shipping, returns, terms, privacy
 * and grievance pages. Public, and cached for a few minutes by browsers and the service worker
 * (the pages keep working offline from the last answer).
 */
import { RETURN_WINDOW_DAYS, SHIPPING_RULE, type StoreDetails } from '@store/shared';
import type { BaseContext } from '../../context.js';
import type { DeliveryModule } from '../delivery/index.js';
import type { ModuleFace } from '../face.js';
import { createStoreDetailsRouter } from './routes.js';

export type StoreDetailsModule = ModuleFace;

export function createStoreDetailsModule(
  ctx: Pick<BaseContext, 'seller'>,
  deps: { delivery: Pick<DeliveryModule, 'dispatch' | 'zones'> },
): StoreDetailsModule {
  const details = async (): Promise<StoreDetails> => ({
    seller: ctx.seller,
    delivery: { dispatch: deps.delivery.dispatch, zones: await deps.delivery.zones() },
    shipping: { ...SHIPPING_RULE },
    returnWindowDays: RETURN_WINDOW_DAYS,
  });
  const router = createStoreDetailsRouter({ details });
  return {
    mount(api) {
      api.use('/store', router);
    },
    start: async () => {},
    stop: async () => {},
  };
}

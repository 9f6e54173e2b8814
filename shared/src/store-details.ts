/**
 * GET /api/store/details: what the contact, shipping, returns, terms, privacy and grievance pages
 * say about this store, from its configuration and data (decision 045): the seller (a marked
 * sample until STORE_GSTIN is set), where parcels leave from and the owner's delivery zones, and
 * the spec's shipping rule and the 30-day returns window.
 */
import { z } from 'zod';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from './constants.js';
import { DeliveryZonesSchema } from './delivery-zones.js';
import { SellerDetailsSchema } from './seller.js';

/** Days from delivery in which an item may be returned. */
export const RETURN_WINDOW_DAYS = 30;
/** The grievance officer's promises, as the Consumer Protection (E-Commerce) Rules, 2020 set them. */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 48;
export const GRIEVANCE_RESOLVE_WITHIN = 'one month';

export const StoreDetailsSchema = z.object({
  seller: SellerDetailsSchema,
  delivery: z.object({
    dispatch: z.object({ pincode: z.string(), city: z.string(), district: z.string(), state: z.string() }),
    zones: DeliveryZonesSchema,
  }),
  shipping: z.object({ freeAbove: z.number(), fee: z.number() }),
  returnWindowDays: z.number().int().min(1),
});
export type StoreDetails = z.infer<typeof StoreDetailsSchema>;

/** The spec's shipping rule: free above ₹999, else ₹99. */
export const SHIPPING_RULE = { freeAbove: FREE_SHIPPING_THRESHOLD, fee: SHIPPING_FEE } as const;

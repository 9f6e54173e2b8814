/**
 * Delivery (decision 045): India's pincode table, read once at start, and the owner's delivery
 * zones measured from the store's dispatch pincode (STORE_DISPATCH_PINCODE). Other modules ask
 * `table.lookup(pin)` for a place and `estimate(pin)` for its zone, delivery day and cash on
 * delivery; the device gets the same table and zones and answers the same way offline.
 */
import { deliveryEstimate, type DeliveryEstimate, type DeliveryZones, type PincodePlace, type PincodeTable } from '@store/shared';
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';
import type { ModuleFace } from '../face.js';
import { createDeliveryRouters } from './routes.js';
import { loadPincodeTable } from './table.js';
import { createZonesStore } from './zones-store.js';

export { DELIVERY_MESSAGES } from './routes.js';
export { ZONES_DOC_ID } from './zones-store.js';

export interface DeliveryModule extends ModuleFace {
  table: PincodeTable;
  /** The place orders leave from. */
  dispatch: PincodePlace;
  /** The table's version (a digest of its text), as GET /api/delivery/zones gives it. */
  tableVersion: string;
  zones(): Promise<DeliveryZones>;
  /** The zone, delivery day and cash on delivery for a pincode; null for a pincode the table does not know. */
  estimate(pin: string, now?: Date): Promise<DeliveryEstimate | null>;
}

export function createDeliveryModule(ctx: Pick<BaseContext, 'dbs' | 'seller'>, deps: { verifier: TokenVerifier }): DeliveryModule {
  const loaded = loadPincodeTable();
  const dispatch = loaded.table.lookup(ctx.seller.dispatchPincode);
  // A dispatch pincode the table does not know would make every estimate a guess: the start stops instead.
  if (!dispatch) throw new Error(`STORE_DISPATCH_PINCODE ${ctx.seller.dispatchPincode} is not a known pincode`);
  const zonesStore = createZonesStore(ctx.dbs.meta);
  const estimateFor = (place: PincodePlace, zones: DeliveryZones, now = new Date()) => deliveryEstimate(place, dispatch, zones, now);
  const routers = createDeliveryRouters({ loaded, dispatch, zones: zonesStore, estimate: estimateFor, verifier: deps.verifier });
  return {
    table: loaded.table,
    dispatch,
    tableVersion: loaded.version,
    zones: () => zonesStore.read(),
    async estimate(pin, now) {
      const place = loaded.table.lookup(pin);
      return place ? estimateFor(place, await zonesStore.read(), now) : null;
    },
    mount(api) {
      api.use('/pincodes', routers.pincodes);
      api.use('/delivery', routers.delivery);
      api.use('/admin/delivery', routers.admin);
    },
    start: async () => {},
    stop: async () => {},
  };
}

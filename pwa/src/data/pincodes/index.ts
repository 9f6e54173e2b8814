/**
 * Pincodes on the device (decision 045): the table of India's pincodes and the store's delivery
 * zones, downloaded when a pincode is first typed, kept in IndexedDB for offline use and
 * refreshed once per page when online; and the pincode the shopper delivers to, remembered.
 * This face is light: the table, its parser and the zones' schemas load with the first use.
 */
import type { DeliveryEstimate, DeliveryZones, PincodePlace, PincodeTable } from '@store/shared';
import { loadDevicePincodes } from './hooks.js';

export { useDeliveryEstimate, usePincodePlace, type PincodeLookup, type PincodeStatus } from './hooks.js';
export { useDeliverTo, rememberedDeliverTo } from './remembered-pin.js';

/** The pincode table (kept on the device after the first load; works offline then). */
export const loadPincodeTable = (): Promise<PincodeTable> => loadDevicePincodes().then((d) => d.loadPincodeTable());

/** The dispatch place and the delivery zones (kept like the table). */
export const loadDeliveryZones = (): Promise<{ dispatch: PincodePlace; zones: DeliveryZones }> =>
  loadDevicePincodes().then((d) => d.loadDeliveryZones());

/** The delivery estimate for a pincode; null for one the table does not hold. */
export const estimateFor = (pin: string, now?: Date): Promise<DeliveryEstimate | null> =>
  loadDevicePincodes().then((d) => d.estimateFor(pin, now));

/**
 * What the "Deliver to" hooks read: the device's answers once its pincode table and delivery
 * zones are loaded (null before). Light on purpose: the table, its parser and the zones' schemas
 * live in device-pincodes.ts, a chunk fetched when a pincode is first typed, never with a page.
 */
import type { DeliveryEstimate, PincodePlace } from '@store/shared';
import { createExternalStore } from '../../lib/external-store.js';

export interface PincodeAnswer {
  place: PincodePlace;
  estimate: DeliveryEstimate;
  /** The estimate's date as the block says it: "Tue, 2 Dec". */
  deliveryBy: string;
}

export interface DeviceAnswers {
  /** The place and estimate for a pincode, null for one the table does not hold; synchronous. */
  answer(pin: string, now?: Date): PincodeAnswer | null;
  /** The table's version these answers come from. */
  readonly tableVersion: string;
}

export const deviceAnswers = createExternalStore<DeviceAnswers | null>(null);

/** The performance measure each keystroke's lookup leaves (table lookup and estimate; bench/pincode.ts reads it). */
export const LOOKUP_TIMING = 'inkwell:pincode-lookup';

/**
 * The "Deliver to" answers for a pincode as the screens need them. The first 6-digit pincode
 * typed on a page loads the device's table and zones (device-pincodes.ts, its own chunk); from
 * then on every keystroke is answered synchronously, in the render, online or offline.
 */
import { useEffect, useMemo, useState } from 'react';
import type { DeliveryEstimate, PincodePlace } from '@store/shared';
import { useExternalStore } from '../../lib/external-store.js';
import { useOnlineStatus } from '../online-status.js';
import { deviceAnswers, LOOKUP_TIMING } from './device-answers.js';

export type PincodeStatus = 'idle' | 'loading' | 'found' | 'unknown' | 'unavailable';

export interface PincodeLookup {
  /** idle: not 6 digits yet; unavailable: the table could not be loaded (offline before its first use). */
  status: PincodeStatus;
  place?: PincodePlace;
  estimate?: DeliveryEstimate;
  /** The estimate's date as said to the shopper: "Tue, 2 Dec". */
  deliveryBy?: string;
}

const SIX_DIGITS = /^[0-9]{6}$/;

export const loadDevicePincodes = () => import('./device-pincodes.js');

/** The place and delivery estimate for `pin`, from the device's table and zones. */
export function useDeliveryEstimate(pin: string): PincodeLookup {
  const answers = useExternalStore(deviceAnswers);
  const online = useOnlineStatus();
  const wanted = SIX_DIGITS.test(pin);
  /** The connection state in which loading last failed: tried again when it changes. */
  const [failedWhen, setFailedWhen] = useState<boolean | null>(null);
  const failed = failedWhen === online;

  useEffect(() => {
    if (!wanted || answers || failed) return;
    let live = true;
    loadDevicePincodes()
      .then((device) => device.startDeviceAnswers())
      .catch((e: unknown) => {
        console.warn('[pincodes] not available', e);
        if (live) setFailedWhen(online);
      });
    return () => {
      live = false;
    };
  }, [wanted, answers, failed, online]);

  return useMemo((): PincodeLookup => {
    if (!wanted) return { status: 'idle' };
    if (!answers) return { status: failed ? 'unavailable' : 'loading' };
    const start = performance.now();
    const answer = answers.answer(pin);
    performance.measure?.(LOOKUP_TIMING, { start, end: performance.now() });
    return answer ? { status: 'found', ...answer } : { status: 'unknown' };
  }, [pin, wanted, answers, failed]);
}

/** The place (city, district, state) for `pin`: what an address form fills itself from. */
export function usePincodePlace(pin: string): Pick<PincodeLookup, 'status' | 'place'> {
  const { status, place } = useDeliveryEstimate(pin);
  return place ? { status, place } : { status };
}

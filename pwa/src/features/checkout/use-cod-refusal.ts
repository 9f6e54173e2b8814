/**
 * Why cash on delivery is not offered for this checkout (the shared codRefusal: the pincode's zone,
 * the zones' COD limit against the total), or null. Null too while the pincode or the zones are not
 * known on the device: the option stays, and the store decides when the order reaches it.
 */
import { useEffect, useState } from 'react';
import { codRefusal } from '@store/shared';
import { loadDeliveryZones } from '../../data/pincodes';
import type { DeliveryLookup } from './delivery-line';

export function useCodRefusal(pincode: string, lookup: DeliveryLookup, total: number): string | null {
  const [codLimit, setCodLimit] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    loadDeliveryZones().then(
      ({ zones }) => live && setCodLimit(zones.codLimit),
      () => {}, // not on the device yet: no limit is known here, the store applies its own
    );
    return () => {
      live = false;
    };
  }, []);
  if (lookup.status !== 'found' || !lookup.estimate) return null;
  return codRefusal({ pincode, zone: { label: lookup.estimate.label, cod: lookup.estimate.cod }, codLimit, total });
}

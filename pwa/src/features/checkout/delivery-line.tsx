/**
 * "Delivery by Tue, 2 Dec" for the address the order goes to, from the device's pincode table and
 * zones (useDeliveryEstimate). Shown on the shipping step under the chosen address and on the
 * review; an unknown pincode says so, and a table the device cannot have yet (offline on a first
 * visit) says the date comes later instead of blocking the order.
 */
import { formatDeliveryBy, PINCODE_MESSAGES } from '@store/shared';
import { msg, useT } from '../../i18n';
import { useDeliveryEstimate } from '../../data/pincodes';
import { TruckIcon } from '../../ui/icons';

export type DeliveryLookup = ReturnType<typeof useDeliveryEstimate>;

export const DELIVERY_DATE_LATER = msg('The delivery date is worked out when the store receives your order.');

export function DeliveryLine({ lookup, id }: { lookup: DeliveryLookup; id?: string }) {
  const t = useT();
  if (lookup.status === 'found' && lookup.estimate) {
    return (
      <p className="checkout-delivery" id={id} data-testid="checkout-delivery">
        <TruckIcon size={18} />
        <span>
          {t.rich('Delivery by {date}', {
            // English keeps its "Tue, 2 Dec"; Hindi writes the day its own way.
            date: (
              <strong>{t.language === 'hi' ? t.date(`${lookup.estimate.date}T12:00:00Z`) : formatDeliveryBy(lookup.estimate.date)}</strong>
            ),
          })}
        </span>
      </p>
    );
  }
  if (lookup.status === 'unknown') {
    return (
      <p className="field-error" id={id}>
        {t.message(PINCODE_MESSAGES.unknown)}
      </p>
    );
  }
  if (lookup.status === 'unavailable') {
    return (
      <p className="checkout-note" id={id}>
        {t(DELIVERY_DATE_LATER)}
      </p>
    );
  }
  return null;
}

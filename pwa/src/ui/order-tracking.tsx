/**
 * A shipment's tracking number, linked to its carrier's tracking page when the carrier is one
 * the store knows (shared carriers.ts): the shopper's order list and summary, and the admin's
 * order. It opens in a new tab, telling the page nothing about the store.
 */
import { trackingUrlFor, type OrderShipment } from '@store/shared';
import { useT } from '../i18n';

export function TrackingNumber({ shipment }: { shipment: Pick<OrderShipment, 'carrier' | 'trackingNumber'> }) {
  const t = useT();
  const number = shipment.trackingNumber;
  if (!number) return <>{t('Not given')}</>;
  const url = trackingUrlFor(shipment.carrier, number);
  if (!url) return <>{number}</>;
  return (
    <a className="order-tracking-link" href={url} target="_blank" rel="noopener noreferrer">
      {number}
      <span className="visually-hidden">
        {' '}
        {t('(track it on {carrier}’s site, opens in a new tab)', { carrier: shipment.carrier ?? '' })}
      </span>
    </a>
  );
}

/** "Shipped with Blue Dart · Tracking number 8123…" with what the shipment has. */
export function ShipmentLine({ shipment }: { shipment: Pick<OrderShipment, 'carrier' | 'trackingNumber'> }) {
  const t = useT();
  return (
    <>
      {shipment.carrier ? t('Shipped with {carrier}', { carrier: shipment.carrier }) : t('Shipped')}
      {shipment.trackingNumber && <> · {t.rich('Tracking number {number}', { number: <TrackingNumber shipment={shipment} /> })}</>}
    </>
  );
}

/**
 * The carriers an order ships with, as data: each one's name and the public page that tracks a
 * parcel, its number put in for {n}. "Other" (any other name) has no page: its number is shown
 * as text. Each is the carrier's own public tracking page in the deep-link form that shop and
 * courier integrations commonly use (decision 040 says which were not opened live); a carrier
 * that changes its page is one line here.
 */
export interface Carrier {
  name: string;
  /** The tracking page, with {n} where the tracking number goes. */
  trackingUrl: string;
}

export const CARRIERS: readonly Carrier[] = [
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{n}' },
  { name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={n}' },
  { name: 'DTDC', trackingUrl: 'https://www.dtdc.in/trace.asp?strCnno={n}' },
  {
    name: 'India Post',
    trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentno={n}',
  },
  { name: 'Ekart', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{n}' },
  { name: 'Xpressbees', trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={n}' },
];

/** What the admin's carrier list offers for a carrier not in CARRIERS. */
export const OTHER_CARRIER = 'Other';

/** The carrier of this name (any case, spaces trimmed); undefined for any other. */
export const carrierNamed = (name: string): Carrier | undefined => {
  const wanted = name.trim().toLowerCase();
  return CARRIERS.find((c) => c.name.toLowerCase() === wanted);
};

/** The carrier's page for this tracking number; null for a carrier with no page or no number. */
export function trackingUrlFor(carrier: string | undefined, trackingNumber: string | undefined): string | null {
  const known = carrier ? carrierNamed(carrier) : undefined;
  const number = trackingNumber?.replace(/\s+/g, '');
  if (!known || !number) return null;
  return known.trackingUrl.replace('{n}', encodeURIComponent(number));
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_ZONES, type StoreDetails } from '@store/shared';
import { INFO_PAGE_SLUGS } from './info-slugs';
import { LEGAL_PAGES, LEGAL_PAGE_SLUGS, NEEDS_CONNECTION } from './legal-content';

const details: StoreDetails = {
  seller: {
    legalName: 'Inkwell Stationery Private Limited',
    tradeName: 'Inkwell',
    address: ['14 Residency Road', 'Bengaluru, Karnataka 560025'],
    state: 'Karnataka',
    gstin: '29AAACI0000S1ZL',
    email: 'hello@inkwell.example',
    phone: '+91 80 4123 4567',
    dispatchPincode: '560025',
    grievanceOfficer: {
      name: 'Meera Iyer',
      designation: 'Grievance Officer',
      email: 'grievance@inkwell.example',
      phone: '+91 80 4123 4500',
    },
    isSample: false,
  },
  delivery: {
    dispatch: { pincode: '560025', city: 'Bengaluru', district: 'Bangalore', state: 'Karnataka' },
    zones: DEFAULT_DELIVERY_ZONES,
  },
  shipping: { freeAbove: 999, fee: 99 },
  returnWindowDays: 30,
};
const text = (page: ReturnType<(typeof LEGAL_PAGES)['contact']>) => JSON.stringify(page);

describe('the legal pages', () => {
  it('are info pages the router knows, each from the store details', () => {
    for (const slug of LEGAL_PAGE_SLUGS) expect(INFO_PAGE_SLUGS).toContain(slug);
  });

  it("when the details are there, then /contact names the seller's GSTIN and the grievance officer, who acknowledges in 48 hours and resolves in a month", () => {
    const contact = text(LEGAL_PAGES.contact(details));
    for (const said of [
      '29AAACI0000S1ZL',
      'Inkwell Stationery Private Limited',
      'Meera Iyer',
      'within 48 hours',
      'reference number',
      'within one month',
    ])
      expect(contact).toContain(said);
  });

  it('when the owner set the zones, then /shipping lists each with its working days and cash on delivery, and the spec’s rule', () => {
    const metro = {
      ...details,
      delivery: {
        ...details.delivery,
        zones: { zones: DEFAULT_DELIVERY_ZONES.zones.map((z) => (z.id === 'metro' ? { ...z, days: 4 } : z)), codLimit: 5000 },
      },
    };
    const zones = LEGAL_PAGES.shipping(metro).sections.flatMap((s) => s.zones ?? []);
    expect(zones).toHaveLength(5);
    expect(zones.find((z) => z.label === 'Metro cities')).toMatchObject({ days: '4 working days', cod: 'Cash on Delivery available' });
    expect(zones.find((z) => z.label === 'North-east and islands')?.cod).toBe('Cash on Delivery not available');
    const shipping = text(LEGAL_PAGES.shipping(metro));
    expect(shipping).toContain('Free shipping on orders above ₹999');
    expect(shipping).toContain('A flat ₹99');
    expect(shipping).toContain('up to ₹5,000');
  });

  it('when the device never had the details (offline), then the pages keep their terms and say what needs a connection', () => {
    expect(text(LEGAL_PAGES.returns(null))).toContain('30 days');
    expect(text(LEGAL_PAGES.contact(null))).toContain(NEEDS_CONNECTION);
    expect(text(LEGAL_PAGES.shipping(null))).toContain('₹999');
  });
});

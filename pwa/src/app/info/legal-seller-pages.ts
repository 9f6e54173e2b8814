/** The seller's pages (decision 045): /contact, /grievance and /terms, from the store's details. */
import {
  GRIEVANCE_ACKNOWLEDGE_HOURS,
  GRIEVANCE_RESOLVE_WITHIN,
  RETURN_WINDOW_DAYS,
  SHIPPING_RULE,
  formatRupees,
  type StoreDetails,
} from '@store/shared';
import type { InfoPageContent, InfoSection } from './info-types';
import { msg } from '../../i18n/translate';
import { needsConnection } from './legal-notes';

const sellerFacts = (d: StoreDetails): InfoSection['facts'] => [
  { label: msg('Legal name'), value: d.seller.legalName },
  { label: msg('Trading as'), value: d.seller.tradeName },
  { label: msg('Registered address'), value: d.seller.address.join(', ') },
  { label: 'GSTIN', value: d.seller.gstin },
  { label: msg('E-mail'), value: d.seller.email, href: `mailto:${d.seller.email}` },
  { label: msg('Phone'), value: d.seller.phone, href: `tel:${d.seller.phone.replace(/[^+\d]/g, '')}` },
  { label: msg('Customer care hours'), value: 'Monday to Saturday, 10:00 to 19:00 IST' },
];

const officerFacts = (d: StoreDetails): InfoSection['facts'] => [
  { label: msg('Name'), value: d.seller.grievanceOfficer.name },
  { label: msg('Designation'), value: d.seller.grievanceOfficer.designation },
  { label: msg('E-mail'), value: d.seller.grievanceOfficer.email, href: `mailto:${d.seller.grievanceOfficer.email}` },
  { label: msg('Phone'), value: d.seller.grievanceOfficer.phone, href: `tel:${d.seller.grievanceOfficer.phone.replace(/[^+\d]/g, '')}` },
  { label: msg('Address'), value: [d.seller.legalName, ...d.seller.address].join(', ') },
];

const GRIEVANCE_STEPS: InfoSection = {
  heading: msg('How a complaint is handled'),
  list: [
    'Write to the Grievance Officer by e-mail or post, or call, with your order number if the complaint is about an order.',
    `We acknowledge your complaint within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours. The acknowledgement gives it a reference number (for example GRV-2026-0042).`,
    'Quote that reference number in any message or call: it is how you and we track the complaint, and we tell you its status whenever you ask.',
    `We resolve it within ${GRIEVANCE_RESOLVE_WITHIN} of receiving it, and tell you in writing what we did and why.`,
    'If you are not satisfied, you may approach the National Consumer Helpline (1915, consumerhelpline.gov.in) or a Consumer Commission under the Consumer Protection Act, 2019.',
  ],
};

export function contact(d: StoreDetails | null): InfoPageContent {
  return {
    title: msg('Contact Us'),
    intro: msg('A real person reads every message. We answer within one working day.'),
    sections: d
      ? [
          { heading: msg('The seller'), facts: sellerFacts(d) },
          {
            heading: msg('About an order'),
            paragraphs: ['Please include your order number and the e-mail or phone you ordered with, so we can help at once.'],
          },
          { heading: msg('Grievance Officer'), id: 'grievance-officer', facts: officerFacts(d) },
          GRIEVANCE_STEPS,
        ]
      : [needsConnection, GRIEVANCE_STEPS],
  };
}

export function grievance(d: StoreDetails | null): InfoPageContent {
  return {
    title: msg('Grievance Officer'),
    intro:
      'A complaint about an order, a product, a refund or this store goes to our Grievance Officer, as the Consumer Protection (E-Commerce) Rules, 2020 provide.',
    sections: d
      ? [{ heading: msg('Grievance Officer'), id: 'grievance-officer', facts: officerFacts(d) }, GRIEVANCE_STEPS]
      : [needsConnection, GRIEVANCE_STEPS],
  };
}

export function terms(d: StoreDetails | null): InfoPageContent {
  return {
    title: msg('Terms of Service'),
    intro: msg('The agreement between you and the seller when you buy from this store.'),
    sections: [
      d ? { heading: msg('Who sells'), facts: sellerFacts(d)?.slice(0, 5) } : needsConnection,
      {
        heading: msg('Prices and payment'),
        paragraphs: [
          `Prices are in Indian rupees (₹). GST at 18% is added at checkout on the amount after any promo code and shown before you pay; shipping is free above ${formatRupees(SHIPPING_RULE.freeAbove)}, else ${formatRupees(SHIPPING_RULE.fee)}. A GST tax invoice is issued for every paid order and every delivered cash-on-delivery order; give your GSTIN at checkout for a business invoice.`,
        ],
      },
      {
        heading: msg('Orders and cancellation'),
        list: [
          'An order is confirmed when we send its confirmation; if an item turns out to be out of stock we tell you and refund it in full.',
          'You may cancel an order free of charge from your account while it is still processing, before it is shipped; a paid order is refunded in full to the way you paid.',
          'Each product page says its country of origin, as the Consumer Protection (E-Commerce) Rules, 2020 require.',
        ],
      },
      {
        heading: msg('Returns and warranty'),
        paragraphs: [
          `Items may be returned within ${RETURN_WINDOW_DAYS} days of delivery as the Returns page describes. Every piece carries our lifetime warranty against manufacturing defects (the Returns page says how to claim it), on top of the manufacturer’s own.`,
        ],
      },
      {
        heading: msg('Complaints'),
        paragraphs: [
          `Complaints go to our Grievance Officer (see the Grievance Officer page), who acknowledges them within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours and resolves them within ${GRIEVANCE_RESOLVE_WITHIN}.`,
        ],
      },
      {
        heading: msg('Governing law'),
        paragraphs: [
          `These terms are governed by the laws of India. Courts and Consumer Commissions in India have jurisdiction${d ? `; the seller is registered in ${d.seller.state}` : ''}. Nothing here limits your rights under the Consumer Protection Act, 2019.`,
        ],
      },
    ],
  };
}

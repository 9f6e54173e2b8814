/**
 * The pages the Consumer Protection (E-Commerce) Rules, 2020 ask the store to show (decision 045):
 * the seller's details, the grievance officer, delivery, returns and refunds, terms and privacy.
 * Built from the store's own details (GET /api/store/details), so they say what this store is
 * configured with; `null` details (offline on a device that never had them) leave the general
 * terms and say the rest needs a connection. Loaded with the info page only.
 */
import {
  DELIVERY_ZONE_DESCRIPTIONS,
  formatRupees,
  GRIEVANCE_ACKNOWLEDGE_HOURS,
  GRIEVANCE_RESOLVE_WITHIN,
  RETURN_WINDOW_DAYS,
  SHIPPING_RULE,
  type StoreDetails,
} from '@store/shared';
import type { InfoPageContent, InfoSection } from './info-content';

export const LEGAL_PAGE_SLUGS = ['contact', 'shipping', 'returns', 'terms', 'privacy', 'grievance'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];
export const isLegalPage = (slug: string): slug is LegalPageSlug => (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug);

export const NEEDS_CONNECTION =
  'The store’s registered details load with a connection; open this page once online and it is kept for offline use.';
export const SAMPLE_NOTE =
  'Sample details: this store has not been given its seller’s details yet (STORE_GSTIN and the other STORE_* settings), so the name, address and GSTIN below are an example, not a real business.';

const sellerFacts = (d: StoreDetails): InfoSection['facts'] => [
  { label: 'Legal name', value: d.seller.legalName },
  { label: 'Trading as', value: d.seller.tradeName },
  { label: 'Registered address', value: d.seller.address.join(', ') },
  { label: 'GSTIN', value: d.seller.gstin },
  { label: 'E-mail', value: d.seller.email, href: `mailto:${d.seller.email}` },
  { label: 'Phone', value: d.seller.phone, href: `tel:${d.seller.phone.replace(/[^+\d]/g, '')}` },
  { label: 'Customer care hours', value: 'Monday to Saturday, 10:00 to 19:00 IST' },
];

const officerFacts = (d: StoreDetails): InfoSection['facts'] => [
  { label: 'Name', value: d.seller.grievanceOfficer.name },
  { label: 'Designation', value: d.seller.grievanceOfficer.designation },
  { label: 'E-mail', value: d.seller.grievanceOfficer.email, href: `mailto:${d.seller.grievanceOfficer.email}` },
  { label: 'Phone', value: d.seller.grievanceOfficer.phone, href: `tel:${d.seller.grievanceOfficer.phone.replace(/[^+\d]/g, '')}` },
  { label: 'Address', value: [d.seller.legalName, ...d.seller.address].join(', ') },
];

const GRIEVANCE_STEPS: InfoSection = {
  heading: 'How a complaint is handled',
  list: [
    'Write to the Grievance Officer by e-mail or post, or call, with your order number if the complaint is about an order.',
    `We acknowledge your complaint within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours. The acknowledgement gives it a reference number (for example GRV-2026-0042).`,
    'Quote that reference number in any message or call: it is how you and we track the complaint, and we tell you its status whenever you ask.',
    `We resolve it within ${GRIEVANCE_RESOLVE_WITHIN} of receiving it, and tell you in writing what we did and why.`,
    'If you are not satisfied, you may approach the National Consumer Helpline (1915, consumerhelpline.gov.in) or a Consumer Commission under the Consumer Protection Act, 2019.',
  ],
};

const needsConnection: InfoSection = { heading: 'Registered details', paragraphs: [NEEDS_CONNECTION] };

function contact(d: StoreDetails | null): InfoPageContent {
  return {
    title: 'Contact Us',
    intro: 'A real person reads every message. We answer within one working day.',
    sections: d
      ? [
          { heading: 'The seller', facts: sellerFacts(d) },
          {
            heading: 'About an order',
            paragraphs: ['Please include your order number and the e-mail or phone you ordered with, so we can help at once.'],
          },
          { heading: 'Grievance Officer', id: 'grievance-officer', facts: officerFacts(d) },
          GRIEVANCE_STEPS,
        ]
      : [needsConnection, GRIEVANCE_STEPS],
  };
}

function grievance(d: StoreDetails | null): InfoPageContent {
  return {
    title: 'Grievance Officer',
    intro:
      'A complaint about an order, a product, a refund or this store goes to our Grievance Officer, as the Consumer Protection (E-Commerce) Rules, 2020 provide.',
    sections: d
      ? [{ heading: 'Grievance Officer', id: 'grievance-officer', facts: officerFacts(d) }, GRIEVANCE_STEPS]
      : [needsConnection, GRIEVANCE_STEPS],
  };
}

const days = (n: number) => `${n} working day${n === 1 ? '' : 's'}`;

function shipping(d: StoreDetails | null): InfoPageContent {
  const rule = d?.shipping ?? SHIPPING_RULE;
  const zones = d
    ? [
        {
          heading: 'Delivery times',
          paragraphs: [
            `Parcels leave from ${d.delivery.dispatch.city || d.delivery.dispatch.district}, ${d.delivery.dispatch.state} (${d.delivery.dispatch.pincode}). Type your pincode on a product page or in the cart to see your delivery date. Working days are Monday to Saturday; Sundays and national holidays are not counted.`,
          ],
          zones: d.delivery.zones.zones.map((z) => ({
            label: z.label,
            where: DELIVERY_ZONE_DESCRIPTIONS[z.id],
            days: days(z.days),
            cod: z.cod ? 'Cash on Delivery available' : 'Cash on Delivery not available',
          })),
        },
        {
          heading: 'Cash on delivery',
          paragraphs: [
            d.delivery.zones.codLimit === null
              ? 'Cash on delivery is offered where the list above says so, for an order of any amount.'
              : `Cash on delivery is offered where the list above says so, for orders up to ${formatRupees(d.delivery.zones.codLimit)}.`,
          ],
        },
      ]
    : [{ heading: 'Delivery times', paragraphs: [NEEDS_CONNECTION] }];
  return {
    title: 'Shipping Information',
    intro: 'Carefully packed in recycled paper and delivered across India.',
    sections: [
      {
        heading: 'Costs',
        list: [`Free shipping on orders above ${formatRupees(rule.freeAbove)}.`, `A flat ${formatRupees(rule.fee)} on smaller orders.`],
      },
      ...zones,
      {
        heading: 'Tracking',
        paragraphs: [
          'You receive a tracking link by e-mail or SMS when your parcel is shipped, and the order in your account shows where it is.',
        ],
      },
    ],
  };
}

function returns(d: StoreDetails | null): InfoPageContent {
  const window = d?.returnWindowDays ?? RETURN_WINDOW_DAYS;
  const email = d?.seller.email ?? 'our customer care e-mail (Contact Us)';
  return {
    title: 'Returns & Refunds',
    intro: `Changed your mind? You have ${window} days from delivery to send it back.`,
    sections: [
      {
        heading: `The ${window}-day returns`,
        paragraphs: [`Return any item within ${window} days of delivery for a full refund of what you paid for it.`],
        list: [
          'Unused, in its original packaging, with its seals, tags and any free items that came with it.',
          'Not returnable once opened or used, for hygiene and safety: ink bottles and cartridges, refills, glue, paints and other consumables.',
          'Not returnable: gift cards and items made or engraved to your order.',
        ],
      },
      {
        heading: 'Damaged, defective or wrong item',
        paragraphs: [
          'Tell us within 48 hours of delivery, with a photo, and we replace it or refund it in full, the shipping fee included. This is on top of the manufacturer’s warranty.',
        ],
      },
      {
        heading: 'How to ask for a return',
        list: [
          `Write to ${email} with your order number and the items, or call customer care.`,
          'We confirm within one working day and arrange a free pickup from your address within 2 working days.',
          'We check the item within 2 working days of it reaching us and tell you the outcome.',
        ],
      },
      {
        heading: 'Refunds',
        list: [
          'Paid online (card, UPI, net banking): refunded to the same card, UPI account or bank account.',
          'Paid by cash on delivery: refunded to a UPI id or a bank account (account number and IFSC) you give us; we never refund cash.',
          'We start the refund within 2 working days of the check; your bank usually shows it within 5–7 working days.',
          'The shipping fee is refunded when the return is our mistake (damaged, defective or wrong item).',
        ],
      },
      {
        heading: 'Warranty',
        paragraphs: [
          'Warranties are the manufacturer’s, on the terms that come with the product (our fountain pens’ makers cover manufacturing defects). We help you claim them: write to us with your order number.',
        ],
      },
    ],
  };
}

function terms(d: StoreDetails | null): InfoPageContent {
  return {
    title: 'Terms of Service',
    intro: 'The agreement between you and the seller when you buy from this store.',
    sections: [
      d ? { heading: 'Who sells', facts: sellerFacts(d)?.slice(0, 5) } : needsConnection,
      {
        heading: 'Prices and payment',
        paragraphs: [
          `Prices are in Indian rupees (₹). GST at 18% is added at checkout on the amount after any promo code and shown before you pay; shipping is free above ${formatRupees(SHIPPING_RULE.freeAbove)}, else ${formatRupees(SHIPPING_RULE.fee)}. A GST tax invoice is issued for every paid order and every delivered cash-on-delivery order; give your GSTIN at checkout for a business invoice.`,
        ],
      },
      {
        heading: 'Orders and cancellation',
        list: [
          'An order is confirmed when we send its confirmation; if an item turns out to be out of stock we tell you and refund it in full.',
          'You may cancel an order free of charge from your account while it is still processing, before it is shipped; a paid order is refunded in full to the way you paid.',
          'Each product page says its country of origin, as the Consumer Protection (E-Commerce) Rules, 2020 require.',
        ],
      },
      {
        heading: 'Returns and warranty',
        paragraphs: [
          `Items may be returned within ${RETURN_WINDOW_DAYS} days of delivery as the Returns page describes. Warranties are the manufacturer’s, on the terms that come with the product.`,
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          `Complaints go to our Grievance Officer (see the Grievance Officer page), who acknowledges them within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours and resolves them within ${GRIEVANCE_RESOLVE_WITHIN}.`,
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          `These terms are governed by the laws of India. Courts and Consumer Commissions in India have jurisdiction${d ? `; the seller is registered in ${d.seller.state}` : ''}. Nothing here limits your rights under the Consumer Protection Act, 2019.`,
        ],
      },
    ],
  };
}

function privacy(d: StoreDetails | null): InfoPageContent {
  const contact = d
    ? `${d.seller.grievanceOfficer.name} (${d.seller.grievanceOfficer.designation}), ${d.seller.grievanceOfficer.email}`
    : 'our Grievance Officer (see Contact Us)';
  return {
    title: 'Privacy Policy',
    intro:
      'We collect only what we need to sell and deliver to you, and we never sell it. This is how we follow India’s Digital Personal Data Protection Act, 2023, in plain words.',
    sections: [
      {
        heading: 'What we collect, and why',
        list: [
          'Your name, e-mail, phone and delivery addresses: to sign you in, deliver your orders and tell you about them.',
          'Your orders and, if you give one, your GSTIN: to fulfil orders, issue GST invoices and handle returns.',
          'Reviews you write, shown with your first name.',
          'Your e-mail for the newsletter, only if you sign up.',
          'Words searched that found nothing, without who searched them, to stock what people look for.',
          'Your cart, wishlist and a copy of the catalogue are kept on your own device, so the store works offline.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Only with those who deliver your order (the courier gets your name, address and phone) and process your payment, and with authorities when the law requires. We never sell your data or show advertising trackers.',
        ],
      },
      {
        heading: 'How long we keep it',
        list: [
          'Your account: until you ask us to delete it.',
          'Orders and tax invoices: as long as GST and tax law require (about eight years), even after an account is deleted.',
          'Sign-in codes: minutes. Newsletter sign-ups: until you unsubscribe.',
        ],
      },
      {
        heading: 'Your rights',
        list: [
          'To know what personal data we hold about you and how we use it.',
          'To have it corrected, completed or updated, and erased when it is no longer needed for the purpose you gave it for.',
          'To withdraw your consent at any time (for example, to the newsletter); it does not undo what was done before.',
          'To nominate someone to use these rights if you die or cannot.',
          'To have a complaint answered by us, and then, if you are not satisfied, to go to the Data Protection Board of India.',
        ],
      },
      { heading: 'Contact', paragraphs: [`Write to ${contact}. We answer within 30 days, usually much sooner.`] },
    ],
  };
}

export const LEGAL_PAGES: Record<LegalPageSlug, (d: StoreDetails | null) => InfoPageContent> = {
  contact,
  shipping,
  returns,
  terms,
  privacy,
  grievance,
};

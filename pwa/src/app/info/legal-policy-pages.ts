/** The store's policies (decision 045): /shipping, /returns and /privacy, from the store's details. */
import { DELIVERY_ZONE_DESCRIPTIONS, formatRupees, RETURN_WINDOW_DAYS, SHIPPING_RULE, type StoreDetails } from '@store/shared';
import type { InfoPageContent } from './info-types';
import { msg } from '../../i18n/translate';
import { NEEDS_CONNECTION } from './legal-notes';

const days = (n: number) => `${n} working day${n === 1 ? '' : 's'}`;

export function shipping(d: StoreDetails | null): InfoPageContent {
  const rule = d?.shipping ?? SHIPPING_RULE;
  const zones = d
    ? [
        {
          heading: msg('Delivery times'),
          paragraphs: [
            `Parcels leave from ${d.delivery.dispatch.city || d.delivery.dispatch.district}, ${d.delivery.dispatch.state} (${d.delivery.dispatch.pincode}). Type your pincode on a product page or in the cart to see your delivery date. Working days are Monday to Saturday; Sundays and national holidays are not counted.`,
          ],
          zones: d.delivery.zones.zones.map((z) => ({
            label: z.label,
            where: DELIVERY_ZONE_DESCRIPTIONS[z.id],
            days: days(z.days),
            cod: z.cod ? msg('Cash on Delivery available') : msg('Cash on Delivery not available'),
          })),
        },
        {
          heading: msg('Cash on delivery'),
          paragraphs: [
            d.delivery.zones.codLimit === null
              ? 'Cash on delivery is offered where the list above says so, for an order of any amount.'
              : `Cash on delivery is offered where the list above says so, for orders up to ${formatRupees(d.delivery.zones.codLimit)}.`,
          ],
        },
      ]
    : [{ heading: msg('Delivery times'), paragraphs: [NEEDS_CONNECTION] }];
  return {
    title: msg('Shipping Information'),
    intro: msg('Carefully packed in recycled paper and delivered across India.'),
    sections: [
      {
        heading: msg('Costs'),
        list: [`Free shipping on orders above ${formatRupees(rule.freeAbove)}.`, `A flat ${formatRupees(rule.fee)} on smaller orders.`],
      },
      ...zones,
      {
        heading: msg('Tracking'),
        paragraphs: [
          'You receive a tracking link by e-mail or SMS when your parcel is shipped, and the order in your account shows where it is.',
        ],
      },
    ],
  };
}

export function returns(d: StoreDetails | null): InfoPageContent {
  const window = d?.returnWindowDays ?? RETURN_WINDOW_DAYS;
  const email = d?.seller.email ?? 'our customer care e-mail (Contact Us)';
  return {
    title: msg('Returns & Refunds'),
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
        heading: msg('Damaged, defective or wrong item'),
        paragraphs: [
          'Tell us within 48 hours of delivery, with a photo, and we replace it or refund it in full, the shipping fee included. This is on top of the manufacturer’s warranty.',
        ],
      },
      {
        heading: msg('How to ask for a return'),
        list: [
          `Write to ${email} with your order number and the items, or call customer care.`,
          'We confirm within one working day and arrange a free pickup from your address within 2 working days.',
          'We check the item within 2 working days of it reaching us and tell you the outcome.',
        ],
      },
      {
        heading: msg('Refunds'),
        list: [
          'Paid online (card, UPI, net banking): refunded to the same card, UPI account or bank account.',
          'Paid by cash on delivery: refunded to a UPI id or a bank account (account number and IFSC) you give us; we never refund cash.',
          'We start the refund within 2 working days of the check; your bank usually shows it within 5–7 working days.',
          'The shipping fee is refunded when the return is our mistake (damaged, defective or wrong item).',
        ],
      },
      {
        heading: msg('Warranty'),
        paragraphs: [
          'Every piece carries our lifetime warranty against manufacturing defects: a pen, tool or notebook that fails from a fault in how it was made is repaired or replaced, whenever that happens. Wear, damage and misuse are not covered.',
          'To claim it, write to us with your order number and a photo; the manufacturer’s own warranty applies as well, and we help you claim it.',
        ],
      },
    ],
  };
}

export function privacy(d: StoreDetails | null): InfoPageContent {
  const contact = d
    ? `${d.seller.grievanceOfficer.name} (${d.seller.grievanceOfficer.designation}), ${d.seller.grievanceOfficer.email}`
    : 'our Grievance Officer (see Contact Us)';
  return {
    title: msg('Privacy Policy'),
    intro:
      'We collect only what we need to sell and deliver to you, and we never sell it. This is how we follow India’s Digital Personal Data Protection Act, 2023, in plain words.',
    sections: [
      {
        heading: msg('What we collect, and why'),
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
        heading: msg('Who we share it with'),
        paragraphs: [
          'Only with those who deliver your order (the courier gets your name, address and phone) and process your payment, and with authorities when the law requires. We never sell your data or show advertising trackers.',
        ],
      },
      {
        heading: msg('How long we keep it'),
        list: [
          'Your account: until you ask us to delete it.',
          'Orders and tax invoices: as long as GST and tax law require (about eight years), even after an account is deleted.',
          'Sign-in codes: minutes. Newsletter sign-ups: until you unsubscribe.',
        ],
      },
      {
        heading: msg('Your rights'),
        list: [
          'To know what personal data we hold about you and how we use it.',
          'To have it corrected, completed or updated, and erased when it is no longer needed for the purpose you gave it for.',
          'To withdraw your consent at any time (for example, to the newsletter); it does not undo what was done before.',
          'To nominate someone to use these rights if you die or cannot.',
          'To have a complaint answered by us, and then, if you are not satisfied, to go to the Data Protection Board of India.',
        ],
      },
      { heading: msg('Contact'), paragraphs: [`Write to ${contact}. We answer within 30 days, usually much sooner.`] },
    ],
  };
}

import type { InfoPageSlug } from './info-slugs';
import type { InfoPageContent } from './info-types';
import type { LegalPageSlug } from './legal-slugs';
import { msg } from '../../i18n/translate';

/**
 * Short, real content of the footer's information pages (the brief leaves their content open).
 * The pages the e-commerce rules ask for (contact, shipping, returns, terms, privacy, grievance)
 * are built from the store's details in legal-content.ts.
 */

export const INFO_PAGES = {
  'gift-cards': {
    title: msg('Gift Cards'),
    intro: msg('Let them choose their own nib, notebook or palette. Inkwell gift cards arrive by e-mail within minutes.'),
    sections: [
      {
        heading: msg('How they work'),
        list: [
          msg('Values from ₹500 to ₹10,000.'),
          msg('Delivered by e-mail with your personal note.'),
          msg('Valid for 12 months on everything in the store, including sale items.'),
          msg('Use across several orders until the balance runs out.'),
        ],
      },
      {
        heading: msg('Ordering'),
        paragraphs: [
          msg(
            'Write to hello@inkwell.example with the amount, the recipient and your message; we reply with a secure payment link the same working day.',
          ),
        ],
      },
    ],
  },
  faq: {
    title: msg('Frequently Asked Questions'),
    intro: msg('Quick answers to what shoppers ask us most.'),
    sections: [
      {
        heading: msg('Do you ship across India?'),
        paragraphs: [msg('Yes, to every serviceable pin code. Orders above ₹999 ship free; below that shipping is ₹99.')],
      },
      {
        heading: msg('Can I shop without an account?'),
        paragraphs: [msg('Yes. Your cart and wishlist are kept on your device; sign in at checkout to place the order.')],
      },
      {
        heading: msg('Does the store work offline?'),
        paragraphs: [
          msg(
            'Once you have visited, the catalogue is saved on your device: you can browse, search and fill your cart without a connection, and we send changes when you are back online.',
          ),
        ],
      },
      {
        heading: msg('Which payment methods do you accept?'),
        paragraphs: [msg('Cards (Visa, Mastercard), UPI, net banking and cash on delivery.')],
      },
    ],
  },
  'size-guide': {
    title: msg('Size Guide'),
    intro: msg('Paper and nib sizes, explained.'),
    sections: [
      {
        heading: msg('Paper sizes'),
        list: [
          msg('A4: 210 × 297 mm — full letters and sketches.'),
          msg('A5: 148 × 210 mm — the classic journal.'),
          msg('A6: 105 × 148 mm — pocket notebooks.'),
          msg('B5: 176 × 250 mm — roomy study notes.'),
        ],
      },
      {
        heading: msg('Nib sizes'),
        list: [
          msg('EF (extra fine): small handwriting and ledgers.'),
          msg('F (fine): everyday writing.'),
          msg('M (medium): a smooth, bolder line.'),
          msg('B (broad): signatures and lettering.'),
        ],
      },
    ],
  },
  careers: {
    title: msg('Careers'),
    intro: msg('We are a small team of writers, artists and engineers in Bengaluru.'),
    sections: [
      {
        heading: msg('Working here'),
        paragraphs: [
          msg(
            'We care about craft, kind customer care and software that works even on a patchy connection. Everyone spends a day a month packing orders.',
          ),
        ],
      },
      {
        heading: msg('Open roles'),
        paragraphs: [msg('We have no open roles right now. Send a letter about yourself to careers@inkwell.example — we read every one.')],
      },
    ],
  },
  press: {
    title: msg('Press'),
    intro: msg('Stories, images and facts about Inkwell Stationery.'),
    sections: [
      {
        heading: msg('Facts'),
        list: [
          msg('Founded in Bengaluru.'),
          msg('50K+ customers across India.'),
          msg('1000+ products from makers in India and abroad.'),
          msg('99.9% customer satisfaction.'),
        ],
      },
      { heading: msg('Media enquiries'), paragraphs: [msg('Write to press@inkwell.example for interviews, product samples and images.')] },
    ],
  },
  sustainability: {
    title: msg('Sustainability'),
    intro: msg('Good stationery should last, and so should the planet it is made on.'),
    sections: [
      {
        heading: msg('What we do'),
        list: [
          msg('Plastic-free packaging made from recycled paper.'),
          msg('Refillable pens and ink in glass bottles.'),
          msg('Notebooks on FSC-certified paper.'),
          msg('Consolidated dispatch to cut delivery trips.'),
        ],
      },
    ],
  },
  wholesale: {
    title: msg('Wholesale'),
    intro: msg('Stationery for schools, studios, offices and shops.'),
    sections: [
      {
        heading: msg('Who we supply'),
        paragraphs: [msg('Retailers, schools, corporate gifting teams and art studios, from 25 units per item.')],
      },
      {
        heading: msg('Get a quote'),
        paragraphs: [msg('Send your list to wholesale@inkwell.example; we reply with prices and lead times within two working days.')],
      },
    ],
  },
  cookies: {
    title: msg('Cookie Policy'),
    intro: msg('We use as little browser storage as we can.'),
    sections: [
      {
        heading: msg('What we store'),
        list: [
          msg('Your sign-in token, so you stay signed in.'),
          msg('Your cart and wishlist, so they survive a reload.'),
          msg('A copy of the catalogue, so the store works offline.'),
        ],
      },
      { heading: msg('No tracking'), paragraphs: [msg('We use no advertising or third-party tracking cookies.')] },
    ],
  },
} as const satisfies Record<Exclude<InfoPageSlug, LegalPageSlug>, InfoPageContent>;

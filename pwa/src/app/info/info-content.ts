import type { InfoPageSlug } from './info-slugs';
import type { InfoPageContent } from './info-types';
import type { LegalPageSlug } from './legal-slugs';

/**
 * Short, real content of the footer's information pages (the brief leaves their content open).
 * The pages the e-commerce rules ask for (contact, shipping, returns, terms, privacy, grievance)
 * are built from the store's details in legal-content.ts.
 */

export const INFO_PAGES = {
  'gift-cards': {
    title: 'Gift Cards',
    intro: 'Let them choose their own nib, notebook or palette. Inkwell gift cards arrive by e-mail within minutes.',
    sections: [
      {
        heading: 'How they work',
        list: [
          'Values from ₹500 to ₹10,000.',
          'Delivered by e-mail with your personal note.',
          'Valid for 12 months on everything in the store, including sale items.',
          'Use across several orders until the balance runs out.',
        ],
      },
      {
        heading: 'Ordering',
        paragraphs: [
          'Write to hello@inkwell.example with the amount, the recipient and your message; we reply with a secure payment link the same working day.',
        ],
      },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Quick answers to what shoppers ask us most.',
    sections: [
      {
        heading: 'Do you ship across India?',
        paragraphs: ['Yes, to every serviceable pin code. Orders above ₹999 ship free; below that shipping is ₹99.'],
      },
      {
        heading: 'Can I shop without an account?',
        paragraphs: ['Yes. Your cart and wishlist are kept on your device; sign in at checkout to place the order.'],
      },
      {
        heading: 'Does the store work offline?',
        paragraphs: [
          'Once you have visited, the catalogue is saved on your device: you can browse, search and fill your cart without a connection, and we send changes when you are back online.',
        ],
      },
      { heading: 'Which payment methods do you accept?', paragraphs: ['Cards (Visa, Mastercard), UPI, net banking and cash on delivery.'] },
    ],
  },
  'size-guide': {
    title: 'Size Guide',
    intro: 'Paper and nib sizes, explained.',
    sections: [
      {
        heading: 'Paper sizes',
        list: [
          'A4: 210 × 297 mm — full letters and sketches.',
          'A5: 148 × 210 mm — the classic journal.',
          'A6: 105 × 148 mm — pocket notebooks.',
          'B5: 176 × 250 mm — roomy study notes.',
        ],
      },
      {
        heading: 'Nib sizes',
        list: [
          'EF (extra fine): small handwriting and ledgers.',
          'F (fine): everyday writing.',
          'M (medium): a smooth, bolder line.',
          'B (broad): signatures and lettering.',
        ],
      },
    ],
  },
  careers: {
    title: 'Careers',
    intro: 'We are a small team of writers, artists and engineers in Bengaluru.',
    sections: [
      {
        heading: 'Working here',
        paragraphs: [
          'We care about craft, kind customer care and software that works even on a patchy connection. Everyone spends a day a month packing orders.',
        ],
      },
      {
        heading: 'Open roles',
        paragraphs: ['We have no open roles right now. Send a letter about yourself to careers@inkwell.example — we read every one.'],
      },
    ],
  },
  press: {
    title: 'Press',
    intro: 'Stories, images and facts about Inkwell Stationery.',
    sections: [
      {
        heading: 'Facts',
        list: [
          'Founded in Bengaluru.',
          '50K+ customers across India.',
          '1000+ products from makers in India and abroad.',
          '99.9% customer satisfaction.',
        ],
      },
      { heading: 'Media enquiries', paragraphs: ['Write to press@inkwell.example for interviews, product samples and images.'] },
    ],
  },
  sustainability: {
    title: 'Sustainability',
    intro: 'Good stationery should last, and so should the planet it is made on.',
    sections: [
      {
        heading: 'What we do',
        list: [
          'Plastic-free packaging made from recycled paper.',
          'Refillable pens and ink in glass bottles.',
          'Notebooks on FSC-certified paper.',
          'Consolidated dispatch to cut delivery trips.',
        ],
      },
    ],
  },
  wholesale: {
    title: 'Wholesale',
    intro: 'Stationery for schools, studios, offices and shops.',
    sections: [
      { heading: 'Who we supply', paragraphs: ['Retailers, schools, corporate gifting teams and art studios, from 25 units per item.'] },
      {
        heading: 'Get a quote',
        paragraphs: ['Send your list to wholesale@inkwell.example; we reply with prices and lead times within two working days.'],
      },
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    intro: 'We use as little browser storage as we can.',
    sections: [
      {
        heading: 'What we store',
        list: [
          'Your sign-in token, so you stay signed in.',
          'Your cart and wishlist, so they survive a reload.',
          'A copy of the catalogue, so the store works offline.',
        ],
      },
      { heading: 'No tracking', paragraphs: ['We use no advertising or third-party tracking cookies.'] },
    ],
  },
} as const satisfies Record<Exclude<InfoPageSlug, LegalPageSlug>, InfoPageContent>;

/**
 * What the home page promises about its promo codes: the promo banner's entries, the flash sale
 * and the hero's highlights all take their words from here. Each offer names a cart of what it
 * advertises, and home-offers.test.ts applies the code to that cart with the checkout's own rules
 * (shared promotions.ts): copy that promises more than a code gives ("pens & journals" for a
 * fountain-pen code, issue 42) fails there, not in front of a shopper.
 */
import { FREE_SHIPPING_THRESHOLD, formatRupees, type BANNER_PROMO_CODES, type PromoLine } from '@store/shared';
import { msg, type Msg } from '../../i18n';

type BannerCode = (typeof BANNER_PROMO_CODES)[number];

export interface HomeOffer {
  code: BannerCode;
  /** The words shown (the banner's text, the flash sale's title, a hero highlight), in English; t() shows them in the shopper's language. */
  text: Msg;
  /** The percentage the text promises, if it names one: the code must take exactly that off `advertised`. */
  percentOff?: number;
  /** A cart of what the text names: the code must take something off each. */
  advertised: readonly (readonly PromoLine[])[];
}

const fountainPen: PromoLine = { name: 'Pilot Custom 74 Fountain Pen – Fine Nib, Teal', category: 'writing', price: 15000, quantity: 1 };
const notebook = (price: number): PromoLine => ({ name: 'Leuchtturm1917 Dotted Notebook A5', category: 'notebooks', price, quantity: 1 });

export const HOME_OFFERS = {
  fountainPens: { code: 'MEGA50', text: msg('50% off fountain pens'), percentOff: 50, advertised: [[fountainPen]] },
  buyTwoGetOne: {
    code: 'BUY2GET1',
    text: msg('Buy 2, get 1 free: the cheapest of every 3 items'),
    advertised: [
      [notebook(1450), notebook(1450), notebook(990)],
      [fountainPen, notebook(1450), notebook(990)],
    ],
  },
  welcome: {
    code: 'WELCOME25',
    text: msg('25% off your order'),
    percentOff: 25,
    advertised: [[fountainPen], [notebook(1450)]],
  },
} as const satisfies Record<string, HomeOffer>;

/** The promo banner's entries, in the spec's order of its codes (MEGA50, BUY2GET1, WELCOME25: the test checks it). */
export const BANNER_OFFERS = [HOME_OFFERS.fountainPens, HOME_OFFERS.buyTwoGetOne, HOME_OFFERS.welcome] as const;

/** Where the flash sale leads: the fountain pens, what MEGA50 takes its 50% off. */
export const FOUNTAIN_PENS_PATH = `/products?category=writing&search=${encodeURIComponent('fountain pen')}`;

/** The hero's highlights about what an order gets, by slide (the third, the art slide, promises nothing): a text and its values for t(). */
export const HERO_HIGHLIGHTS = {
  pens: { text: msg('Free shipping over {amount}'), values: { amount: formatRupees(FREE_SHIPPING_THRESHOLD) } },
  notebooks: { text: msg('Buy 2, get 1 free with {code}'), values: { code: HOME_OFFERS.buyTwoGetOne.code } },
} as const;

import { describe, expect, it } from 'vitest';
import { BANNER_PROMO_CODES, cartSubtotal, checkPromo, findPromoCode, FREE_SHIPPING_THRESHOLD, shippingFor } from '@store/shared';
import { createTranslate } from '../../i18n/translate';
import { BANNER_OFFERS, HERO_HIGHLIGHTS, HOME_OFFERS, type HomeOffer } from './home-offers';

/** What an English shopper reads. */
const english = createTranslate('en', null);

const everyOffer: Array<[string, HomeOffer]> = Object.entries(HOME_OFFERS);

describe("the home page's offers", () => {
  it('when the promo banner rotates, then it shows the spec’s codes in order, each with its own text', () => {
    expect(BANNER_OFFERS.map((o) => o.code)).toEqual([...BANNER_PROMO_CODES]);
    for (const offer of BANNER_OFFERS) expect(findPromoCode(offer.code), offer.code).not.toBeNull();
  });

  it.each(everyOffer)('when %s’s code is applied to a cart of what its text advertises, then it takes something off', (_name, offer) => {
    expect(offer.advertised.length).toBeGreaterThan(0);
    for (const cart of offer.advertised) {
      const check = checkPromo(offer.code, cart);
      expect(check.ok ? check.discount : check.reason, `${offer.code} on ${cart.map((l) => l.name).join(', ')}`).toBeGreaterThan(0);
    }
  });

  it.each(everyOffer.filter(([, o]) => o.percentOff !== undefined))(
    'when %s promises a percentage, then its text says it and its code takes exactly that off what it advertises',
    (_name, offer) => {
      expect(offer.text).toContain(`${offer.percentOff}% off`);
      for (const cart of offer.advertised) {
        const check = checkPromo(offer.code, cart);
        expect(check.ok && check.discount).toBe(Math.round((cartSubtotal(cart) * (offer.percentOff ?? 0)) / 100));
      }
    },
  );

  it('when the flash sale says what MEGA50 covers, then a journal is not promised: MEGA50 takes nothing off one', () => {
    expect(HOME_OFFERS.fountainPens.text).not.toMatch(/journal|notebook|pens &/i);
    const journal = [{ name: 'Leuchtturm1917 Dotted Journal A5', category: 'notebooks', price: 1450, quantity: 1 }];
    expect(checkPromo('MEGA50', journal)).toMatchObject({ ok: false, reason: 'MEGA50 applies to fountain pens; none in your cart.' });
  });

  it('when the hero promises free shipping over ₹999 or BUY2GET1, then the cart’s own rules give it', () => {
    expect(english(HERO_HIGHLIGHTS.pens.text, HERO_HIGHLIGHTS.pens.values)).toBe('Free shipping over ₹999');
    expect(shippingFor(FREE_SHIPPING_THRESHOLD + 1)).toBe(0);
    expect(shippingFor(FREE_SHIPPING_THRESHOLD)).toBeGreaterThan(0);
    expect(english(HERO_HIGHLIGHTS.notebooks.text, HERO_HIGHLIGHTS.notebooks.values)).toContain(HOME_OFFERS.buyTwoGetOne.code);
  });
});

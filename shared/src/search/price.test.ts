/** A price said in words inside a search, found and taken out (docs/decisions/050). */
import { describe, expect, it } from 'vitest';
import { priceInQuery, withoutPrice } from './price.js';

describe('priceInQuery', () => {
  it.each([
    ['under 500', '', undefined, 500],
    ['pens under 500', 'pens', undefined, 500],
    ['below ₹200', '', undefined, 200],
    ['notebook below 200', 'notebook', undefined, 200],
    ['500 se kam', '', undefined, 500],
    ['pen 500 se kam', 'pen', undefined, 500],
    ['1000 ke andar', '', undefined, 1000],
    ['diary 1000 ke andar wali', 'diary', undefined, 1000],
    ['500 से कम के पेन', 'के पेन', undefined, 500],
    ['५०० रुपये से कम', '', undefined, 500],
    ['1,500 तक', '', undefined, 1500],
    ['under rs 1,500/- diary', 'diary', undefined, 1500],
    ['rs.300 ke andar wala pen', 'pen', undefined, 300],
    ['upto 300', '', undefined, 300],
    ['up to 300 gel pens', 'gel pens', undefined, 300],
    ['less than 2k', '', undefined, 2000],
    ['max 250 pen', 'pen', undefined, 250],
    ['PENS UNDER 500', 'PENS', undefined, 500],
    ['above 1000 fountain pen', 'fountain pen', 1000, undefined],
    ['fountain pen over ₹2,000', 'fountain pen', 2000, undefined],
    ['pens 1k se zyada', 'pens', 1000, undefined],
    ['500+ pens', 'pens', 500, undefined],
    ['1000 से ज़्यादा', '', 1000, undefined],
    ['between 200 and 500 notebooks', 'notebooks', 200, 500],
    ['₹200-₹500 pens', 'pens', 200, 500],
    ['200 se 500 tak', '', 200, 500],
    ['from 500 to 200', '', 200, 500],
    ['above 200 below 500', '', 200, 500],
  ])('"%s" → text "%s", from %s to %s', (q, text, minPrice, maxPrice) => {
    const p = priceInQuery(q);
    expect(p).not.toBeNull();
    expect({ text: p!.text, minPrice: p!.minPrice, maxPrice: p!.maxPrice }).toEqual({ text, minPrice, maxPrice });
  });

  it.each([
    'fx 991',
    'fx-991ES Plus',
    'fx 991 plus',
    '0.5 mm',
    'under 5 mm',
    'a5 ruled',
    'pencils pack of 20',
    'HD-10 stapler',
    '24/6 pins',
    'pens',
    'कलम',
    'under',
    'tape 24 mm under 50 m',
  ])('"%s" says no price', (q) => {
    expect(priceInQuery(q)).toBeNull();
  });

  it('keeps the phrases as typed, in order, for the chip', () => {
    expect(priceInQuery('above ₹200 gel pens below 500')?.phrases).toEqual(['above ₹200', 'below 500']);
    expect(withoutPrice('pens under 500')).toBe('pens');
    expect(withoutPrice('pens')).toBe('pens');
  });
});

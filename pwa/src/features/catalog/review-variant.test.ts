import { describe, expect, it } from 'vitest';
import { reviewedVariant } from './review-variant';
import { HINDI } from '../../i18n/hindi-catalogue';
import { createTranslate } from '../../i18n/translate';

const pen = {
  options: [
    { name: 'Colour', values: ['Blue', 'Charcoal'] },
    { name: 'Nib', values: ['F', 'M'] },
  ],
  variants: [{ id: 'pen-blue-f', values: ['Blue', 'F'] }],
} as unknown as Parameters<typeof reviewedVariant>[0];

describe('a review in the list', () => {
  it('when it names the variant it was for, then it says it by the options ("Colour: Blue · Nib: F")', () => {
    expect(reviewedVariant(pen, { variant: { id: 'pen-blue-f', label: 'Blue · F' } })).toBe('Colour: Blue · Nib: F');
  });

  it('when the product no longer sells that variant, then the label the review kept is shown', () => {
    expect(reviewedVariant(pen, { variant: { id: 'pen-charcoal-m', label: 'Charcoal · M' } })).toBe('Charcoal · M');
  });

  it('when it names none, then nothing is said', () => {
    expect(reviewedVariant(pen, {})).toBeNull();
  });

  it('when the shopper reads Hindi, then the option names and colours are in Hindi, and codes (F) as the product writes them', () => {
    const hindi = createTranslate('hi', HINDI);
    expect(reviewedVariant(pen, { variant: { id: 'pen-blue-f', label: 'Blue · F' } }, hindi)).toBe('रंग: नीला · निब: F');
  });
});

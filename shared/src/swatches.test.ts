import { describe, expect, it } from 'vitest';
import { FALLBACK_SWATCH, isLightSwatch, swatchColour } from './swatches.js';

describe('a colour swatch', () => {
  it('when the name is a colour a store sells, then it is painted that colour whatever its case or spacing', () => {
    expect(swatchColour('Blue')).toBe('#2952a3');
    expect(swatchColour('  rose   GOLD ')).toBe('#d4a08a');
    expect(swatchColour('Sky-blue')).toBe(swatchColour('Sky blue'));
    expect(swatchColour('Petrol')).not.toBe(FALLBACK_SWATCH);
    expect(swatchColour('Violet')).toBe(swatchColour('Purple'));
  });

  it('when it is a shade of its own, then its last colour word paints it', () => {
    expect(swatchColour('Deep Forest Green')).toBe(swatchColour('Forest Green'));
    expect(swatchColour('Ocean Blue')).toBe(swatchColour('Blue'));
    expect(swatchColour('Red Colour')).toBe(swatchColour('Red'));
  });

  it('when it names no colour, then the swatch is a neutral grey', () => {
    expect(swatchColour('Assorted')).toBe(FALLBACK_SWATCH);
    expect(swatchColour('')).toBe(FALLBACK_SWATCH);
  });

  it('when the colour is pale, then it is told apart (it gets a ring)', () => {
    expect(isLightSwatch(swatchColour('White'))).toBe(true);
    expect(isLightSwatch(swatchColour('Black'))).toBe(false);
  });
});

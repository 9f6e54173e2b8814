import { describe, expect, it } from 'vitest';
import { chosenVariant, optionChoices, type ChoosableVariant } from './variant-choice';

/** A pen in three colours and three nibs, Blue only in F, Red · M sold out, Black · B sold out. */
const v = (id: string, colour: string, nib: string, inStock = true): ChoosableVariant => ({ id, values: [colour, nib], inStock });
const pen = {
  options: [
    { name: 'Colour', values: ['Black', 'Blue', 'Red'] },
    { name: 'Nib', values: ['F', 'M', 'B'] },
  ],
  variants: [
    v('pen-black-f', 'Black', 'F'),
    v('pen-black-m', 'Black', 'M'),
    v('pen-black-b', 'Black', 'B', false),
    v('pen-blue-f', 'Blue', 'F'),
    v('pen-red-f', 'Red', 'F'),
    v('pen-red-m', 'Red', 'M', false),
  ],
};
const byId = (id: string) => pen.variants.find((x) => x.id === id)!;
const choice = (current: string, option: number, value: string) =>
  optionChoices(pen, byId(current))[option]!.values.find((c) => c.value === value)!;

describe('the product page opens the variant its URL names', () => {
  it('when the URL names one of its variants, then that one is chosen', () => {
    expect(chosenVariant(pen, 'pen-red-f').id).toBe('pen-red-f');
  });

  it('when it names none, or one the product does not have, then the default (first) variant is chosen', () => {
    expect(chosenVariant(pen, null).id).toBe('pen-black-f');
    expect(chosenVariant(pen, '').id).toBe('pen-black-f');
    expect(chosenVariant(pen, 'pen-green-f').id).toBe('pen-black-f');
  });
});

describe("the option pickers' values", () => {
  it('when a nib does not exist in the chosen colour, then it is disabled and opens nothing', () => {
    expect(choice('pen-blue-f', 1, 'M')).toMatchObject({ disabled: true, variantId: null });
    expect(choice('pen-blue-f', 1, 'B')).toMatchObject({ disabled: true });
    expect(choice('pen-blue-f', 1, 'F')).toMatchObject({ disabled: false, selected: true, variantId: 'pen-blue-f' });
    expect(choice('pen-black-f', 1, 'M')).toMatchObject({ disabled: false, variantId: 'pen-black-m' });
  });

  it('when a colour lacks the chosen nib, then it stays pickable and opens its closest variant', () => {
    expect(choice('pen-black-m', 0, 'Blue')).toMatchObject({ disabled: false, variantId: 'pen-blue-f' });
    // Red · M exists (sold out): the nib is kept, since sold-out variants can still be viewed.
    expect(choice('pen-black-m', 0, 'Red')).toMatchObject({ disabled: false, variantId: 'pen-red-m' });
  });

  it('when every variant a value opens is sold out, then it is marked sold out but can still be chosen', () => {
    expect(choice('pen-black-f', 1, 'B')).toMatchObject({ soldOut: true, disabled: false, variantId: 'pen-black-b' });
    expect(choice('pen-red-f', 1, 'M')).toMatchObject({ soldOut: true, disabled: false, variantId: 'pen-red-m' });
    // Red has an in-stock nib, so the colour itself is not sold out.
    expect(choice('pen-black-f', 0, 'Red')).toMatchObject({ soldOut: false });
  });

  it('when a colour has no nib to keep, then an in-stock variant is opened before a sold-out one', () => {
    expect(choice('pen-black-b', 0, 'Red')).toMatchObject({ variantId: 'pen-red-f' });
  });

  it('when the product has no options, then there are no pickers', () => {
    expect(optionChoices({ options: [], variants: [v('solo', '', '')] }, v('solo', '', ''))).toEqual([]);
  });
});

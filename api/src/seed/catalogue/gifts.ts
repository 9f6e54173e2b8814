import { COLOURS as C } from './colours.js';
import { line, type CategoryCatalogue } from './types.js';

export const GIFTS: CategoryCatalogue = {
  slug: 'gifts',
  name: 'Gifts & Sets',
  description: 'Pen gift sets, journal sets and stationery hampers, boxed and ready to give for Diwali, birthdays and graduations.',
  color: '#6d1f33',
  kinds: [
    { kind: 'gift-box', colours: [C.crimson, C.midnightBlue, C.forest, C.burgundy, C.blush, C.mustard, C.teal, C.jetBlack] },
    { kind: 'pen-gift-set', colours: [C.jetBlack, C.burgundy, C.midnightBlue, C.forest, C.tan, C.charcoal, C.crimson, C.teal] },
    { kind: 'journal-gift-set', colours: [C.tan, C.burgundy, C.sage, C.blush, C.midnightBlue, C.jetBlack, C.mustard, C.teal] },
  ],
  types: [
    {
      id: 'stationery-hamper',
      noun: 'Stationery Gift Box',
      kind: 'gift-box',
      colourInName: false,
      features: [
        'Curated mix of pens, notebook and sticky notes',
        'Presentation box with ribbon',
        'Ready to gift, no wrapping needed',
        'Space for a personal note',
        'Suits students and professionals',
      ],
      specs: [
        ['Contents', ['8 items', '10 items', '12 items']],
        ['Box', ['Rigid board with magnetic lid', 'Kraft box with ribbon']],
      ],
      about: [
        'The {brand} {model} gathers everyday favourites into one beautiful box.',
        'A thoughtful {noun} for birthdays, festivals and first days at work.',
      ],
    },
    {
      id: 'pen-gift-set',
      noun: 'Pen Gift Set',
      kind: 'pen-gift-set',
      features: [
        'Presentation case with satin lining',
        'Pen ready to write out of the box',
        'Spare refill or ink cartridges included',
        'Brand authenticity card',
        'Suitable for engraving',
      ],
      specs: [
        ['Contents', ['Pen + case', 'Pen + refill + case', 'Pen + pencil + case']],
        ['Trim', ['Chrome', 'Gold']],
      ],
      about: [
        'The {brand} {model} gift set presents a classic pen in a case worth keeping.',
        'A {colour} {noun} that makes a memorable gift for a graduate, a colleague or a parent.',
      ],
    },
    {
      id: 'journal-gift-set',
      noun: 'Journal & Pen Gift Set',
      kind: 'journal-gift-set',
      features: [
        'Hardbound journal with matching pen',
        'Gift box with sleeve',
        'Acid-free, ink-friendly paper',
        'Ribbon marker and elastic closure',
        'Ideal for writers and planners',
      ],
      specs: [
        ['Journal Size', ['A5', 'Pocket']],
        ['Paper', ['80 GSM', '100 GSM']],
      ],
      about: [
        'The {brand} {model} pairs a journal and a pen that belong together.',
        'A {colour} {noun} for someone who still writes by hand.',
      ],
    },
  ],
  lines: [
    line('stationery-hamper', 'Archies', '', 600, 1500, ['Classic', 'Deluxe'], 'Stationery Hamper'),
    line('stationery-hamper', 'Faber-Castell', 'Creative', 450, 900, ['Kids', 'Teens']),
    line('stationery-hamper', 'Camlin', '', 350, 650, ['Junior', 'Senior'], 'Art Gift Kit'),
    line('stationery-hamper', 'Classmate', '', 300, 550, ['Junior', 'Senior'], 'Back to School Kit'),
    line('pen-gift-set', 'Parker', 'Vector', 650, 900, ['Ball Pen', 'Fountain Pen']),
    line('pen-gift-set', 'Parker', 'Jotter', 1200, 1800, ['Chrome Trim', 'Gold Trim'], 'Pen & Pencil Gift Set'),
    line('pen-gift-set', 'Cross', 'Calais', 3500, 5500, ['Ball Pen', 'Rollerball']),
    line('pen-gift-set', 'Sheaffer', 'Prelude', 3500, 6000, ['Ball Pen', 'Fountain Pen']),
    line('pen-gift-set', 'Lamy', 'Safari', 2800, 3900, ['Fountain Pen + Converter']),
    line('pen-gift-set', 'Pilot', 'Metropolitan', 2200, 2900, ['Fountain Pen', 'Rollerball']),
    line('journal-gift-set', 'Moleskine', 'Classic', 2200, 3200, ['Large', 'Pocket']),
    line('journal-gift-set', 'Matrikas', 'Leather', 700, 1400, ['A5']),
    line('journal-gift-set', 'Archies', 'Keepsake', 400, 800, ['A5']),
    line('journal-gift-set', 'Leuchtturm1917', 'Medium', 2600, 3400, ['A5, Dotted']),
  ],
};

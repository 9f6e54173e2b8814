import { COLOURS as C } from './colours.js';
import { line, type CategoryCatalogue } from './types.js';

export const DESK_ACCESSORIES: CategoryCatalogue = {
  slug: 'desk-accessories',
  name: 'Desk Accessories',
  description: 'Lamps, pen stands, clocks and desk mats that make a workspace calm, comfortable and yours.',
  color: '#a86b3c',
  kinds: [
    { kind: 'desk-lamp', colours: [C.jetBlack, C.ivory, C.teal, C.mustard, C.crimson, C.sage] },
    { kind: 'pen-holder', colours: [C.tan, C.jetBlack, C.slate, C.teal, C.blush, C.mustard] },
    { kind: 'desk-clock', colours: [C.jetBlack, C.tan, C.teal, C.mustard, C.sage, C.coral] },
    { kind: 'desk-mat', colours: [C.jetBlack, C.tan, C.slate, C.midnightBlue, C.sage, C.burgundy] },
  ],
  types: [
    {
      id: 'desk-lamp',
      noun: 'LED Desk Lamp',
      kind: 'desk-lamp',
      features: [
        'Flicker-free LED light that is easy on the eyes',
        'Three colour temperatures',
        'Stepless touch dimming',
        'Adjustable arm and head',
        'USB charging port in the base',
        'Energy efficient, 50,000-hour LED life',
        'Weighted base stays steady',
      ],
      specs: [
        ['Power', ['5 W', '6 W', '8 W']],
        ['Colour Temperature', ['3000–6500 K', '4000 K']],
        ['Power Source', ['USB-C', 'Mains adapter', 'Rechargeable battery']],
      ],
      about: [
        'The {brand} {model} lamp throws even, glare-free light across the whole desk.',
        'A {colour} {noun} for late study sessions that is gentle on the eyes.',
      ],
    },
    {
      id: 'pen-stand',
      noun: 'Pen Stand',
      kind: 'pen-holder',
      features: [
        'Several compartments for pens, scissors and rulers',
        'Felt base protects the desk',
        'Stable, tip-proof design',
        'Slot for visiting cards',
        'Easy to wipe clean',
      ],
      specs: [
        ['Compartments', ['3', '4', '5']],
        ['Material', ['Sheesham wood', 'Metal mesh', 'ABS plastic', 'Bamboo']],
      ],
      about: [
        'The {brand} {model} pen stand keeps the essentials upright and in reach.',
        'A {colour} {noun} that brings a little order to a busy desk.',
      ],
    },
    {
      id: 'desk-clock',
      noun: 'Desk Clock',
      kind: 'desk-clock',
      features: [
        'Silent sweep movement, no ticking',
        'Easy-to-read dial',
        'Runs on one AA battery',
        'Stands on its own base',
        'Doubles as a thoughtful gift',
      ],
      specs: [
        ['Movement', ['Quartz sweep', 'Quartz step']],
        ['Dial', ['10 cm', '12 cm']],
        ['Battery', ['1 × AA']],
      ],
      about: [
        'The {brand} {model} is a desk clock that keeps time quietly.',
        'A {colour} {noun} with a clear dial that is easy to read at a glance.',
      ],
    },
    {
      id: 'desk-mat',
      noun: 'Desk Mat',
      kind: 'desk-mat',
      features: [
        'Smooth writing surface',
        'Water-resistant and easy to wipe',
        'Non-slip backing',
        'Doubles as a large mouse pad',
        'Stitched edges that do not fray',
      ],
      specs: [
        ['Size', ['60 × 30 cm', '80 × 40 cm', '90 × 45 cm']],
        ['Material', ['Vegan leather', 'Felt', 'PU leather with cork back']],
      ],
      about: [
        'The {brand} {model} desk mat protects the desk and gives the keyboard, mouse and notebook a calm base.',
        'A {colour} {noun} that makes any table feel like a proper workspace.',
      ],
    },
  ],
  lines: [
    line('desk-lamp', 'Philips', 'Air', 1500, 2500, ['5 W', '6 W']),
    line('desk-lamp', 'Wipro', 'Garnet', 1200, 2000, ['6 W']),
    line('desk-lamp', 'Havells', 'Study', 900, 1600, ['5 W']),
    line('desk-lamp', 'Deli', 'Folding', 700, 1200, ['Rechargeable']),
    line('pen-stand', 'Worldone', 'Wooden', 250, 450, ['3 Compartments', '5 Compartments']),
    line('pen-stand', 'Deli', 'Mesh', 150, 250, ['3 Compartments']),
    line('pen-stand', 'Solo', 'Caddy', 120, 220, ['4 Compartments']),
    line('pen-stand', 'Kuber Industries', 'Bamboo', 300, 550, ['4 Compartments']),
    line('desk-clock', 'Ajanta', 'Quartz', 350, 650, ['Round', 'Square']),
    line('desk-clock', 'Orpat', 'Classic', 400, 700, ['Round']),
    line('desk-clock', 'Seiko', 'Wooden', 2500, 4500, ['Round']),
    line('desk-mat', 'DailyObjects', 'Vegan Leather', 1200, 2200, ['60 × 30 cm', '80 × 40 cm']),
    line('desk-mat', 'Deli', 'PU Leather', 600, 1100, ['60 × 30 cm', '80 × 40 cm']),
    line('desk-mat', 'Worldone', 'Felt', 400, 700, ['80 × 40 cm', '90 × 45 cm']),
  ],
};

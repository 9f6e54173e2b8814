import { COLOURS as C } from './colours.js';
import { line, type CategoryCatalogue } from './types.js';

export const ORGANIZATION: CategoryCatalogue = {
  slug: 'organization',
  name: 'Organization & Storage',
  description: 'Files, folders, storage boxes, drawer units and trays that give every paper and pen a place.',
  color: '#1d7874',
  kinds: [
    { kind: 'storage-box', colours: [C.sage, C.blush, C.slate, C.tan, C.skyBlue, C.ivory] },
    { kind: 'file-folder', colours: [C.royalBlue, C.crimson, C.forest, C.sunflower, C.jetBlack, C.lavender] },
    { kind: 'drawer-unit', colours: [C.slate, C.skyBlue, C.blush, C.jetBlack, C.mint, C.tan] },
    { kind: 'letter-tray', colours: [C.jetBlack, C.slate, C.silver, C.tan, C.royalBlue, C.sage] },
  ],
  types: [
    {
      id: 'storage-box',
      noun: 'Storage Box',
      kind: 'storage-box',
      features: [
        'Folds flat when not in use',
        'Reinforced base keeps its shape',
        'Lid keeps out dust',
        'Side handles for easy lifting',
        'Stackable to save space',
        'Wipe-clean finish',
      ],
      specs: [
        ['Size', ['Small (25 × 20 × 15 cm)', 'Medium (35 × 25 × 20 cm)', 'Large (45 × 30 × 25 cm)']],
        ['Material', ['Non-woven fabric', 'Kraft board', 'Polypropylene']],
      ],
      about: [
        'The {brand} {model} storage box tidies stationery, documents and craft supplies out of sight.',
        'A {colour} {noun} that looks good on an open shelf and stacks neatly in a cupboard.',
      ],
    },
    {
      id: 'file-folder',
      noun: 'File Folder',
      kind: 'file-folder',
      features: [
        'Holds A4 and F/S documents',
        'Strong press-stud or zip closure',
        'Transparent front for quick identification',
        'Water-resistant polypropylene',
        'Label slot on the spine',
      ],
      specs: [
        ['Size', ['A4', 'F/S']],
        ['Capacity', ['100 sheets', '250 sheets', '500 sheets']],
        ['Material', ['Polypropylene', 'Pressboard']],
      ],
      about: [
        'The {brand} {model} keeps documents flat, dry and easy to find.',
        'A {colour} {noun} for certificates, bills and project papers.',
      ],
    },
    {
      id: 'expanding-file',
      noun: 'Expanding File',
      kind: 'file-folder',
      features: [
        '12 labelled pockets',
        'Elastic closure',
        'Expands to hold a year of bills',
        'Tab labels included',
        'Tough, tear-resistant plastic',
      ],
      specs: [
        ['Pockets', ['12', '13', '24']],
        ['Size', ['A4', 'F/S']],
      ],
      about: [
        'The {brand} {model} sorts a whole year of papers into clearly labelled pockets.',
        'This {colour} {noun} is the easy way to keep receipts and warranty cards together.',
      ],
    },
    {
      id: 'drawer-unit',
      noun: 'Drawer Organiser',
      kind: 'drawer-unit',
      features: [
        'Smooth-sliding drawers with stoppers',
        'Sturdy frame that does not wobble',
        'Compact footprint for small desks',
        'Label holders on each drawer',
        'Easy to assemble',
        'Non-slip feet',
      ],
      specs: [
        ['Drawers', ['3', '4', '5', '12']],
        ['Material', ['Polypropylene', 'Engineered wood', 'Metal mesh']],
      ],
      about: [
        'The {brand} {model} drawer organiser keeps small supplies sorted and within reach.',
        'A {colour} {noun} that clears desk clutter in an afternoon.',
      ],
    },
    {
      id: 'letter-tray',
      noun: 'Document Tray',
      kind: 'letter-tray',
      features: [
        'Holds A4 and letter paper',
        'Stackable tiers',
        'Front scoop for easy access',
        'Rubber feet protect the desk',
        'Powder-coated, rust-resistant',
      ],
      specs: [
        ['Tiers', ['1', '2', '3']],
        ['Material', ['Metal mesh', 'Acrylic', 'Polystyrene']],
      ],
      about: [
        'The {brand} {model} tray turns a pile of papers into an in-tray and an out-tray.',
        'A {colour} {noun} with stackable tiers for busy desks.',
      ],
    },
  ],
  lines: [
    line('storage-box', 'Kuber Industries', 'Foldable', 350, 700, [
      ['Small', 1],
      ['Medium', 1.2],
      ['Large', 1.4],
      ['Set of 3', 2.4],
    ]),
    line('storage-box', 'Solo', 'Document', 150, 260, ['A4', 'F/S']),
    line('storage-box', 'Deli', 'Magazine', 180, 320, ['A4']),
    line('storage-box', 'Nilkamal', 'Multipurpose', 250, 550, ['Medium', 'Large']),
    line('file-folder', 'Solo', '', 90, 140, ['A4', 'F/S'], 'Document Bag'),
    line('file-folder', 'Solo', '2D', 120, 190, ['A4, 25 mm', 'A4, 40 mm'], 'Ring Binder'),
    line('file-folder', 'Worldone', 'Premium', 110, 180, ['F/S', 'A4'], 'Box File'),
    line('file-folder', 'Deli', 'Essentials', 60, 110, ['A4', 'F/S'], 'Clip File'),
    line('expanding-file', 'Kokuyo', 'Campus', 280, 420, ['12 Pockets', '13 Pockets']),
    line('expanding-file', 'Solo', 'Document', 180, 280, ['12 Pockets']),
    line('drawer-unit', 'Nilkamal', 'Chester 12', 2500, 3500, ['12 Drawers']),
    line('drawer-unit', 'Deli', 'Desktop 4 Tier', 650, 1100, ['4 Drawers']),
    line('drawer-unit', 'Worldone', 'Classic', 450, 800, ['3 Drawers', '5 Drawers']),
    line('drawer-unit', 'Kuber Industries', 'Modular', 900, 1600, ['3 Drawers', '5 Drawers']),
    line('letter-tray', 'Worldone', 'Executive', 550, 900, ['3 Tiers']),
    line('letter-tray', 'Deli', 'Mesh', 450, 750, ['2 Tiers', '3 Tiers']),
    line('letter-tray', 'Solo', 'Desktop', 250, 350, ['1 Tier', '2 Tiers']),
  ],
};

import { COLOURS as C } from './colours.js';
import { line, type CategoryCatalogue } from './types.js';

const rulings = ['Ruled', 'Plain', 'Dotted', 'Squared'];

export const NOTEBOOKS: CategoryCatalogue = {
  slug: 'notebooks',
  name: 'Notebooks & Journals',
  description: 'Spiral notebooks, hardbound journals, planners, long books and sticky notes, on paper that takes ink without feathering.',
  color: '#7a4e2d',
  kinds: [
    { kind: 'spiral-notebook', colours: [C.royalBlue, C.crimson, C.forest, C.tangerine, C.lavender, C.slate] },
    { kind: 'journal', colours: [C.jetBlack, C.burgundy, C.tan, C.forest, C.midnightBlue, C.sage] },
    { kind: 'sticky-notes', colours: [C.neonYellow, C.neonPink, C.skyBlue, C.mint, C.tangerine, C.lavender] },
    { kind: 'exercise-book', colours: [C.skyBlue, C.mint, C.blush, C.sunflower, C.royalBlue, C.coral] },
  ],
  types: [
    {
      id: 'spiral-notebook',
      noun: 'Spiral Notebook',
      kind: 'spiral-notebook',
      features: [
        'Wiro binding opens flat and folds back on itself',
        'Bright white paper with clear ruling',
        'Perforated pages tear out cleanly',
        'Subject dividers with pockets',
        'Stiff cover that survives a school bag',
        'Paper made from responsibly managed forests',
        'Margin line for neat notes',
      ],
      specs: [
        ['Size', ['A4', 'A5', 'B5', '24 × 18 cm']],
        ['Paper', ['70 GSM', '75 GSM', '80 GSM']],
        ['Binding', ['Single wiro', 'Twin wire']],
      ],
      about: [
        'The {brand} {model} is a spiral notebook that lies flat on the desk, so writing to the edge is easy.',
        'A {colour} {noun} with smooth paper that takes gel, ballpoint and pencil without fuss.',
      ],
    },
    {
      id: 'journal',
      noun: 'Notebook',
      kind: 'journal',
      features: [
        'Acid-free paper that will not yellow',
        'Lays flat for writing across both pages',
        'Elastic closure band',
        'Ribbon bookmark',
        'Expandable inner pocket at the back',
        'Numbered pages and a blank table of contents',
        'Rounded corners',
        'Thread-bound for durability',
      ],
      specs: [
        ['Size', ['A5 (14.5 × 21 cm)', 'Large (13 × 21 cm)', 'Pocket (9 × 14 cm)']],
        ['Paper', ['80 GSM', '90 GSM', '100 GSM', '120 GSM']],
        ['Pages', ['192', '240', '251']],
        ['Cover', ['Hardcover', 'Soft cover']],
      ],
      about: [
        'The {brand} {model} is a journal made to be carried every day and kept for years.',
        'Bound in {colour}, the {model} has paper that handles fountain pen ink with very little show-through.',
        'A {noun} for ideas, sketches and lists, with the small details that make a journal a pleasure to use.',
      ],
    },
    {
      id: 'planner',
      noun: 'Planner',
      kind: 'journal',
      features: [
        'Undated, so you can start any month',
        'Monthly, weekly and daily spreads',
        'Goal-setting and habit-tracker pages',
        'Two ribbon bookmarks',
        'Elastic closure band',
        'Fountain-pen friendly paper',
      ],
      specs: [
        ['Size', ['A5', 'B6']],
        ['Layout', ['Daily', 'Weekly', 'Weekly + Notes']],
        ['Paper', ['80 GSM', '100 GSM']],
      ],
      about: [
        'The {brand} {model} planner brings your week into one calm, clear layout.',
        'A {colour} {noun} for people who like to plan on paper and see the whole week at a glance.',
      ],
    },
    {
      id: 'sticky-notes',
      noun: 'Sticky Notes',
      kind: 'sticky-notes',
      features: [
        'Sticks firmly and removes without residue',
        'Bright colours that stand out on a monitor',
        'Repositionable many times',
        '100 sheets per pad',
        'Works with pen, pencil and marker',
        'Recyclable paper',
      ],
      specs: [
        ['Size', ['76 × 76 mm', '76 × 127 mm', '38 × 50 mm']],
        ['Sheets', ['100 per pad', '80 per pad']],
      ],
      about: [
        '{brand} {model} sticky notes hold reminders exactly where you need them.',
        'These {colour} {noun} keep to-dos visible on desks, monitors and textbooks.',
      ],
    },
    {
      id: 'notepad',
      noun: 'Notepad',
      kind: 'sticky-notes',
      features: [
        'Top-stapled with a sturdy back board',
        'Micro-perforated sheets tear cleanly',
        'Smooth, bright paper',
        'Water-resistant cover folds back',
        'Dot grid or lined options',
      ],
      specs: [
        ['Size', ['A5', 'A6', 'No. 16 (14.8 × 21 cm)']],
        ['Paper', ['80 GSM']],
        ['Sheets', ['80']],
      ],
      about: [
        'The {brand} {model} is a notepad with paper so smooth that writing on it is a small treat.',
        'A tear-off {noun} for quick notes, lists and sketches.',
      ],
    },
    {
      id: 'long-book',
      noun: 'Long Notebook',
      kind: 'exercise-book',
      colourInName: false,
      features: [
        'Soft-bound with a laminated cover',
        'Clear single-line ruling with margin',
        'Smooth paper that resists ink bleed',
        'Index page and timetable inside',
        'Made in India from responsibly sourced paper',
      ],
      specs: [
        ['Size', ['29.7 × 21 cm', '27.5 × 17.3 cm']],
        ['Paper', ['56 GSM', '58 GSM', '60 GSM']],
        ['Ruling', ['Single line', 'Four line', 'Unruled']],
      ],
      about: [
        'The {brand} {model} is the school and college long book, with paper that holds up to daily use.',
        'A dependable {noun} for class notes, assignments and practice.',
      ],
    },
  ],
  lines: [
    line('spiral-notebook', 'Classmate', 'Pulse 6-Subject', 180, 250, ['Single Line, 300 Pages']),
    line('spiral-notebook', 'Classmate', 'Spiral A5', 70, 110, [
      ['Single Line, 160 Pages', 1],
      ['Unruled, 160 Pages', 1],
      ['Squared, 160 Pages', 1],
      ['Single Line, 240 Pages', 1.4],
    ]),
    line('spiral-notebook', 'Navneet Youva', 'Classic', 60, 100, [
      ['Single Line, 160 Pages', 1],
      ['Four Line, 160 Pages', 1],
      ['Single Line, 300 Pages', 1.7],
    ]),
    line('spiral-notebook', 'Kokuyo', 'Campus Twin Ring', 250, 400, ['Dotted Ruling, B5', 'Dotted Ruling, A5']),
    line('spiral-notebook', 'Doms', 'Student', 55, 90, ['Single Line, 160 Pages', 'Unruled, 160 Pages']),
    line('spiral-notebook', 'Paperkraft', 'Wiro', 120, 220, ['A4, Ruled', 'A5, Ruled', 'A5, Dotted']),
    line('journal', 'Moleskine', 'Classic Hardcover', 1450, 2400, [
      ['Large, Ruled', 1],
      ['Large, Plain', 1],
      ['Large, Dotted', 1],
      ['Pocket, Ruled', 0.7],
    ]),
    line('journal', 'Leuchtturm1917', 'Medium A5 Hardcover', 1800, 2450, rulings),
    line('journal', 'Rhodia', 'Webnotebook A5', 1500, 2200, ['Dotted', 'Ruled', 'Plain']),
    line('journal', 'Matrikas', 'Handmade Leather', 450, 900, ['Plain', 'Ruled']),
    line('journal', 'Kokuyo', 'Campus Hardbound', 200, 350, ['Ruled', 'Dotted']),
    line('journal', 'Classmate', 'Premium Hardbound', 220, 320, ['Ruled', 'Unruled']),
    line('journal', 'Paperkraft', 'Premium Hardbound', 250, 400, ['Ruled', 'Dotted']),
    line('journal', 'Doodle', '', 350, 600, ['A5, Dotted', 'A5, Plain'], 'Bullet Journal'),
    line('planner', 'Moleskine', 'Weekly Planner', 1500, 2200, ['Weekly + Notes']),
    line('planner', 'Matrikas', 'Undated', 450, 750, ['Daily', 'Weekly']),
    line('planner', 'Navneet Youva', 'Undated', 250, 400, ['Weekly']),
    line('sticky-notes', 'Post-it', 'Super Sticky', 120, 180, [
      ['Single Pad', 1],
      ['Pack of 5', 4.5],
    ]),
    line('sticky-notes', 'Deli', 'Neon', 40, 80, [
      ['Single Pad', 1],
      ['Pack of 6', 5.5],
    ]),
    line('sticky-notes', 'Oddy', 'Ecotech', 35, 60, [
      ['Single Pad', 1],
      ['Pack of 5', 4.5],
    ]),
    line('sticky-notes', 'Classmate', 'Neon', 40, 70, [
      ['Single Pad', 1],
      ['Pack of 4', 3.6],
    ]),
    line(
      'sticky-notes',
      'Post-it',
      'Flags',
      120,
      200,
      [
        ['Pack of 5', 1],
        ['Pack of 10', 1.8],
      ],
      'Page Markers',
    ),
    line('notepad', 'Rhodia', 'Classic No. 16', 450, 650, ['Dot Grid', 'Lined']),
    line('notepad', 'Kokuyo', 'Campus', 120, 180, ['Dotted', 'Lined'], 'Report Pad'),
    line('notepad', 'Paperkraft', 'Legal', 90, 160, ['A4, Ruled', 'A5, Ruled'], 'Writing Pad'),
    line('notepad', 'Oddy', 'Executive', 60, 110, ['A4, Ruled', 'A5, Ruled'], 'Writing Pad'),
    line('long-book', 'Classmate', '', 50, 80, [
      ['Single Line, 172 Pages', 1],
      ['Unruled, 172 Pages', 1],
      ['Pack of 6', 5.8],
    ]),
    line('long-book', 'Navneet Youva', '', 45, 70, [
      ['Single Line, 160 Pages', 1],
      ['Pack of 6', 5.8],
    ]),
    line('long-book', 'Sundaram', 'Winner', 40, 60, [
      ['Single Line, 172 Pages', 1],
      ['Pack of 12', 11],
    ]),
  ],
};

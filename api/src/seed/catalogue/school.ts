import { COLOURS as C } from './colours.js';
import { line, type CategoryCatalogue } from './types.js';

/** The school basics shoppers in India buy most: erasers, sharpeners, rulers, glue, tape, geometry boxes. */
export const SCHOOL: CategoryCatalogue = {
  slug: 'school',
  name: 'School Supplies',
  description: 'Erasers, sharpeners, rulers, glue, tape and geometry boxes: the basics every school bag needs.',
  color: '#d4a017',
  kinds: [
    { kind: 'eraser', colours: [C.royalBlue, C.crimson, C.forest, C.sunflower, C.violet, C.skyBlue] },
    { kind: 'sharpener', colours: [C.royalBlue, C.crimson, C.jetBlack, C.mint, C.tangerine, C.blush] },
    { kind: 'ruler', colours: [C.skyBlue, C.ivory, C.silver, C.neonGreen, C.neonPink, C.sunflower] },
    { kind: 'glue', colours: [C.tangerine, C.crimson, C.royalBlue, C.forest, C.violet, C.sunflower] },
    { kind: 'tape', colours: [C.ivory, C.tan, C.sunflower, C.skyBlue, C.neonPink, C.silver] },
    { kind: 'geometry-box', colours: [C.royalBlue, C.crimson, C.jetBlack, C.forest, C.violet, C.teal] },
  ],
  types: [
    {
      id: 'eraser',
      noun: 'Eraser',
      kind: 'eraser',
      colourInName: false,
      features: [
        'Dust-free: crumbs gather into one strand',
        'Erases pencil cleanly without smudging',
        'Soft polymer does not tear paper',
        'Paper sleeve keeps the eraser clean',
        'Non-toxic and safe for children',
      ],
      specs: [
        ['Material', ['PVC-free polymer', 'Soft vinyl']],
        ['Pack', ['1 piece', 'Pack of 5', 'Pack of 20']],
      ],
      about: [
        'The {brand} {model} eraser rubs out pencil in one or two strokes and leaves the page clean.',
        'A soft, dust-free {noun} for school notebooks, drawing books and exam papers.',
      ],
    },
    {
      id: 'sharpener',
      noun: 'Sharpener',
      kind: 'sharpener',
      features: [
        'Hardened steel blade keeps a fine point',
        'Transparent container catches the shavings',
        'Fits standard 8 mm pencils',
        'Blade screwed in firmly, will not loosen',
        'Pocket-sized for a pencil box',
      ],
      specs: [
        ['Holes', ['Single hole', 'Double hole']],
        ['Blade', ['Carbon steel', 'Stainless steel']],
      ],
      about: [
        // Hindi beside the English (docs/decisions/050): a shopper who searches in Hindi finds it.
        'The {brand} {model} sharpener gives a long, even point without breaking the lead. {brand} {model} शार्पनर पेंसिल की लीड तोड़े बिना लंबी, नुकीली नोक बनाता है।',
        'A {colour} {noun} with a shavings box, so the desk and bag stay clean.',
      ],
    },
    {
      id: 'ruler',
      noun: 'Scale',
      kind: 'ruler',
      features: [
        'Clear centimetre and inch markings',
        'Bevelled edge for ink lines without smudges',
        'Unbreakable flexible plastic',
        'Markings printed to last',
        'Hole at one end to hang it up',
      ],
      specs: [
        ['Length', ['15 cm', '30 cm']],
        ['Material', ['Plastic', 'Stainless steel', 'Wood']],
      ],
      about: [
        'The {brand} {model} ruler measures and draws straight lines for geometry, maps and diagrams.',
        'A {colour} {noun} with sharp markings that do not rub off.',
      ],
    },
    {
      id: 'glue',
      noun: 'Glue',
      kind: 'glue',
      colourInName: false,
      features: [
        'Strong bond on paper, card and cloth',
        'Dries clear with no wrinkles',
        'Washable and non-toxic',
        'No-mess applicator tip',
        'Safe for school projects and crafts',
      ],
      specs: [
        ['Form', ['Stick', 'Liquid', 'White adhesive']],
        ['Net Quantity', ['8 g', '15 g', '30 ml', '100 g']],
      ],
      about: [
        '{brand} {model} is the adhesive schools and offices across India trust for paper and craft work.',
        'A dependable {noun} that sticks fast and cleans off hands with water.',
      ],
    },
    {
      id: 'tape',
      noun: 'Tape',
      kind: 'tape',
      colourInName: false,
      features: [
        'Strong, clear adhesive tape',
        'Tears easily by hand',
        'Does not yellow with age',
        'Fits standard tape dispensers',
        'Ideal for gift wrapping, packing and repairs',
      ],
      specs: [
        ['Width', ['12 mm', '18 mm', '24 mm', '48 mm']],
        ['Length', ['10 m', '30 m', '65 m']],
      ],
      about: [
        '{brand} {model} tape seals parcels, mends torn pages and wraps gifts neatly.',
        'A roll of {noun} for the home, the office and the school bag.',
      ],
    },
    {
      id: 'geometry-box',
      noun: 'Geometry Box',
      kind: 'geometry-box',
      features: [
        'Compass and divider with locking screws',
        'Protractor, set squares and a 15 cm scale',
        'Pencil, eraser and sharpener included',
        'Sturdy metal tin with a firm lid',
        'Everything the maths syllabus asks for',
      ],
      specs: [
        ['Pieces', ['8 pieces', '10 pieces', '12 pieces']],
        ['Case', ['Metal tin', 'Plastic case']],
      ],
      about: [
        'The {brand} {model} geometry box (mathematical instrument box) holds every tool for maths class.',
        'A {colour} {noun} with a compass that holds its radius and set squares with clear markings.',
      ],
    },
  ],
  lines: [
    line('eraser', 'Apsara', 'Non-Dust', 5, 10, ['', ['Pack of 20', 14]]),
    line('eraser', 'Nataraj', 'Jumbo', 8, 15, ['', ['Pack of 10', 8]]),
    line('eraser', 'Doms', 'Non-Dust', 5, 10, ['', ['Pack of 20', 14]]),
    line('eraser', 'Faber-Castell', 'Dust Free', 10, 20, ['', ['Pack of 5', 4.5]]),
    line('eraser', 'Staedtler', 'Mars Plastic', 35, 60, ['']),
    line('eraser', 'Camlin', 'Kokuyo', 8, 15, ['', ['Pack of 10', 9]]),
    line('sharpener', 'Apsara', 'Long Point', 5, 10, ['', ['Pack of 20', 14]]),
    line('sharpener', 'Nataraj', 'Sharpener', 4, 8, ['', ['Pack of 20', 14]]),
    line('sharpener', 'Doms', 'Zoom', 10, 20, ['']),
    line('sharpener', 'Faber-Castell', 'Barrel', 20, 40, ['']),
    line('sharpener', 'Maped', 'Shaker', 40, 70, ['Double Hole']),
    line('ruler', 'Camlin', 'Scholar', 10, 20, ['15 cm', ['30 cm', 1.5]]),
    line('ruler', 'Nataraj', 'Flexible', 10, 18, ['15 cm', ['30 cm', 1.5]]),
    line('ruler', 'Maped', 'Steel', 60, 120, ['30 cm'], 'Steel Ruler'),
    line('ruler', 'Doms', 'Scale', 10, 25, ['30 cm']),
    line('glue', 'Fevistik', 'Glue Stick', 15, 30, ['8 g', ['15 g', 1.7]]),
    line('glue', 'Fevicol', 'MR', 10, 25, ['30 ml', ['100 g', 3]], 'White Adhesive'),
    line('glue', 'Camlin', 'Kokuyo', 20, 40, ['Gum Bottle'], 'Liquid Glue'),
    line('glue', 'Faber-Castell', 'Glue Stick', 25, 50, ['15 g']),
    line('tape', 'Cello', 'Clear', 20, 40, ['18 mm × 30 m', ['24 mm × 65 m', 2]], 'Cellophane Tape'),
    line('tape', 'Oddy', 'Brown', 60, 110, ['48 mm × 65 m'], 'Packing Tape'),
    line('tape', 'Camlin', 'Double Sided', 30, 60, ['12 mm × 10 m'], 'Double-Sided Tape'),
    line('tape', 'Kangaro', 'Masking', 35, 70, ['24 mm × 20 m'], 'Masking Tape'),
    line('geometry-box', 'Camlin', 'Scholar', 120, 220, ['']),
    line('geometry-box', 'Faber-Castell', 'Maths', 150, 260, ['']),
    line('geometry-box', 'Apsara', 'Platinum', 100, 180, ['']),
    line('geometry-box', 'Doms', 'Smart Kit', 110, 200, ['']),
    line('geometry-box', 'Nataraj', 'Marvel', 90, 160, ['']),
  ],
};

import { COLOURS as C } from './colours.js';
import { line, type CategoryCatalogue } from './types.js';

const SHADES = [
  ['12 Shades', 1],
  ['24 Shades', 1.9],
  ['36 Shades', 2.8],
] as const;
/** Paint tubes are named for the paint inside, so their drawing colours carry paint names. */
const PAINTS = [
  { name: 'Cadmium Red Hue', hex: C.crimson.hex },
  { name: 'Ultramarine', hex: C.royalBlue.hex },
  { name: 'Lemon Yellow', hex: C.sunflower.hex },
  { name: 'Sap Green', hex: C.forest.hex },
  { name: 'Burnt Sienna', hex: C.sienna.hex },
  { name: 'Dioxazine Violet', hex: C.violet.hex },
];

export const ART: CategoryCatalogue = {
  slug: 'art',
  name: 'Art Supplies',
  description: 'Watercolours, acrylics, brushes, colour pencils and sketchbooks for hobbyists, students and working artists.',
  color: '#b8282e',
  kinds: [
    { kind: 'palette', colours: [C.crimson, C.royalBlue, C.sunflower, C.forest, C.tangerine, C.lavender] },
    { kind: 'brushes', colours: [C.tan, C.jetBlack, C.crimson, C.royalBlue, C.teal, C.burgundy] },
    { kind: 'colour-pencils', colours: [C.sunflower, C.royalBlue, C.crimson, C.forest, C.jetBlack, C.coral] },
    { kind: 'paint-tube', colours: PAINTS },
    { kind: 'journal', colours: [C.jetBlack, C.tan, C.sage] },
  ],
  types: [
    {
      id: 'watercolour-set',
      noun: 'Watercolour Set',
      kind: 'palette',
      colourInName: false,
      features: [
        'Finely milled pigments with good lightfastness',
        'Half pans re-wet instantly',
        'Mixing palette built into the lid',
        'Includes a travel brush',
        'Compact case fits in a pocket',
        'Transparent colours that layer beautifully',
        'Non-toxic, conforms to safety standards',
      ],
      specs: [
        ['Format', ['Half pans', 'Cakes', 'Tubes, 10 ml']],
        ['Case', ['Plastic box', 'Metal tin']],
      ],
      about: [
        'The {brand} {model} is a watercolour set that goes from the desk to the outdoors without a fuss.',
        'Bright, clean washes and easy mixing make the {model} a favourite of students and plein-air painters.',
      ],
    },
    {
      id: 'brush-set',
      noun: 'Paint Brush Set',
      kind: 'brushes',
      colourSuffix: ' Handles',
      features: [
        'Synthetic bristles that hold a fine point',
        'Seamless nickel-plated ferrules',
        'Lacquered wooden handles',
        'Suits watercolour, acrylic and gouache',
        'Round, flat and filbert shapes',
        'Comes in a zipped storage pouch',
      ],
      specs: [
        ['Hair', ['Synthetic', 'Synthetic sable', 'Hog bristle']],
        ['Handle', ['Short', 'Long']],
      ],
      about: [
        'The {brand} {model} brushes spring back to shape stroke after stroke.',
        'A versatile {noun} covering washes, details and textured strokes.',
      ],
    },
    {
      id: 'colour-pencils',
      noun: 'Colour Pencils',
      kind: 'colour-pencils',
      colourInName: false,
      features: [
        'Bright, blendable colours',
        'Break-resistant leads',
        'Hexagonal barrels for a steady grip',
        'Easy to sharpen to a fine point',
        'Layer and burnish without waxy build-up',
        'Sturdy tin or box for storage',
        'Safe for children',
      ],
      specs: [
        ['Lead', ['3.3 mm', '3.8 mm']],
        ['Type', ['Wax-based', 'Oil-based']],
        ['Packaging', ['Cardboard box', 'Metal tin']],
      ],
      about: [
        '{brand} {model} colour pencils lay down rich colour that blends smoothly.',
        'From school projects to botanical illustration, the {model} set covers the spectrum.',
      ],
    },
    {
      id: 'oil-pastels',
      noun: 'Oil Pastels',
      kind: 'colour-pencils',
      colourInName: false,
      features: [
        'Creamy, intense colours',
        'Blend with a fingertip',
        'Paper sleeves keep hands clean',
        'Works on paper, card and canvas board',
        'Non-toxic',
      ],
      specs: [['Stick Size', ['Regular', 'Jumbo']]],
      about: [
        'The {brand} {model} oil pastels glide on smoothly and blend into bold, painterly colour.',
        'A cheerful {noun} set for young artists and expressive sketching.',
      ],
    },
    {
      id: 'paint-brush',
      noun: 'Paint Brush',
      kind: 'brushes',
      colourSuffix: ' Handle',
      features: [
        'Holds plenty of colour and releases it evenly',
        'Keeps a sharp point or crisp edge',
        'Crimped ferrule that will not loosen',
        'Balanced handle for control',
        'Rinses clean easily',
      ],
      specs: [
        ['Hair', ['Synthetic', 'Synthetic sable', 'Squirrel blend']],
        ['Shape', ['Round', 'Flat', 'Filbert']],
      ],
      about: [
        'The {brand} {model} brush carries a generous load of colour and keeps its shape.',
        'A dependable {noun} for washes and fine details alike.',
      ],
    },
    {
      id: 'poster-colours',
      noun: 'Poster Colours',
      kind: 'palette',
      colourInName: false,
      features: [
        'Opaque, matt colours that cover in one coat',
        'Smooth, creamy consistency',
        'Mixes to endless shades',
        'Washable and non-toxic',
        'Screw-cap bottles keep paint fresh',
      ],
      specs: [
        ['Bottle Size', ['10 ml', '15 ml']],
        ['Finish', ['Matt']],
      ],
      about: [
        '{brand} {model} poster colours give flat, bright colour for charts, projects and illustrations.',
        'A school-bag favourite: the {model} set covers smoothly and dries matt.',
      ],
    },
    {
      id: 'acrylic-set',
      noun: 'Acrylic Colour Set',
      kind: 'paint-tube',
      colourInName: false,
      features: [
        'Dries fast to a water-resistant finish',
        'Smooth, buttery consistency',
        'Works on canvas, paper, wood and fabric',
        'Good coverage in a single coat',
        'Colours stay bright as they dry',
        'Tubes close tightly to stop drying',
      ],
      specs: [
        ['Tube Size', ['9 ml', '12 ml', '20 ml']],
        ['Finish', ['Satin', 'Matt']],
      ],
      about: [
        'The {brand} {model} acrylics give bold, even colour on canvas, wood and craft projects.',
        'A versatile {noun} for students, DIY makers and wall art.',
      ],
    },
    {
      id: 'paint-tube',
      noun: 'Colour Tube',
      kind: 'paint-tube',
      features: [
        'Artist-grade pigment load',
        'Excellent lightfastness',
        'Consistent colour from tube to tube',
        'Generous tube size',
        'Mixes cleanly with other colours',
      ],
      specs: [
        ['Series', ['1', '2', '3']],
        ['Lightfastness', ['Excellent', 'Very good']],
      ],
      about: [
        '{brand} {model} colours are made for painters who want strong, clean colour.',
        'A single {noun} to refill your palette with a colour you use most.',
      ],
    },
    {
      id: 'sketchbook',
      noun: 'Sketchbook',
      kind: 'journal',
      features: [
        'Heavy, acid-free drawing paper',
        'Takes pencil, charcoal, ink and light washes',
        'Lays flat for drawing across the spread',
        'Hard cover doubles as a drawing board',
        'Elastic band keeps loose sheets in',
      ],
      specs: [
        ['Size', ['A4', 'A5', 'Square 20 × 20 cm']],
        ['Paper', ['140 GSM', '160 GSM', '200 GSM']],
        ['Sheets', ['40', '60', '80']],
      ],
      about: [
        'The {brand} {model} is a sketchbook with paper that takes graphite and ink with equal ease.',
        'Carry the {model} everywhere: it is built for quick studies and finished drawings alike.',
      ],
    },
  ],
  lines: [
    line('watercolour-set', 'Winsor & Newton', 'Cotman Pocket', 1400, 2100, [
      ['12 Half Pans', 1],
      ['16 Half Pans', 1.3],
    ]),
    line(
      'watercolour-set',
      'Camlin',
      'Artist',
      150,
      250,
      [
        ['12 Shades', 1],
        ['18 Shades', 1.4],
      ],
      'Water Colour Cakes',
    ),
    line('watercolour-set', 'Brustro', 'Artists Watercolour', 800, 1200, [
      ['12 Tubes', 1],
      ['24 Tubes', 1.7],
    ]),
    line(
      'watercolour-set',
      'Faber-Castell',
      '',
      120,
      200,
      [
        ['12 Shades', 1],
        ['24 Shades', 1.8],
      ],
      'Watercolour Cakes',
    ),
    line('watercolour-set', 'Kuretake', 'Gansai Tambi', 1800, 2600, [
      ['12 Colours', 1],
      ['24 Colours', 1.8],
    ]),
    line('watercolour-set', 'Sakura', 'Koi Pocket Field Sketch', 1500, 2400, [
      ['12 Colours', 1],
      ['24 Colours', 1.6],
    ]),
    line(
      'watercolour-set',
      'Camel',
      'Artist',
      180,
      260,
      [
        ['12 Shades', 1],
        ['18 Shades', 1.4],
      ],
      'Watercolour Tube Set',
    ),
    line('poster-colours', 'Camel', 'Student', 90, 160, [
      ['10 Shades', 1],
      ['12 Shades', 1.2],
    ]),
    line('poster-colours', 'Fevicryl', 'Hobby Ideas', 80, 140, [
      ['10 Shades', 1],
      ['14 Shades', 1.3],
    ]),
    line('poster-colours', 'Doms', 'Non-Toxic', 70, 120, [
      ['10 Shades', 1],
      ['12 Shades', 1.2],
    ]),
    line('brush-set', 'Camlin', 'Round Synthetic', 90, 160, ['Set of 7']),
    line('brush-set', 'Camlin', 'Flat Synthetic', 90, 160, ['Set of 7']),
    line('brush-set', 'Princeton', 'Velvetouch', 700, 1200, ['Set of 4', 'Set of 6']),
    line('paint-brush', 'Camel', 'Series 66', 30, 80, ['Round, Size 2', 'Round, Size 4', 'Round, Size 6', 'Flat, Size 8']),
    line('paint-brush', 'Winsor & Newton', 'Cotman', 250, 550, [
      'Round, Size 2',
      'Round, Size 6',
      'Round, Size 10',
      'One Stroke, 1/2 inch',
    ]),
    line('paint-brush', 'Brustro', 'Artists Round', 120, 260, ['Size 4', 'Size 8', 'Size 12']),
    line('brush-set', 'Brustro', 'Professional Gold Taklon', 350, 650, ['Set of 10', 'Set of 12']),
    line('brush-set', 'Winsor & Newton', 'Cotman', 650, 1100, ['Set of 4', 'Set of 6'], 'Brush Wallet'),
    line('brush-set', 'Faber-Castell', 'Creative Studio', 120, 180, ['Set of 7']),
    line('colour-pencils', 'Faber-Castell', 'Classic', 110, 150, SHADES),
    line('colour-pencils', 'Faber-Castell', 'Polychromos', 1200, 1700, [
      ['12 Shades', 1],
      ['24 Shades', 2],
      ['36 Shades', 3],
    ]),
    line('colour-pencils', 'Doms', 'Bright Colour', 50, 70, SHADES),
    line('colour-pencils', 'Staedtler', 'Noris Colour', 250, 350, [
      ['12 Shades', 1],
      ['24 Shades', 1.9],
    ]),
    line('colour-pencils', 'Brustro', 'Artists Coloured Pencils', 550, 750, [
      ['24 Shades', 1],
      ['48 Shades', 1.9],
    ]),
    line('colour-pencils', 'Camlin', 'Kokuyo', 45, 70, SHADES),
    line('colour-pencils', 'Camlin', 'Jumbo Triangular', 130, 180, [
      ['12 Shades', 1],
      ['24 Shades', 1.9],
    ]),
    line('colour-pencils', 'Staedtler', 'Ergosoft', 400, 550, [
      ['12 Shades', 1],
      ['24 Shades', 1.9],
    ]),
    line('colour-pencils', 'Staedtler', 'Luna', 180, 250, [
      ['12 Shades', 1],
      ['24 Shades', 1.9],
    ]),
    line('colour-pencils', 'Faber-Castell', 'Goldfaber', 350, 500, [
      ['12 Shades', 1],
      ['24 Shades', 1.9],
      ['48 Shades', 3.6],
    ]),
    line('colour-pencils', 'Faber-Castell', 'Watercolour', 220, 320, [
      ['12 Shades', 1],
      ['24 Shades', 1.9],
      ['36 Shades', 2.8],
    ]),
    line('colour-pencils', 'Doms', 'Aqua', 110, 150, [
      ['12 Shades', 1],
      ['24 Shades', 1.9],
    ]),
    line('colour-pencils', 'Derwent', 'Coloursoft', 1500, 2200, [
      ['12 Pencils', 1],
      ['24 Pencils', 1.9],
    ]),
    line('colour-pencils', 'Prismacolor', 'Premier', 2200, 3200, [
      ['24 Pencils', 1],
      ['48 Pencils', 1.9],
    ]),
    line('oil-pastels', 'Camel', 'Student', 60, 90, [
      ['25 Shades', 1],
      ['50 Shades', 1.9],
    ]),
    line('oil-pastels', 'Faber-Castell', 'Jumbo', 70, 110, [
      ['25 Shades', 1],
      ['50 Shades', 1.9],
    ]),
    line('acrylic-set', 'Camel', 'Artist', 380, 480, [
      ['12 Shades', 1],
      ['18 Shades', 1.4],
    ]),
    line(
      'acrylic-set',
      'Fevicryl',
      'Hobby Ideas',
      180,
      300,
      [
        ['10 Shades', 1],
        ['15 Shades', 1.4],
      ],
      'Acrylic Colours Kit',
    ),
    line('acrylic-set', 'Brustro', 'Artists', 650, 950, [
      ['12 Tubes', 1],
      ['24 Tubes', 1.8],
    ]),
    line('paint-tube', 'Winsor & Newton', 'Galeria Acrylic 60 ml', 450, 650),
    line('paint-tube', 'Winsor & Newton', 'Winton Oil 37 ml', 380, 560),
    line('paint-tube', 'Camel', 'Artist Oil 20 ml', 110, 180),
    line('paint-tube', 'Camel', 'Artist Acrylic 120 ml', 160, 260),
    line('paint-tube', 'Brustro', 'Heavy Body Acrylic 120 ml', 350, 480),
    line('paint-tube', 'Winsor & Newton', 'Cotman Watercolour 8 ml', 260, 380),
    line('paint-tube', 'Camel', 'Artist Water Colour 5 ml', 40, 70),
    line('paint-tube', 'Fevicryl', 'Acrylic Colour 15 ml', 25, 45),
    line('sketchbook', 'Brustro', 'Artists', 350, 650, ['A5, 160 GSM', 'A4, 160 GSM']),
    line('sketchbook', 'Moleskine', 'Art', 1600, 2400, ['Large', 'Pocket']),
    line('sketchbook', 'Camlin', '', 60, 120, ['A4, 140 GSM'], 'Drawing Book'),
    line('sketchbook', 'Brustro', 'Mixed Media', 450, 800, ['A5, 200 GSM', 'A4, 200 GSM', 'Square, 200 GSM']),
    line('sketchbook', 'Leuchtturm1917', 'A5', 1700, 2300, ['']),
  ],
};

/**
 * The colour a swatch is painted with, from a Colour option's value as the owner wrote it
 * ("Blue", "Rose gold", "Crimson Red", "Sky-blue"). Names a store uses are looked up whole; a
 * name not listed is looked up by its words from the last ("Deep Forest Green" → green), so an
 * owner's own shade still gets a near colour; a name with no colour word gets a neutral grey
 * (the swatch's name, always shown beside or on it, says what it is). Pure and small: cards in
 * the first screens import it.
 */

/** Neutral for a name with no colour in it ("Assorted", "Classic"). */
export const FALLBACK_SWATCH = '#c9c4ba';

const SWATCHES: Readonly<Record<string, string>> = {
  black: '#23232a',
  'jet black': '#23232a',
  white: '#fbfaf7',
  ivory: '#e9e1cf',
  cream: '#f1e6cc',
  grey: '#8a8f96',
  gray: '#8a8f96',
  'charcoal grey': '#4a4f57',
  charcoal: '#4a4f57',
  'slate grey': '#6b7a8a',
  slate: '#6b7a8a',
  silver: '#a9b0b8',
  'matte silver': '#a9b0b8',
  gold: '#c9a227',
  'rose gold': '#d4a08a',
  bronze: '#a06a3a',
  copper: '#b5653a',
  blue: '#2952a3',
  'royal blue': '#2952a3',
  navy: '#1c2c4c',
  'navy blue': '#1c2c4c',
  'midnight blue': '#1f3a5f',
  'sky blue': '#5fa8d3',
  'light blue': '#8cc4e8',
  'blue-black': '#1f2a44',
  'blue black': '#1f2a44',
  ultramarine: '#2f3fa8',
  turquoise: '#2bb5b0',
  teal: '#1d7874',
  petrol: '#1f5866',
  aqua: '#5fd0d6',
  green: '#2e8b57',
  'forest green': '#2e6b45',
  'sage green': '#8fae8b',
  sage: '#8fae8b',
  'mint green': '#7fcfb0',
  mint: '#7fcfb0',
  olive: '#6b7a2e',
  lime: '#9acd32',
  'neon green': '#6ee05a',
  yellow: '#f2c230',
  'sunflower yellow': '#f2c230',
  'lemon yellow': '#f4dc3a',
  'neon yellow': '#e8f03c',
  mustard: '#d4a017',
  orange: '#f08a24',
  tangerine: '#f08a24',
  peach: '#f5b895',
  coral: '#ec7063',
  red: '#c0392b',
  'crimson red': '#b8282e',
  crimson: '#b8282e',
  maroon: '#6d1f2b',
  burgundy: '#6d1f33',
  wine: '#722f37',
  pink: '#e87ea1',
  'blush pink': '#e8a0b4',
  blush: '#e8a0b4',
  'neon pink': '#ff5fa2',
  magenta: '#c2185b',
  purple: '#6a3d9a',
  violet: '#6a3d9a',
  lavender: '#9b87c9',
  lilac: '#b59fd6',
  brown: '#7a4e2d',
  'tan brown': '#a86b3c',
  tan: '#a86b3c',
  'burnt sienna': '#8a3b1e',
  sienna: '#8a3b1e',
  beige: '#d9c7a7',
  transparent: '#e6ecef',
  clear: '#e6ecef',
};

const normalise = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/colou?r/g, '')
    .replace(/[_\s]+/g, ' ')
    .trim();

/** The hex of a swatch for a colour name: the name whole, else its last colour word, else a neutral. */
export function swatchColour(name: string): string {
  const whole = normalise(name);
  const direct = SWATCHES[whole] ?? SWATCHES[whole.replace(/-/g, ' ')];
  if (direct) return direct;
  const words = whole.split(/[\s/&,-]+/).filter(Boolean);
  for (let i = words.length - 1; i >= 0; i--) {
    const pair = i > 0 ? SWATCHES[`${words[i - 1]} ${words[i]}`] : undefined;
    const hex = pair ?? SWATCHES[words[i]!];
    if (hex) return hex;
  }
  return FALLBACK_SWATCH;
}

/** Light swatches (white, ivory, silver) need a ring to show on a light page, and dark text on them. */
export function isLightSwatch(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 200;
}

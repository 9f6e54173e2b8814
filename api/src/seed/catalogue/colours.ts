/** Named colours used in product names and in the drawn product images. */
import type { SeedColour } from './types.js';

const c = (name: string, hex: string): SeedColour => ({ name, hex });

export const COLOURS = {
  midnightBlue: c('Midnight Blue', '#1f3a5f'),
  royalBlue: c('Royal Blue', '#2952a3'),
  skyBlue: c('Sky Blue', '#5fa8d3'),
  jetBlack: c('Jet Black', '#23232a'),
  charcoal: c('Charcoal Grey', '#4a4f57'),
  slate: c('Slate Grey', '#6b7a8a'),
  silver: c('Matte Silver', '#a9b0b8'),
  crimson: c('Crimson Red', '#b8282e'),
  burgundy: c('Burgundy', '#6d1f33'),
  coral: c('Coral', '#ec7063'),
  blush: c('Blush Pink', '#e8a0b4'),
  forest: c('Forest Green', '#2e6b45'),
  sage: c('Sage Green', '#8fae8b'),
  mint: c('Mint Green', '#7fcfb0'),
  teal: c('Teal', '#1d7874'),
  mustard: c('Mustard', '#d4a017'),
  sunflower: c('Sunflower Yellow', '#f2c230'),
  tangerine: c('Tangerine', '#f08a24'),
  lavender: c('Lavender', '#9b87c9'),
  violet: c('Violet', '#6a3d9a'),
  tan: c('Tan Brown', '#a86b3c'),
  sienna: c('Burnt Sienna', '#8a3b1e'),
  ivory: c('Ivory', '#e9e1cf'),
  neonYellow: c('Neon Yellow', '#e8f03c'),
  neonPink: c('Neon Pink', '#ff5fa2'),
  neonGreen: c('Neon Green', '#6ee05a'),
} as const;

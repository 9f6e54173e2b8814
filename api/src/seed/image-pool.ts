/**
 * Product images come from a pool: one drawing per (kind, colour), each in a main view and three
 * detail views. Products reference pool files by name, so first start renders a few hundred small
 * images instead of four per product.
 */
import type { ArtKind } from './art/art-kinds.js';
import type { SeedColour } from './catalogue/index.js';

export const DETAIL_VIEWS = 3;

export interface PoolArt {
  /** e.g. "fountain-pen-midnight-blue": unique per drawing, used in the file names. */
  key: string;
  kind: ArtKind;
  colour: SeedColour;
}

const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const poolArt = (kind: ArtKind, colour: SeedColour): PoolArt => ({ key: `${kind}-${slugify(colour.name)}`, kind, colour });

/** File names under uploads/products/ of a drawing's main view and detail views. */
export function poolImageNames(key: string): { mainImage: string; additionalImages: string[] } {
  const additionalImages = Array.from({ length: DETAIL_VIEWS }, (_, i) => `seed-${key}-${i + 2}.webp`);
  return { mainImage: `seed-${key}.webp`, additionalImages };
}

/** File name under uploads/categories/ of a category's picture. */
export const categoryImageName = (slug: string): string => `seed-${slug}.webp`;

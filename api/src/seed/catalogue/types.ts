/** Shapes of the hand-written catalogue data the generator draws from. */
import type { ArtKind } from '../art/art-kinds.js';

export interface SeedColour {
  name: string;
  hex: string;
}

/** One drawable kind of item, with the colours the image pool renders it in. */
export interface KindSeed {
  kind: ArtKind;
  colours: readonly SeedColour[];
}

/** A kind of product: what it is called, how it is drawn, and what can be said about it. */
export interface ProductType {
  id: string;
  noun: string;
  kind: ArtKind;
  /** False when the colour is only the packaging's (sets, tins): it stays out of the name. */
  colourInName?: boolean;
  /** Words after the colour in the name, e.g. " Handles" for brushes. */
  colourSuffix?: string;
  features: readonly string[];
  /** Specification rows: a label, the values one may have, and values kept for dearer products. */
  specs: ReadonlyArray<SpecRow>;
  /** Opening sentences; {brand} {model} {noun} {colour} are filled in. */
  about: readonly string[];
}

export type SpecRow = readonly [label: string, values: readonly string[], premium?: { from: number; values: readonly string[] }];

/** A variant label, optionally with a price multiplier (e.g. a pack of 10). */
export type Variant = string | readonly [string, number];

/** A real-world product line: brand + model, its price band in rupees and its variants. */
export interface ProductLine {
  type: string;
  brand: string;
  model: string;
  price: readonly [number, number];
  variants: readonly Variant[];
  /** Replaces the type's noun when the line has its own (e.g. "Ring Binder" for a file folder). */
  noun?: string;
}

export interface CategoryCatalogue {
  slug: string;
  name: string;
  description: string;
  color: string;
  kinds: readonly KindSeed[];
  types: readonly ProductType[];
  lines: readonly ProductLine[];
}

export const line = (
  type: string,
  brand: string,
  model: string,
  min: number,
  max: number,
  variants: readonly Variant[] = [''],
  noun?: string,
): ProductLine => ({
  type,
  brand,
  model,
  price: [min, max],
  variants,
  ...(noun ? { noun } : {}),
});

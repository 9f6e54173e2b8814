/** Makes one product's words and price from a product line: name, description, features, specification. */
import type { ProductDoc } from '@store/shared';
import { shopPrice } from './allocate.js';
import {
  brandOrigin,
  type CategoryCatalogue,
  type ProductLine,
  type ProductType,
  type SeedColour,
  type SpecRow,
} from './catalogue/index.js';
import { poolArt, poolImageNames, type PoolArt } from './image-pool.js';
import type { Rng } from './random.js';

const CLOSERS = [
  'Packed carefully and shipped from our warehouse within one working day.',
  'Genuine product, sourced directly from the brand or its authorised distributor.',
  'Eligible for free delivery on orders above ₹999 and easy 30-day returns.',
  'A favourite with students, teachers and offices across India.',
  'Pairs well with the rest of our range for a desk that works as hard as you do.',
];

export interface ProductDraft {
  doc: Omit<ProductDoc, 'featured' | 'bestSeller' | 'badge' | 'rating' | 'numReviews'>;
  type: ProductType;
  /** What the product is called ("Fountain Pen", "Ring Binder"). */
  noun: string;
  art: PoolArt;
  /** Where the price sits in its line's band, 0 (cheapest) to 1 (dearest). */
  priceRank: number;
}

export interface ProductChoice {
  category: CategoryCatalogue;
  line: ProductLine;
  type: ProductType;
  colour: SeedColour;
  variantIndex: number;
}

export const nounOf = (c: ProductChoice): string => c.line.noun ?? c.type.noun;

/** A model whose last word starts the noun is named once: "Kangaro Masking Tape", not "Masking Masking Tape". */
function modelBeforeNoun(model: string | undefined, noun: string): string {
  if (!model) return '';
  const words = model.split(' ');
  const last = words.at(-1)?.toLowerCase();
  return last && last === noun.split(' ')[0]?.toLowerCase() ? words.slice(0, -1).join(' ') : model;
}

export function productName(c: ProductChoice): string {
  const variant = c.line.variants[c.variantIndex] ?? '';
  const label = typeof variant === 'string' ? variant : variant[0];
  const tail = [label, c.type.colourInName === false ? '' : `${c.colour.name}${c.type.colourSuffix ?? ''}`].filter(Boolean).join(', ');
  return `${[c.line.brand, modelBeforeNoun(c.line.model, nounOf(c)), nounOf(c)].filter(Boolean).join(' ')}${tail ? ` – ${tail}` : ''}`;
}

/** Fills a sentence template; a line without a model name is called by brand and noun instead. */
function fill(s: string, c: ProductChoice): string {
  const noun = nounOf(c);
  const model = c.line.model || `${c.line.brand} ${noun}`;
  return s
    .replaceAll('{brand} {model}', c.line.model ? `${c.line.brand} ${c.line.model}` : model)
    .replaceAll('{brand}', c.line.brand)
    .replaceAll('{model}', model)
    .replaceAll('{noun}', noun.toLowerCase())
    .replaceAll('{colour}', c.colour.name.toLowerCase());
}

export function draftProduct(
  rng: Rng,
  id: string,
  name: string,
  choice: ProductChoice,
  createdAt: string,
  updatedAt: string,
): ProductDraft {
  const { category, line, type, colour, variantIndex } = choice;
  const variant = line.variants[variantIndex] ?? '';
  const [label, multiplier] = typeof variant === 'string' ? [variant, 1] : variant;
  const [min, max] = line.price;
  const priceRank = rng.next();
  const price = shopPrice(rng, (min + (max - min) * priceRank) * multiplier, Math.round(min * multiplier));
  const originalPrice = rng.chance(0.3) ? shopPrice(rng, price / (1 - rng.between(0.1, 0.4)), price + 1) : null;

  const [first, second] = rng.sample(type.about, 2);
  const description = [first, second, rng.pick(CLOSERS)]
    .filter((s): s is string => Boolean(s))
    .map((s) => fill(s, choice))
    .join(' ');
  const features = rng.sample(type.features, rng.int(3, Math.min(6, type.features.length)));
  const specRows: Array<[string, string]> = [
    ['Brand', line.brand],
    ...(line.model ? [row('Model', line.model)] : []),
    ...(label ? [row('Variant', label)] : []),
    ...(type.colourInName === false ? [] : [row('Colour', colour.name)]),
    ...type.specs.map((row): [string, string] => [row[0], specValue(rng, row, name, price)]),
    ['Brand Origin', brandOrigin(line.brand)],
  ];
  const art = poolArt(type.kind, colour);
  return {
    doc: {
      _id: id,
      type: 'product',
      schemaVersion: 1,
      name,
      brand: line.brand,
      description,
      specification: specRows.map(([k, v]) => `${k}: ${v}`).join('\n'),
      features,
      price,
      originalPrice,
      category: category.slug,
      images: poolImageNames(art.key),
      createdAt,
      updatedAt,
    },
    type,
    noun: nounOf(choice),
    art,
    priceRank,
  };
}

const row = (label: string, value: string): [string, string] => [label, value];

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (name: string, word: string): boolean => new RegExp(`(^|[^\\w.])${escapeRe(word)}([^\\w.]|$)`, 'i').test(name);

/** A specification value that agrees with the name ("A5" in the name → "Size: A5") and the price. */
function specValue(rng: Rng, [, values, premium]: SpecRow, name: string, price: number): string {
  const pool = premium && price >= premium.from ? premium.values : values;
  // "A5 (14.5 × 21 cm)" is mentioned as "A5": sizes are matched by what comes before the bracket.
  const named = [...values, ...(premium?.values ?? [])].find((v) => mentions(name, v.split(' (')[0] ?? v));
  return named ?? rng.pick(pool);
}

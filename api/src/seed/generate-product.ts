/**
 * Makes one product from a product line: its name, words, options and variants. Colours of one
 * model share a price; a bigger size, a special nib or a larger pack is priced from the same base
 * by its step (line-options.ts); every variant's MRP carries the product's one discount; the
 * cheapest variant comes first, as the default (docs/decisions/042).
 */
import { type ProductDoc, type ProductOption, type VariantDoc, newVariantId } from '@store/shared';
import {
  brandOrigin,
  madeIn,
  type CategoryCatalogue,
  type ProductLine,
  type ProductType,
  type SeedColour,
  type SpecRow,
} from './catalogue/index.js';
import { poolArt, poolImageNames, type PoolArt } from './image-pool.js';
import type { LineOptions } from './line-options.js';
import { productName } from './product-name.js';
import type { Rng } from './random.js';
import { describe, specRows } from './product-words.js';

export interface ProductDraft {
  doc: Omit<ProductDoc, 'featured' | 'bestSeller' | 'badge' | 'rating' | 'numReviews'>;
  type: ProductType;
  /** What the product is called ("Fountain Pen", "Ring Binder"). */
  noun: string;
  /** The drawings its images come from, the product's first. */
  art: PoolArt[];
  /** Where the price sits in its line's band, 0 (cheapest) to 1 (dearest). */
  priceRank: number;
}

/** What the catalogue deals: a line, its options, which colours it comes in and how many variants it sells. */
export interface ProductPlan {
  category: CategoryCatalogue;
  line: ProductLine;
  type: ProductType;
  lineOptions: LineOptions;
  edition: number;
  /** The colours it is sold in (one drawing colour for a product whose colour is not a choice). */
  colours: SeedColour[];
  /** Whether the colours are an option the shopper picks. */
  colourOption: boolean;
  /** How many of the colour × combination variants it sells (the last colour may come in fewer). */
  take: number;
}

export const nounOf = (line: ProductLine, type: ProductType): string => line.noun ?? type.noun;

/** Rounds a rupee amount the way shops price things: ₹45, ₹120, ₹249, ₹2,999. */
export function shopPrice(amount: number, charm: boolean): number {
  const step = amount < 20 ? 1 : amount < 100 ? 5 : amount < 1000 ? 10 : 50;
  const price = Math.max(step, Math.round(amount / step) * step);
  return charm && step >= 10 ? price - 1 : price;
}

/** A short, stable code of an option value for variant ids and SKUs: "Midnight Blue" → "mb", "Pack of 10" → "10", "0.5 mm" → "05". */
function codeOf(value: string): string {
  const digits = value.replace(/[^0-9]/g, '');
  if (digits) return digits.slice(0, 4);
  return value
    .toLowerCase()
    .split(/[\s/-]+/)
    .map((w) => w.replace(/[^a-z]/g, '')[0] ?? '')
    .join('')
    .slice(0, 3);
}

export function draftProduct(rng: Rng, id: string, plan: ProductPlan, createdAt: string, updatedAt: string): ProductDraft {
  const { category, line, type, lineOptions, colours, colourOption, take } = plan;
  const noun = nounOf(line, type);
  const name = productName(line.brand, line.model, noun, plan.edition);

  const [min, max] = line.price;
  const priceRank = rng.next();
  const base = min + (max - min) * priceRank;
  const charm = rng.chance(0.45);
  const discount = rng.chance(0.3) ? rng.between(0.1, 0.4) : 0;
  const priceOf = (multiplier: number) => shopPrice(base * multiplier, charm);
  // The MRP of every variant carries the one discount; a round MRP never at or below the price.
  const mrpOf = (price: number) => {
    if (discount === 0) return null;
    let mrp = shopPrice(price / (1 - discount), charm);
    for (let more = 1.05; mrp <= price; more += 0.05) mrp = shopPrice((price * more) / (1 - discount), charm);
    return mrp;
  };

  const art = colours.map((c) => poolArt(type.kind, c));
  const options: ProductOption[] = [
    ...(colourOption ? [{ name: 'Colour', values: colours.map((c) => c.name) }] : []),
    ...lineOptions.options,
  ];
  const codes = options.map((o) => uniqueCodes(o.values));
  const cells = colours.slice(0, colourOption ? colours.length : 1).flatMap((colour, ci) =>
    lineOptions.combos.map((combo) => ({
      ci,
      values: [...(colourOption ? [colour.name] : []), ...combo.values],
      multiplier: combo.multiplier,
    })),
  );
  const variants: VariantDoc[] = cells.slice(0, take).map(({ ci, values, multiplier }, n) => {
    const price = priceOf(multiplier);
    // "mb-f" for Midnight Blue, Fine: readable in the inventory and stable across runs.
    const coded = values.map((v, k) => codes[k]?.get(v) ?? '').join('-');
    const tail = coded.length === 0 ? 'v' : coded.length <= 12 ? coded : `v${n + 1}`;
    return {
      id: newVariantId(id, tail),
      sku: `${line.brand
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 4)
        .toUpperCase()}-${id.toUpperCase()}${tail === 'v' ? '' : `-${tail.toUpperCase()}`}`,
      values,
      price,
      originalPrice: mrpOf(price),
      // The product's pictures are its first colour's; each other colour shows its own drawing.
      images: colourOption && ci > 0 ? poolImageNames(art[ci]?.key ?? '') : null,
    };
  });
  // Only the values a variant uses stay in the options (a catalogue cut to size may sell fewer).
  const used = options.map((o, k) => ({ name: o.name, values: o.values.filter((v) => variants.some((x) => x.values[k] === v)) }));
  const sorted = variants
    .map((v, i) => ({ v, i }))
    .sort((a, b) => a.v.price - b.v.price || a.i - b.i)
    .map(({ v }) => v);
  const first = sorted[0];
  if (!first) throw new Error(`catalogue data: ${name} has no variants`);

  const words = describe(rng, { line, type, noun, colours: colourOption ? (used[0]?.values ?? []) : [] });
  const specification = specRows(rng, { line, type, options: used, fixed: lineOptions.fixed, name, price: first.price, brandOrigin });
  return {
    doc: {
      _id: id,
      type: 'product',
      schemaVersion: 1,
      name,
      brand: line.brand,
      countryOfOrigin: madeIn(line.brand),
      ...words,
      specification,
      price: first.price,
      originalPrice: first.originalPrice,
      category: category.slug,
      images: poolImageNames(art[0]?.key ?? ''),
      options: used,
      variants: sorted,
      createdAt,
      updatedAt,
    },
    type,
    noun,
    art: art.slice(0, colourOption ? (used[0]?.values.length ?? 1) : 1),
    priceRank,
  };
}

/** Codes for an option's values, numbered where two would read the same ("Sage Green", "Slate Grey"). */
function uniqueCodes(values: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<string>();
  for (const v of values) {
    let code = codeOf(v) || 'x';
    for (let n = 2; taken.has(code); n++) code = `${codeOf(v).slice(0, 3)}${n}`;
    taken.add(code);
    out.set(v, code);
  }
  return out;
}

export type { SpecRow };

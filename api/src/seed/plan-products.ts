/**
 * Which products the seed makes and how many variants each sells, so that their variants come to
 * exactly the count asked for (SEED_PRODUCTS counts sellable variants, as the scale benches do).
 *
 * Products are dealt from the catalogue's lines, categories interleaved so that even a small store
 * has every category early; a store larger than the catalogue deals the lines again as numbered
 * editions. Each product first sells one colour of each of its combinations; colours are then
 * added round by round, and the last variants needed come as a part of one more colour.
 */
import { CATALOGUE, type CategoryCatalogue, type ProductLine, type ProductType } from './catalogue/index.js';
import type { ProductPlan } from './generate-product.js';
import { optionsOfLine, type LineOptions } from './line-options.js';
import type { Rng } from './random.js';

/** Variants per product at the default size: 1200 sellable variants make one product of each of the catalogue's 231 lines. */
export const VARIANTS_PER_PRODUCT = 5.2;

interface Dealt {
  category: CategoryCatalogue;
  line: ProductLine;
  type: ProductType;
  lineOptions: LineOptions;
}

/** Every line of the catalogue once, with its type and options. */
function allLines(): Dealt[][] {
  return CATALOGUE.map((category) =>
    category.lines.map((line) => {
      const type = category.types.find((t) => t.id === line.type);
      if (!type || !category.kinds.some((k) => k.kind === type.kind))
        throw new Error(`catalogue data: line ${line.brand} ${line.model} has no type or drawable kind`);
      return { category, line, type, lineOptions: optionsOfLine(line, type) };
    }),
  );
}

/** One edition: each category's lines shuffled, the categories interleaved by their share of lines. */
function deal(rng: Rng, byCategory: Dealt[][]): Dealt[] {
  return byCategory
    .flatMap((lines, c) => rng.shuffle(lines).map((d, j) => ({ d, due: j / lines.length, c })))
    .sort((a, b) => a.due - b.due || a.c - b.c)
    .map(({ d }) => d);
}

export function planProducts(rng: Rng, count: number): ProductPlan[] {
  if (count <= 0) return [];
  const byCategory = allLines();
  const sequence: Array<Dealt & { edition: number }> = [];
  const capacityOf = (d: Dealt) => d.lineOptions.combos.length * (colourChoice(d) ? kindColours(d).length : 1);
  let wanted = Math.max(1, Math.round(count / VARIANTS_PER_PRODUCT));
  for (let edition = 1, capacity = 0; sequence.length < wanted || capacity < count; edition++) {
    for (const d of deal(rng, byCategory)) {
      if (sequence.length >= wanted && capacity >= count) break;
      sequence.push({ ...d, edition });
      capacity += capacityOf(d);
    }
    wanted = Math.max(wanted, sequence.length);
  }

  const plans: ProductPlan[] = sequence.map((d) => {
    const colourOption = colourChoice(d);
    const colours = rng.shuffle(kindColours(d));
    return { ...d, colourOption, colours: colourOption ? colours : colours.slice(0, 1), take: d.lineOptions.combos.length };
  });
  const combosOf = (p: ProductPlan) => p.lineOptions.combos.length;
  const coloursOf = new Map(plans.map((p) => [p, 1]));

  // A store smaller than one colour of each product: the last products go, the last one cut short.
  let left = count - plans.reduce((s, p) => s + combosOf(p), 0);
  while (left < 0 && plans.length > 1 && left + combosOf(plans.at(-1)!) <= 0) left += combosOf(plans.pop()!);
  if (left < 0) {
    const last = plans.at(-1)!;
    last.take = combosOf(last) + left;
    left = 0;
  }

  // Colours added round by round, in a shuffled order, while a whole colour fits.
  const order = rng.shuffle(plans.filter((p) => p.colourOption));
  for (let added = true; added && left > 0;) {
    added = false;
    for (const p of order) {
      const k = coloursOf.get(p) ?? 1;
      if (k < p.colours.length && combosOf(p) <= left) {
        coloursOf.set(p, k + 1);
        left -= combosOf(p);
        added = true;
      }
    }
  }
  // The rest: part of one more colour of a product with more combinations than are left.
  if (left > 0) {
    const p = order.find((q) => (coloursOf.get(q) ?? 1) < q.colours.length && combosOf(q) > left);
    if (!p) throw new Error(`seed: cannot make exactly ${count} variants`);
    coloursOf.set(p, (coloursOf.get(p) ?? 1) + 1);
    p.take = (coloursOf.get(p)! - 1) * combosOf(p) + left;
    left = 0;
  }
  for (const p of plans) {
    const k = coloursOf.get(p) ?? 1;
    if (p.take === combosOf(p)) p.take = k * combosOf(p);
    if (p.colourOption) p.colours = p.colours.slice(0, k);
  }
  return plans;
}

/** Whether a shopper picks the colour (a pen, a file) or it is only the packaging's (a set, a tin). */
const colourChoice = (d: Dealt): boolean => d.type.colourInName !== false;

const kindColours = (d: Dealt) => d.category.kinds.find((k) => k.kind === d.type.kind)?.colours ?? [];

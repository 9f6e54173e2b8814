/** A seeded product's words: its description, features and specification, agreeing with its options and price. */
import type { ProductOption } from '@store/shared';
import type { ProductLine, ProductType, SpecRow } from './catalogue/index.js';
import type { Rng } from './random.js';

const CLOSERS = [
  'Packed carefully and shipped from our warehouse within one working day.',
  'Genuine product, sourced directly from the brand or its authorised distributor.',
  'Eligible for free delivery on orders above ₹999 and easy 30-day returns.',
  'A favourite with students, teachers and offices across India.',
  'Pairs well with the rest of our range for a desk that works as hard as you do.',
];

interface Subject {
  line: ProductLine;
  type: ProductType;
  noun: string;
  /** The colours a shopper picks from (none when colour is not a choice). */
  colours: readonly string[];
}

/** "midnight blue, jet black and teal". */
const listed = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

/** Fills a sentence template; a line without a model name is called by brand and noun instead. */
function fill(s: string, { line, noun, colours }: Subject): string {
  const model = line.model || `${line.brand} ${noun}`;
  const colour = colours.length === 1 ? (colours[0] ?? '').toLowerCase() : null;
  // A product in several colours is not described as one of them.
  const coloured = colour
    ? s.replaceAll('{colour}', colour)
    : s.replace(/(Finished|Bound) in \{colour\}/, '$1 in a choice of colours').replaceAll('{colour} ', '');
  return coloured
    .replaceAll('{brand} {model}', line.model ? `${line.brand} ${line.model}` : model)
    .replaceAll('{brand}', line.brand)
    .replaceAll('{model}', model)
    .replaceAll('{noun}', noun.toLowerCase())
    .replace(/\bA ([aeiouAEIOU])/g, 'An $1');
}

export function describe(rng: Rng, subject: Subject): { description: string; features: string[] } {
  const { type, colours } = subject;
  const [first, second] = rng.sample(type.about, 2);
  const choice = colours.length > 1 ? `Available in ${listed(colours.map((c) => c.toLowerCase()))}.` : null;
  const description = [first, second, choice, rng.pick(CLOSERS)]
    .filter((s): s is string => Boolean(s))
    .map((s) => fill(s, subject))
    .join(' ');
  const features = rng.sample(type.features, rng.int(3, Math.min(6, type.features.length)));
  return { description, features };
}

interface SpecSubject {
  line: ProductLine;
  type: ProductType;
  options: readonly ProductOption[];
  fixed: ReadonlyArray<readonly [string, string]>;
  name: string;
  /** The default variant's price: a cheap pen has no gold nib. */
  price: number;
  brandOrigin: (brand: string) => string;
}

/** "Brand: Lamy\nModel: Safari\nNib: Extra Fine, Fine, Medium\n…": an option's row lists its values. */
export function specRows(rng: Rng, s: SpecSubject): string {
  const optionRow = (label: string) => s.options.find((o) => o.name.toLowerCase() === label.toLowerCase() && o.name !== 'Colour');
  const fixedRow = (label: string) => s.fixed.find(([n]) => n.toLowerCase() === label.toLowerCase());
  const typeLabels = new Set(s.type.specs.map(([label]) => label.toLowerCase()));
  const rows: Array<[string, string]> = [
    ['Brand', s.line.brand],
    ...(s.line.model ? [row('Model', s.line.model)] : []),
    ...s.type.specs.map((spec): [string, string] => {
      const option = optionRow(spec[0]);
      if (option) return [spec[0], option.values.join(', ')];
      const fixed = fixedRow(spec[0]);
      return [spec[0], fixed ? fixed[1] : specValue(rng, spec, [s.name, ...s.fixed.map(([, v]) => v)].join(' '), s.price)];
    }),
    // Options and fixed facts the type's rows do not already say.
    ...s.options.filter((o) => o.name !== 'Colour' && !typeLabels.has(o.name.toLowerCase())).map((o) => row(o.name, o.values.join(', '))),
    ...s.fixed.filter(([n]) => !typeLabels.has(n.toLowerCase())).map(([n, v]) => row(n, v)),
    ['Brand Origin', s.brandOrigin(s.line.brand)],
  ];
  return rows.map(([k, v]) => `${k}: ${v}`).join('\n');
}

const row = (label: string, value: string): [string, string] => [label, value];

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, word: string): boolean => new RegExp(`(^|[^\\w.])${escapeRe(word)}([^\\w.]|$)`, 'i').test(text);

/** A specification value that agrees with what the product says ("A5" in the name → "Size: A5") and its price. */
function specValue(rng: Rng, [, values, premium]: SpecRow, said: string, price: number): string {
  const pool = premium && price >= premium.from ? premium.values : values;
  // "A5 (14.5 × 21 cm)" is mentioned as "A5": sizes are matched by what comes before the bracket.
  const named = [...values, ...(premium?.values ?? [])].find((v) => mentions(said, v.split(' (')[0] ?? v));
  return named ?? rng.pick(pool);
}

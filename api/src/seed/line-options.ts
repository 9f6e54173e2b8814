/**
 * Turns a product line's variant labels ("Fine Nib, Gold Trim", "Single Line, 160 Pages",
 * ["Pack of 5", 5]) into the options a shopper picks from (Nib, Trim, Ruling, Pages, Pack, …) and
 * the combinations the line sells, each with how its price compares with the line's base price.
 * The labels stay as the catalogue data writes them; what each part means is decided here, once.
 */
import type { ProductLine, ProductType } from './catalogue/index.js';

export interface LineCombo {
  /** One value per option of `LineOptions.options`, in their order. */
  values: string[];
  /** The price of this combination over the line's base price (1 for the base). */
  multiplier: number;
}

export interface LineOptions {
  /** Options with two or more values: what the shopper chooses. */
  options: Array<{ name: string; values: string[] }>;
  combos: LineCombo[];
  /** Options every combination shares (a stapler's "No. 10 Pins"): facts for the specification. */
  fixed: Array<[name: string, value: string]>;
}

interface Part {
  option: string;
  value: string;
}

const TIP_TYPES: Record<string, string> = { 'mechanical-pencil': 'Lead Size', 'binder-clips': 'Size', 'paper-clips': 'Size' };

/** What one comma-separated part of a label is: its option and the value shown in the picker. */
function partOf(part: string, type: ProductType): Part {
  const p = part.trim();
  const rules: Array<[RegExp, string, ((s: string) => string)?]> = [
    [/^(.+) Nib$/, 'Nib', (s) => s.replace(/ Nib$/, '')],
    [/^(.+) Trim$/, 'Trim', (s) => s.replace(/ Trim$/, '')],
    [/^Single( Pen| Pad)?$/, 'Pack', () => 'Single'],
    [/^(Pack|Box) of \d+$/, 'Pack'],
    [/^Set of \d+$/, 'Set'],
    [/^\d+(\.\d+)? mm$/, TIP_TYPES[type.id] ?? (type.kind === 'file-folder' ? 'Spine' : 'Tip Size')],
    [/^(HB|\d+B)$/, 'Grade'],
    [
      /^(Single Line|Four Line|Unruled|Squared|Ruled|Plain|Dotted|Dot Grid|Lined|Dotted Ruling)$/,
      'Ruling',
      (s) => s.replace(' Ruling', ''),
    ],
    [/^\d+ Pages$/, 'Pages'],
    [/^\d+ GSM$/, 'Paper'],
    [/^\d+ (Shades|Colours|Tubes|Half Pans|Pencils)$/, 'Shades'],
    [/^(A4|A5|B5|F\/S|Large|Medium|Small|Pocket)$/, 'Size'],
    [/^Square$/, type.kind === 'desk-clock' ? 'Shape' : 'Size'],
    [/^(Round|Flat|One Stroke)$/, 'Shape'],
    [/^(Size \d+|\d\/\d inch)$/, 'Size'],
    [/^\d+ cm$|^\d+ × \d+ cm$|^\d+ (g|ml)$|^\d+ mm × \d+ m$/, 'Size'],
    [/^(No\. 10|24\/6|26\/6|With 1000) Pins$/, 'Pins'],
    [/^\d+ Holes$/, 'Holes'],
    [/^\d+ Sheets$/, 'Capacity'],
    [/^\d+ (Pockets|Drawers|Tiers?|Compartments|Digits)$/, (p.split(' ')[1] ?? '').replace(/s?$/, 's')],
    [/^\d+ W$|^Rechargeable$/, 'Power'],
    [/^(Daily|Weekly|Weekly \+ Notes)$/, 'Layout'],
    [/^(Classic|Deluxe|Kids|Teens|Junior|Senior)$/, 'Edition'],
    [/^(Ball Pen|Fountain Pen|Rollerball|Fountain Pen \+ Converter)$/, 'Pen'],
    [/^2nd Edition$/, 'Edition'],
    [/^(Double Hole|Gum Bottle)$/, 'Type'],
  ];
  for (const [re, option, show] of rules) if (re.test(p)) return { option, value: show ? show(p) : p };
  throw new Error(`catalogue data: no option for the variant part "${p}" (${type.id})`);
}

const numberIn = (s: string): number => Number(/(\d+(\.\d+)?)/.exec(s)?.[1] ?? NaN);
const ORDERED_SIZES = ['Pocket', 'Small', 'A5', 'Medium', 'B5', 'Square', 'A4', 'F/S', 'Large'];

/**
 * How much dearer a value is than the option's cheapest, where the data gives no multiplier: a
 * finer or special nib and gold trim cost a little more, a bigger size or a larger count
 * proportionally less than its size (a box of 13 pockets is not 13/12 of 12 pockets' price).
 */
function stepOf(option: string, value: string, all: readonly string[]): number {
  if (option === 'Nib') return { 'Extra Fine': 1.08, 'Soft Fine': 1.12, 'Left-hander': 1.05 }[value] ?? 1;
  if (option === 'Trim') return value === 'Gold' ? 1.15 : 1;
  if (option === 'Pen') return { 'Fountain Pen': 1.3, 'Fountain Pen + Converter': 1.4, Rollerball: 1.15 }[value] ?? 1;
  if (option === 'Edition') return ['Deluxe', 'Teens', 'Senior'].includes(value) ? 1.35 : 1;
  if ((option === 'Pack' || option === 'Set') && value === 'Single') return 1;
  if (all.every((v) => ORDERED_SIZES.includes(v))) {
    const ranked = [...all].sort((a, b) => ORDERED_SIZES.indexOf(a) - ORDERED_SIZES.indexOf(b));
    return 1 + 0.25 * ranked.indexOf(value);
  }
  const numbers = all.map(numberIn).filter((n) => Number.isFinite(n) && n > 0);
  const n = numberIn(value);
  if (!Number.isFinite(n) || numbers.length < all.length || ['Grade', 'Ruling', 'Shape', 'Pins'].includes(option)) return 1;
  return (n / Math.min(...numbers)) ** (option === 'Pack' ? 0.85 : 0.5);
}

export function optionsOfLine(line: ProductLine, type: ProductType): LineOptions {
  const labelled = line.variants.map((v) => (typeof v === 'string' ? { label: v, multiplier: null } : { label: v[0], multiplier: v[1] }));
  const parsed = labelled.map(({ label }) => (label ? label.split(', ').map((p) => partOf(p, type)) : []));
  const names = [...new Set(parsed.flat().map((p) => p.option))];
  // A label that leaves an option out means the line's first value of it ("Pack of 5" of a 0.5 mm gel
  // pen), or a single item where the others are packs (an eraser and its pack of 20).
  const rows = parsed.map((parts) =>
    names.map((name) => parts.find((p) => p.option === name)?.value ?? (name === 'Pack' || name === 'Set' ? 'Single' : undefined)),
  );
  const filled = rows.map((row) => row.map((v, k) => v ?? rows.find((r) => r[k] !== undefined)?.[k] ?? ''));
  const valuesOf = (k: number) => [...new Set(filled.map((r) => r[k] ?? ''))];
  const chosen = names.map((name, k) => ({ name, k, values: valuesOf(k) }));
  const options = chosen.filter((o) => o.values.length > 1);
  const fixed = chosen.filter((o) => o.values.length === 1 && o.values[0]).map((o): [string, string] => [o.name, o.values[0] ?? '']);
  const seen = new Set<string>();
  const combos: LineCombo[] = [];
  filled.forEach((row, i) => {
    const values = options.map((o) => row[o.k] ?? '');
    const key = values.join('\u0000');
    if (seen.has(key)) throw new Error(`catalogue data: ${line.brand} ${line.model} sells ${values.join(', ')} twice`);
    seen.add(key);
    const given = labelled[i]?.multiplier;
    const multiplier = given ?? options.reduce((m, o) => m * stepOf(o.name, row[o.k] ?? '', o.values), 1);
    combos.push({ values, multiplier });
  });
  return { options: options.map(({ name, values }) => ({ name, values })), combos, fixed };
}

/**
 * The product form's options and variants (docs/decisions/042), apart from the screen so they can
 * be tested: an option's values typed as a comma list, "Generate variants" making every
 * combination while keeping what the owner already set, the checks (the shared schema's own
 * messages: ProductOptionSchema, VariantInputSchema, checkVariants) and the multipart payload.
 *
 * A variant's id is what keeps its stock and its cart and order lines, so generating again must
 * never give a surviving variant a new one: a combination whose values still match an existing
 * variant keeps that variant whole (id, SKU, prices, stock, image).
 */
import { z } from 'zod';
import {
  checkVariants,
  colourOptionIndex,
  ProductOptionSchema,
  VARIANT_LIMITS,
  VariantInputSchema,
  type ProductOption,
} from '@store/shared';

export interface OptionDraft {
  name: string;
  values: string[];
}

/** A variant's own image: one the product already has (kept by file name), a file chosen now, or none (the product's). */
export type VariantImageDraft = { kind: 'existing'; name: string; url: string | null } | { kind: 'file'; file: File } | null;

export interface VariantRow {
  /** React's key: the id of an existing variant, else its values. */
  key: string;
  /** Absent for a variant the store has not made yet. */
  id?: string | undefined;
  sku: string;
  /** One value per option, in the order of the options it was generated for. */
  values: string[];
  price: string;
  originalPrice: string;
  /** A new variant's starting stock (an existing one's is the inventory screen's). */
  stock: string;
  /** An existing variant's stock now, shown beside it. */
  currentStock?: number | undefined;
  image: VariantImageDraft;
}

export const VARIANT_RULES = {
  tooManyOptions: `A product has at most ${VARIANT_LIMITS.maxOptions} options`,
  tooManyVariants: `A product has at most ${VARIANT_LIMITS.maxVariants} variants`,
  noVariants: 'A product needs at least one variant',
  valueBlank: 'Type a value before adding it',
  valueRepeated: 'This value is already listed',
  notGenerated: 'The options changed: choose Generate variants to update the variants.',
  stockNotWhole: 'Stock must be a whole number, 0 or more',
} as const;

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** Adds the values typed as "Blue, Black, Red" to an option's values: blanks dropped, repeats refused with the reason. */
export function addOptionValues(values: readonly string[], typed: string): { values: string[] } | { error: string } {
  const fresh = typed
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (fresh.length === 0) return { error: VARIANT_RULES.valueBlank };
  const next = [...values];
  for (const v of fresh) {
    if (next.some((w) => same(w, v))) return { error: `${VARIANT_RULES.valueRepeated}: ${v}` };
    next.push(v);
  }
  return { values: next };
}

/** Every combination of the options' values, the first option varying slowest (Black·F, Black·M, …, Blue·F, …). */
export function combinationsOf(options: readonly OptionDraft[]): string[][] {
  return options.reduce<string[][]>((acc, o) => acc.flatMap((combo) => o.values.map((v) => [...combo, v])), [[]]);
}

/**
 * How an existing row fits a combination: 'exact' when it has the same options and values,
 * 'partial' when every option it shares with the combination has the same value (an option was
 * added or removed since), otherwise null.
 */
function fitOf(
  row: VariantRow,
  rowNames: readonly string[],
  combo: readonly string[],
  names: readonly string[],
): 'exact' | 'partial' | null {
  let shared = 0;
  for (let k = 0; k < names.length; k++) {
    const j = rowNames.findIndex((n) => same(n, names[k]!));
    if (j < 0) continue;
    if (!same(row.values[j] ?? '', combo[k]!)) return null;
    shared++;
  }
  return shared === names.length && shared === rowNames.length ? 'exact' : 'partial';
}

/**
 * "Generate variants": one row per combination. A combination keeps the existing variant whose
 * values still match it (its id, SKU, prices, stock and image); failing that, the first variant
 * that fits it partly (a product that gains an option: its variants carry on as the first of
 * each); any other combination starts from a fitting variant's prices and image, else from
 * `base` (the first variant's, or the simple product's price and MRP), with stock 0.
 */
export function generateVariants(
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
  rowNames: readonly string[],
  base: { price: string; originalPrice: string },
): VariantRow[] {
  const names = options.map((o) => o.name.trim());
  const combos = combinationsOf(options.map((o) => ({ name: o.name, values: o.values.map((v) => v.trim()) })));
  const taken = new Set<VariantRow>();
  const result: (VariantRow | null)[] = combos.map(() => null);
  const claim = (kind: 'exact' | 'partial') =>
    combos.forEach((combo, i) => {
      if (result[i]) return;
      const row = rows.find(
        (r) =>
          !taken.has(r) && (kind === 'partial' ? fitOf(r, rowNames, combo, names) !== null : fitOf(r, rowNames, combo, names) === 'exact'),
      );
      if (!row) return;
      taken.add(row);
      result[i] = { ...row, values: combo };
    });
  claim('exact');
  claim('partial');
  const colour = colourOptionIndex({ options: options.map((o) => ({ name: o.name, values: o.values })) });
  return combos.map((combo, i) => {
    const kept = result[i];
    if (kept) return kept;
    const like = closestRow(rows, rowNames, combo, names);
    // A colour's picture suits its other sizes and nibs; a nib's does not suit another colour.
    const sameColour = like && colour >= 0 && sharesValue(like, rowNames, names[colour]!, combo[colour]!);
    return {
      key: `new:${combo.join('\u0001').toLowerCase()}`,
      sku: '',
      values: combo,
      price: like?.price ?? base.price,
      originalPrice: like?.originalPrice ?? base.originalPrice,
      stock: '0',
      image: sameColour ? like.image : null,
    };
  });
}

function sharesValue(row: VariantRow, rowNames: readonly string[], name: string, value: string): boolean {
  const j = rowNames.findIndex((n) => same(n, name));
  return j >= 0 && same(row.values[j] ?? '', value);
}

/** The existing row sharing the most option values with a combination (at least one), the first of equals. */
function closestRow(rows: readonly VariantRow[], rowNames: readonly string[], combo: readonly string[], names: readonly string[]) {
  let best: VariantRow | undefined;
  let bestShared = 0;
  for (const row of rows) {
    const shared = names.filter((name, k) => sharesValue(row, rowNames, name, combo[k]!)).length;
    if (shared > bestShared) [best, bestShared] = [row, shared];
  }
  return best ?? (rows.length > 0 && rowNames.length === 0 ? rows[0] : undefined);
}

/**
 * Whether the rows were generated for these options: the same names in order, every row's values
 * among the options' and every value used by some row (a value added since has no variant yet).
 * A removed variant is fine: that combination is simply not sold.
 */
export function rowsMatchOptions(options: readonly OptionDraft[], rows: readonly VariantRow[], rowNames: readonly string[]): boolean {
  if (options.length !== rowNames.length || !options.every((o, k) => same(o.name.trim(), rowNames[k]!))) return false;
  const combos = combinationsOf(options);
  const known = rows.every((r) => combos.some((c) => c.length === r.values.length && c.every((v, k) => same(v.trim(), r.values[k]!))));
  return known && options.every((o, k) => o.values.every((v) => rows.some((r) => same(r.values[k] ?? '', v.trim()))));
}

const numberOrNaN = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** A row as the api's VariantInput reads it (the image is filled in by toVariantsPayload). */
function inputOf(row: VariantRow) {
  const mrp = row.originalPrice.trim();
  return {
    ...(row.id ? { id: row.id } : {}),
    sku: row.sku.trim(),
    values: row.values,
    price: numberOrNaN(row.price),
    originalPrice: mrp === '' ? null : Number(mrp),
    ...(row.id ? {} : { stock: numberOrNaN(row.stock) }),
  };
}

const LABELS: Record<string, string> = { price: 'Price', originalPrice: 'MRP', stock: 'Stock' };
/** The field a message belongs to: `variants.3.price`, `options.0.values` (a value's own index is dropped). */
const keyOf = (path: readonly PropertyKey[]) => path.slice(0, 3).map(String).join('.');
const sentence = (field: string, message: string) => (/^[a-z]/.test(message) && LABELS[field] ? `${LABELS[field]} ${message}` : message);

/** The options' and variants' problems, keyed as the api keys them (`options.0.name`, `variants.2.sku`, `variants`). */
export function validateVariants(options: readonly OptionDraft[], rows: readonly VariantRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (key: string, message: string) => {
    if (!(key in errors)) errors[key] = message;
  };
  if (options.length > VARIANT_LIMITS.maxOptions) add('options', VARIANT_RULES.tooManyOptions);
  const parsedOptions: ProductOption[] = [];
  options.forEach((o, i) => {
    const r = ProductOptionSchema.safeParse(o);
    if (r.success) parsedOptions.push(r.data);
    else r.error.issues.forEach((issue) => add(keyOf(['options', i, ...issue.path]), issue.message));
  });
  if (options.length === 0) return errors;
  if (rows.length === 0) add('variants', VARIANT_RULES.noVariants);
  if (rows.length > VARIANT_LIMITS.maxVariants) add('variants', VARIANT_RULES.tooManyVariants);
  const inputs = rows.map((row, i) => {
    if (!row.id && row.stock.trim() === '') add(`variants.${i}.stock`, VARIANT_RULES.stockNotWhole);
    const r = VariantInputSchema.safeParse(inputOf(row));
    if (r.success) return r.data;
    r.error.issues.forEach((issue) => add(keyOf(['variants', i, ...issue.path]), sentence(String(issue.path[0]), issue.message)));
    // Still checked with the others (its SKU, its values), priced 0 so that only the rest is said.
    return { ...inputOf(row), price: 0, originalPrice: null };
  });
  if (parsedOptions.length !== options.length) return errors;
  const all = z
    .custom<Parameters<typeof checkVariants>[0]>()
    .superRefine(checkVariants)
    .safeParse({ options: parsedOptions, variants: inputs.map((v, i) => ({ ...v, sku: v.sku ?? '', id: v.id ?? `new-${i}` })) });
  if (!all.success) all.error.issues.forEach((issue) => add(keyOf(issue.path), issue.message));
  return errors;
}

/**
 * The `options` and `variants` fields of the multipart form (JSON text) and the new images, sent
 * in `variantImages` and named `upload:<n>` by the variant that uses the n-th.
 */
export function toVariantsPayload(
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
): { options: string; variants: string; files: File[] } {
  const files: File[] = [];
  const variants = rows.map((row) => {
    const { image } = row;
    let ref: string | null = null;
    if (image?.kind === 'existing') ref = image.name;
    else if (image?.kind === 'file') {
      const n = files.indexOf(image.file);
      ref = `upload:${n >= 0 ? n : files.push(image.file) - 1}`;
    }
    return { ...inputOf(row), image: ref };
  });
  const cleanOptions = options.map((o) => ({ name: o.name.trim(), values: o.values.map((v) => v.trim()) }));
  return { options: JSON.stringify(cleanOptions), variants: JSON.stringify(variants), files };
}

/** A stored product's variants as the form's rows: prices as typed text, stock as it stands, own pictures kept by file name. */
export function rowsOfProduct(product: {
  variants: ReadonlyArray<{
    id: string;
    sku: string;
    values: string[];
    price: number;
    originalPrice: number | null;
    stock: number;
    images: { mainImage: string } | null;
    imageUrls: string[];
  }>;
}): VariantRow[] {
  return product.variants.map((v) => ({
    key: v.id,
    id: v.id,
    sku: v.sku,
    values: [...v.values],
    price: String(v.price),
    originalPrice: v.originalPrice === null ? '' : String(v.originalPrice),
    stock: '0',
    currentStock: v.stock,
    image: v.images ? { kind: 'existing', name: v.images.mainImage, url: v.imageUrls[0] ?? null } : null,
  }));
}

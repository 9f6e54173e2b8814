/**
 * Products with variants (docs/decisions/042-products-with-variants.md). A product holds what its
 * variants share; it has up to three options (Colour, Nib, Size, Ruling, Pages, Pack, …), and each
 * variant is one sellable thing: a stable id (the key of its inventory record, its cart and order
 * lines), an owner's SKU, one value per option, its price and MRP, and its own images where it has
 * them. A product with no options has one variant. `variants[0]` is the default variant: the one a
 * product's top-level price, originalPrice, stock, inStock and images describe (spec §7), and the
 * one `POST /cart` with only a productId adds.
 *
 * Documents written before variants existed have none: `withLegacyVariant` gives them one whose id
 * is the product id, so their inventory record (keyed by the product id) is that variant's record
 * and their cart, wishlist and order lines keep meaning that variant. No data is rewritten.
 */
import { z } from 'zod';
import { IdSchema, RupeesSchema } from './primitives.js';

export const VARIANT_LIMITS = { maxOptions: 3, maxValues: 30, maxVariants: 100, maxValueLength: 40, maxOptionNameLength: 30 } as const;

/** File names under /uploads/products/ (shared by a product and a variant's own images). */
export const ProductImagesSchema = z.object({
  mainImage: z.string().min(1),
  additionalImages: z.array(z.string().min(1)).max(3).default([]),
});
export type ProductImages = z.infer<typeof ProductImagesSchema>;

/** One collator for every comparison: `localeCompare` with options makes a new one per call (600 ms of a 12,000-variant start). */
const textCollator = new Intl.Collator('en', { sensitivity: 'accent' });
const sameText = (a: string, b: string) => textCollator.compare(a, b) === 0;
const hasRepeat = (values: readonly string[]) => values.some((v, i) => values.findIndex((w) => sameText(v, w)) !== i);

export const OptionValueSchema = z
  .string({ error: 'An option value is required' })
  .trim()
  .min(1, 'An option value must not be blank')
  .max(VARIANT_LIMITS.maxValueLength, `An option value is at most ${VARIANT_LIMITS.maxValueLength} characters`);

export const ProductOptionSchema = z
  .object({
    name: z
      .string({ error: 'An option needs a name' })
      .trim()
      .min(1, 'An option needs a name')
      .max(VARIANT_LIMITS.maxOptionNameLength, `An option name is at most ${VARIANT_LIMITS.maxOptionNameLength} characters`),
    values: z
      .array(OptionValueSchema)
      .min(1, 'An option needs at least one value')
      .max(VARIANT_LIMITS.maxValues, `An option has at most ${VARIANT_LIMITS.maxValues} values`),
  })
  .refine((o) => !hasRepeat(o.values), { message: 'An option lists a value twice', path: ['values'] });
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/** One sellable variant as stored in the product document. Its stock is its inventory record (`_id` = `id`). */
export const VariantDocSchema = z.object({
  id: IdSchema,
  /** The owner's stock-keeping code; unique in the store where set. */
  sku: z.string().trim().max(64, 'A SKU is at most 64 characters').default(''),
  /** One value per product option, in the options' order. Empty for a product without options. */
  values: z.array(OptionValueSchema).max(VARIANT_LIMITS.maxOptions).default([]),
  price: RupeesSchema,
  originalPrice: RupeesSchema.nullable().default(null),
  /** The variant's own images; null shows the product's. */
  images: ProductImagesSchema.nullable().default(null),
});
export type VariantDoc = z.infer<typeof VariantDocSchema>;

/**
 * A variant in the admin's product form: `id` absent for a new one (the api makes it), kept for an
 * existing one (its stock and lines stay). `stock` is a new variant's starting stock; an existing
 * variant's stock is changed on the inventory screen. `image`: a file name the product already has,
 * or `upload:<n>` for the n-th file of the form's `variantImages` field, or null for the product's.
 */
export const VariantInputSchema = z.object({
  id: IdSchema.optional(),
  sku: z.string().trim().max(64, 'A SKU is at most 64 characters').optional().default(''),
  values: z.array(OptionValueSchema).max(VARIANT_LIMITS.maxOptions).optional().default([]),
  price: z.number({ error: 'A variant needs a price' }).pipe(RupeesSchema),
  originalPrice: RupeesSchema.nullable().optional().default(null),
  stock: z.number().int('Stock must be a whole number').min(0, 'Stock must be 0 or more').max(1_000_000).optional(),
  image: z.string().trim().min(1).max(200).nullable().optional().default(null),
});
export type VariantInput = z.infer<typeof VariantInputSchema>;

/** What a product document's variants must satisfy, for `superRefine` on the product schemas. */
export function checkVariants(
  doc: { options: readonly ProductOption[]; variants: readonly Pick<VariantDoc, 'id' | 'sku' | 'values' | 'price' | 'originalPrice'>[] },
  ctx: z.RefinementCtx,
): void {
  const { options, variants } = doc;
  if (hasRepeat(options.map((o) => o.name))) ctx.addIssue({ code: 'custom', message: 'Two options have the same name', path: ['options'] });
  if (options.length === 0 && variants.length > 1)
    ctx.addIssue({ code: 'custom', message: 'A product without options has one variant', path: ['variants'] });
  const seenIds = new Set<string>();
  const seenSkus = new Set<string>();
  const seenCombos = new Set<string>();
  variants.forEach((v, i) => {
    const path = ['variants', i];
    if (seenIds.has(v.id)) ctx.addIssue({ code: 'custom', message: 'Two variants have the same id', path: [...path, 'id'] });
    seenIds.add(v.id);
    const sku = v.sku.toLowerCase();
    if (sku && seenSkus.has(sku)) ctx.addIssue({ code: 'custom', message: `SKU ${v.sku} is used twice`, path: [...path, 'sku'] });
    if (sku) seenSkus.add(sku);
    if (v.values.length !== options.length) {
      ctx.addIssue({ code: 'custom', message: `A variant needs one value for each option (${options.length})`, path: [...path, 'values'] });
      return;
    }
    v.values.forEach((value, k) => {
      if (!options[k]!.values.some((w) => sameText(w, value)))
        ctx.addIssue({ code: 'custom', message: `${value} is not a value of ${options[k]!.name}`, path: [...path, 'values', k] });
    });
    const combo = v.values.map((x) => x.toLowerCase()).join('\u0000');
    if (seenCombos.has(combo)) ctx.addIssue({ code: 'custom', message: 'Two variants have the same options', path: [...path, 'values'] });
    seenCombos.add(combo);
    if (v.originalPrice !== null && v.originalPrice < v.price)
      ctx.addIssue({ code: 'custom', message: 'Original price must not be below the price', path: [...path, 'originalPrice'] });
  });
}

/**
 * A stored product as read: one written before variants gets its single variant (id = product id,
 * its price and MRP), so everything keyed by the product id keeps meaning that variant.
 */
export function withLegacyVariant(doc: unknown): unknown {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return doc;
  const d = doc as Record<string, unknown>;
  if (Array.isArray(d.variants) || d._deleted === true) return d;
  if (typeof d._id !== 'string' || d.price === undefined) return d;
  return {
    ...d,
    options: [],
    variants: [{ id: d._id, sku: '', values: [], price: d.price, originalPrice: d.originalPrice ?? null, images: null }],
  };
}

type WithVariants<V> = { _id: string; options: readonly ProductOption[]; variants: readonly V[] };

export {
  defaultVariantOf,
  variantOf,
  variantLabel,
  variantOptions,
  colourOptionIndex,
  priceRangeOf,
  newVariantId,
} from './variant-lookup.js';

export type { WithVariants };

/**
 * What a product form (or a CSV product) does to a product's variants (docs/decisions/042): the
 * options and variants to store, the stock records to create and the ones to remove. Pure: the
 * products service and the CSV import write what it plans.
 *
 * - A variant sent with its `id` is that variant: its id, stock record and lines stay.
 * - A variant sent without one is new: it gets `newVariantId(product, slug of its values)` (a
 *   random suffix where that is taken) and a stock record with its starting `stock`.
 * - A product's variant whose id is the product id (every product from before variants, and any
 *   product without options) keeps that id: the first new variant takes it over when the form does
 *   not name it, so the owner who adds options to such a product keeps its stock.
 * - A variant sent without an id is new, whatever its values: an option value the owner renames in
 *   the form keeps its rows' ids (decision 042, "Renaming an option value"); nothing here guesses.
 * - A current variant the form leaves out is removed, its stock record with it.
 * - A form without `variants` keeps a product's variants, its `price`/`originalPrice` being the
 *   default variant's (spec §7); a new product gets one variant whose id is the product id.
 */
import { randomBytes } from 'node:crypto';
import { newVariantId, type ProductDoc, type ProductImages, type ProductInput, type ProductOption, type VariantDoc } from '@store/shared';
import { badRequest } from '../../http/errors.js';

export const UPLOAD_REF = /^upload:(\d+)$/;

export interface VariantPlan {
  options: ProductOption[];
  variants: VariantDoc[];
  /** Stock records to set now: each new variant's starting stock (and a kept one's, where the form gave it). */
  stock: Array<{ variantId: string; quantity: number }>;
  /** Ids of the current variants the form left out: their stock records go. */
  removed: string[];
  /** Indexes of the `variantImages` files a variant uses (the others are discarded). */
  usedUploads: Set<number>;
}

export interface PlanArgs {
  productId: string;
  input: ProductInput;
  /** The stored product; null for a new one. */
  current: ProductDoc | null;
  /** The stored names of the form's `variantImages` files, by their index. */
  uploads: readonly string[];
  /** Whether an id is already used elsewhere in the store (another product's, or another product's variant). */
  idTaken?: (id: string) => boolean;
}

const slugOf = (values: readonly string[]) =>
  values
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function planVariants({ productId, input, current, uploads, idTaken = () => false }: PlanArgs): VariantPlan {
  const usedUploads = new Set<number>();
  if (input.variants === undefined) {
    if (input.options && input.options.length > 0)
      throw badRequest('Invalid product: variants: send the variants with the options', { variants: 'send the variants with the options' });
    const price = input.price!;
    const originalPrice = input.originalPrice;
    if (!current) {
      const only: VariantDoc = { id: productId, sku: '', values: [], price, originalPrice, images: null };
      return { options: [], variants: [only], stock: [{ variantId: productId, quantity: input.stock ?? 0 }], removed: [], usedUploads };
    }
    const [first, ...rest] = current.variants;
    return { options: current.options, variants: [{ ...first!, price, originalPrice }, ...rest], stock: [], removed: [], usedUploads };
  }

  const currentById = new Map((current?.variants ?? []).map((v) => [v.id, v]));
  const knownImages = new Set(
    current
      ? [current.images, ...current.variants.map((v) => v.images)].flatMap((i) => (i ? [i.mainImage, ...i.additionalImages] : []))
      : [],
  );
  input.variants.forEach((v, i) => {
    if (v.id !== undefined && !currentById.has(v.id)) {
      const message = current ? `This product has no variant ${v.id}` : 'A new product’s variants have no id yet';
      throw badRequest(`Invalid product: variants.${i}.id: ${message}`, { [`variants.${i}.id`]: message });
    }
  });
  const named = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
  // The product id's variant stays the product id's (its stock, lines and old links) when the form does not name it.
  let productIdFree = (!current && (input.options ?? []).length === 0) || (currentById.has(productId) && !named.has(productId));
  const used = new Set([...currentById.keys(), ...named]);
  const freshId = (values: readonly string[]): string => {
    if (productIdFree) {
      productIdFree = false;
      return productId;
    }
    let id = newVariantId(productId, slugOf(values));
    while (used.has(id) || id === productId || idTaken(id)) id = newVariantId(productId, randomBytes(4).toString('hex'));
    used.add(id);
    return id;
  };

  const stock: VariantPlan['stock'] = [];
  // The form's product-wide starting stock is a lone new variant's (the form of a product without options).
  const startingStock = !current && input.variants.length === 1 ? (input.stock ?? 0) : 0;
  const variants = input.variants.map((v, i): VariantDoc => {
    const kept = v.id === undefined ? undefined : currentById.get(v.id);
    const id = kept?.id ?? freshId(v.values);
    const takesOver = !kept && currentById.has(id);
    // A variant taking over the product id's record keeps its stock unless the form gives one.
    if (!kept && (!takesOver || v.stock !== undefined)) stock.push({ variantId: id, quantity: v.stock ?? startingStock });
    return {
      id,
      sku: v.sku,
      values: v.values,
      price: v.price,
      originalPrice: v.originalPrice,
      images: imagesOf(v.image, i, kept ?? currentById.get(id)),
    };
  });
  const keptIds = new Set(variants.map((v) => v.id));
  return { options: input.options ?? [], variants, stock, removed: [...currentById.keys()].filter((id) => !keptIds.has(id)), usedUploads };

  function imagesOf(image: string | null, i: number, before: VariantDoc | undefined): ProductImages | null {
    if (image === null) return null;
    const refuse = (message: string) =>
      badRequest(`Invalid product: variants.${i}.image: ${message}`, { [`variants.${i}.image`]: message });
    const upload = UPLOAD_REF.exec(image);
    if (upload) {
      const n = Number(upload[1]);
      const name = uploads[n];
      if (name === undefined) throw refuse(`No file ${image}: variantImages holds ${uploads.length}`);
      usedUploads.add(n);
      return { mainImage: name, additionalImages: [] };
    }
    if (before?.images?.mainImage === image) return before.images;
    if (!knownImages.has(image)) throw refuse(`${image} is not one of this product’s images`);
    return { mainImage: image, additionalImages: [] };
  }
}

/** The image files a product document points at: its own and its variants'. */
export const imagesOfProduct = (doc: Pick<ProductDoc, 'images' | 'variants'>): string[] =>
  [doc.images, ...doc.variants.map((v) => v.images)].flatMap((i) => (i ? [i.mainImage, ...i.additionalImages] : []));

/**
 * The product form's rules, apart from the screen so they can be tested: name, price (0 or
 * more), category and main image required (the image only when creating); features added one
 * at a time and never blank; up to 3 additional images; the original price (MRP), when given,
 * not below the price; the starting stock a whole number, 0 or more (only when creating: after
 * that, stock is the inventory screen's). And the multipart payload the api reads: the spec's
 * name, description, specification, features[i], price, category, bestSeller, mainImage,
 * image2–image4, plus brand, countryOfOrigin, originalPrice, badge, featured and stock. A product with options is
 * priced per variant instead (product-variants-rules.ts): its price, MRP and stock fields give way
 * to the variants', sent as `options`, `variants` and `variantImages`.
 */
import { COUNTRY_OF_ORIGIN_MAX, DEFAULT_COUNTRY_OF_ORIGIN, GALLERY_MAX_ADDITIONAL_IMAGES } from '@store/shared';
import {
  rowsMatchOptions,
  toVariantsPayload,
  validateVariants,
  VARIANT_RULES,
  type OptionDraft,
  type VariantRow,
} from './product-variants-rules';

export interface ProductFormValues {
  name: string;
  description: string;
  specification: string;
  features: string[];
  price: string;
  category: string;
  brand: string;
  /** Where it is made, shown on the product page (issue 45). */
  countryOfOrigin: string;
  /** The original price (MRP); empty when the product is not discounted. */
  originalPrice: string;
  /** Empty for no badge. */
  badge: string;
  featured: boolean;
  bestSeller: boolean;
  /** The starting stock of a new product (sent only when creating). */
  stock: string;
  mainImage: File | null;
  additionalImages: File[];
  /** Up to three options; none for a product sold in one form (priced by the fields above). */
  options: OptionDraft[];
  /** The variants of a product with options, and the option names they were generated for. */
  variants: VariantRow[];
  variantNames: string[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  specification: '',
  features: [],
  price: '',
  category: '',
  brand: '',
  countryOfOrigin: DEFAULT_COUNTRY_OF_ORIGIN,
  originalPrice: '',
  badge: '',
  featured: false,
  bestSeller: false,
  stock: '0',
  mainImage: null,
  additionalImages: [],
  options: [],
  variants: [],
  variantNames: [],
};

export const RULES = {
  nameRequired: 'Name is required',
  priceRequired: 'Price is required',
  priceNotNegative: 'Price must be 0 or more',
  priceNotNumber: 'Price must be a number',
  categoryRequired: 'Category is required',
  mainImageRequired: 'A main image is required',
  featureBlank: 'Enter the feature before adding it',
  featureDuplicate: 'This feature is already listed',
  originalPriceNotNumber: 'Original price must be a number',
  originalPriceBelowPrice: 'Original price must not be below the price',
  stockNotWhole: 'Stock must be a whole number, 0 or more',
  brandTooLong: 'Brand is too long',
  countryRequired: 'Country of origin is required',
  countryTooLong: 'Country of origin is too long',
  tooManyImages: `Up to ${GALLERY_MAX_ADDITIONAL_IMAGES} additional images`,
} as const;

/** Field → message; the variants' fields are keyed as the api keys them (`options.0.name`, `variants.2.price`). */
export type ProductFormErrors = Record<string, string>;

export function validateProductForm(v: ProductFormValues, mode: { editing: boolean }): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!v.name.trim()) errors.name = RULES.nameRequired;
  if (v.options.length === 0) Object.assign(errors, validateSimplePricing(v, mode));
  if (!v.category) errors.category = RULES.categoryRequired;
  if (v.brand.trim().length > 80) errors.brand = RULES.brandTooLong;
  if (!v.countryOfOrigin.trim()) errors.countryOfOrigin = RULES.countryRequired;
  else if (v.countryOfOrigin.trim().length > COUNTRY_OF_ORIGIN_MAX) errors.countryOfOrigin = RULES.countryTooLong;
  if (v.options.length > 0) {
    Object.assign(errors, validateVariants(v.options, v.variants));
    if (!errors.variants && !rowsMatchOptions(v.options, v.variants, v.variantNames)) errors.variants = VARIANT_RULES.notGenerated;
  }
  if (!mode.editing && !v.mainImage) errors.mainImage = RULES.mainImageRequired;
  if (v.features.some((f) => !f.trim())) errors.features = RULES.featureBlank;
  if (v.additionalImages.length > GALLERY_MAX_ADDITIONAL_IMAGES) errors.additionalImages = RULES.tooManyImages;
  return errors;
}

/** A product without options: its price, MRP and (when new) starting stock, as before variants. */
function validateSimplePricing(v: ProductFormValues, mode: { editing: boolean }): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const price = v.price.trim();
  if (!price) errors.price = RULES.priceRequired;
  else if (!Number.isFinite(Number(price))) errors.price = RULES.priceNotNumber;
  else if (Number(price) < 0) errors.price = RULES.priceNotNegative;
  const mrp = v.originalPrice.trim();
  if (mrp && !Number.isFinite(Number(mrp))) errors.originalPrice = RULES.originalPriceNotNumber;
  else if (mrp && !errors.price && Number(mrp) < Number(price)) errors.originalPrice = RULES.originalPriceBelowPrice;
  const stock = v.stock.trim();
  if (!mode.editing && (!/^\d+$/.test(stock) || Number(stock) > 1_000_000)) errors.stock = RULES.stockNotWhole;
  return errors;
}

/** Adds one feature: refused (with the reason) when blank or already there. */
export function addFeature(features: readonly string[], draft: string): { features: string[] } | { error: string } {
  const text = draft.trim();
  if (!text) return { error: RULES.featureBlank };
  if (features.some((f) => f.toLowerCase() === text.toLowerCase())) return { error: RULES.featureDuplicate };
  return { features: [...features, text] };
}

/** Adds chosen files to the additional images: refused when they would make more than 3. */
export function addImages(current: readonly File[], chosen: readonly File[]): { images: File[] } | { error: string } {
  if (current.length + chosen.length > GALLERY_MAX_ADDITIONAL_IMAGES) return { error: RULES.tooManyImages };
  return { images: [...current, ...chosen] };
}

/**
 * The multipart payload of POST /products and PUT /products/{id} (an edit sends no stock: the
 * inventory screen owns it). With options, the variants carry the prices and new variants their
 * starting stock. `withoutOptions`: a product that had options and has none now keeps its default
 * variant (its id, so its stock and lines stay), priced by the simple fields.
 */
export function toProductFormData(
  v: ProductFormValues,
  mode: { editing: boolean; withoutOptions?: { id: string; sku: string } } = { editing: false },
): FormData {
  const form = new FormData();
  form.append('name', v.name.trim());
  form.append('description', v.description.trim());
  form.append('specification', v.specification.trim());
  v.features.forEach((f, i) => form.append(`features[${i}]`, f.trim()));
  form.append('category', v.category);
  form.append('brand', v.brand.trim());
  form.append('countryOfOrigin', v.countryOfOrigin.trim());
  form.append('badge', v.badge.trim());
  form.append('featured', String(v.featured));
  form.append('bestSeller', String(v.bestSeller));
  if (v.options.length > 0) {
    const payload = toVariantsPayload(v.options, v.variants);
    form.append('options', payload.options);
    form.append('variants', payload.variants);
    payload.files.forEach((file) => form.append('variantImages', file));
  } else {
    form.append('price', v.price.trim());
    form.append('originalPrice', v.originalPrice.trim());
    if (!mode.editing) form.append('stock', v.stock.trim());
    if (mode.withoutOptions) {
      const mrp = v.originalPrice.trim();
      const only = { ...mode.withoutOptions, values: [], price: Number(v.price), originalPrice: mrp ? Number(mrp) : null, image: null };
      form.append('options', '[]');
      form.append('variants', JSON.stringify([only]));
    }
  }
  if (v.mainImage) form.append('mainImage', v.mainImage);
  v.additionalImages.slice(0, GALLERY_MAX_ADDITIONAL_IMAGES).forEach((file, i) => form.append(`image${i + 2}`, file));
  return form;
}

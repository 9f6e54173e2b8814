/**
 * The product form's rules, apart from the screen so they can be tested: name, price (0 or
 * more), category and main image required (the image only when creating); features added one
 * at a time and never blank; up to 3 additional images. And the multipart payload the api
 * reads: name, description, specification, features[i], price, category, bestSeller,
 * mainImage, image2–image4.
 */
import { GALLERY_MAX_ADDITIONAL_IMAGES } from '@store/shared';

export interface ProductFormValues {
  name: string;
  description: string;
  specification: string;
  features: string[];
  price: string;
  category: string;
  bestSeller: boolean;
  mainImage: File | null;
  additionalImages: File[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  specification: '',
  features: [],
  price: '',
  category: '',
  bestSeller: false,
  mainImage: null,
  additionalImages: [],
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
  tooManyImages: `Up to ${GALLERY_MAX_ADDITIONAL_IMAGES} additional images`,
} as const;

export type ProductFormErrors = Partial<Record<'name' | 'price' | 'category' | 'mainImage' | 'features' | 'additionalImages', string>>;

export function validateProductForm(v: ProductFormValues, mode: { editing: boolean }): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!v.name.trim()) errors.name = RULES.nameRequired;
  const price = v.price.trim();
  if (!price) errors.price = RULES.priceRequired;
  else if (!Number.isFinite(Number(price))) errors.price = RULES.priceNotNumber;
  else if (Number(price) < 0) errors.price = RULES.priceNotNegative;
  if (!v.category) errors.category = RULES.categoryRequired;
  if (!mode.editing && !v.mainImage) errors.mainImage = RULES.mainImageRequired;
  if (v.features.some((f) => !f.trim())) errors.features = RULES.featureBlank;
  if (v.additionalImages.length > GALLERY_MAX_ADDITIONAL_IMAGES) errors.additionalImages = RULES.tooManyImages;
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

/** The multipart payload of POST /products and PUT /products/{id}. */
export function toProductFormData(v: ProductFormValues): FormData {
  const form = new FormData();
  form.append('name', v.name.trim());
  form.append('description', v.description.trim());
  form.append('specification', v.specification.trim());
  v.features.forEach((f, i) => form.append(`features[${i}]`, f.trim()));
  form.append('price', v.price.trim());
  form.append('category', v.category);
  form.append('bestSeller', String(v.bestSeller));
  if (v.mainImage) form.append('mainImage', v.mainImage);
  v.additionalImages.slice(0, GALLERY_MAX_ADDITIONAL_IMAGES).forEach((file, i) => form.append(`image${i + 2}`, file));
  return form;
}

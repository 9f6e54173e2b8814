/**
 * Which variant a cart, wishlist or order line means (decision 042). A request naming no variant
 * means the product's default one (`variants[0]`, whose price the product shows). A line stored
 * before variants existed names none either: it meant the product's only variant, whose id is the
 * product id, and keeps meaning it while the product has it (an owner may put another variant
 * first later). Stock is always looked up by the variant id.
 */
import { PRODUCT_NOT_FOUND, VARIANT_NOT_FOUND, variantOf, type ProductDoc, type VariantDoc } from '@store/shared';
import { notFound } from '../../http/errors.js';
import type { CommerceCatalog } from './catalog-reads.js';

export interface ChosenVariant {
  product: ProductDoc;
  variant: VariantDoc;
}

/** The product and variant a request names; 404 for an unknown product or a variant it does not have. */
export function requireVariant(catalog: CommerceCatalog, productId: string, variantId?: string): ChosenVariant {
  const product = catalog.getProductDoc(productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const variant = variantOf(product, variantId);
  if (!variant) throw notFound(VARIANT_NOT_FOUND);
  return { product, variant };
}

/** The variant a stored line means: its own, or for a line from before variants the product-id variant (else the default). */
export function storedVariantOf(product: ProductDoc, line: { productId: string; variantId?: string }): VariantDoc | undefined {
  if (line.variantId) return variantOf(product, line.variantId);
  return product.variants.find((v) => v.id === product._id) ?? variantOf(product);
}

/** The variant id a stored line means, also when its product is no longer sold (its own id, else the product id). */
export function storedVariantIdOf(catalog: CommerceCatalog, line: { productId: string; variantId?: string }): string {
  const product = catalog.getProductDoc(line.productId);
  return (product && storedVariantOf(product, line)?.id) ?? line.variantId ?? line.productId;
}

/** Units of a variant in stock now (0 without a record). */
export const variantStock = (catalog: CommerceCatalog, variantId: string): number =>
  Math.max(0, catalog.getInventoryDoc(variantId)?.quantity ?? 0);

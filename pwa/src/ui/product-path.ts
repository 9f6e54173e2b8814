/** The URL's parameter that names a product page's variant (/product/{id}?variant=…). */
export const VARIANT_PARAM = 'variant';

/** The path of a product page, opened at a variant where one is given (none: the default variant). */
export const productPath = (productId: string, variantId?: string | null): string =>
  `/product/${encodeURIComponent(productId)}${variantId ? `?${VARIANT_PARAM}=${encodeURIComponent(variantId)}` : ''}`;

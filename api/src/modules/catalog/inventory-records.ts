/**
 * The inventory as the admin and the spec's /inventory calls see it: one record per VARIANT
 * (docs/decisions/042), each naming its product and its variant ("Lamy Safari · Charcoal · F").
 * Built from the products (every variant is listed, a variant without a stored record with 0), so
 * a record whose product or variant is gone is never listed.
 *
 * An id in an /inventory path is a variant id (the record's own `_id`) or a product id, which
 * means the product's default variant (spec §7): for a product without options both are the
 * product id, so the spec's calls by product id keep working.
 */
import { variantLabel, variantOf, type InventoryRecord, type Product, type ProductStock, type Variant } from '@store/shared';
import type { CatalogIndex } from './catalog-index.js';

export type InventoryCatalog = Pick<
  CatalogIndex,
  'allProducts' | 'getProduct' | 'getProductDoc' | 'getInventoryDoc' | 'getCategoryDoc' | 'version'
>;

/** One variant's record, joined with its product. */
export function toVariantRecord(
  product: Product,
  variant: Variant,
  catalog: Pick<InventoryCatalog, 'getInventoryDoc' | 'getProductDoc'>,
): InventoryRecord {
  const doc = catalog.getInventoryDoc(variant.id);
  const quantity = doc?.quantity ?? 0;
  // The variant's own picture, else the product's own (a view's `images` are its default variant's).
  const images = variant.images ?? catalog.getProductDoc(product.id)?.images ?? product.images;
  return {
    _id: variant.id,
    product: {
      _id: product.id,
      name: product.name,
      category: product.category._id,
      categoryName: product.category.name,
      brand: product.brand,
      // The price of what this record counts: the variant's.
      price: variant.price,
      mainImage: images.mainImage,
    },
    variant: { id: variant.id, sku: variant.sku, values: variant.values, label: variantLabel(variant), price: variant.price },
    quantity,
    inStock: quantity > 0,
    updatedAt: doc?.updatedAt ?? product.updatedAt,
    ...(doc?._rev ? { rev: doc._rev } : {}),
  };
}

/** Every variant's record, by product name, then the product's own variant order. */
export function allVariantRecords(catalog: InventoryCatalog): InventoryRecord[] {
  return [...catalog.allProducts()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .flatMap((p) => p.variants.map((v) => toVariantRecord(p, v, catalog)));
}

/**
 * The product and variant an /inventory id names: a variant id (its record's product, or any
 * product's variant of that id), else a product id (its default variant); null when neither.
 */
export function createVariantResolver(catalog: InventoryCatalog) {
  let owners: Map<string, string> | null = null;
  let builtAt = -1;
  const ownerOf = (variantId: string): string | undefined => {
    if (!owners || builtAt !== catalog.version) {
      owners = new Map(catalog.allProducts().flatMap((p) => p.variants.map((v) => [v.id, p.id] as const)));
      builtAt = catalog.version;
    }
    return owners.get(variantId);
  };
  return (id: string): { product: Product; variant: Variant } | null => {
    const candidates = [catalog.getInventoryDoc(id)?.product, id, ownerOf(id)];
    for (const productId of candidates) {
      const product = productId ? catalog.getProduct(productId) : null;
      const variant = product?.variants.find((v) => v.id === id);
      if (product && variant) return { product, variant };
    }
    const product = catalog.getProduct(id);
    const variant = product ? variantOf(product) : undefined;
    return product && variant ? { product, variant } : null;
  };
}

/** GET /inventory/product/{id}: a product's stock across its variants, one record each. */
export function productStock(product: Product, catalog: Pick<InventoryCatalog, 'getInventoryDoc' | 'getProductDoc'>): ProductStock {
  const records = product.variants.map((v) => toVariantRecord(product, v, catalog));
  return {
    productId: product.id,
    name: product.name,
    records,
    totalQuantity: records.reduce((n, r) => n + r.quantity, 0),
    variantsInStock: records.filter((r) => r.inStock).length,
  };
}

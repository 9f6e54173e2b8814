/** What commerce reads of the catalogue; the catalogue module's index satisfies it. */
import type { InventoryDoc, Product, ProductDoc } from '@store/shared';

export interface CommerceCatalog {
  /** The product as /api answers it (its `variants` carry each variant's price and stock), or null. */
  getProduct(id: string): Product | null;
  getProductDoc(id: string): ProductDoc | null;
  /** A variant's inventory record (keyed by the variant id, decision 042), or null. */
  getInventoryDoc(variantId: string): InventoryDoc | null;
  /** Calls back when the inventory feed brings a record with conflicting revisions; returns an unsubscribe. */
  onInventoryConflict(listener: (variantId: string) => void): () => void;
}

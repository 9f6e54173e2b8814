/** What commerce reads of the catalogue; the catalogue module's index satisfies it. */
import type { Product, ProductDoc } from '@store/shared';

export interface CommerceCatalog {
  /** The product as /api answers it, or null. */
  getProduct(id: string): Product | null;
  getProductDoc(id: string): ProductDoc | null;
  /** Units in stock now (0 for unknown products). */
  getStock(id: string): number;
  /** Calls back when the inventory feed brings a record with conflicting revisions; returns an unsubscribe. */
  onInventoryConflict(listener: (productId: string) => void): () => void;
}

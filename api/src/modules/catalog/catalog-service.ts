/**
 * CONTRACT (filled in by the catalogue work): the in-memory catalogue index every other module
 * reads products and stock through. It is loaded from the public databases at start and kept
 * fresh from their _changes feeds, so reads cost no database round trip.
 */
import type { Product, ProductDoc, CategoryDoc, InventoryDoc } from '@store/shared';
import type { DocBase } from '../../db/couch.js';
import type { PublicDatabase } from '../../db/databases.js';

export interface CatalogService {
  /** Loads every public document and starts following the changes feeds. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The product as /api answers it (category object, stock, inStock, discount, ...), or null. */
  getProduct(id: string): Product | null;
  getProductDoc(id: string): ProductDoc | null;
  getCategoryDoc(id: string): CategoryDoc | null;
  getInventoryDoc(id: string): InventoryDoc | null;
  /** Units in stock now (0 for unknown products). */
  getStock(id: string): number;
  /** Read-your-writes: apply a document this process just wrote, before the feed brings it. */
  noteWritten(db: PublicDatabase, doc: DocBase): void;
}

/** STUB — to be replaced by the catalogue work. */
import type { Router } from 'express';
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';
import type { CatalogService } from './catalog-service.js';

export interface CatalogModule {
  service: CatalogService;
  /** Mounts /products, /categories and /inventory on the /api router. */
  mount(api: Router): void;
}

export function createCatalogModule(_ctx: BaseContext & { verifier: TokenVerifier }): CatalogModule {
  const service: CatalogService = {
    start: async () => {},
    stop: async () => {},
    getProduct: () => null,
    getProductDoc: () => null,
    getCategoryDoc: () => null,
    getInventoryDoc: () => null,
    getStock: () => 0,
    noteWritten: () => {},
  };
  return { service, mount: () => {} };
}

/** STUB — to be replaced by the commerce work (cart, wishlist, orders). */
import type { Router } from 'express';
import type { AppContext } from '../../context.js';

export interface CommerceModule {
  /** Mounts /cart, /wishlist and /orders on the /api router. */
  mount(api: Router): void;
  /** Repairs orders interrupted by a crash, then starts background work. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createCommerceModule(_ctx: AppContext): CommerceModule {
  return { mount: () => {}, start: async () => {}, stop: async () => {} };
}

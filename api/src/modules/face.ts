/**
 * The one face every api module shows the code that composes the store (store.ts, app.ts).
 * A module is made by `create<Name>Module(...)` from what it uses, passed in explicitly; other
 * code imports `modules/<name>/index.ts` only (the lint holds that).
 */
import type { IRouter } from 'express';

export interface ModuleFace {
  /**
   * Adds the module's routes to `router`: the /api router for auth, catalog and commerce, the
   * app itself for sync (/sync is outside /api). A module without routes adds none.
   */
  mount(router: IRouter): void;
  /** Starts what runs in the background (indexes, followers, sweeps, repair); awaited before the store opens. */
  start(): Promise<void>;
  /** Stops the background work, waiting for any under way. */
  stop(): Promise<void>;
}

/** STUB — read-only replication proxy at /sync/<db>. */
import { Router } from 'express';
import type { AppContext } from '../../context.js';

export function createSyncProxy(_ctx: AppContext): Router {
  return Router();
}

/** What every module is handed: configuration, databases, logger and file locations. */
import path from 'node:path';
import type { Env } from './env.js';
import type { CouchClient } from './db/couch.js';
import type { Databases } from './db/databases.js';
import type { Logger } from './log.js';
import type { Secrets } from './secrets.js';
import type { SellerDetails } from '@store/shared';

export interface BaseContext {
  env: Env;
  couch: CouchClient;
  /** URL (with credentials) of the CouchDB-protocol server; never sent to clients. */
  couchUrl: string;
  dbs: Databases;
  log: Logger;
  secrets: Secrets;
  /** Who sells (seller.ts): read once at start, so a bad STORE_* setting stops the start, not an invoice. */
  seller: SellerDetails;
  paths: { dataDir: string; uploadsDir: string; outboxDir: string };
}

export function pathsFor(dataDir: string): BaseContext['paths'] {
  const abs = path.resolve(dataDir);
  return { dataDir: abs, uploadsDir: path.join(abs, 'uploads'), outboxDir: path.join(abs, 'outbox') };
}

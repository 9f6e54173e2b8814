/** The store's databases. Public ones replicate read-only to every client; private ones never leave the server. */
import { CouchClient, type CouchDatabase, type DocBase } from './couch.js';

export const PUBLIC_DATABASES = ['categories', 'products', 'inventory', 'reviews'] as const;
export const PRIVATE_DATABASES = [
  'users',
  'challenges',
  'carts',
  'wishlists',
  'orders',
  'idempotency',
  'meta',
  'search_misses',
  'newsletter',
  // Public writes' counters (http/rate-limit.ts) and the CSP violations browsers report (http/csp-reports.ts).
  'ratelimits',
  'cspreports',
  // Payments (modules/payments): gateway events seen (webhook idempotency) and the test gateway's own orders and payments.
  'payments',
] as const;
export type PublicDatabase = (typeof PUBLIC_DATABASES)[number];
export type DatabaseName = PublicDatabase | (typeof PRIVATE_DATABASES)[number];

export type Databases = Record<DatabaseName, CouchDatabase<DocBase & Record<string, unknown>>>;

export function openDatabases(client: CouchClient, prefix: string): Databases {
  const all = [...PUBLIC_DATABASES, ...PRIVATE_DATABASES];
  return Object.fromEntries(all.map((name) => [name, client.db(prefix + name)])) as Databases;
}

export async function ensureDatabases(dbs: Databases): Promise<void> {
  // At once: one after another they were 16 round trips of a start (0.8 s on a busy machine).
  await Promise.all(Object.values(dbs).map((db) => db.ensure()));
}

/**
 * The test and benchmark entry (`@store/api/testing`): what api/test and bench/ use besides the
 * store itself (`@store/api`). Nothing in the running store imports it.
 * - api instances in their own processes on one database (instances.ts);
 * - tokens signed with a store's key, for shoppers and admins a benchmark makes up;
 * - the search relevance cases and the seed they are judged on (api, replica and engine runs).
 */
export { eventually, startCluster, type Cluster, type Instance } from './instances.js';
export { signToken } from '../http/auth-guard.js';
export {
  judge,
  relevanceProducts,
  relevanceSeed,
  relevantTo,
  SEARCH_RELEVANCE_CASES,
  type Case as RelevanceCase,
} from '../seed/search-relevance-cases.js';
export { generateCatalogue } from '../seed/generate-catalogue.js';
/** The tax invoice's PDF, drawn without a store (the invoice benchmark). */
export { renderInvoicePdf, type InvoiceSheet } from '../modules/invoices/index.js';
export { parseEnv } from '../env.js';
/** The built-in test gateway's secrets of a store (the payments benchmark signs webhooks as the gateway does). */
export { testGatewaySecrets } from '../modules/payments/index.js';
export { sellerFromEnv } from '../seller.js';

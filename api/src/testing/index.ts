/**
 * The test and benchmark entry (`@store/api/testing`): what api/test and bench/ use besides the
 * store itself (`@store/api`). Nothing in the running store imports it.
 * - api instances in their own processes on one database (instances.ts);
 * - tokens signed with a store's key, for shoppers and admins a benchmark makes up.
 */
export { eventually, startCluster, type Cluster, type Instance } from './instances.js';
export { signToken } from '../http/auth-guard.js';

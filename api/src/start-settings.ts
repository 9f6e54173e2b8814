/**
 * What a launcher needs before it starts anything: the settings and the secrets, without the api's
 * modules (Express, the catalogue, PDF fonts…). scripts/start.ts reads these, starts the
 * sync-server, and loads the rest of the api meanwhile, so the two processes' module loading
 * overlaps on two cores instead of running one after the other (issue 47).
 */
export { parseEnv, type Env } from './env.js';
export { loadOrCreateSecrets, type Secrets } from './secrets.js';

/**
 * One store as its own process, for the crash test: it must be killable at the worst moment
 * without taking the test runner with it. Configured by the environment the test hands it
 * (COUCHDB_URL, DB_PREFIX, DATA_DIR, JWT_SECRET and STORE_CRASH_AT).
 */
import { parseEnv } from '../src/env.js';
import { createStore, listen } from '../src/store.js';

const env = parseEnv({ ...process.env, NODE_ENV: 'test', SEED_PRODUCTS: '0', LOG_LEVEL: 'error' });
if (!env.COUCHDB_URL) throw new Error('COUCHDB_URL is required');
const store = await createStore(env, { couchUrl: env.COUCHDB_URL });
const { url } = await listen(store.handler, 0, '127.0.0.1');
console.log(`crash-store listening on ${url}`);

export { createStore, listen, type Store } from './store.js';
export { parseEnv, type Env } from './env.js';
export { loadOrCreateSecrets } from './secrets.js';

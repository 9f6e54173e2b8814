export { createStore, listen, type Store } from './store.js';
export { serveApi } from './serve.js';
export { closeGracefully, shutdownOnSignals } from './shutdown.js';
export { parseEnv, type Env } from './env.js';
export { loadOrCreateSecrets, type Secrets } from './secrets.js';

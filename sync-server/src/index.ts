export { createSyncServer, credentialsMatch, type SyncServerOptions } from './server.js';
export { startSyncServerProcess, type SyncServerProcess } from './process.js';
export { copyDatabase, redact } from './replicate.js';

/** Names shared by the eager data layer and the lazily loaded replica (kept tiny on purpose). */
export const REPLICA_VERSION = 2;
export const DEFAULT_REPLICA_NAME = `inkwell-catalog-v${REPLICA_VERSION}`;

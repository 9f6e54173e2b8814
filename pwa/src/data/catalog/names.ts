/** Names shared by the eager data layer and the lazily loaded replica (kept tiny on purpose). */
export const REPLICA_VERSION = 4;
export const DEFAULT_REPLICA_NAME = `inkwell-catalog-v${REPLICA_VERSION}`;
/** Replicas of earlier versions, removed from the device once the current one is open. */
export const OLD_REPLICA_NAMES = ['inkwell-catalog-v3', 'inkwell-catalog-v2', 'inkwell-catalog-v1'] as const;

/** Names shared by the eager data layer and the lazily loaded replica (kept tiny on purpose). */
/** 5: products keep their country of origin and categories their HSN code and GST rate (issue 45). */
export const REPLICA_VERSION = 5;
export const DEFAULT_REPLICA_NAME = `inkwell-catalog-v${REPLICA_VERSION}`;
/** Replicas of earlier versions, removed from the device once the current one is open. */
export const OLD_REPLICA_NAMES = ['inkwell-catalog-v4', 'inkwell-catalog-v3', 'inkwell-catalog-v2', 'inkwell-catalog-v1'] as const;

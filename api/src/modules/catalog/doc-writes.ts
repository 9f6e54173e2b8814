/** Ids and timestamps of new catalogue documents. */
import { randomBytes } from 'node:crypto';

/** A server-made id: prefix plus 12 random hex digits, e.g. p_3f9a0c2b7d1e. */
export const newId = (prefix: string): string => `${prefix}_${randomBytes(6).toString('hex')}`;

export const nowIso = (): string => new Date().toISOString();

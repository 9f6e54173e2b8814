/**
 * The pincode table, read once when the store starts (shared/data/pincodes.txt, written by
 * scripts/build-pincode-table.ts): parsed for the api's own lookups, and kept as the bytes GET
 * /api/pincodes/table sends, gzipped once here rather than on every download.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readPincodeTable, type PincodeTable } from '@store/shared';

export const PINCODE_TABLE_FILE = new URL('../../../../shared/data/pincodes.txt', import.meta.url);

export interface LoadedPincodeTable {
  table: PincodeTable;
  /** The text as committed, and gzipped. */
  text: Buffer;
  gzipped: Buffer;
  /** A digest of the text: the ETag, and the version a device compares with the one it keeps. */
  version: string;
}

export function loadPincodeTable(file: URL = PINCODE_TABLE_FILE): LoadedPincodeTable {
  const text = readFileSync(file);
  return {
    table: readPincodeTable(text.toString('utf8')),
    text,
    gzipped: gzipSync(text, { level: 9 }),
    version: createHash('sha256').update(text).digest('base64url').slice(0, 16),
  };
}

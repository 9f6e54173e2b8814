/**
 * The pincode table, read once when the store starts (shared/data/pincodes.txt, written by
 * scripts/build-pincode-table.ts): parsed for the api's own lookups, and kept as the bytes GET
 * /api/pincodes/table sends, gzipped once, at the first download, on zlib's thread pool (level 9
 * takes 50-150 ms on a busy machine: not a cost for the start or the event loop), rather than by
 * the compression middleware on every download.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { readPincodeTable, type PincodeTable } from '@store/shared';

const gzipAsync = promisify(gzip);

export const PINCODE_TABLE_FILE = new URL('../../../../shared/data/pincodes.txt', import.meta.url);

export interface LoadedPincodeTable {
  table: PincodeTable;
  /** The text as committed, and (made once, when first asked) gzipped. */
  text: Buffer;
  gzipped(): Promise<Buffer>;
  /** A digest of the text: the ETag, and the version a device compares with the one it keeps. */
  version: string;
}

export function loadPincodeTable(file: URL = PINCODE_TABLE_FILE): LoadedPincodeTable {
  const text = readFileSync(file);
  let gzipped: Promise<Buffer> | null = null;
  return {
    table: readPincodeTable(text.toString('utf8')),
    text,
    gzipped: () => (gzipped ??= gzipAsync(text, { level: 9 })),
    version: createHash('sha256').update(text).digest('base64url').slice(0, 16),
  };
}

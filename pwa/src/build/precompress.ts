/**
 * Writes each built text file's brotli (quality 11) and gzip (level 9) beside it, `x.js.br` and
 * `x.js.gz`, for the api to send as they are (api/src/http/precompressed.ts; decision 052).
 *
 * The api compresses what it sends on the fly (the `compression` middleware, brotli at quality
 * 4), fast enough for answers made per request but a poor fit for files that never change
 * between builds: the storefront's entry chunk is about 105 KB at quality 4 and 90 KB at quality
 * 11, the shopper's whole first load. Quality 11 takes about a second per megabyte, so it is paid
 * once here, not on every answer.
 *
 * Only files worth it: text (scripts, styles, the shell, icons drawn as SVG, the manifest) of at
 * least 1 KB, and only when the compressed file is smaller. The service worker's precache lists
 * the originals (its glob matches no `.br` or `.gz`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files compressed: text the browser fetches. */
export const PRECOMPRESSED = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/;
/** Below this, the encoding's headers cost about what it saves. */
const MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

/** Compresses one file's bytes both ways; an encoding that does not shrink it is left out. */
export function compressBoth(bytes: Buffer, sizeHint = bytes.length): { br?: Buffer; gz?: Buffer } {
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  return { ...(br.length < bytes.length ? { br } : {}), ...(gz.length < bytes.length ? { gz } : {}) };
}

/** Writes `.br` and `.gz` beside every text file of `dir` (recursively) of at least 1 KB. */
export function precompressDir(dir: string): Precompressed[] {
  const out: Precompressed[] = [];
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!PRECOMPRESSED.test(rel)) continue;
    const file = path.join(dir, rel);
    if (!statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const { br, gz } = compressBoth(bytes);
    if (br) writeFileSync(`${file}.br`, br);
    if (gz) writeFileSync(`${file}.gz`, gz);
    out.push({ file: rel, bytes: bytes.length, br: br?.length, gz: gz?.length });
  }
  return out;
}

/** Vite plugin (build only): precompresses the output once everything, the service worker included, is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    // After vite-plugin-pwa, which writes sw.js in its own closeBundle.
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const files = precompressDir(outDir);
        const sum = (key: 'bytes' | 'br' | 'gz') => files.reduce((n, f) => n + (f[key] ?? f.bytes), 0);
        this.info?.(
          `precompressed ${files.length} files: ${(sum('bytes') / 1024).toFixed(0)} KB → brotli ${(sum('br') / 1024).toFixed(0)} KB, gzip ${(sum('gz') / 1024).toFixed(0)} KB`,
        );
      },
    },
  };
}

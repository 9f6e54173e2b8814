/**
 * The Hindi texts' chunk's file name, in the one place the build names it (vite.config.ts) and
 * where others find it: the precache leaves it out, the service worker keeps it once fetched
 * (sw.ts), and index.html preloads it on a device that opens in Hindi (build/hindi-preload.ts).
 */
export const HINDI_CHUNK_FILE_NAME = 'assets/hindi-catalogue-[hash].js';
/** The precache's pattern for it. */
export const HINDI_CHUNK_GLOB = '**/hindi-catalogue-*.js';
/** The built file as a path (`/assets/…`, a URL's pathname) or as the bundle names it (`assets/…`). */
export const HINDI_CHUNK_PATH = /^\/?assets\/hindi-catalogue-[\w-]+\.js$/;

/**
 * Zod compiles object parsers with `new Function` when the page allows it, and finds out by
 * trying: under the store's Content-Security-Policy (no 'unsafe-eval', docs/security.md) that try
 * is a reported violation. Imported first by every entry (page, workers, service worker) so
 * zod never tries; its plain parsers are what runs anyway once eval is refused.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` (so that every copy of zod in a
 * page shares it) and reads `jitless` from there when it builds a parser. Writing it there,
 * rather than calling `z.config()`, keeps zod itself out of the page's first chunk: the storefront's
 * first screens parse nothing, and the lazy chunks that do load zod find the setting waiting.
 * `zod-without-eval.test.ts` checks that zod still reads it from there.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Mutated, not replaced: a zod that loaded first holds this very object.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};

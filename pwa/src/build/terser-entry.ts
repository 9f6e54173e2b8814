/**
 * The entry chunk, once more through terser (decision 052): it is the storefront's whole first
 * load, and terser's two compress passes take 2.5 KB off its brotli (90.6 → 88.1 KB) where
 * esbuild, Vite's minifier, stops. Only the entry: terser on every chunk took the build from
 * 28 s to 66 s for about as much again spread over chunks that load later; on the entry alone
 * it costs about 6 s.
 *
 * It runs on the finished chunk (generateBundle), after esbuild has minified it, so it sees what
 * ships. The chunk keeps its file name: the name's hash stands for the build's input, which this
 * step does not change.
 */
import type { MinifyOptions } from 'terser';
import type { Plugin } from 'vite';

export const ENTRY_TERSER_OPTIONS: MinifyOptions = {
  module: true,
  compress: { passes: 2 },
  mangle: true,
  format: { comments: false },
};

/** Vite plugin (build only): terser on the entry chunk as written. */
export function terserEntry(): Plugin {
  return {
    name: 'terser-entry',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const { minify } = await import('terser');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const { code } = await minify(chunk.code, ENTRY_TERSER_OPTIONS);
        if (code) chunk.code = code;
      }
    },
  };
}

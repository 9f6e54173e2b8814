/**
 * Which chunks Vite's loader preloads when a chunk is imported lazily (`build.modulePreload.resolveDependencies`).
 *
 * For every `import()` Vite adds a `<link rel="modulepreload">` to the document for the chunk and
 * each chunk it imports, so they download at once instead of one level after another. For the
 * home page's lower sections that is 18 links, added from inside React's render of the lazy part:
 * one task of 70–100 ms after the first paint in Lighthouse's runs on this machine (the browser
 * records where each request came from), which counted whole in total blocking time (decision 056).
 *
 * Those sections load once the first screen is done, in the background, so their chunks may come
 * one level after another: their chunk is fetched by itself, and the browser then fetches the chunks
 * it imports (Rollup lists all of them in it, so that is one more round trip, not a chain), with no
 * script of ours on the main thread. Their stylesheets, if any, are still loaded by Vite's loader:
 * nothing else would load them. Every other lazy import is preloaded as Vite does.
 */

/** The lazily loaded parts that load after the first screen and need no preloading. */
const DEFERRED_PARTS = [/\/below-the-fold-[\w-]+\.js$/];

/** Vite's `resolveDependencies`: the files to preload when `filename` is imported from `hostType`. */
export function resolveDeferredPreload(filename: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  if (context.hostType !== 'js' || !DEFERRED_PARTS.some((part) => part.test(`/${filename}`))) return deps;
  return deps.filter((dep) => dep.endsWith('.css'));
}

/**
 * The chunks a storefront page needs beyond the entry, named in its HTML as `modulepreload` links
 * (decision 044). Every route but Home is its own chunk (pwa/src/app/lazy-pages.ts), which the
 * entry asks for only once it has run: on a phone that is a second round of downloads after the
 * entry's, before the page can draw its content. Named in the HTML, the page's chunks download
 * beside the entry. Read from Vite's build manifest (`build.manifest`, the way Vite's backend
 * integration guide describes), again whenever it changes; a build without one preloads nothing.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A chunk in Vite's manifest: its file, the chunks it imports statically, whether it is an entry. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The storefront's pages with a chunk of their own, by path, and the module (pwa/) that is that chunk. */
export const PAGE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/product\/[^/]+\/?$/, 'src/features/catalog/product-page.tsx'],
  [/^\/category\/[^/]+\/?$/, 'src/features/catalog/category-page.tsx'],
  [/^\/products\/?$/, 'src/features/catalog/products-page.tsx'],
  [/^\/categories\/?$/, 'src/features/catalog/categories-page.tsx'],
  [/^\/(bestsellers|new-arrivals|sale)\/?$/, 'src/app/listing-page.tsx'],
  [/^\/cart\/?$/, 'src/features/cart/cart-page.tsx'],
  [/^\/wishlist\/?$/, 'src/features/wishlist/wishlist-page.tsx'],
];

export interface PageModules {
  /** URLs (`/assets/…`) of the chunks the page at `pathname` needs and the entry does not bring; [] for any other page. */
  of(pathname: string): string[];
}

/** Files `key` needs: its own and, depth first, those of the chunks it imports statically. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => filesOf(manifest, k, seen))];
}

/** The chunk files of each page module, less what the entry (index.html) loads anyway. */
function pageFiles(manifest: Manifest): Map<string, string[]> {
  const entry = new Set(
    Object.keys(manifest)
      .filter((k) => manifest[k]?.isEntry)
      .flatMap((k) => filesOf(manifest, k)),
  );
  const byModule = new Map<string, string[]>();
  for (const [, module] of PAGE_MODULES) {
    byModule.set(
      module,
      filesOf(manifest, module)
        .filter((file) => !entry.has(file) && file.endsWith('.js'))
        .map((file) => `/${file}`),
    );
  }
  return byModule;
}

export function createPageModules(pwaDir: string): PageModules {
  const file = path.join(pwaDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; files: Map<string, string[]> } | null = null;
  const current = (): Map<string, string[]> => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, files: pageFiles(JSON.parse(readFileSync(file, 'utf8')) as Manifest) };
      return cached.files;
    } catch {
      // No manifest (a build from before it, or none): the page loads its chunks as it always could.
      return new Map();
    }
  };
  return {
    of: (pathname) => {
      const module = PAGE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
      return module ? (current().get(module) ?? []) : [];
    },
  };
}

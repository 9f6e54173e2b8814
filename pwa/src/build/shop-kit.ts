import type { Plugin, Rollup } from 'vite';

/**
 * The storefront's kit: the small modules that the product card, the cart and the wishlist share,
 * built as one chunk (decision 057).
 *
 * Left to itself, Rollup makes one chunk for each set of pages that share a module. After the
 * first load was trimmed to 90 KB (issue 47), these modules left the entry, and each became a
 * chunk of 126 bytes to 2.5 KB: `/products` named 17 chunks in its HTML, a product page 19, and the
 * home page's lower sections fetched 17. Every chunk is one more request, module record and
 * evaluation on a phone's main thread, for bytes that travel together anyway. As one chunk they
 * are one request for every storefront page, and the browser's cache holds them once.
 *
 * Only the listed modules go in (Rollup's `onlyExplicitManualChunks`): what they import stays
 * where Rollup puts it. None of them may be on the first screen: the entry would then import the
 * whole kit. The plugin (`shopKit`) fails the build if it does.
 */

/** The kit's modules, by the end of their path. */
export const SHOP_KIT_MODULES = [
  // The catalogue as pages read it.
  '/pwa/src/data/catalog/hooks.ts',
  '/pwa/src/data/catalog/api-reads.ts',
  // The product card and what it shows.
  '/pwa/src/ui/product-card.tsx',
  '/pwa/src/ui/product-card-facts.ts',
  '/pwa/src/ui/colour-swatches.tsx',
  '/shared/src/swatches.ts',
  '/pwa/src/ui/wishlist-button.tsx',
  '/pwa/src/ui/badge.tsx',
  '/pwa/src/ui/price.tsx',
  '/pwa/src/ui/rating-stars.tsx',
  '/pwa/src/ui/product-image.tsx',
  '/pwa/src/ui/product-placeholder.tsx',
  '/pwa/src/ui/product-path.ts',
  '/shared/src/variant-lookup.ts',
  '/pwa/src/ui/use-add-to-cart.ts',
  // The cart and the wishlist on the device, and their prices and offers.
  '/pwa/src/data/cart.ts',
  '/pwa/src/data/wishlist.ts',
  '/shared/src/pricing.ts',
  '/shared/src/promotions.ts',
  '/pwa/src/features/cart/use-cart-actions.ts',
  '/pwa/src/ui/line-options.ts',
  '/pwa/src/ui/quantity-stepper.tsx',
  '/pwa/src/ui/pending-note.tsx',
  // Small pieces the storefront's pages share.
  '/pwa/src/ui/breadcrumb.tsx',
  '/pwa/src/ui/category-tile.tsx',
  '/pwa/src/ui/tablist.tsx',
  '/pwa/src/ui/use-tablist-keys.ts',
  '/pwa/src/i18n/description-note.tsx',
  '/pwa/src/ui/use-go-back.ts',
] as const;

export const SHOP_KIT_CHUNK = 'shop-kit';

/** Names a module brings in from another: some of its exports, or all of it (a namespace, a side effect). */
type Wanted = 'all' | ReadonlySet<string>;

/** How a module links to the modules it imports, read from its syntax tree. */
interface Links {
  /** The names it exports from its own code. */
  own: ReadonlySet<string>;
  /** What its own code imports, by module. */
  imports: ReadonlyMap<string, Wanted>;
  /** `export { a as b } from`: b → the module and its name a. `export * as b from`: the name 'all'. */
  reexports: ReadonlyMap<string, { id: string; name: string | 'all' }>;
  /** `export * from`. */
  stars: readonly string[];
}

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? String(node.name) : String(node.value);
}

/** The module's links, or undefined when its tree cannot be matched to its resolved imports. */
function linksOf(info: Rollup.ModuleInfo): Links | undefined {
  if (!info.ast) return undefined;
  const sources: string[] = [];
  const idOf = (source: unknown): number => {
    const text = String(source);
    if (!sources.includes(text)) sources.push(text);
    return sources.indexOf(text);
  };
  const imports = new Map<number, Set<string> | 'all'>();
  const want = (index: number, name: string | 'all') => {
    const had = imports.get(index);
    if (had === 'all') return;
    if (name === 'all') imports.set(index, 'all');
    else imports.set(index, new Set(had).add(name));
  };
  const reexports = new Map<string, { index: number; name: string | 'all' }>();
  const stars: number[] = [];
  for (const node of info.ast.body) {
    if (node.type === 'ImportDeclaration') {
      const index = idOf(node.source.value);
      if (node.specifiers.length === 0) want(index, 'all');
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportSpecifier') want(index, nameOf(specifier.imported));
        else if (specifier.type === 'ImportDefaultSpecifier') want(index, 'default');
        else want(index, 'all');
      }
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      const index = idOf(node.source.value);
      for (const specifier of node.specifiers) reexports.set(nameOf(specifier.exported), { index, name: nameOf(specifier.local) });
    } else if (node.type === 'ExportAllDeclaration') {
      const index = idOf(node.source.value);
      if (node.exported) reexports.set(nameOf(node.exported), { index, name: 'all' });
      else stars.push(index);
    }
  }
  // Rollup lists a module's imports in the order their sources first appear, as read here.
  if (sources.length !== info.importedIds.length) return undefined;
  const id = (index: number) => info.importedIds[index] as string;
  return {
    own: new Set(info.exportedBindings?.['.'] ?? []),
    imports: new Map([...imports].map(([index, names]) => [id(index), names])),
    reexports: new Map([...reexports].map(([name, target]) => [name, { id: id(target.index), name: target.name }])),
    stars: stars.map(id),
  };
}

/**
 * The modules whose code the entry runs: its static imports, followed through re-exporting modules
 * (`@store/shared`, `data/index.ts`) by name, as Rollup's tree-shaking does, so that a module the
 * entry reaches only through a barrel is not counted. Where a module's tree cannot be read, all of
 * its imports count: more, never fewer.
 */
export function firstScreenModules(entryId: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const running = new Set<string>();
  const looked = new Map<string, Set<string>>();
  const linksById = new Map<string, Links | undefined>();
  // The third item: the names were asked for through `export *`, where a module that lacks one is passed over.
  const queue: [string, Wanted, boolean?][] = [[entryId, 'all']];
  const run = (id: string, links: Links | undefined, info: Rollup.ModuleInfo) => {
    if (running.has(id)) return;
    running.add(id);
    if (!links) for (const dep of info.importedIds) queue.push([dep, 'all']);
    else for (const [dep, names] of links.imports) queue.push([dep, names]);
  };
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [id, wanted, throughStar] = next;
    const info = getModuleInfo(id);
    if (!info || info.isExternal) continue;
    if (!linksById.has(id)) linksById.set(id, linksOf(info));
    const links = linksById.get(id);
    const seen = looked.get(id) ?? new Set<string>();
    looked.set(id, seen);
    if (wanted === 'all') {
      if (seen.has('*all')) continue;
      seen.add('*all');
      run(id, links, info);
      if (!links) continue;
      for (const target of links.reexports.values()) queue.push([target.id, target.name === 'all' ? 'all' : new Set([target.name])]);
      for (const star of links.stars) queue.push([star, 'all']);
      continue;
    }
    for (const name of wanted) {
      // A name asked for directly is looked up again even if `export *` asked for it before.
      const key = throughStar ? `*${name}` : name;
      if (seen.has(key) || seen.has(name) || seen.has('*all')) continue;
      seen.add(key);
      const target = links?.reexports.get(name);
      if (target) queue.push([target.id, target.name === 'all' ? 'all' : new Set([target.name])]);
      // `export *` passes on every name but the default.
      else if (links && !links.own.has(name) && name !== 'default' && links.stars.length > 0) {
        for (const star of links.stars) queue.push([star, new Set([name]), true]);
      }
      // Its own export; or, asked for directly, a name it makes up (CommonJS interop's synthetic
      // named exports) or that cannot be traced: its code runs.
      if (!target && (!links || links.own.has(name) || (!throughStar && links.stars.length === 0))) run(id, links, info);
    }
  }
  return running;
}

/** The chunk that holds the entry: its modules are named so that the kit's imports cannot pull them out. */
export const ENTRY_CHUNK = 'index';

/** Which modules make the kit (by the end of their path), and which entry is the first screen's. */
export interface KitOptions {
  kit?: readonly string[];
  /** The end of the entry module's id: Vite's is the page's HTML. */
  entry?: string;
}

/**
 * Rollup's `manualChunks`: the kit's modules to the kit, the entry's to the entry, nothing for the
 * rest. With `onlyExplicitManualChunks`, a manual chunk is treated as an entry of its own, so a
 * module both the kit and the entry import (React, the shell) would otherwise go to a chunk of its
 * own, a second request on the first screen; naming the entry's modules keeps them in the entry.
 */
function storefrontChunks(kit: readonly string[], entryEnd: string): Rollup.GetManualChunk {
  let entry: ReadonlySet<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (inKit(id, kit)) return SHOP_KIT_CHUNK;
    if (!entry) {
      const first = [...getModuleIds()].find((moduleId) => getModuleInfo(moduleId)?.isEntry && moduleId.endsWith(entryEnd));
      entry = first ? firstScreenModules(first, getModuleInfo) : new Set();
    }
    return entry.has(id) ? ENTRY_CHUNK : undefined;
  };
}

function inKit(id: string, kit: readonly string[]): boolean {
  const path = id.replaceAll('\\', '/');
  return kit.some((end) => path.endsWith(end));
}

/**
 * The kit as a Vite plugin: it sets Rollup's `manualChunks` (with `onlyExplicitManualChunks`) and
 * fails the build when the entry imports another chunk (the kit, or modules split off from the
 * entry because the kit shares them), or a kit module is missing.
 */
export function shopKit({ kit = SHOP_KIT_MODULES, entry: entryEnd = '/index.html' }: KitOptions = {}): Plugin {
  return {
    name: 'shop-kit',
    apply: 'build',
    outputOptions(options) {
      if (options.manualChunks) this.error('shopKit sets manualChunks itself: set no other');
      return { ...options, manualChunks: storefrontChunks(kit, entryEnd), onlyExplicitManualChunks: true };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(entryEnd));
      // The service worker and the replica's worker are built by their own passes, without the kit.
      if (!entry) return;
      const kitChunk = chunks.find((chunk) => chunk.name === SHOP_KIT_CHUNK);
      if (!kitChunk) return this.error(`no ${SHOP_KIT_CHUNK} chunk was built: is the shopKit plugin in the build?`);
      const missing = kit.filter((end) => !kitChunk.moduleIds.some((id) => inKit(id, [end])));
      if (missing.length > 0) this.error(`${SHOP_KIT_CHUNK}: no module ends with ${missing.join(', ')}; remove it from the kit's list`);
      if (entry.imports.length > 0) {
        this.error(
          `the entry ${entry.fileName} imports ${entry.imports.join(', ')}: the first screen must be one chunk ` +
            `(a module of the kit on the first screen, or one firstScreenModules missed)`,
        );
      }
    },
  };
}

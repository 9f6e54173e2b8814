/**
 * The server's build (decision 047): esbuild turns the TypeScript of shared, sync-server, api and
 * the launcher (scripts/start.ts) into JavaScript with source maps in each one's dist/, which
 * `pnpm start` runs with `--enable-source-maps --conditions=@store/compiled`. Types are checked by
 * `tsc -p` (`pnpm typecheck`), not here: esbuild only strips them, in about a second.
 *
 * api and sync-server keep their file layout (one .js per .ts), because modules read files beside
 * them by URL (the test gateway's checkout.css, the pincode table in shared/data). shared is one
 * bundle: its search words are a JSON import, which Node would need an import attribute for.
 *
 *   tsx scripts/build-server.ts [shared|sync-server|api|scripts]…   (none: all four)
 */
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Node 20 is the oldest supported line (package.json engines). */
export const serverBuildOptions: BuildOptions = {
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Mappings only: a stack trace needs the .ts file and line, not a copy of the source.
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
};

/** Every module of a package's src/ that runs in production: not tests, declarations or test helpers. */
function productionModules(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.(test|probe|d)\.ts$/.test(file) && !file.startsWith(`testing${path.sep}`))
    .map((file) => path.join(srcDir, file));
}

/** Files other than TypeScript that modules read beside themselves, copied as they are. */
function copyAssets(srcDir: string, outDir: string, extensions: string[]): void {
  for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' }))
    if (extensions.some((ext) => file.endsWith(ext))) cpSync(path.join(srcDir, file), path.join(outDir, file));
}

const targets = {
  shared: async () => {
    const dir = path.join(root, 'shared');
    await build({
      ...serverBuildOptions,
      entryPoints: [path.join(dir, 'src/index.ts')],
      outfile: path.join(dir, 'dist/index.js'),
      // The bundle's path comments are relative to this, not to wherever the build ran: the same
      // sources make the same bytes, and the start cache (decision 053) hashes those bytes.
      absWorkingDir: dir,
      bundle: true,
      packages: 'external',
    });
  },
  'sync-server': async () => {
    const dir = path.join(root, 'sync-server');
    await build({ ...serverBuildOptions, entryPoints: productionModules(path.join(dir, 'src')), outdir: path.join(dir, 'dist') });
  },
  api: async () => {
    const dir = path.join(root, 'api');
    await build({ ...serverBuildOptions, entryPoints: productionModules(path.join(dir, 'src')), outdir: path.join(dir, 'dist') });
    copyAssets(path.join(dir, 'src'), path.join(dir, 'dist'), ['.css']);
  },
  // The launcher: dist/start.js beside dist/database.js, one level below the root as scripts/ is.
  scripts: async () => {
    const entryPoints = ['start.ts', 'database.ts'].map((file) => path.join(root, 'scripts', file));
    await build({ ...serverBuildOptions, entryPoints, outdir: path.join(root, 'dist') });
  },
};

export type BuildTarget = keyof typeof targets;

/** Builds the named targets into their dist/ (emptied first, so no module outlives its source). */
export async function buildServer(names: BuildTarget[] = ['shared', 'sync-server', 'api', 'scripts']): Promise<void> {
  for (const name of names) {
    rmSync(path.join(root, name === 'scripts' ? '' : name, 'dist'), { recursive: true, force: true });
    await targets[name]();
  }
}

const isTarget = (name: string): name is BuildTarget => Object.hasOwn(targets, name);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !isTarget(name));
  if (unknown.length) {
    console.error(`build-server: unknown target ${unknown.join(', ')} (shared, sync-server, api, scripts)`);
    process.exit(1);
  }
  await buildServer(names.length ? names.filter(isTarget) : undefined);
}

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { SHOP_KIT_CHUNK, shopKit } from './shop-kit';

/**
 * A small store built by Vite as the storefront is: a first screen that reaches some modules
 * through a barrel, three lazy pages, and a kit of two modules that two of them share.
 */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
  // The first screen: `a` through the barrel, `u` directly, and the pages lazily.
  'main.js': `import { a } from './barrel.js';
import { u } from './util.js';
document.title = a() + u('!');
document.body.onclick = () => Promise.all([import('./page-one.js'), import('./page-two.js'), import('./page-three.js')]);
`,
  'barrel.js': "export * from './a.js';\nexport * from './b.js';\nexport { c as cee } from './c.js';\n",
  'a.js': "export const a = () => 'first screen ' + navigator.language;\n",
  'b.js': "export const b = () => 'only the kit uses me ' + location.href;\n",
  'c.js': "export const c = () => 'only page two uses me ' + location.hash;\n",
  // Used by the first screen and by the kit: it must stay in the entry.
  'util.js': "export const u = (x) => 'util ' + x + document.title;\n",
  // Used by the kit and page three, not listed in the kit: it stays out of it.
  'message.js': "export const m = 'a message ' + Math.random();\n",
  'kit/card.js': `import { u } from '../util.js';
import { b } from '../barrel.js';
import { m } from '../message.js';
export const card = (x) => u(x) + b() + m;
`,
  'kit/price.js': "export const price = (n) => '₹' + n.toLocaleString('en-IN');\n",
  'page-one.js':
    "import { card } from './kit/card.js';\nimport { price } from './kit/price.js';\nexport default () => card(1) + price(2);\n",
  'page-two.js': "import { card } from './kit/card.js';\nimport { cee } from './barrel.js';\nexport default () => card(3) + cee();\n",
  'page-three.js': "import { price } from './kit/price.js';\nimport { m } from './message.js';\nexport default () => price(4) + m;\n",
};
const KIT = ['/kit/card.js', '/kit/price.js'];

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Builds the store with these files changed; its chunks by the ends of their modules' paths. */
async function buildStore(changes: Record<string, string> = {}): Promise<Rollup.OutputChunk[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-kit-'));
  dirs.push(root);
  for (const [file, text] of Object.entries({ ...FILES, ...changes })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [shopKit({ kit: KIT })],
    build: { write: false, minify: false, modulePreload: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return outputs.flatMap((o) => o.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk'));
}

/** The ends of a chunk's module paths that brought code to it. */
const modulesOf = (chunk: Rollup.OutputChunk) =>
  Object.entries(chunk.modules)
    .filter(([, module]) => module.renderedLength > 0)
    .map(([id]) => id.split('/').slice(-2).join('/'))
    .sort();

describe('the storefront kit chunk', () => {
  it("when two pages share the kit's modules, then they are one chunk, and what they import stays out of it", async () => {
    const chunks = await buildStore();
    const kit = chunks.find((chunk) => chunk.name === SHOP_KIT_CHUNK);
    expect(kit && modulesOf(kit)).toEqual(['kit/card.js', 'kit/price.js']);
    const page = (name: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${name}.js`));
    expect(page('page-one')?.imports).toContain(kit?.fileName);
    expect(page('page-three')?.imports).toContain(kit?.fileName);
    // The message is not the kit's: page three and the kit both import it from a chunk of its own.
    const message = chunks.find((chunk) => modulesOf(chunk).some((id) => id.endsWith('/message.js')));
    expect(message?.name).not.toBe(SHOP_KIT_CHUNK);
    expect(kit?.imports).toContain(message?.fileName);
  });

  it('when the kit and the first screen share a module, then it stays in the entry, which imports no chunk, and the modules the entry reaches only through a barrel are not in it', async () => {
    const chunks = await buildStore();
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.imports).toEqual([]);
    const inEntry = modulesOf(entry!);
    expect(inEntry.filter((id) => /\/(a|b|c|util|main)\.js$/.test(id))).toEqual([
      expect.stringMatching(/\/a\.js$/),
      expect.stringMatching(/\/main\.js$/),
      expect.stringMatching(/\/util\.js$/),
    ]);
    expect(chunks.filter((chunk) => chunk !== entry).flatMap(modulesOf)).not.toContainEqual(expect.stringMatching(/\/util\.js$/));
  });

  it('when the first screen imports a module of the kit, then the build fails and says so', async () => {
    const main = `import { price } from './kit/price.js';\n${FILES['main.js']}document.body.title = price(1);\n`;
    await expect(buildStore({ 'main.js': main })).rejects.toThrow(/imports .*shop-kit.*first screen must be one chunk/);
  });

  it('when a module of the kit no longer exists, then the build fails and names it', async () => {
    await expect(
      buildStore({
        'page-three.js': 'export default () => 3;\n',
        'page-one.js': "import { card } from './kit/card.js';\nexport default () => card(1);\n",
      }),
    ).rejects.toThrow(/no module ends with \/kit\/price\.js/);
  });
});

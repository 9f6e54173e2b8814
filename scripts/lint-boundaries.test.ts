/**
 * The lint guards the architecture (eslint.config.js): deliberately wrong imports, linted as
 * if they were files of the tree, must fail, and the right ones must pass. Run by the README's
 * test command (`pnpm test:tooling`).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

test("a feature reaching into another feature's insides fails lint", async () => {
  const fired = await rulesFiredOn(
    'pwa/src/features/catalog/wrong.tsx',
    "import { CartLineRow } from '../cart/cart-line-row';\nexport const X = CartLineRow;\n",
  );
  assert.ok(fired.includes('import-x/no-restricted-paths'), `fired: ${fired.join(', ')}`);
});

test('dexie imported from a screen fails lint; the data layer may import it', async () => {
  const code = "import Dexie from 'dexie';\nexport const db = new Dexie('x');\n";
  assert.ok((await rulesFiredOn('pwa/src/features/cart/wrong.tsx', code)).includes('no-restricted-imports'));
  assert.ok(
    (await rulesFiredOn('pwa/src/ui/wrong.ts', "import { createRxDatabase } from 'rxdb';\nexport const c = createRxDatabase;\n")).includes(
      'no-restricted-imports',
    ),
  );
  assert.ok(!(await rulesFiredOn('pwa/src/data/right.ts', code)).includes('no-restricted-imports'));
});

test('ui and lib never import features or the app; data never imports the screens', async () => {
  assert.ok(
    (
      await rulesFiredOn('pwa/src/ui/wrong.tsx', "import { CartPage } from '../features/cart/cart-page';\nexport const X = CartPage;\n")
    ).includes('import-x/no-restricted-paths'),
  );
  assert.ok(
    (await rulesFiredOn('pwa/src/lib/wrong.ts', "import { App } from '../app/app';\nexport const X = App;\n")).includes(
      'import-x/no-restricted-paths',
    ),
  );
  assert.ok(
    (await rulesFiredOn('pwa/src/data/wrong.ts', "import { Button } from '../ui/button';\nexport const X = Button;\n")).includes(
      'import-x/no-restricted-paths',
    ),
  );
});

test('only env.ts reads the environment', async () => {
  assert.ok((await rulesFiredOn('api/src/modules/wrong.ts', 'export const port = process.env.PORT;\n')).includes('no-restricted-syntax'));
  assert.ok((await rulesFiredOn('pwa/src/lib/wrong.ts', 'export const dev = import.meta.env.DEV;\n')).includes('no-restricted-syntax'));
});

test('the layering as built passes: a feature uses data/, ui/ and lib/', async () => {
  const code =
    "import { useCart } from '../../data';\nimport { Button } from '../../ui/button';\nimport { errorMessage } from '../../lib/api-client';\nexport const used = [useCart, Button, errorMessage];\n";
  assert.deepEqual(await rulesFiredOn('pwa/src/features/cart/right.tsx', code), []);
});

test("an api module reaching into another module's files fails lint; its index.ts passes", async () => {
  const wrong = await rulesFiredOn(
    'api/src/modules/commerce/wrong.ts',
    "import { updateUserDoc } from '../auth/user-store.js';\nexport const X = updateUserDoc;\n",
  );
  assert.ok(wrong.includes('import-x/no-restricted-paths'), `fired: ${wrong.join(', ')}`);
  const right = await rulesFiredOn(
    'api/src/modules/commerce/right.ts',
    "import { createAuthModule } from '../auth/index.js';\nexport const X = createAuthModule;\n",
  );
  assert.deepEqual(right, []);
});

test("the api's own files, its tests and the benchmarks import a module only through its index.ts", async () => {
  const fromApp = await rulesFiredOn(
    'api/src/app-wrong.ts',
    "import { createImageStore } from './modules/catalog/uploads.js';\nexport const X = createImageStore;\n",
  );
  assert.ok(fromApp.includes('import-x/no-restricted-paths'), `fired: ${fromApp.join(', ')}`);
  const fromTest = await rulesFiredOn(
    'api/test/wrong.test.ts',
    "import { createCatalogIndex } from '../src/modules/catalog/catalog-index.js';\nexport const X = createCatalogIndex;\n",
  );
  assert.ok(fromTest.includes('import-x/no-restricted-paths'), `fired: ${fromTest.join(', ')}`);
  const fromBench = await rulesFiredOn(
    'bench/wrong.ts',
    "import { signToken } from '../api/src/http/auth-guard.js';\nexport const X = signToken;\n",
  );
  assert.ok(fromBench.includes('import-x/no-restricted-paths'), `fired: ${fromBench.join(', ')}`);
  const right = await rulesFiredOn(
    'api/src/app-right.ts',
    "import { createCatalogModule } from './modules/catalog/index.js';\nexport const X = createCatalogModule;\n",
  );
  assert.deepEqual(right, []);
});

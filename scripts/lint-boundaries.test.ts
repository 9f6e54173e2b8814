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

/**
 * The cycle check (`.dependency-cruiser.cjs`, run by `pnpm lint`) sees type-only imports, which
 * eslint's import-x/no-cycle skips: two files importing only each other's types, planted in a
 * folder of the repo, must fail it, and the real tree must pass. Run by `pnpm test:tooling`.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

/** Runs the lint's cycle check on `folders` (relative to the repo); the exit code and what it printed. */
async function checkCycles(...folders: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(depcruise, ['--config', '.dependency-cruiser.cjs', ...folders], { cwd: root });
    return { code: 0, output: stdout };
  } catch (e) {
    const failed = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

test('two files importing only each other types fail the cycle check', async () => {
  const dir = mkdtempSync(path.join(root, 'scripts', '.planted-cycle-'));
  try {
    writeFileSync(path.join(dir, 'filter.ts'), "import type { Page } from './page.js';\nexport interface Filter { after?: Page }\n");
    writeFileSync(path.join(dir, 'page.ts'), "import type { Filter } from './filter.js';\nexport interface Page { filter: Filter }\n");
    const { code, output } = await checkCycles(path.relative(root, dir));
    assert.notEqual(code, 0, output);
    assert.match(output, /no-circular/);
    assert.match(output, /filter\.ts/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the tree as built has no import cycle, type-only included', async () => {
  const { code, output } = await checkCycles('pwa/src', 'api/src');
  assert.equal(code, 0, output);
});

/**
 * `pnpm start` runs the built JavaScript (decision 047), and an error thrown there must still
 * name the TypeScript file and line. Runs on the dist/ that `pnpm test:tooling` builds first.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root, scriptCommand } from './test-support.js';

const built = path.join(root, 'api/dist/env.js');

/** Runs `parseEnv` from the built api with a port that is not a number, as `node <flags>` would, and returns its stderr. */
function throwFromBuiltApi(flags: string[]): string {
  const run = spawnSync(
    process.execPath,
    [...flags, '--input-type=module', '-e', "import { parseEnv } from '@store/api'; parseEnv({ PORT: 'not-a-port' });"],
    { cwd: root, encoding: 'utf8' },
  );
  assert.notEqual(run.status, 0, 'a bad PORT must make parseEnv throw');
  return run.stderr;
}

test('pnpm start runs the built launcher with source maps and the compiled packages, without tsx', () => {
  const args = scriptCommand('start');
  assert.ok(args.includes('--enable-source-maps'));
  assert.ok(args.includes('--conditions=@store/compiled'));
  assert.equal(args.at(-1), 'dist/start.js');
  assert.ok(!args.some((arg) => arg.includes('tsx')), `pnpm start must not load tsx: ${args.join(' ')}`);
});

test('an error thrown in the built api points at the TypeScript file and line, not the JavaScript', () => {
  assert.ok(existsSync(built), `no ${built}: run \`pnpm build:server\` (pnpm test:tooling does)`);
  const source = readFileSync(path.join(root, 'api/src/env.ts'), 'utf8').split('\n');
  const line = source.findIndex((text) => text.includes('throw new Error(`Bad configuration')) + 1;
  assert.ok(line > 0, 'api/src/env.ts no longer throws "Bad configuration"; pick another throw for this test');

  const mapped = throwFromBuiltApi(['--enable-source-maps', '--conditions=@store/compiled']);
  assert.match(mapped, new RegExp(`at parseEnv \\(${path.join(root, 'api/src/env.ts')}:${line}:\\d+\\)`), mapped);

  // The same code without the maps names the built file: the maps are what makes the difference.
  const unmapped = throwFromBuiltApi(['--conditions=@store/compiled']);
  assert.match(unmapped, /api\/dist\/env\.js:\d+/, unmapped);
  assert.doesNotMatch(unmapped, /\.ts:\d+/, unmapped);
});

test('without the condition the packages resolve to their TypeScript sources (dev, tests, typecheck)', () => {
  const resolved = (flags: string[]) =>
    execFileSync(process.execPath, [...flags, '--input-type=module', '-e', "console.log(import.meta.resolve('@store/api'))"], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  assert.equal(resolved([]), `file://${path.join(root, 'api/src/index.ts')}`);
  assert.equal(resolved(['--conditions=@store/compiled']), `file://${path.join(root, 'api/dist/index.js')}`);
});

import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The states of nextTick's inline caches for its tick object's computed properties, after a start-like run of full collections. */
async function tickObjectCaches(keep: boolean): Promise<string[]> {
  // V8 prints with C's stdio, which drops output on the non-blocking pipe Node would give the
  // child; a file takes all of it.
  const dir = mkdtempSync(path.join(tmpdir(), 'tick-objects-'));
  const file = path.join(dir, 'out.txt');
  const fd = openSync(file, 'w');
  try {
    const child = spawn(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', path.join(here, 'tick-objects.probe.ts'), ...(keep ? ['--keep'] : [])],
      { cwd: path.join(here, '..'), stdio: ['ignore', fd, 'inherit'] },
    );
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  } finally {
    closeSync(fd);
  }
  const stdout = readFileSync(file, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  expect(stdout).toContain('ticks run: 8000');
  return [...stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe('tick object shapes (decision 030)', () => {
  it('without the keeper, full collections between ticks leave nextTick megamorphic (what the keeper is for)', async () => {
    const states = await tickObjectCaches(false);
    expect(states.length).toBeGreaterThanOrEqual(3);
    expect(states).toContain('MEGAMORPHIC');
  });

  it('with the keeper, nextTick builds its tick objects through monomorphic caches however many collections run', async () => {
    const states = await tickObjectCaches(true);
    expect(states.length).toBeGreaterThanOrEqual(3);
    expect(states.every((s) => s === 'MONOMORPHIC')).toBe(true);
  });
});

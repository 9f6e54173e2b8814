import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { terserEntry } from './terser-entry';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** What esbuild leaves and terser's second pass still folds: a constant condition, a function used once. */
const code = `const enabled = true;
function greet(name) { if (enabled) { return "Namaste, " + name; } return "bye"; }
export const answer = greet("Asha");
`;

const chunk = (fileName: string, isEntry: boolean): OutputChunk => ({ type: 'chunk', fileName, isEntry, code }) as OutputChunk;

async function run(bundle: OutputBundle): Promise<void> {
  const plugin = terserEntry();
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: OutputBundle) => Promise<void>;
  await hook.call({}, {}, bundle);
}

describe('terser on the entry chunk', () => {
  it('when the bundle is written, then the entry is smaller and does the same, and the other chunks are left as they are', async () => {
    const bundle = {
      'assets/index-a1.js': chunk('assets/index-a1.js', true),
      'assets/page-p1.js': chunk('assets/page-p1.js', false),
    } as OutputBundle;

    await run(bundle);

    const entry = (bundle['assets/index-a1.js'] as OutputChunk).code;
    expect(entry.length).toBeLessThan(code.length / 2);
    expect(entry).not.toContain('bye');
    const mod = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(entry)}`)) as { answer: string };
    expect(mod.answer).toBe('Namaste, Asha');
    expect((bundle['assets/page-p1.js'] as OutputChunk).code).toBe(code);
  });
});

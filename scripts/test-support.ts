/** What the tooling tests share: starting a package.json script as `pnpm` would, and reading its output. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The command a package.json script runs (its last step, after any build), as arguments for
 * `node`: a test starts the store exactly as `pnpm <script>` does.
 */
export function scriptCommand(script: string): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [program, ...args] = (scripts[script]?.split('&&').at(-1) ?? '').trim().split(/\s+/);
  if (program === 'node') return args;
  if (program === 'tsx') return [path.join(root, 'node_modules/tsx/dist/cli.mjs'), ...args];
  throw new Error(`pnpm ${script} runs ${program}, which the tests do not know how to start`);
}

/** Lines that say something failed: error words, or a stack trace's "    at …" frames. */
export const failureLines = (out: string): string[] => out.split('\n').filter((line) => /fail|error|exception|kill|^\s+at\s/i.test(line));

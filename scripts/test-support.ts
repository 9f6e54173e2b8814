/** What the tooling tests share: starting a package.json script as `pnpm` would, and reading its output. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The last command of `pnpm <script>`: its leading `NAME=value` settings, program and arguments. */
function lastCommand(script: string): { env: Record<string, string>; program: string | undefined; args: string[] } {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = (scripts[script]?.split('&&').at(-1) ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) {
    const [name = '', ...value] = (words.shift() as string).split('=');
    env[name] = value.join('=');
  }
  const [program, ...args] = words;
  return { env, program, args };
}

/**
 * The command a package.json script runs (its last step, after any build), as arguments for
 * `node`: a test starts the store exactly as `pnpm <script>` does (with `scriptEnv`'s settings).
 */
export function scriptCommand(script: string): string[] {
  const { program, args } = lastCommand(script);
  if (program === 'node') return args;
  if (program === 'tsx') return [path.join(root, 'node_modules/tsx/dist/cli.mjs'), ...args];
  throw new Error(`pnpm ${script} runs ${program}, which the tests do not know how to start`);
}

/** The environment settings `pnpm <script>` starts its last command with (`NAME=value node …`). */
export function scriptEnv(script: string): Record<string, string> {
  return lastCommand(script).env;
}

/** Lines that say something failed: error words, or a stack trace's "    at …" frames. */
export const failureLines = (out: string): string[] => out.split('\n').filter((line) => /fail|error|exception|kill|^\s+at\s/i.test(line));

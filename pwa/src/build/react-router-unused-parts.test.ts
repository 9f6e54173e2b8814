import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markUnusedPartsRemovable, REACT_ROUTER_CHUNK } from './react-router-unused-parts';

// The react-router that react-router-dom (what the app imports) resolves to.
const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'));
const routerDir = path.dirname(fromDom.resolve('react-router/package.json'));
const devDir = path.join(routerDir, 'dist', 'development');
const chunks = readdirSync(devDir).filter((f) => f.endsWith('.mjs') && REACT_ROUTER_CHUNK.test(path.join(devDir, f)));
const main = chunks.map((f) => path.join(devDir, f)).find((f) => readFileSync(f, 'utf8').includes('var Form = '));

describe('react-router unused parts (vite build plugin)', () => {
  it('finds the chunk that holds the components, under the name the plugin rewrites', () => {
    // The package's import resolves into dist/development: an upgrade moving it leaves the plugin idle.
    expect(fromDom.resolve('react-router')).toContain(`${path.sep}dist${path.sep}development${path.sep}`);
    expect(main).toBeDefined();
  });

  it('leaves no top-level displayName statement and no unmarked forwardRef in it', () => {
    const code = readFileSync(main ?? '', 'utf8');
    expect(code).toMatch(/^Form\.displayName = "Form";$/m);
    expect(code).toMatch(/^var Form = React\d*\.forwardRef\(/m);
    const out = markUnusedPartsRemovable(code);
    expect(out).not.toMatch(/^[\w$]+\.displayName = /m);
    expect(out).not.toMatch(/= React\d*\.forwardRef\(/);
    expect(out).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    // Only those statements change: the lines stay where they were.
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });
});

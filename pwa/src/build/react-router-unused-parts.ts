/**
 * Leaves react-router's unused components out of the storefront's build (decision 048).
 *
 * react-router 7 (measured on 7.18.5) ships one ES module of ~10,000 lines
 * (`dist/development/chunk-*.mjs`). Rollup drops what the app does not import, except statements
 * it must assume have effects: each component's `X.displayName = "X"`, and `forwardRef(...)` calls
 * without a pure mark. Those kept `Form`, `ScrollRestoration`, `unstable_HistoryRouter` and what
 * they call (useSubmit, the form-data encoding, the scroll restoration) in the first load of every
 * page, though the store uses none of them: about 2.5 KB of gzip.
 *
 * Here, in the build only, the displayName lines are removed (a name React's developer tools
 * show, nothing the store reads) and the forwardRef calls marked pure, so the unused ones go. The
 * test beside this file fails when an upgrade changes the file's name or these statements' shape.
 */
import type { Plugin } from 'vite';

/** The module this rewrites: react-router's main chunk, which the package's exports resolve to. */
export const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]development[\\/]chunk-[A-Z0-9]+\.mjs$/;

const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const FORWARD_REF = /= (React\d*)\.forwardRef\(/g;

/** The chunk's text without its displayName statements, its forwardRef calls marked pure (lines kept). */
export function markUnusedPartsRemovable(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(FORWARD_REF, '= /* @__PURE__ */ $1.forwardRef(');
}

/** Vite plugin (build only) applying markUnusedPartsRemovable to react-router's chunk. */
export function reactRouterUnusedParts(): Plugin {
  return {
    name: 'react-router-unused-parts',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      return { code: markUnusedPartsRemovable(code), map: null };
    },
  };
}

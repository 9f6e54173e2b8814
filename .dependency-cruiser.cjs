/**
 * The import-cycle check for api/src and pwa/src (run by `pnpm lint`, after eslint).
 *
 * eslint's import-x/no-cycle skips `import type` by design and has no option to count it, so a
 * cycle held together by types alone passed lint. dependency-cruiser reads the TypeScript before
 * it is compiled (`tsPreCompilationDeps`), so type-only and dynamic imports are edges too: a
 * cycle of any kind fails. scripts/lint-cycles.test.ts plants a type-only cycle to show it fires.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two modules that import each other (types included) are one idea in two files: move what both need to a third module they both import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/dev-dist/'] },
    // Type-only imports are dependencies too (the point of this check).
    tsPreCompilationDeps: true,
    // Resolves `./x.js` to `./x.ts` and the workspace packages as TypeScript does.
    tsConfig: { fileName: 'tsconfig.base.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

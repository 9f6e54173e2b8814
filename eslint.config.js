/**
 * One lint for the workspace. Besides typescript-eslint, react-hooks and jsx-a11y, it checks the
 * architecture, so it holds by a tool and not by memory:
 * - a feature (pwa/src/features/<a>) never reaches into another feature's files;
 * - ui/ and lib/ never import features/ or app/; data/ never imports features/, app/ or ui/;
 * - only pwa/src/data/ imports dexie or rxdb;
 * - an api module (api/src/modules/<m>) has one face: code outside it (the rest of api/src, other
 *   modules, api/test, bench/, scripts/, e2e/) imports only its index.ts; bench/ reaches the api
 *   only through @store/api and @store/api/testing;
 * - only each app's env.ts reads the environment (process.env, import.meta.env);
 * - no import cycles in api/src and pwa/src.
 * scripts/lint-boundaries.test.ts lints deliberately wrong imports to show each rule fires.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Zones are written from the repository root, wherever eslint runs (a package's own `eslint .` too). */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const dirsIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const FEATURES = dirsIn('./pwa/src/features/');
const API_MODULES = dirsIn('./api/src/modules/');
/** Everything that is not inside an api module: api/src's other folders and files, the tests and the tools. */
const OUTSIDE_API_MODULES = [
  ...dirsIn('./api/src/')
    .filter((name) => name !== 'modules')
    .map((name) => `./api/src/${name}`),
  './api/src/*.ts',
  './api/src/modules/*.ts',
  './api/test',
  './bench',
  './scripts',
  './e2e',
];

const processEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Only env.ts reads process.env: parse it there once and pass the values on.',
};
const importMetaEnv = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Only pwa/src/env.ts reads import.meta.env.',
};
const localDatabase = {
  paths: [
    { name: 'dexie', message: 'Only pwa/src/data/ talks to the local database: ask it for what the screen needs.' },
    { name: 'rxdb', message: 'Only pwa/src/data/ talks to the local database: ask it for what the screen needs.' },
  ],
  patterns: [{ group: ['dexie/*', 'rxdb/*'], message: 'Only pwa/src/data/ talks to the local database.' }],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'pwa/dev-dist/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['api/tsconfig.json', 'pwa/tsconfig.json', 'shared/tsconfig.json', 'sync-server/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Non-null assertions after a check the compiler cannot follow (a Map lookup just set) are
      // used sparingly and on purpose; noUncheckedIndexedAccess already forces the common cases.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Ambient declarations for untyped packages (sync-server/src/types.d.ts) are referenced by path.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
    },
  },
  // The apps' environment: read once, in env.ts.
  {
    files: ['api/src/**/*.ts'],
    // Test and benchmark launchers (api/src/testing) hand their own environment to the processes they start.
    ignores: ['api/src/env.ts', 'api/src/**/*.test.ts', 'api/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', processEnv] },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/env.ts'],
    rules: { 'no-restricted-syntax': ['error', importMetaEnv, processEnv] },
  },
  // The browser app.
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks; the React Compiler's extra rules (v7 'recommended') are for code
      // written for the compiler, which this app does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // role="list" on styled lists is on purpose: Safari drops list semantics with list-style: none.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // Judged where the prop reaches a DOM element, not on every component that passes it down.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // Option cards: the label wraps the input and a body whose heading is nested one level deeper.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      'no-restricted-imports': ['error', localDatabase],
      // Skips `import type`; .dependency-cruiser.cjs (also run by `pnpm lint`) counts every import.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            // A feature reaches no other feature's insides.
            ...FEATURES.map((feature) => ({
              target: `./pwa/src/features/${feature}`,
              from: './pwa/src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move what both need to ui/, lib/ or data/, and compose features in app/.',
            })),
            {
              target: ['./pwa/src/ui', './pwa/src/lib'],
              from: ['./pwa/src/features', './pwa/src/app'],
              message: 'ui/ and lib/ are below the features and the app.',
            },
            {
              target: './pwa/src/data',
              from: ['./pwa/src/features', './pwa/src/app', './pwa/src/ui'],
              message: 'data/ is below the screens.',
            },
            { target: './pwa/src/lib', from: './pwa/src/data', message: 'lib/ is below data/.' },
          ],
        },
      ],
    },
  },
  // The one place that owns the local database.
  {
    files: ['pwa/src/data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // An api module has one face: its index.ts.
  {
    files: ['api/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...API_MODULES.map((module) => ({
              target: [
                ...API_MODULES.filter((other) => other !== module).map((other) => `./api/src/modules/${other}`),
                ...OUTSIDE_API_MODULES,
              ],
              from: `./api/src/modules/${module}`,
              except: ['./index.ts'],
              message: `Import the ${module} module through its face, modules/${module}/index.ts: export what others need from there, or hand it in as a dependency.`,
            })),
            {
              target: './bench',
              from: './api/src',
              except: ['./index.ts', './testing/index.ts'],
              message: 'bench/ uses the api through @store/api and @store/api/testing.',
            },
          ],
        },
      ],
    },
  },
  // Tests and tooling: vitest and playwright fixtures use empty patterns and `any` for raw bodies.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'api/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-empty-pattern': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
);

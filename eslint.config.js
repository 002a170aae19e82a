import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { webZones } from './apps/web/lint/web-zones.js';

/** core stays pure and imports nothing of ours (ARCHITECTURE.md); repeated in each core block, which replaces it. */
const CORE_IS_PURE = [
  { group: ['node:*', 'fs', 'path', 'react', 'react-*', 'fastify*', 'pg', 'drizzle-orm*'], message: 'core is pure: no I/O, no React, no Node APIs.' },
  { group: ['@diancan/*', '**/apps/**', '**/e2e/**', '**/bench/**', '**/scripts/**'], message: 'core imports nothing of ours: the server and the web depend on core, never the other way round.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // ---- Layers of core and the server (docs/architecture.md; issue 15). The web's zones are in their own block. ----
  {
    // core stays pure: no I/O, no React, no Node APIs (ARCHITECTURE.md), and it imports nothing of ours.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: CORE_IS_PURE,
      }],
    },
  },
  {
    // Contracts describe data: they import other contracts, value checks (validation/), constants and messages, and
    // no rule module (pricing, invoice, printing, ...), which import the contracts instead (issue 38).
    files: ['packages/core/src/contracts/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...CORE_IS_PURE,
          { regex: '^\\.\\./(?!validation/|constants\\.js$|messages\\.js$)', message: 'A contract imports no rule module: move the value check to validation/, or the shape into contracts/.' },
        ],
      }],
    },
  },
  {
    // Value checks are the bottom of core: the contracts build on them, so they import no contract and no rule.
    files: ['packages/core/src/validation/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...CORE_IS_PURE,
          { regex: '^\\.\\./(?!constants\\.js$|messages\\.js$)', message: 'A value check imports only other value checks, constants and messages.' },
        ],
      }],
    },
  },
  {
    // The platform (HTTP, database, auth, audit trail, realtime, mail) serves every feature and knows none of them.
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['apps/server/src/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/features/**', '**/routes.js', '**/services.js', '**/app.js', '**/seed/**'], message: 'platform imports no feature (nor the composition root): move what a feature needs from the platform into the platform.' },
        ],
      }],
    },
  },
  {
    // A server feature imports the platform, core, and other features through their public index.ts only.
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\.\\./(?!\\.)[^/]+/(?!index\\.js$).+', message: "Import another feature through its index.ts ('../other/index.js'), never its internals." },
          { group: ['../../routes.js', '../../services.js', '../../app.js', '../../main.js', '../../seed/**'], message: 'A feature does not import the composition root or the seed.' },
        ],
      }],
    },
  },
  {
    // The composition root (routes.ts, services.ts, main.ts, app.ts) wires features through their index.ts too.
    files: ['apps/server/src/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^\\./features/[^/]+/(?!index\\.js$).+', message: "Wire a feature through its index.ts ('./features/x/index.js')." }],
      }],
    },
  },
  {
    // No import cycles in core, the server or the web: a cycle means two modules are really one, or one is misplaced.
    files: ['packages/core/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/core/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The web's zones: features import each other's index.ts only; components/ and lib/ import no feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-zones': webZones },
    rules: { 'web-zones/feature-boundaries': 'error' },
  },
);

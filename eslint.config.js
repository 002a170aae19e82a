import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webZones } from './apps/web/lint/web-zones.js';

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
  {
    // core stays pure: no I/O, no React, no Node APIs (ARCHITECTURE.md)
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'react', 'react-*', 'fastify*', 'pg', 'drizzle-orm*'] }],
    },
  },
  {
    // The web's zones (i15w): features import each other's index.ts only; components/ and lib/ import no feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-zones': webZones },
    rules: { 'web-zones/feature-boundaries': 'error' },
  },
);

// Lint: ESLint's and typescript-eslint's recommended rules (syntactic only: the type-checked set
// would double the run time, and `npm run typecheck` already runs tsc), the hooks rules for the
// client, and the project's conventions that a linter can hold (STYLE.md: no default exports).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'node_modules/',
    'dist/',
    'data/',
    'api/db/generated/',
    '**/__generated__/',
    'test-results/',
    'playwright-report/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: globals.node,
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use a named export (STYLE.md: no default exports).',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // Tests read JSON answers of many shapes and assert them with expect(): typing each one
    // would add noise, not safety.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // These tools find their configuration through a default export.
    files: [
      'eslint.config.js',
      'vite.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
      'prisma.config.ts',
      'relay.config.js',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
]);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.astro/**', 'data/**', 'site/dist/**', 'site/public/**', 'site/**/*.astro', 'site/**/*.mjs', 'coverage/**'] },
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
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'kysely', 'pg', 'hono', '@electric-sql/*', '@atelier/event-store'] }],
    },
  },
  {
    // Server side: each date-fns function from its own module; the index costs every process seconds to load (ADR 073).
    files: ['api/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'projections/src/**/*.ts', 'workers/src/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'date-fns', allowTypeImports: true, message: "Import the function from its own module (date-fns/format): the index costs seconds of CPU to load (docs/decisions/073-what-a-process-loads.md)." }] },
      ],
    },
  },
  {
    // The site's islands and admin app run in the browser.
    files: ['site/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);

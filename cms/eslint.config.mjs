import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'build/', '.strapi/', '.tmp/', 'coverage/', 'public/', 'types/generated/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // No import cycles anywhere (a circle of modules is one module that nobody can read alone).
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      // Without it the rule cannot read the imported TypeScript modules, and finds no cycle at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Domain code (src/game-servers, live events, users, ...) is what the HTTP layer in src/api calls, never
    // the other way round: a domain module that needs something of src/api means that thing belongs here.
    files: ['src/*/**/*.ts'],
    ignores: ['src/api/**', 'src/extensions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/*', '**/api/**'],
              message: 'Domain code does not import from src/api (the HTTP layer): move what it needs into the domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**/*.ts', 'test-utils/**/*.ts'],
    rules: {
      // Tests assert on values they have just checked exist.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['scripts/**/*.js', 'jest.config.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: globals.node,
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
  prettier,
);

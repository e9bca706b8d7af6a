import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-servers', 'mfe-account', 'mfe-help', 'mfe-membership', 'mfe-community'];

/**
 * Code bundled apart from the main shared singleton (the data layer, a remote's standalone frame) imports the
 * rest of the shared package by its name, so that it uses the page's one copy (one session store), never a
 * second one.
 */
const byPackageName = [
  {
    group: ['../*', '!../__tests__/*'],
    // A type import is erased when compiled: it can never load a second copy.
    allowTypeImports: true,
    message: 'Import the rest of the shared package from @cs16ar/shared, or the page gets a second copy of it.',
  },
];

/** One data layer: TanStack Query comes from @cs16ar/shared/data, set up once (one QueryClient per page). */
const throughTheDataLayer = [
  {
    group: ['@tanstack/*'],
    message: 'Import the data layer from @cs16ar/shared/data (useQuery, queryOptions, queryKeys...), not TanStack.',
  },
];

/** One router per page, tree-shaken once: apps take React Router's functions from @cs16ar/shared. */
const routerFromShared = [
  {
    group: ['react-router', 'react-router-dom'],
    message:
      'Import the router (Link, useNavigate, Routes...) from @cs16ar/shared; tests take MemoryRouter from @cs16ar/shared/testing.',
  },
];

/** Inside shared, TanStack loads only with `src/data`, so that the landing page does not download it. */
const tanstackOnlyInTheDataLayer = [
  {
    group: ['@tanstack/*'],
    allowTypeImports: true,
    message: 'TanStack Query is loaded by @cs16ar/shared/data only (src/data), so pages without data do not load it.',
  },
];

/** Imports a package may not make: remotes never import each other or the shell; shared imports no app. */
function forbidImportsOf(packages, extraPatterns = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...extraPatterns,
          ...packages.flatMap((name) => [
            {
              group: [`@cs16ar/${name}`, `@cs16ar/${name}/*`],
              message: `Do not import ${name}: move what you need into @cs16ar/shared.`,
            },
            {
              group: [`**/${name}/**`, `**/${name}`],
              message: `Do not reach into ${name}: move what you need into @cs16ar/shared.`,
            },
          ]),
        ],
      },
    ],
  };
}

const apps = ['shell', ...remotes];

/**
 * Feature folders (`src/features/<feature>/`) use each other only through what a feature exposes, its
 * `index.ts`: one zone per feature, forbidding every other feature's folder except that file.
 * `import-x/no-restricted-paths` rather than `no-restricted-imports` patterns because it also checks
 * `import()` (remotes load features lazily) and judges the resolved file, not the spelling of the path.
 */
function featureZones() {
  return apps.flatMap((app) => {
    const features = readdirSync(`${app}/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    return features.map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
      message: `Use another feature through its index.ts (what it exposes), never its inner files.`,
    }));
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cms/**',
      '**/coverage/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
      // Scratch space (benchmark tools, local experiments), git-ignored.
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['{shared,shell,mfe-*}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, '@tanstack/query': tanstackQuery },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without it the rules cannot read the imported TypeScript modules: no-cycle found no cycle at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // The layering the README describes has no way back: a cycle means two modules that are really one.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones() }],
      // Query keys and options as CONTRIBUTING.md asks (exhaustive keys, stable query clients...).
      ...tanstackQuery.configs['flat/recommended'][0].rules,
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', 'shared/src/testing/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  { files: ['shared/**'], rules: forbidImportsOf(['shell', ...remotes], tanstackOnlyInTheDataLayer) },
  // The data layer and the test helpers are where TanStack is set up.
  { files: ['shared/src/testing/**'], rules: forbidImportsOf(['shell', ...remotes]) },
  { files: ['shared/src/data/*.{ts,tsx}'], rules: forbidImportsOf(['shell', ...remotes], byPackageName) },
  // Bundled by each app apart from the shared singleton: the router must be the page's one.
  { files: ['shared/src/markdown/*.{ts,tsx}'], rules: forbidImportsOf(['shell', ...remotes], byPackageName) },
  {
    files: ['shared/src/standalone/*.{ts,tsx}'],
    rules: forbidImportsOf(['shell', ...remotes], [...byPackageName, ...throughTheDataLayer, ...routerFromShared]),
  },
  { files: ['shell/**'], rules: forbidImportsOf(remotes, [...throughTheDataLayer, ...routerFromShared]) },
  ...remotes.map((remote) => ({
    files: [`${remote}/**`],
    rules: forbidImportsOf(
      ['shell', ...remotes.filter((other) => other !== remote)],
      [...throughTheDataLayer, ...routerFromShared],
    ),
  })),
  { files: ['tests/**'], languageOptions: { globals: { ...globals.node } } },
  // Functions passed to page.evaluate() run in the browser.
  { files: ['scripts/bench/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);

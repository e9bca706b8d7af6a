// One jest setup for every package: swc for speed (types are checked by `tsc`), jsdom with the real
// fetch/streams MSW needs, and the shared setup file (jest-dom, MSW lifecycle, test runtime config).
const path = require('node:path');

const sharedDir = path.resolve(__dirname, '..');

// Packages published only as ES modules, which jest (CommonJS) must transpile.
const esmPackages = [
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'hast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'devlop',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'trim-lines',
  'estree-util-.*',
  'stringify-entities',
  'html-void-elements',
  'until-async',
  'web-namespaces',
];

module.exports = function createJestConfig(rootDir, overrides = {}) {
  const { name } = require(path.join(rootDir, 'package.json'));
  return {
    displayName: name.replace('@cs16ar/', ''),
    rootDir,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.[jt]s?(x)'],
    transform: {
      '\\.(png|jpe?g|webp|gif|svg|avif)$': path.join(__dirname, 'file-transform.cjs'),
      '^.+\\.[cm]?[jt]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // CommonJS files of other packages are run as they are; `.mjs` files are always transpiled.
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/).*\\.c?js$`],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(sharedDir, 'src/testing/setup-tests.ts')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
};

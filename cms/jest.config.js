'use strict';
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

const ROOTS = ['src', 'simulator', 'mercadopago-sandbox', 'scripts'];

// Every test file under the roots' __tests__ folders.
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return full.includes(`${path.sep}__tests__${path.sep}`) && entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

// A test file that starts a CMS (test-utils/cms-process.ts's startCms) belongs to the `cms` project, whose global
// setup seeds the database those CMS start from; every other file (parsers, the simulator, rcon, pure logic) is a
// plain `unit` project that starts nothing first.
const all = ROOTS.flatMap((root) => testFiles(path.join(__dirname, root)));
const startsCms = (file) => /\bstartCms\b/.test(readFileSync(file, 'utf8'));

const common = {
  testEnvironment: 'node',
  rootDir: __dirname,
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  slowTestThreshold: 30,
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: all.filter((file) => !startsCms(file)) },
    {
      ...common,
      displayName: 'cms',
      testMatch: all.filter(startsCms),
      // One real first start seeds the database that every test's CMS starts from (test-utils/seeded-template.ts).
      globalSetup: '<rootDir>/test-utils/global-setup.ts',
      globalTeardown: '<rootDir>/test-utils/global-teardown.ts',
    },
  ],
  // Each CMS test file boots its own CMS and mostly waits (for a poll, a datagram, a start): two files at once on the
  // 2-core machine, each worker with its own ports (test-utils/ports.ts).
  maxWorkers: 2,
  // Also the limit of every beforeAll that boots a CMS: as long as test-utils/cms-process.ts waits for one
  // to answer (CMS_START_TIMEOUT_MS, 180 s on a busy machine), or a hook gives up first and leaves the CMS it started
  // running. A hook that starts two waits TWO_CMS_STARTS_TIMEOUT_MS.
  testTimeout: 180000,
};

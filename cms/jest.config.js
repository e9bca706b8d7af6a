'use strict';

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/simulator', '<rootDir>/mercadopago-sandbox', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // One real first start seeds the database that every test's CMS starts from (test-utils/seeded-template.ts).
  globalSetup: '<rootDir>/test-utils/global-setup.ts',
  globalTeardown: '<rootDir>/test-utils/global-teardown.ts',
  // Each test file boots its own CMS and mostly waits (for a poll, a datagram, a start): two files at once on the
  // 2-core machine, each worker with its own ports (test-utils/ports.ts).
  maxWorkers: 2,
  // Also the limit of every beforeAll that boots a CMS: as long as test-utils/cms-process.ts waits for one
  // to answer (CMS_START_TIMEOUT_MS, 180 s on a busy machine), or a hook gives up first and leaves the CMS it started
  // running. A hook that starts two waits TWO_CMS_STARTS_TIMEOUT_MS.
  testTimeout: 180000,
  slowTestThreshold: 30,
};

// `npm test`: every check the project has, in the order that fails fastest. CI runs exactly this.
//   npm test                      everything
//   npm test -- unit browser      only some steps (names below)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './build-production.mjs';
import { ensureBuilt, ensureInstalled } from './lib/install.mjs';
import { run } from './lib/processes.mjs';
import { cmsDir, repoRoot } from './lib/site.mjs';

const hasCms = existsSync(path.join(cmsDir, 'package.json'));
const steps = [
  { name: 'lint', label: 'ESLint + Prettier (apps)', run: () => run('npm', ['run', '--silent', 'lint']) },
  { name: 'typecheck', label: 'TypeScript (apps)', run: () => run('npm', ['run', '--silent', 'typecheck']) },
  { name: 'unit', label: 'Unit tests (jest + Testing Library)', run: () => run('npx', ['jest', '--ci']) },
  hasCms && {
    name: 'cms-lint',
    label: 'ESLint + Prettier (cms)',
    run: () => run('npm', ['--prefix', cmsDir, 'run', '--silent', 'lint']),
  },
  hasCms && {
    name: 'cms-typecheck',
    label: 'TypeScript (cms)',
    run: () => run('npm', ['--prefix', cmsDir, 'run', '--silent', 'typecheck']),
  },
  hasCms && {
    name: 'cms',
    label: 'CMS tests (real Strapi, HTTP and UDP)',
    run: () => run('npm', ['--prefix', cmsDir, 'test']),
  },
  // The apps of `npm run build:production`, rebuilt when their sources changed (the CMS's server code is
  // compiled by the cms step; its admin panel is not needed by any test).
  { name: 'build', label: 'Production builds', run: () => buildApps({ force: false }) },
  {
    name: 'browser',
    label: 'Browser tests (Playwright + Chromium)',
    run: () => run('npm', ['test', '-w', 'tests', '--']),
  },
].filter(Boolean);

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Pasos desconocidos: ${unknown.join(', ')}. Pasos: ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}

process.chdir(repoRoot);
ensureInstalled();
const results = [];
let failed = false;
for (const step of steps.filter((step) => wanted.length === 0 || wanted.includes(step.name))) {
  console.log(`\n━━ ${step.label} ━━`);
  const started = Date.now();
  try {
    // The browser tests need the production builds.
    if (step.name === 'browser' && !wanted.includes('build') && wanted.length > 0) ensureBuilt();
    step.run();
    results.push([step.label, 'ok', Date.now() - started]);
  } catch (error) {
    results.push([step.label, 'FALLÓ', Date.now() - started]);
    console.error(error instanceof Error ? error.message : error);
    failed = true;
    break;
  }
}

console.log('\nResumen');
for (const [label, status, ms] of results) {
  console.log(`  ${status.padEnd(6)} ${label.padEnd(42)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
}
process.exit(failed ? 1 : 0);

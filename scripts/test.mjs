// `npm test`: every check the project has. CI runs exactly this.
//   npm test                      everything
//   npm test -- unit browser      only some steps (names below)
// The steps run in stages; the steps of one stage run at the same time (two cores: the checkers are single
// threads, and most of a CMS or browser test is waiting), each line of their output prefixed with the step's
// name. A stage starts only when the one before passed, so the quick checks still fail first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { ensureInstalled, staleApps } from './lib/install.mjs';
import { cmsDir, repoRoot } from './lib/site.mjs';

const hasCms = existsSync(path.join(cmsDir, 'package.json'));

/** The apps of `npm run build:production` whose sources changed since their last build (two at a time). */
function buildCommand() {
  if (staleApps().length === 0) return null;
  return ['node', [path.join(repoRoot, 'scripts', 'build-apps.mjs')]];
}

const steps = [
  { name: 'lint', label: 'ESLint + Prettier (apps)', command: () => ['npm', ['run', '--silent', 'lint']] },
  { name: 'typecheck', label: 'TypeScript (apps)', command: () => ['npm', ['run', '--silent', 'typecheck']] },
  { name: 'unit', label: 'Unit tests (jest + Testing Library)', command: () => ['npx', ['jest', '--ci']] },
  hasCms && {
    name: 'cms-lint',
    label: 'ESLint + Prettier (cms)',
    command: () => ['npm', ['--prefix', cmsDir, 'run', '--silent', 'lint']],
  },
  hasCms && {
    name: 'cms-typecheck',
    label: 'TypeScript (cms)',
    command: () => ['npm', ['--prefix', cmsDir, 'run', '--silent', 'typecheck']],
  },
  hasCms && {
    name: 'cms',
    label: 'CMS tests (real Strapi, HTTP and UDP)',
    command: () => ['npm', ['--prefix', cmsDir, 'test']],
  },
  // The apps of `npm run build:production`, rebuilt when their sources changed (the CMS's server code is
  // compiled by the cms step; its admin panel is not needed by any test).
  { name: 'build', label: 'Production builds', command: buildCommand },
  {
    name: 'browser',
    label: 'Browser tests (Playwright + Chromium)',
    command: () => ['npm', ['test', '-w', 'tests', '--']],
    // The browser tests need the production builds: built first when the build step is not run.
    needsBuild: true,
  },
].filter(Boolean);

// Each stage is a list of lanes that run at the same time; a lane's steps run one after another.
// The unit tests run alone: jsdom rendering beside four checkers was slow enough to make them wait long.
const stages = [
  [['lint'], ['typecheck'], ['cms-lint'], ['cms-typecheck']],
  [['unit']],
  [['cms'], ['build', 'browser']],
];

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Pasos desconocidos: ${unknown.join(', ')}. Pasos: ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const chosen = (name) => steps.some((step) => step.name === name) && (wanted.length === 0 || wanted.includes(name));

// When steps run side by side, a failed step's report can scroll far up behind the other step's output, out of
// the part of a CI log one reads. So each prefixed step's lines that name a failure (Jest's and Playwright's test
// titles, errors and counts) are kept, and a failed step's last ones are printed again before the summary.
const FAILURE_LINE =
  /●|✕|✘|\bFAIL\b|failed on|fall(ó|ida)|Tests:|Test Suites:|\d+ (failed|flaky)\b|\berror\b|expected|received|timed? ?out|exceeded/i;
const PASSED_LINE = /✓|\bPASS\b/;
const FAILURE_DIGEST_LINES = 60;
const failureLines = new Map();

/** Keeps a line of `step`'s output when it names a failure (at most the last FAILURE_DIGEST_LINES of them). */
function rememberFailureLine(step, line) {
  if (!FAILURE_LINE.test(line) || PASSED_LINE.test(line)) return;
  const kept = failureLines.get(step.name) ?? [];
  if (kept.at(-1) === line) return;
  kept.push(line);
  if (kept.length > FAILURE_DIGEST_LINES) kept.shift();
  failureLines.set(step.name, kept);
}

/** Runs one step as a child process; its lines are prefixed with its name when other steps run beside it. */
function runStep(step, prefixed) {
  const command = step.command();
  if (!command) {
    console.log(`${step.name}: nothing to do`);
    return Promise.resolve(0);
  }
  const [file, args] = command;
  const child = spawn(file, args, {
    cwd: repoRoot,
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: prefixed ? { ...process.env, FORCE_COLOR: '0' } : process.env,
  });
  if (prefixed) {
    const prefix = `${step.name.padEnd(13)}│ `;
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        console.log(prefix + line);
        rememberFailureLine(step, line);
      });
    }
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];

async function runLane(names, prefixed) {
  for (const name of names) {
    const step = steps.find((candidate) => candidate.name === name);
    const started = Date.now();
    console.log(`\n━━ ${step.label} ━━`);
    const code = await runStep(step, prefixed);
    results.push([step.label, code === 0 ? 'ok' : 'FALLÓ', Date.now() - started, step.name]);
    if (code !== 0) return false;
  }
  return true;
}

async function main() {
  process.chdir(repoRoot);
  ensureInstalled();
  const wantsBrowserOnly = chosen('browser') && !chosen('build') && wanted.length > 0;
  for (const stage of stages) {
    const lanes = stage
      .map((lane) => {
        const names = lane.filter(chosen);
        // The browser tests asked for alone still need fresh builds.
        if (wantsBrowserOnly && names.includes('browser')) return ['build', ...names];
        return names;
      })
      .filter((names) => names.length > 0);
    if (lanes.length === 0) continue;
    const outcomes = await Promise.all(lanes.map((names) => runLane(names, lanes.length > 1)));
    if (outcomes.includes(false)) return false;
  }
  return true;
}

const passed = await main();
for (const [label, status, , name] of results) {
  const kept = failureLines.get(name);
  if (status === 'ok' || !kept) continue;
  console.log(
    `\nLo que falló en ${label} (sus últimas ${kept.length} líneas de error; el informe entero está arriba):`,
  );
  for (const line of kept) console.log(`  ${line.slice(0, 300)}`);
}
console.log('\nResumen');
for (const [label, status, ms] of results) {
  console.log(`  ${status.padEnd(6)} ${label.padEnd(42)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
}
process.exit(passed ? 0 : 1);

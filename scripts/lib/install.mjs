// Makes sure dependencies and builds exist, so `npm start` and `npm test` work on a fresh clone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from './site.mjs';
import { run, runPrefixed } from './processes.mjs';
import { appInputsHash, buildCommand, recordBuilt, staleApps } from './app-builds.mjs';

export { staleApps };

/** True when the root install has never run (a fresh clone). */
export function needsRootInstall() {
  return !existsSync(path.join(repoRoot, 'node_modules', '.package-lock.json'));
}

export function ensureInstalled() {
  if (needsRootInstall()) {
    console.log('› Instalando dependencias (npm install, y cms/ a la vez)...');
    run('node', [path.join(repoRoot, 'scripts', 'lib', 'install-both.mjs')], { cwd: repoRoot });
  } else {
    // Root dependencies present; cms/ installs itself only when its lockfile changed.
    run('node', [path.join(repoRoot, 'scripts', 'install-cms.mjs')], { cwd: repoRoot });
  }
}

/** Builds every app (`force`) or the stale ones, and records what each build was made from. */
export function ensureBuilt({ force = false } = {}) {
  const stale = force ? apps : staleApps();
  if (stale.length === 0) return;
  console.log(`› Compilando ${stale.map((app) => app.dir).join(', ')}...`);
  const hashes = stale.map((app) => [app, appInputsHash(app)]);
  const [command, args] = buildCommand(stale);
  run(command, args, { cwd: repoRoot });
  recordBuilt(hashes);
  // cms/ builds itself when its start script finds no build (cms/scripts/ensure-build.js).
}

/** The same as ensureBuilt, without blocking: `npm start` compiles the CMS's server code meanwhile. */
export async function buildStaleApps(stale) {
  if (stale.length === 0) return;
  const hashes = stale.map((app) => [app, appInputsHash(app)]);
  const [command, args] = buildCommand(stale);
  await runPrefixed('webpack', command, args, { cwd: repoRoot });
  recordBuilt(hashes);
}

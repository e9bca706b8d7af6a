// Makes sure dependencies and builds exist, so `npm start` and `npm test` work on a fresh clone.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from './site.mjs';
import { run } from './processes.mjs';

export function ensureInstalled() {
  if (!existsSync(path.join(repoRoot, 'node_modules', '.package-lock.json'))) {
    console.log('› Instalando dependencias (npm install, y cms/ a la vez)...');
    run('node', [path.join(repoRoot, 'scripts', 'lib', 'install-both.mjs')], { cwd: repoRoot });
  } else {
    // Root dependencies present; cms/ installs itself only when its lockfile changed.
    run('node', [path.join(repoRoot, 'scripts', 'install-cms.mjs')], { cwd: repoRoot });
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Apps whose build is missing or older than their sources (or the shared package). */
export function staleApps() {
  const sharedSources = Math.max(
    newestMtime(path.join(repoRoot, 'shared', 'src')),
    newestMtime(path.join(repoRoot, 'shared', 'build')),
    newestMtime(path.join(repoRoot, 'shared', 'package.json')),
  );
  return apps.filter((app) => {
    const dir = path.join(repoRoot, app.dir);
    const built = newestMtime(path.join(dir, 'dist', 'mf-manifest.json'));
    const sources = Math.max(
      sharedSources,
      newestMtime(path.join(dir, 'src')),
      newestMtime(path.join(dir, 'public')),
      newestMtime(path.join(dir, 'package.json')),
      newestMtime(path.join(dir, 'webpack.config.mjs')),
    );
    return built < sources;
  });
}

export function ensureBuilt({ force = false } = {}) {
  const stale = force ? apps : staleApps();
  if (stale.length > 0) {
    console.log(`› Compilando ${stale.map((app) => app.dir).join(', ')}...`);
    const scopes = stale.flatMap((app) => ['--scope', `@cs16ar/${app.dir}`]);
    run('npx', ['lerna', 'run', 'build', '--concurrency', '2', ...scopes], { cwd: repoRoot });
  }
  // cms/ builds itself when its start script finds no build (cms/scripts/ensure-build.js).
}

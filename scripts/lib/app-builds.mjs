// Which production builds of the shell and the remotes are up to date, by content: each build records a hash of
// everything it was made from (dist/.build-inputs), and an app is rebuilt when that hash differs from its
// sources' hash now. Timestamps lie after a checkout, a copy or a restore; contents do not, and a stale build
// served is worse than a slow start. Hashing the few hundred source files takes well under a second.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from './site.mjs';

const SKIPPED = new Set(['node_modules', 'dist', '__tests__', 'coverage']);

function filesUnder(target) {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .filter((entry) => !SKIPPED.has(entry))
    .sort()
    .flatMap((entry) => filesUnder(path.join(target, entry)));
}

/** What every app's build reads besides its own folder: the shared package, the TypeScript base, the lockfile. */
const commonInputs = ['shared/src', 'shared/build', 'shared/package.json', 'tsconfig.base.json', 'package-lock.json'];

/** The hash of every file an app's production build is made from (paths and contents). */
export function appInputsHash(app) {
  const hash = createHash('sha256');
  const own = ['src', 'public', 'package.json', 'webpack.config.mjs', 'tsconfig.json'].map((entry) =>
    path.join(app.dir, entry),
  );
  for (const input of [...commonInputs, ...own]) {
    for (const file of filesUnder(path.join(repoRoot, input))) {
      hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

function stampOf(app) {
  return path.join(repoRoot, app.dir, 'dist', '.build-inputs');
}

/** Apps whose build is missing or was made from other sources than the ones checked out now. */
export function staleApps() {
  return apps.filter((app) => {
    const stamp = stampOf(app);
    if (!existsSync(path.join(repoRoot, app.dir, 'dist', 'mf-manifest.json')) || !existsSync(stamp)) return true;
    return readFileSync(stamp, 'utf8').trim() !== appInputsHash(app);
  });
}

/**
 * Records that these apps' builds match their current sources. The hash is taken before the build starts, so
 * an edit made while webpack runs leaves the stamp older than the sources and the next start builds again.
 */
export function recordBuilt(hashes) {
  for (const [app, hash] of hashes) writeFileSync(stampOf(app), `${hash}\n`);
}

/** The command that builds these apps (lerna, two at a time: two cores). */
export function buildCommand(stale) {
  return [
    'npx',
    ['lerna', 'run', 'build', '--concurrency', '2', ...stale.flatMap((app) => ['--scope', `@cs16ar/${app.dir}`])],
  ];
}

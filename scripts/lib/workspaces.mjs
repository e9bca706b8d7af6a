// Runs one npm script in several workspaces, two at a time (two cores), each line prefixed with its workspace.
// It replaces lerna, which brought about 450 packages (a third of the root install) to do only this.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runPrefixed } from './processes.mjs';
import { repoRoot } from './site.mjs';

/** The root package's workspaces (folders) that define `script`. */
export function workspacesWithScript(script) {
  const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return workspaces.filter((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
    return Boolean(manifest.scripts?.[script]);
  });
}

/** `npm run <script>` in each folder, `concurrency` at a time; rejects once all ran if any failed. */
export async function runInWorkspaces(script, dirs, { concurrency = 2 } = {}) {
  const queue = [...dirs];
  const failed = [];
  async function lane() {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      await runPrefixed(dir, 'npm', ['run', '--silent', script], { cwd: path.join(repoRoot, dir) }).catch(() =>
        failed.push(dir),
      );
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, dirs.length) }, lane));
  if (failed.length) throw new Error(`npm run ${script} failed in ${failed.join(', ')}`);
}

// `npm run dev`: every app in webpack's dev server with hot reload, plus the CMS and the simulator.
// One remote alone: `npm run dev -w mfe-help` (its standalone frame, against the same API).
import { ensureInstalled } from './lib/install.mjs';
import { startProcess, stopChildrenOnExit, waitForHttp } from './lib/processes.mjs';
import { apps, cmsDir, repoRoot } from './lib/site.mjs';

stopChildrenOnExit();
ensureInstalled();

const withCms = !process.argv.includes('--sin-cms');
if (withCms) {
  // The CMS forks the A2S simulator itself. A demo, like `npm start`: the README's accounts and the
  // membership purchase without payment.
  startProcess('cms', 'npm', ['--prefix', cmsDir, 'run', '--silent', 'start'], {
    env: { DEMO_USERS: 'true', DEMO_PURCHASE: 'true' },
  });
}
for (const app of apps) {
  startProcess(app.dir, 'npm', ['run', 'dev', '-w', app.dir], { cwd: repoRoot });
}
await waitForHttp('http://localhost:3000/', { timeoutMs: 300000 });
console.log('\n  Modo desarrollo: http://localhost:3000 (Ctrl+C para detener)\n');
